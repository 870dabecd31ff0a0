/**
 * Mail: the transport (SMTP with SMTP_URL, otherwise `.eml` files in MAIL_DIR), the outbox
 * repository and its worker, which polls every OUTBOX_POLL_INTERVAL_MS and is also kicked when an
 * event commits new messages. Services queue mail with `app.mailer.queue(messages, trx)` inside
 * the transaction of their event, so a message exists exactly when its event does.
 */
import fp from 'fastify-plugin';
import type { Knex } from 'knex';
import { createFileTransport, createSmtpTransport, type MailTransport } from '../mail/transport';
import { createOutboxRepository, type OutboxRepository } from '../outbox/repository';
import type { NewOutboxMessage } from '../outbox/types';
import { createOutboxWorker, type OutboxWorker } from '../outbox/worker';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    outbox: OutboxWorker & { repository: OutboxRepository };
  }
}

export interface Mailer {
  /** OWNER_EMAIL: receives every owner notice. */
  ownerEmail: string;
  transport: MailTransport;
  /**
   * Records messages in the event's transaction; the worker is kicked once it commits. Returns
   * how many rows were written (0 when the event was already handled).
   */
  queue(messages: NewOutboxMessage[], trx: Knex.Transaction): Promise<number>;
}

export default fp(
  async (app) => {
    const settings = app.config.mail;
    const transport =
      settings.smtpUrl === null
        ? createFileTransport(settings.dir, settings.from)
        : createSmtpTransport(settings.smtpUrl, settings.from);
    if (settings.smtpUrl === null) {
      app.log.info(
        { mailDir: settings.dir },
        `SMTP_URL is not set: every email is written as an .eml file into ${settings.dir}`,
      );
    } else {
      app.log.info(`email goes through ${transport.description}`);
    }

    const repository = createOutboxRepository(app.knex);
    const worker = createOutboxWorker({
      repository,
      transport,
      log: app.log,
      maxAttempts: settings.outbox.maxAttempts,
      retryBaseMs: settings.outbox.retryBaseMs,
      leaseMs: settings.outbox.leaseMs,
      outage: app.databaseOutage,
    });
    app.decorate('outbox', { ...worker, repository });
    app.decorate('mailer', {
      ownerEmail: settings.ownerEmail,
      transport,
      async queue(messages, trx) {
        const { queued, suppressed } = await repository.enqueue(
          messages,
          { hourlyLimit: settings.hourlyLimitPerAddress },
          trx,
        );
        if (suppressed > 0)
          app.log.warn({ suppressed }, 'mail limit reached for an address; not sending');
        if (queued > suppressed) {
          trx.executionPromise.then(
            () => worker.kick(),
            () => undefined,
          );
        }
        return queued;
      },
    } satisfies Mailer);

    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      // Messages left by a previous run (or queued while SMTP was down) go out soon after start.
      worker.kick();
      timer = setInterval(() => worker.kick(), settings.outbox.pollIntervalMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await worker.idle();
      transport.close();
    });
  },
  { name: 'mailer', dependencies: ['db'] },
);
