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
import { accountOwningBooking, packageProgressOf } from '../../clients';
import { notFound } from '../../../platform/errors';

export interface OwnBooking {
  clientId: number;
  email: string;
  /** The zone the client's dates are written in: his own, else the coach's. */
  zone: string;
  bookingId: number;
  progress: PackageProgress | null;
}

/** The signed-in client's booking `bookingId`, or 404 when it is not his (or not a purchase). */
export async function ownBooking(
  app: FastifyInstance,
  clientId: number,
  bookingId: number,
  trx?: Knex.Transaction,
): Promise<OwnBooking> {
  // Inside a transaction every read goes through it (the embedded database has one connection).
  const client = await accountOwningBooking(app, clientId, bookingId, trx);
  if (client === null) throw notFound(portalMessages.bookingNotYours);
  return {
    clientId,
    email: client.email,
    zone: client.timezone ?? coachTimezone,
    bookingId,
    progress: await packageProgressOf(app, { email: client.email, bookingId }, trx),
  };
}
