/**
 * An outbox worker in a process of its own, for the tests that kill one (SIGKILL) mid-send: it
 * reads the same environment as the API (DATABASE_URL, SMTP_URL, MAIL_LEASE_SECONDS…), prints
 * `worker <id>` once it runs, and delivers what is due until it is killed.
 */
import { loadConfig } from '../platform/config';
import { createDb } from '../db/knex';
import { createSmtpTransport } from '../platform/mail/transport';
import { createOutboxRepository } from '../platform/outbox/repository';
import { createOutboxWorker } from '../platform/outbox/worker';

const config = loadConfig(process.env);
const db = createDb(config);
const quiet = { info: () => undefined, error: () => undefined, warn: () => undefined };
const worker = createOutboxWorker({
  repository: createOutboxRepository(db),
  transport: createSmtpTransport(config.mail.smtpUrl ?? '', config.mail.from),
  log: quiet as never,
  maxAttempts: config.mail.outbox.maxAttempts,
  retryBaseMs: config.mail.outbox.retryBaseMs,
  leaseMs: config.mail.outbox.leaseMs,
});

async function main(): Promise<never> {
  process.stdout.write(`worker ${worker.workerId}\n`);
  for (;;) {
    await worker.drain(new Date());
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

void main();
