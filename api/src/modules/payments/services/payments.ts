/**
 * Bookings and payments. Paid packages: a pending booking and a Stripe PaymentIntent
 * created together; pending → paid on the signed webhook or on reconcile. The free strategy call
 * never touches Stripe.
 */
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { CreatePaymentIntentRequest } from '@site/contracts/api-types';
import { packageCurrency, packages, priceCents } from '@site/contracts/packages';
import type { BookingRecord, SessionRecord } from '../../bookings';
import {
  applyRefund,
  attachPaymentIntent,
  bookingOfCheckoutKey,
  bookingOfPaymentIntent,
  dropUnpayableBooking,
  ensureFreeCallAllowed,
  findBooking,
  markPaidOnce,
  markPaymentFailed,
  newAccessKey,
  openBooking,
  removeEvent,
} from '../../bookings';
import {
  badGateway,
  conflict,
  messages,
  notFound,
  serviceUnavailable,
} from '../../../platform/errors';

export interface CreatedBooking {
  booking: BookingRecord;
  clientSecret?: string;
}

/**
 * Creates the booking (and, for a paid package, its PaymentIntent). With the browser's
 * idempotency key, every request with that key answers the same booking and the same intent:
 * the key is unique on the booking, and the intent is created with a Stripe idempotency key
 * made from it, so even two requests at once make one of each. A key sent again with other
 * details is refused (409).
 */
export async function createBooking(
  app: FastifyInstance,
  request: CreatePaymentIntentRequest,
  clientIp: string,
): Promise<CreatedBooking> {
  const key = request.idempotencyKey;
  if (key !== undefined) {
    const existing = await bookingOfCheckoutKey(app, key);
    if (existing !== null) return replayBooking(app, existing, request);
  }
  const base = {
    name: request.name,
    email: request.email,
    accessKey: newAccessKey(),
    clientIp,
  };
  if (request.packageType === 'strategy-call') {
    let result: { booking: BookingRecord; created: boolean };
    try {
      // The limits are checked and the booking written under locks on the client address and
      // the email, so requests at once (on any API replica) cannot all pass the same check.
      result = await app.knex.transaction(async (trx) => {
        await ensureFreeCallAllowed(app, request.email, clientIp, trx);
        // Free: nothing is owed, so it is settled ('paid') from the start and can be scheduled.
        return openBooking(
          app,
          { ...base, packageType: 'strategy-call', amount: 0, status: 'paid' },
          key,
          trx,
        );
      });
    } catch (error) {
      // The request with this key that got in first may be the one that reached a limit.
      if (key !== undefined && (await bookingOfCheckoutKey(app, key)) !== null)
        return replayKey(app, request);
      throw error;
    }
    return result.created
      ? { booking: result.booking }
      : replayBooking(app, result.booking, request);
  }

  const stripe = app.stripe;
  if (stripe === null) throw serviceUnavailable(messages.cardPaymentsOff);
  const { booking, created } = await openBooking(
    app,
    {
      ...base,
      packageType: request.packageType,
      amount: priceCents(request.packageType),
      status: 'pending',
    },
    key,
  );
  // Another request with this key created the booking a moment ago: answer the same.
  if (!created) return replayBooking(app, booking, request);
  let intent: Stripe.PaymentIntent;
  try {
    intent = await createIntent(stripe, booking, key);
  } catch (error) {
    // Without an intent the booking can never be paid: remove it rather than leave a dead row.
    await dropUnpayableBooking(app, booking.id);
    app.log.error({ err: error }, 'Stripe PaymentIntent creation failed');
    throw badGateway(messages.paymentProviderDown);
  }
  return withIntent(app, booking, intent);
}

/** One PaymentIntent per booking: Stripe replays the first answer for the same idempotency key. */
function createIntent(
  stripe: Stripe,
  booking: BookingRecord,
  key: string | undefined,
): Promise<Stripe.PaymentIntent> {
  const packageType = booking.packageType;
  return stripe.paymentIntents.create(
    {
      amount: booking.amount,
      // Stripe takes the ISO code in lower case.
      currency: packageCurrency.toLowerCase(),
      receipt_email: booking.email,
      description: packages[packageType].scheduleLabel,
      metadata: { bookingId: String(booking.id), packageType },
      automatic_payment_methods: { enabled: true },
    },
    {
      idempotencyKey:
        key === undefined
          ? `booking-${booking.id}-payment-intent`
          : `checkout-${key}-booking-${booking.id}`,
    },
  );
}

async function withIntent(
  app: FastifyInstance,
  booking: BookingRecord,
  intent: Stripe.PaymentIntent,
): Promise<CreatedBooking> {
  // False only when the booking was removed meanwhile (its first request failed).
  const attached = await attachPaymentIntent(app, booking.id, intent.id);
  if (!attached || intent.client_secret === null) throw badGateway(messages.paymentProviderDown);
  return {
    booking: { ...booking, stripePaymentIntentId: intent.id },
    clientSecret: intent.client_secret,
  };
}

async function replayKey(
  app: FastifyInstance,
  request: CreatePaymentIntentRequest,
): Promise<CreatedBooking> {
  const existing =
    request.idempotencyKey === undefined
      ? null
      : await bookingOfCheckoutKey(app, request.idempotencyKey);
  if (existing === null) throw badGateway(messages.paymentProviderDown);
  return replayBooking(app, existing, request);
}

