import fp from 'fastify-plugin';
import { removeUnscheduledFreeCalls } from '../../services/free-call-cleanup';

/** Runs the removal of stale unscheduled free calls every FREE_CALL_CLEANUP_INTERVAL_MS. */
export default fp(
  async (app) => {
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> = Promise.resolve();
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        running = removeUnscheduledFreeCalls(app).catch((error: unknown) =>
          app.log.error({ err: error }, 'removing unscheduled free calls failed'),
        );
      }, app.config.booking.cleanupIntervalMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'free-call-cleanup', dependencies: ['repositories'] },
);
