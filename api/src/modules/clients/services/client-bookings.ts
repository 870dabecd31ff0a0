/**
 * A client's bookings as other parts of the site ask about them: whether a booking is his, and a
 * package's progress (its purchase, the sessions it still has to book, its main sessions).
 */
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import type { PackageProgress } from '@site/contracts/package-promises';
import { bookingsOfPerson, sessionsLeft, sessionsOfBookings } from '../../bookings';
import { erasedAddressPattern } from '@site/contracts/endpoints/admin';
import type { ClientAccount } from '../repositories/client-accounts';
import { progressOf } from './package-progress';

const isErasedAddress = (email: string) =>
  email.trim().toLowerCase().endsWith(erasedAddressPattern.replace(/^%/, ''));

/**
 * Makes the client row of whoever books under `email`, in the booking's own transaction: a
 * person's row exists from his first booking on (one per address, whatever its case), so no read
 * ever has to make it. None for the address an erasure leaves on a booking it keeps.
 */
export async function makeClientOfBooker(
  app: FastifyInstance,
  email: string,
  trx: Knex.Transaction,
): Promise<void> {
  if (isErasedAddress(email)) return;
  await app.repos.clientAccounts.ensure(email, trx);
}

/**
 * The client page's id of whoever booked under `email` (the row his first booking made); null for
 * the address an erasure leaves on a booking it keeps. Reads only.
 */
export async function clientIdOfBooker(
  app: FastifyInstance,
  email: string,
): Promise<number | null> {
  if (isErasedAddress(email)) return null;
  return (await app.repos.clientAccounts.findByEmail(email))?.id ?? null;
}

/**
 * The client's account when booking `bookingId` is one of his (made under his address); null when
 * it is not, or there is no such client. Inside a transaction every read goes through it.
 */
export async function accountOwningBooking(
  app: FastifyInstance,
  clientId: number,
  bookingId: number,
  trx?: Knex.Transaction,
): Promise<ClientAccount | null> {
  const client = await app.repos.clientAccounts.findById(clientId, trx);
  if (client === null) return null;
  const owns = (await bookingsOfPerson(trx ?? app.knex, client.email)).some(
    (one) => one.id === bookingId,
  );
  return owns ? client : null;
}

/** The progress of a booking of `email`, read now (in `trx` if given); null if not a package's. */
export async function packageProgressOf(
  app: FastifyInstance,
  input: { email: string; bookingId: number },
  trx?: Knex.Transaction,
): Promise<PackageProgress | null> {
  const booking = (await bookingsOfPerson(trx ?? app.knex, input.email)).find(
    (one) => one.id === input.bookingId,
  );
  if (!booking) return null;
  const sessions = await sessionsOfBookings(trx ?? app.knex, [booking.id]);
  // Credits the owner added count as the package's own: the package runs while any is left.
  return progressOf(booking, sessions, await sessionsLeft(app, booking.id, trx));
}
