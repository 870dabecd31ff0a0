/**
 * Queues the emails of each event into the outbox, inside the event's own transaction: the
 * messages exist exactly when the event committed, and go out through the outbox worker.
 */
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import type { QuestionnaireRequest } from '@site/contracts/api-types';
import type { BookingRecord } from '../repositories/bookings';
import { questionnaireAhead } from '@site/contracts/questionnaire-ahead';
import { mailContext } from '../../site';
import { bookingPaidMessages, questionnaireMessages } from '../mail/messages';

/**
 * pending → paid: receipt and scheduling link to the client, a notice to the owner (which says
 * so when the booking had expired before the payment came). The client's letter asks for the
 * questionnaire only while his booking page asks for it (the same rule, read in `trx`).
 */
export async function queueBookingPaid(
  app: FastifyInstance,
  booking: BookingRecord,
  trx: Knex.Transaction,
  options: { late?: boolean } = {},
): Promise<void> {
  const sessions = await app.repos.bookingSessions.listForBooking(booking.id, trx);
  const answered = await app.repos.questionnaires.findCompletionOfPerson(booking.id, trx);
  const ahead = questionnaireAhead(
    { sessions, status: booking.status, questionnaireCompleted: answered !== null },
    app.now(),
  );
  await app.mailer.queue(
    bookingPaidMessages(await mailContext(app, trx), booking, {
      ...options,
      questionnaireAhead: ahead,
    }),
    trx,
  );
}

export async function queueQuestionnaireReceived(
  app: FastifyInstance,
  input: { id: number; bookingId: number | null; answers: Omit<QuestionnaireRequest, 'bookingId'> },
  trx: Knex.Transaction,
): Promise<void> {
  await app.mailer.queue(questionnaireMessages(await mailContext(app, trx), input), trx);
}
