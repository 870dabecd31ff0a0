import fp from 'fastify-plugin';
import { retryPendingCalendarEvents } from '../../services/calendar-sync';

/** Retries failed calendar inserts every CALENDAR_RETRY_INTERVAL_MS while the server runs. */
export default fp(
  async (app) => {
    if (app.calendar === null) return;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> = Promise.resolve();
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        running = retryPendingCalendarEvents(app).catch((error: unknown) =>
          app.log.error({ err: error }, 'calendar retry failed'),
        );
      }, app.config.calendarRetryIntervalMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'calendar-sync', dependencies: ['calendar', 'repositories'] },
);
