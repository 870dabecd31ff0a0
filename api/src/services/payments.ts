/**
 * Bookings and payments. Paid packages: a pending booking and a Stripe PaymentIntent
 * created together; pending → paid on the signed webhook or on reconcile. The free strategy call
 * never touches Stripe.
 */
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { CreatePaymentIntentRequest } from '@site/contracts/api-types';
import { packages, priceCents } from '@site/contracts/packages';
import type { BookingRecord } from '../db/mapping';
import { formatDate, formatTime } from '@site/contracts/slots';
import { coachTimezone } from '@site/contracts/timezones';
import {
  badGateway,
  conflict,
  freeCallExistsMessage,
  messages,
  notFound,
  serviceUnavailable,
  tooManyRequests,
} from '../errors';
import { newAccessKey } from './booking-access';
import { queueBookingPaid } from './notifications';

export interface CreatedBooking {
  booking: BookingRecord;
  clientSecret?: string;
}

export async function createBooking(
  app: FastifyInstance,
  request: CreatePaymentIntentRequest,
  clientIp: string,
): Promise<CreatedBooking> {
  const base = {
    name: request.name,
    email: request.email,
    accessKey: newAccessKey(),
    clientIp,
  };
  if (request.packageType === 'strategy-call') {
    await ensureFreeCallAllowed(app, request.email, clientIp);
    // Free: nothing is owed, so it is settled ('paid') from the start and can be scheduled.
    const booking = await app.repos.bookings.create({
      ...base,
      packageType: 'strategy-call',
      amount: 0,
      status: 'paid',
    });
    return { booking };
  }

  const stripe = app.stripe;
  if (stripe === null) throw serviceUnavailable(messages.cardPaymentsOff);
  const amount = priceCents(request.packageType);
  const booking = await app.repos.bookings.create({
    ...base,
    packageType: request.packageType,
    amount,
    status: 'pending',
  });
  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.create(
      {
        amount,
        currency: 'usd',
        receipt_email: request.email,
        description: packages[request.packageType].scheduleLabel,
        metadata: { bookingId: String(booking.id), packageType: request.packageType },
        automatic_payment_methods: { enabled: true },
      },
      // One intent per booking, even if this call is retried.
      { idempotencyKey: `booking-${booking.id}-payment-intent` },
    );
  } catch (error) {
    // Without an intent the booking can never be paid: remove it rather than leave a dead row.
    await app.repos.bookings.delete(booking.id);
    app.log.error({ err: error }, 'Stripe PaymentIntent creation failed');
    throw badGateway(messages.paymentProviderDown);
  }
  await app.repos.bookings.setPaymentIntent(booking.id, intent.id);
  if (intent.client_secret === null) throw badGateway(messages.paymentProviderDown);
  return {
    booking: { ...booking, stripePaymentIntentId: intent.id },
    clientSecret: intent.client_secret,
  };
}

/**
 * Free strategy calls cannot squat the calendar: one upcoming call per e-mail address (the
 * message names its date), and at most FREE_CALLS_PER_IP_PER_DAY created from one client
 * address in 24 hours.
 */
async function ensureFreeCallAllowed(
  app: FastifyInstance,
  email: string,
  clientIp: string,
): Promise<void> {
  const now = app.now();
  const upcoming = await app.repos.bookings.findUpcomingFreeCall(email, now);
  if (upcoming !== null && upcoming.scheduledAt !== null) {
    throw conflict(freeCallExistsMessage(describeFreeCall(upcoming.scheduledAt)));
  }
  const since = new Date(now.getTime() - 24 * 60 * 60_000);
  const created = await app.repos.bookings.countFreeCallsFromIp(clientIp, since);
  if (created >= app.config.booking.freeCallsPerIpPerDay) {
    throw tooManyRequests(messages.freeCallDailyCap);
  }
}

/** 'Monday, January 7, 2030 at 1:00 PM (Cancun time)': the strategy call's own zone. */
export function describeFreeCall(scheduledAt: Date | string): string {
  return `${formatDate(scheduledAt, coachTimezone)} at ${formatTime(scheduledAt, coachTimezone)} (${coachTimezone.split('/')[1]} time)`;
}

/**
 * Applies a verified webhook event once: its id is recorded in the same transaction as the
 * transition, so a replay finds the id and changes nothing. Returns whether it was new.
 */
export async function handleStripeEvent(
  app: FastifyInstance,
  event: Stripe.Event,
): Promise<boolean> {
  const intent =
    event.type === 'payment_intent.succeeded' || event.type === 'payment_intent.payment_failed'
      ? event.data.object
      : null;
  return app.knex.transaction(async (trx) => {
    const recorded = await app.repos.stripeEvents.record(
      { id: event.id, type: event.type, paymentIntentId: intent?.id ?? null },
      trx,
    );
    if (!recorded || intent === null) return recorded;
    if (event.type === 'payment_intent.succeeded') {
      const paid = await app.repos.bookings.markPaid(intent.id, trx);
      // The receipt is queued with the transition: both commit, or neither.
      if (paid !== null) await queueBookingPaid(app, paid, trx);
    } else {
      await app.repos.bookings.markPaymentFailed(intent.id, trx);
    }
    return true;
  });
}

/**
 * The success page's fallback for a missed webhook: asks Stripe for the intent and marks its
 * booking paid if it succeeded.
 */
export async function reconcilePayment(
  app: FastifyInstance,
  paymentIntentId: string,
): Promise<BookingRecord> {
  const stripe = app.stripe;
  if (stripe === null) throw serviceUnavailable(messages.cardPaymentsOff);
  const booking = await app.repos.bookings.findByPaymentIntent(paymentIntentId);
  if (booking === null) throw notFound('Payment not found');
  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.retrieve(paymentIntentId);
  } catch (error) {
    app.log.error({ err: error }, 'Stripe PaymentIntent retrieve failed');
    throw badGateway(messages.paymentProviderDown);
  }
  if (intent.status !== 'succeeded') return booking;
  const paid = await app.knex.transaction(async (trx) => {
    const moved = await app.repos.bookings.markPaid(paymentIntentId, trx);
    if (moved !== null) await queueBookingPaid(app, moved, trx);
    return moved;
  });
  if (paid === null) return (await app.repos.bookings.findById(booking.id)) ?? booking;
  return paid;
}
