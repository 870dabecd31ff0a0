/**
 * A booking's side of the checkout: the booking written once per checkout key, the free call's
 * limits, the PaymentIntent tied to it, and the payment's outcomes (paid with its emails,
 * failed). The payments module drives Stripe and calls these; the rules about the booking's
 * states live here.
 */
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import type { PaidPackageType } from '@site/contracts/packages';
import {
  conflict,
  freeCallExistsMessage,
  messages,
  tooManyRequests,
} from '../../../platform/errors';
import type { BookingRecord, NewBooking } from '../repositories/bookings';
import { newAccessKey } from './booking-access';
import { queueBookingPaid } from './notifications';
import { describeFreeCall } from './scheduling';

export async function findBooking(
  app: FastifyInstance,
  id: number,
  trx?: Knex.Transaction,
): Promise<BookingRecord | null> {
  return app.repos.bookings.findById(id, trx);
}

/** The booking a checkout made with this idempotency key, if any. */
export async function bookingOfCheckoutKey(
  app: FastifyInstance,
  key: string,
): Promise<BookingRecord | null> {
  return app.repos.bookings.findByIdempotencyKey(key);
}

export async function bookingOfPaymentIntent(
  app: FastifyInstance,
  paymentIntentId: string,
  trx?: Knex.Transaction,
): Promise<BookingRecord | null> {
  return app.repos.bookings.findByPaymentIntent(paymentIntentId, trx);
}

/**
 * Writes a new booking, and its client's row with it (one per address, made by his first
 * booking), in `trx` or a transaction of its own: every way a booking is made comes through here.
 * With a checkout key, one booking per key: a second request with the same key gets the first
 * one's booking (`created` false), even when both arrive at once.
 */
export async function openBooking(
  app: FastifyInstance,
  booking: NewBooking,
  key: string | undefined,
  trx?: Knex.Transaction,
): Promise<{ booking: BookingRecord; created: boolean }> {
  if (trx === undefined) return app.knex.transaction((own) => openBooking(app, booking, key, own));
  const opened =
    key === undefined
      ? { booking: await app.repos.bookings.create(booking, trx), created: true }
      : await app.repos.bookings.createOnce({ ...booking, idempotencyKey: key }, trx);
  if (opened.created) await app.makeClientOfBooker(opened.booking.email, trx);
  return opened;
}

/**
 * Free strategy calls cannot squat the calendar: one upcoming call per email address (the
 * message names its date), and at most FREE_CALLS_PER_IP_PER_DAY created from one client
 * address in 24 hours. The requester's address and email stay locked until `trx` ends, so
 * requests at once (on any API replica) cannot all pass the same check.
 */
export async function ensureFreeCallAllowed(
  app: FastifyInstance,
  email: string,
  clientIp: string,
  trx: Knex.Transaction,
): Promise<void> {
  await app.repos.bookings.lockFreeCallRequester(clientIp, email, trx);
  const now = app.now();
  const upcoming = await app.repos.bookings.findUpcomingFreeCall(email, now, trx);
  if (upcoming !== null && upcoming.scheduledAt !== null) {
    throw conflict(
      freeCallExistsMessage(describeFreeCall(upcoming.scheduledAt, upcoming.timezone)),
    );
  }
  const since = new Date(now.getTime() - 24 * 60 * 60_000);
  const created = await app.repos.bookings.countFreeCallsFromIp(clientIp, since, trx);
  if (created >= app.config.booking.freeCallsPerIpPerDay) {
    throw tooManyRequests(messages.freeCallDailyCap);
  }
}

/** Ties the PaymentIntent to its booking; false when the booking was removed meanwhile. */
export async function attachPaymentIntent(
  app: FastifyInstance,
  bookingId: number,
  paymentIntentId: string,
): Promise<boolean> {
  return app.repos.bookings.setPaymentIntent(bookingId, paymentIntentId);
}

/** Removes a booking no PaymentIntent could be made for: it could never be paid. */
export async function dropUnpayableBooking(app: FastifyInstance, bookingId: number): Promise<void> {
  await app.repos.bookings.deleteWithoutPaymentIntent(bookingId);
}

/** pending, payment_failed or expired → paid, with its emails; nothing when already paid. */
export async function markPaidOnce(
  app: FastifyInstance,
  paymentIntentId: string,
  trx: Knex.Transaction,
): Promise<BookingRecord | null> {
  const paid = await app.repos.bookings.markPaid(paymentIntentId, app.now(), trx);
  // The receipt is queued with the transition: both commit, or neither.
  if (paid !== null) await queueBookingPaid(app, paid.booking, trx, { late: paid.late });
  return paid?.booking ?? null;
}

/** A pending booking whose payment failed becomes payment_failed (a later success still pays it). */
export async function markPaymentFailed(
  app: FastifyInstance,
  paymentIntentId: string,
  trx: Knex.Transaction,
): Promise<void> {
  await app.repos.bookings.markPaymentFailed(paymentIntentId, trx);
}

/** The booking, its row locked until `trx` ends (one change at a time); null when there is none. */
export async function lockBooking(
  app: FastifyInstance,
  id: number,
  trx: Knex.Transaction,
): Promise<BookingRecord | null> {
  return app.repos.bookings.lock(id, trx);
}

/**
 * A package given at no charge: a paid booking (`complimentary`, no card payment) whose client
 * gets the same email as a buyer, with the link to book, queued in `trx`.
 */
export async function giveComplimentaryPackage(
  app: FastifyInstance,
  input: { name: string; email: string; packageType: PaidPackageType },
  trx: Knex.Transaction,
): Promise<BookingRecord> {
  const { booking } = await openBooking(
    app,
    {
      name: input.name,
      email: input.email,
      packageType: input.packageType,
      amount: 0,
      status: 'paid',
      accessKey: newAccessKey(),
      clientIp: null,
      payment: 'complimentary',
    },
    undefined,
    trx,
  );
  await queueBookingPaid(app, booking, trx);
  return booking;
}
