/**
 * Queues the e-mails of each event into the outbox, inside the event's own transaction: the
 * messages exist exactly when the event committed, and go out through the outbox worker.
 */
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import type { ContactRequest, QuestionnaireRequest } from '@site/contracts/api-types';
import type { BookingRecord } from '../../../db/mapping';
import {
  bookingPaidMessages,
  contactAcknowledgementKind,
  contactMessages,
  newsletterMessages,
  questionnaireMessages,
  type MailContext,
} from '../mail/messages';
import { readSiteSettings } from '../../site/services/site-settings';

/**
 * What every e-mail is signed with, and where the owner's notices go: the owner's settings
 * first, then the environment's.
 */
export async function mailContext(
  app: FastifyInstance,
  trx: Knex.Transaction,
): Promise<MailContext> {
  return (await sessionMailSettings(app, trx)).context;
}

/** What a session's e-mails need of the settings, read once: the signature and the meeting room. */
export interface SessionMailSettings {
  context: MailContext;
  meetingUrl: string | null;
}

export async function sessionMailSettings(
  app: FastifyInstance,
  trx: Knex.Transaction,
): Promise<SessionMailSettings> {
  const settings = await readSiteSettings(app, trx);
  return {
    context: {
      coachName: settings.coachName,
      siteOrigin: app.config.siteOrigin,
      from: app.config.mail.from,
      ownerEmail: settings.contactEmail,
    },
    meetingUrl: settings.meetingUrl,
  };
}

/**
 * pending → paid: receipt and scheduling link to the client, a notice to the owner (which says
 * so when the booking had expired before the payment came).
 */
export async function queueBookingPaid(
  app: FastifyInstance,
  booking: BookingRecord,
  trx: Knex.Transaction,
  options: { late?: boolean } = {},
): Promise<void> {
  await app.mailer.queue(bookingPaidMessages(await mailContext(app, trx), booking, options), trx);
}

export async function queueQuestionnaireReceived(
  app: FastifyInstance,
  input: { id: number; bookingId: number | null; answers: Omit<QuestionnaireRequest, 'bookingId'> },
  trx: Knex.Transaction,
): Promise<void> {
  await app.mailer.queue(questionnaireMessages(await mailContext(app, trx), input), trx);
}

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

export async function queueNewsletterWelcome(
  app: FastifyInstance,
  input: { subscriptionId: number; email: string; token: string },
  trx: Knex.Transaction,
): Promise<void> {
  await app.mailer.queue(newsletterMessages(await mailContext(app, trx), input), trx);
}
