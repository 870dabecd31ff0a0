/**
 * Check-ins: a 5-session package's client files one a week, a 10-session client one every two
 * weeks, from the end of the package's first session while the package is running. The API takes
 * one only when it is due for that booking (never before the first session has taken place);
 * the coach reads them on the client's page (which marks them read) and sees the new ones on his
 * Today.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CheckIn, NewCheckIn } from '@site/contracts/endpoints/promises';
import { checkInState, promiseMessages } from '@site/contracts/package-promises';
import type { CheckInRequest } from '@site/contracts/schemas/portal';
import { formatDate } from '@site/contracts/slots';
import { lockBooking } from '../../bookings';
import {
  auditClient,
  checkInsOfClient,
  clientOf,
  lastCheckInAt,
  markCheckInsRead,
  recordCheckIn,
  unreadCheckIns,
} from '../../clients';
import { conflict, messages, notFound } from '../../../platform/errors';
import { ownBooking, type OwnBooking } from './progress';

/** Why a check-in cannot be filed for the booking now; null when one is due. */
export function checkInRefusal(
  booking: OwnBooking,
  input: { now: Date; lastCheckInAt: Date | null },
): string | null {
  if (booking.progress === null) return promiseMessages.checkInsNotOffered;
  const state = checkInState(booking.progress, input);
  switch (state.state) {
    case 'not-offered':
      return promiseMessages.checkInsNotOffered;
    case 'ended':
      return promiseMessages.checkInsEnded;
    case 'waiting':
      return promiseMessages.checkInsWaiting(booking.progress.type);
    case 'not-due':
      return promiseMessages.checkInNotDue(formatDate(state.dueAt, booking.zone));
    case 'due':
      return null;
  }
}

/** Files the client's check-in for his booking, when one is due (409 with the reason otherwise). */
export async function fileCheckIn(
  app: FastifyInstance,
  request: FastifyRequest,
  input: { clientId: number; bookingId: number; form: CheckInRequest },
): Promise<CheckIn> {
  await ownBooking(app, input.clientId, input.bookingId);
  return app.knex.transaction(async (trx) => {
    // The booking's row is the lock: two forms sent at once file one check-in.
    if ((await lockBooking(app, input.bookingId, trx)) === null)
      throw notFound(messages.bookingNotFound);
    const booking = await ownBooking(app, input.clientId, input.bookingId, trx);
    const now = app.now();
    const refusal = checkInRefusal(booking, {
      now,
      lastCheckInAt: await lastCheckInAt(trx, input.bookingId),
    });
    if (refusal !== null) throw conflict(refusal);
    const question = input.form.question?.trim();
    const checkIn = await recordCheckIn(trx, {
      clientId: input.clientId,
      bookingId: input.bookingId,
      wins: input.form.wins,
      obstacles: input.form.obstacles,
      rating: input.form.rating,
      question: question ? question : null,
      at: now,
    });
    await auditClient(app, request, { action: 'client.check-in', clientId: input.clientId }, trx);
    return checkIn;
  });
}

/** The most new check-ins the coach's Today lists. */
export const newCheckInsLimit = 20;

/** A client's check-ins for the coach; the new ones become read. */
export async function clientCheckIns(app: FastifyInstance, clientId: number): Promise<CheckIn[]> {
  await clientOf(app, clientId);
  const checkIns = await checkInsOfClient(app.knex, clientId);
  await markCheckInsRead(app.knex, clientId, app.now());
  return checkIns;
}

export async function newCheckIns(app: FastifyInstance): Promise<NewCheckIn[]> {
  return unreadCheckIns(app.knex, newCheckInsLimit);
}
