/** Queues a new subscriber's emails into the outbox, inside the subscription's own transaction. */
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { mailContext } from '../../site';
import { newsletterMessages } from '../mail/messages';

export async function queueNewsletterWelcome(
  app: FastifyInstance,
  input: { subscriptionId: number; email: string; token: string },
  trx: Knex.Transaction,
): Promise<void> {
  await app.mailer.queue(newsletterMessages(await mailContext(app, trx), input), trx);
}
