/**
 * The newsletter's paced sender (`app.newsletter`): polls every NEWSLETTER_POLL_INTERVAL_MS
 * (scheduled broadcasts whose time came, then what the rate allows), and is kicked when the
 * owner sends a broadcast now. Uses the mailer's transport and the outbox's rows.
 */
import fp from 'fastify-plugin';
import { createBroadcastSender, type BroadcastSender } from './broadcast-sender';
import { startDueBroadcasts } from './services/broadcasts';

declare module 'fastify' {
  interface FastifyInstance {
    newsletter: BroadcastSender;
  }
}

export default fp(
  async (app) => {
    const settings = app.config.newsletter;
    let followUp: NodeJS.Timeout | undefined;
    const sender = createBroadcastSender({
      broadcasts: app.repos.broadcasts,
      outbox: app.outbox.repository,
      transport: app.mailer.transport,
      log: app.log,
      ratePerMinute: settings.ratePerMinute,
      batchSize: settings.batchSize,
      maxAttempts: app.config.mail.outbox.maxAttempts,
      retryBaseMs: app.config.mail.outbox.retryBaseMs,
      leaseMs: app.config.mail.outbox.leaseMs,
      startDue: (now) => startDueBroadcasts(app, now),
      outage: app.databaseOutage,
      // The pace's window is spent: the next round as soon as it has passed.
      onWindowSpent: (waitMs) => {
        clearTimeout(followUp);
        followUp = setTimeout(() => sender.kick(), waitMs);
        followUp.unref();
      },
    });
    app.decorate('newsletter', sender);

    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      sender.kick();
      timer = setInterval(() => sender.kick(), settings.pollIntervalMs);
      timer.unref();
    });
    // Before the mailer closes its transport (onClose): the current round finishes first.
    app.addHook('preClose', async () => {
      clearInterval(timer);
      clearTimeout(followUp);
      sender.stop();
      await sender.idle();
    });
  },
  { name: 'newsletter-sender', dependencies: ['db', 'repositories', 'mailer'] },
);
