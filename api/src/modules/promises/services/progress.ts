/**
 * One booking of the signed-in person as the promises see it: his own (else 404, as if it did not
 * exist), with its progress (purchase, credits left, main sessions) read in the caller's
 * transaction when there is one.
 */
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { portalMessages } from '@site/contracts/client-portal';
import type { PackageProgress } from '@site/contracts/package-promises';
import { coachTimezone } from '@site/contracts/timezones';
import { creditsLeft } from '../../bookings';
import { progressOf } from '../../clients';
import { notFound } from '../../../platform/errors';

export interface OwnBooking {
  clientId: number;
  email: string;
  /** The zone the client's dates are written in: his own, else the coach's. */
  zone: string;
  bookingId: number;
  progress: PackageProgress | null;
}

/** The progress of a booking of `email`, read now (in `trx` if given); null if not a package's. */
export async function progressOfBooking(
  app: FastifyInstance,
  input: { email: string; bookingId: number },
  trx?: Knex.Transaction,
): Promise<PackageProgress | null> {
  const booking = (await app.repos.clientRecord.bookingsOf(input.email, trx)).find(
    (one) => one.id === input.bookingId,
  );
  if (!booking) return null;
  const sessions = await app.repos.clientRecord.sessionsOf([booking.id], trx);
  const spent = await app.repos.bookingSessions.countSpent(booking.id, trx);
  // Credits the owner added count as the package's own: the package runs while any is left.
  const [record] = await app.repos.bookings.findByIds([booking.id], trx);
  const left = creditsLeft(booking.packageType, spent, record?.extraCredits ?? 0);
  return progressOf(booking, sessions, left);
}

/** The signed-in client's booking `bookingId`, or 404 when it is not his (or not a purchase). */
export async function ownBooking(
  app: FastifyInstance,
  clientId: number,
  bookingId: number,
  trx?: Knex.Transaction,
): Promise<OwnBooking> {
  // Inside a transaction every read goes through it (the embedded database has one connection).
  const client = await app.repos.clientAccounts.findById(clientId, trx);
  if (client === null) throw notFound(portalMessages.bookingNotYours);
  const owns = (await app.repos.clientRecord.bookingsOf(client.email, trx)).some(
    (one) => one.id === bookingId,
  );
  if (!owns) throw notFound(portalMessages.bookingNotYours);
  return {
    clientId,
    email: client.email,
    zone: client.timezone ?? coachTimezone,
    bookingId,
    progress: await progressOfBooking(app, { email: client.email, bookingId }, trx),
  };
}