const replayWaitMs = 5_000;
const replayPollMs = 100;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The answer the first request with this key gave (or is about to give). */
async function replayBooking(
  app: FastifyInstance,
  booking: BookingRecord,
  request: CreatePaymentIntentRequest,
): Promise<CreatedBooking> {
  if (
    booking.packageType !== request.packageType ||
    booking.name !== request.name ||
    booking.email !== request.email
  ) {
    throw conflict(messages.idempotencyKeyReused);
  }
  if (booking.packageType === 'strategy-call') return { booking };
  const stripe = app.stripe;
  if (stripe === null) throw serviceUnavailable(messages.cardPaymentsOff);
  // The first request may still be creating the intent: give it a moment (Stripe answers a
  // second request with the same key 409 while the first is in flight).
  let current: BookingRecord | null = booking;
  for (let waited = 0; current.stripePaymentIntentId === null && waited < replayWaitMs;) {
    await sleep(replayPollMs);
    waited += replayPollMs;
    current = await findBooking(app, booking.id);
    // Gone: the first request could not create the intent and removed the booking.
    if (current === null) throw badGateway(messages.paymentProviderDown);
  }
  let intent: Stripe.PaymentIntent;
  try {
    intent =
      current.stripePaymentIntentId === null
        ? // The first request died without an answer: the same Stripe key gives the same intent.
          await createIntent(stripe, current, request.idempotencyKey)
        : await stripe.paymentIntents.retrieve(current.stripePaymentIntentId);
  } catch (error) {
    app.log.error({ err: error }, 'Stripe PaymentIntent replay failed');
    throw badGateway(messages.paymentProviderDown);
  }
  return withIntent(app, current, intent);
}

/**
 * The PaymentIntent a refund event is about, when it is a full refund (which ends the booking);
 * null for a partial refund, a refund not yet succeeded, or any other event.
 */
export function fullRefundOf(
  event: Stripe.Event,
): { paymentIntentId: string; refundId: string | null } | null {
  const idOf = (value: string | { id: string } | null | undefined) =>
    typeof value === 'string' ? value : (value?.id ?? null);
  if (event.type === 'charge.refunded') {
    const charge = event.data.object;
    const intent = idOf(charge.payment_intent);
    // Only a full refund ends the booking; a partial one (a gesture) leaves it paid.
    if (intent === null || !charge.refunded) return null;
    const refund = charge.refunds?.data?.[0];
    return { paymentIntentId: intent, refundId: refund?.id ?? null };
  }
  if (event.type === 'refund.updated' || event.type === 'refund.created') {
    const refund = event.data.object;
    const intent = idOf(refund.payment_intent);
    if (intent === null || refund.status !== 'succeeded') return null;
    return { paymentIntentId: intent, refundId: refund.id };
  }
  return null;
}

/**
 * Applies a verified webhook event once: its id is recorded in the same transaction as the
 * transition, so a replay finds the id and changes nothing. Returns whether it was new.
 *
 * A payment for a booking that had expired is still honoured (the money is real): the booking
 * becomes paid and the owner's notice says it came late. A full refund (made here or in the
 * Stripe Dashboard: `charge.refunded`, `refund.updated`) refunds the booking once; the same
 * refund seen again through the other event changes nothing.
 */
export async function handleStripeEvent(
  app: FastifyInstance,
  event: Stripe.Event,
): Promise<boolean> {
  const intent =
    event.type === 'payment_intent.succeeded' || event.type === 'payment_intent.payment_failed'
      ? event.data.object
      : null;
  const refund = fullRefundOf(event);
  let closedSessions: SessionRecord[] = [];
  const isNew = await app.knex.transaction(async (trx) => {
    const recorded = await app.repos.stripeEvents.record(
      {
        id: event.id,
        type: event.type,
        paymentIntentId: intent?.id ?? refund?.paymentIntentId ?? null,
      },
      trx,
    );
    if (!recorded) return false;
    if (refund !== null) {
      const booking = await bookingOfPaymentIntent(app, refund.paymentIntentId, trx);
      if (booking !== null) {
        // A refund can only follow a payment: a missed payment event is applied first.
        await markPaidOnce(app, refund.paymentIntentId, trx);
        closedSessions = (await applyRefund(app, booking.id, refund.refundId, trx)) ?? [];
      }
      return true;
    }
    if (intent === null) return true;
    if (event.type === 'payment_intent.succeeded') {
      await markPaidOnce(app, intent.id, trx);
    } else {
      await markPaymentFailed(app, intent.id, trx);
    }
    return true;
  });
  for (const session of closedSessions) await removeEvent(app, session.googleEventId);
  return isNew;
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
  const booking = await bookingOfPaymentIntent(app, paymentIntentId);
  if (booking === null) throw notFound('Payment not found');
  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.retrieve(paymentIntentId);
  } catch (error) {
    app.log.error({ err: error }, 'Stripe PaymentIntent retrieve failed');
    throw badGateway(messages.paymentProviderDown);
  }
  if (intent.status !== 'succeeded') return booking;
  const paid = await app.knex.transaction((trx) => markPaidOnce(app, paymentIntentId, trx));
  if (paid === null) return (await findBooking(app, booking.id)) ?? booking;
  return paid;
}
