/**
 * The booking sweep, run as a leased background job: pending paid-package bookings older than
 * PENDING_BOOKING_EXPIRY_HOURS expire (their PaymentIntent cancelled at Stripe first, so no
 * later charge can happen; an intent that turns out to have succeeded marks the booking paid
 * instead), and held sessions whose time has ended become completed.
 */
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { queueBookingPaid } from './notifications';

export interface SweepResult {
  expired: number;
  completed: number;
}

/**
 * Pending bookings made before this moment (more than `pendingExpiryHours` ago) expire; one made
 * exactly then waits for the next sweep.
 */
export function pendingExpiryCutoff(now: Date, pendingExpiryHours: number): Date {
  return new Date(now.getTime() - pendingExpiryHours * 3_600_000);
}

/**
 * What a stale pending booking's PaymentIntent says to do: a succeeded intent is a payment whose
 * webhook is late (mark it paid); a cancelled one can simply expire; any other is cancelled at
 * Stripe first, so no later charge can happen, then the booking expires.
 */
export function expiryStep(
  intentStatus: Stripe.PaymentIntent.Status,
): 'mark-paid' | 'expire' | 'cancel-then-expire' {
  if (intentStatus === 'succeeded') return 'mark-paid';
  if (intentStatus === 'canceled') return 'expire';
  return 'cancel-then-expire';
}

export async function expirePendingBookings(app: FastifyInstance): Promise<number> {
  const now = app.now();
  const before = pendingExpiryCutoff(now, app.config.booking.pendingExpiryHours);
  const stale = await app.repos.bookings.listExpirable(before, 50);
  let expired = 0;
  for (const booking of stale) {
    const intentId = booking.stripePaymentIntentId;
    if (intentId !== null) {
      if (app.stripe === null) continue; // cannot cancel the intent: leave it for a later sweep
      let intent: Stripe.PaymentIntent;
      try {
        intent = await app.stripe.paymentIntents.retrieve(intentId);
        const step = expiryStep(intent.status);
        if (step === 'mark-paid') {
          // Paid after all (its webhook is late): honour it now.
          await app.knex.transaction(async (trx) => {
            const paid = await app.repos.bookings.markPaid(intentId, now, trx);
            if (paid !== null) await queueBookingPaid(app, paid.booking, trx, { late: paid.late });
          });
          continue;
        }
        if (step === 'cancel-then-expire')
          await app.stripe.paymentIntents.cancel(intentId, undefined, {
            idempotencyKey: `booking-${booking.id}-expire`,
          });
      } catch (error) {
        app.log.error({ err: error, bookingId: booking.id }, 'expiring a booking: Stripe failed');
        continue;
      }
    }
    if ((await app.repos.bookings.markExpired(booking.id)) !== null) expired += 1;
  }
  if (expired > 0) app.log.info({ expired }, 'pending bookings expired');
  return expired;
}

export async function sweepBookings(app: FastifyInstance): Promise<SweepResult> {
  const expired = await expirePendingBookings(app);
  const completed = await app.repos.bookingSessions.completeEnded(app.now());
  return { expired, completed };
}
