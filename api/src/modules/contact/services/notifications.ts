/** Queues a contact message's emails into the outbox, inside the message's own transaction. */
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import type { ContactRequest } from '@site/contracts/api-types';
import { mailContext } from '../../site';
import { contactAcknowledgementKind, contactMessages } from '../mail/messages';

export async function queueContactReceived(
  app: FastifyInstance,
  input: { id: number; message: ContactRequest },
  trx: Knex.Transaction,
): Promise<void> {
  // The acknowledgement goes to whatever address was typed: at most CONTACT_ACK_DAILY_LIMIT a
  // day to one address. The owner's notice is never capped.
  const dailyLimitOfKind = app.config.mail.contactAckDailyLimit;
  const messages = contactMessages(await mailContext(app, trx), input).map((message) =>
    message.kind === contactAcknowledgementKind ? { ...message, dailyLimitOfKind } : message,
  );
  await app.mailer.queue(messages, trx);
}
