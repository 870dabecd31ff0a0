/**
 * A booking's sessions and its end: book the next session, move or cancel one, refund or cancel
 * the booking. The client's manage link and the owner's back office both call these; the only
 * difference is the actor: the client is held to the notice before a session
 * (`changeNoticeHours`) and to the refund window (`refundWindowHours`), the owner is not. The
 * slot rules and the no-overlap rule hold for both.
 *
 * Every change runs in one transaction that locks the booking's row, checks its status, changes
 * the rows by compare-and-swap and queues its emails (confirmation, updated invitation with
 * the next SEQUENCE, METHOD:CANCEL, reminders) in the outbox. The calendar follows after the
 * commit; a calendar failure is logged, never undoes the change. An owner's action passes its
 * audit entry (`InTransaction`), written in the same transaction: the change and its audit line
 * commit or fail together.
 */
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import type Stripe from 'stripe';
import type { ConsultationBooking, ScheduleRequest } from '@site/contracts/api-types';
import { sessionCredits, type PackageType } from '@site/contracts/packages';
import { promiseMessages } from '@site/contracts/package-promises';
import {
  changeDeadline,
  defaultSessionFormat,
  type SessionStatus,
  isActiveSession,
  isOpenUnpaid,
  refundDeadline,
  sessionMessages,
} from '@site/contracts/sessions';
import type { BookingRecord } from '../repositories/bookings';
import type { SessionRecord } from '../repositories/booking-sessions';
import { isGivenFree } from './given-free';
import {
  badGateway,
  conflict,
  messages,
  notFound,
  serviceUnavailable,
} from '../../../platform/errors';
import {
  bookingCancelledMessages,
  bookingRefundedMessages,
  sessionBookedMessages,
  sessionCancelledMessages,
  sessionMovedMessages,
  type SessionContextInput,
} from '../mail/session-messages';
import { SlotTakenError } from '../repositories/booking-sessions';
import { addressOf, sessionInvite } from '../mail/ics';
import { createSessionEvent, moveSessionEvent, removeEvent } from './calendar-sync';
import { mailContext, sessionMailSettings } from '../../site';
import { checkSessionTime, confirmSessionTime } from './scheduling';
import { joinUrlOf, queueReminders, refreshBookingReminders } from './session-reminders';
import { readSiteSettings } from '../../site';

/** Who acts: the client (manage link) is held to the notice and refund window; the owner is not. */
export type Actor = 'client' | 'owner';

/** Extra work of the caller inside a change's transaction (the owner's audit entry). */
export type InTransaction = (trx: Knex.Transaction) => Promise<void>;

/**
 * Credits a booking has spent: its main sessions held or completed (a cancelled one gave its back;
 * the package's follow-up and emergency sessions are extra).
 */
export function spentCredits(
  sessions: readonly { status: SessionStatus; kind?: SessionRecord['kind'] }[],
): number {
  return sessions.filter(
    (session) => session.status !== 'cancelled' && (session.kind ?? 'main') === 'main',
  ).length;
}

/**
 * The sessions booking `bookingId` still has to book: its package's credits and the owner's
 * additions, less those spent; read in `trx` when given. 0 when there is no such booking.
 */
export async function sessionsLeft(
  app: FastifyInstance,
  bookingId: number,
  trx?: Knex.Transaction,
): Promise<number> {
  const booking = await app.repos.bookings.findById(bookingId, trx);
  if (booking === null) return 0;
  const spent = await app.repos.bookingSessions.countSpent(bookingId, trx);
  return creditsLeft(booking.packageType, spent, booking.extraCredits);
}

/** Credits of the package still to book, once `spent` are spent (`extra`: the owner's additions). */
export function creditsLeft(packageType: PackageType, spent: number, extra = 0): number {
  return Math.max(0, sessionCredits(packageType) + extra - spent);
}

/**
 * Why this actor cannot move or cancel the session at `now`; null when they can. The client must
 * act before the notice period (`changeNoticeHours` before the start); the owner may act any time.
 */
export function changeRefusal(
  session: Pick<SessionRecord, 'status' | 'startsAt'> & { kind?: SessionRecord['kind'] },
  actor: Actor,
  now: Date,
): string | null {
  if (!isActiveSession(session.status)) return sessionMessages.sessionNotActive;
  // The extra sessions keep rules of their own (window, notice): the coach alone changes them.
  if (actor === 'client' && (session.kind ?? 'main') !== 'main')
    return promiseMessages.extraSessionFixed;
  if (actor === 'client' && now.getTime() >= changeDeadline(session.startsAt).getTime())
    return sessionMessages.tooLateToChange;
  return null;
}

/** The last moment a client may ask for a refund; null when the booking is not refundable online. */
export function refundableUntil(
  booking: Pick<BookingRecord, 'payment' | 'stripePaymentIntentId' | 'paidAt'>,
): Date | null {
  return booking.payment === 'card' &&
    booking.stripePaymentIntentId !== null &&
    booking.paidAt !== null
    ? refundDeadline(booking.paidAt)
    : null;
}

/** Why a booking cannot be refunded by this actor at `now`; null when it can. */
export function refundRefusal(
  booking: Pick<BookingRecord, 'status' | 'payment' | 'stripePaymentIntentId' | 'paidAt'>,
  actor: Actor,
  now: Date,
): string | null {
  if (booking.status === 'refunded') return sessionMessages.alreadyRefunded;
  if (booking.status === 'cancelled') return sessionMessages.bookingClosed;
  const until = refundableUntil(booking);
  if (booking.status !== 'paid' || until === null) return sessionMessages.notRefundable;
  if (actor === 'client' && now.getTime() >= until.getTime())
    return sessionMessages.refundWindowPassed;
  return null;
}

/**
 * The refund Stripe is asked for: the whole payment (no `amount`, so Stripe refunds all of it),
 * once per booking whoever asks (the idempotency key is the booking's).
 */
export function refundRequest(
  booking: Pick<BookingRecord, 'id' | 'stripePaymentIntentId'>,
  actor: Actor,
): { params: Stripe.RefundCreateParams; options: Stripe.RequestOptions } {
  return {
    params: {
      payment_intent: booking.stripePaymentIntentId ?? '',
      reason: 'requested_by_customer',
      metadata: { bookingId: String(booking.id), requestedBy: actor },
    },
    options: { idempotencyKey: `booking-${booking.id}-refund` },
  };
}

/** The booking as the client's page (or the owner's screen) shows it, at `now`. */
export function toBookingView(
  now: Date,
  booking: BookingRecord,
  sessions: readonly SessionRecord[],
  actor: Actor,
  meetingUrl: string | null,
  questionnaireCompleted: boolean,
): ConsultationBooking {
  const total = sessionCredits(booking.packageType) + booking.extraCredits;
  const booked = spentCredits(sessions);
  const open = booking.status === 'paid';
  const refundUntil = refundableUntil(booking);
  return {
    id: booking.id,
    packageType: booking.packageType,
    name: booking.name,
    email: booking.email,
    amount: booking.amount,
    givenFree: isGivenFree(booking),
    status: booking.status,
    scheduledAt: booking.scheduledAt,
    timezone: booking.timezone,
    sessions: sessions.map((session) => {
      const held = isActiveSession(session.status);
      const deadline = changeDeadline(session.startsAt);
      return {
        id: session.id,
        startsAt: session.startsAt,
        endsAt: session.endsAt,
        timezone: session.timezone,
        status: session.status,
        canChange: open && changeRefusal(session, actor, now) === null,
        changeableUntil: held ? deadline.toISOString() : null,
        joinUrl: held ? joinUrlOf(session, meetingUrl) : null,
        kind: session.kind,
        format: session.format ?? defaultSessionFormat,
        attendance: session.attendance ?? null,
      };
    }),
    sessionsTotal: total,
    sessionsBooked: booked,
    sessionsRemaining: creditsLeft(booking.packageType, booked, booking.extraCredits),
    canSchedule: open && creditsLeft(booking.packageType, booked, booking.extraCredits) > 0,
    canRequestRefund: refundRefusal(booking, actor, now) === null,
    refundableUntil: refundUntil?.toISOString() ?? null,
    questionnaireCompleted,
  };
}

/**
 * One session of the booking as a calendar file: the event of its emailed invitation (same UID,
 * SEQUENCE, time and join link), published, so adding it to a calendar holds the same event the
 * invitation updates. Null when the booking has no such session.
 */
export async function sessionCalendarFile(
  app: FastifyInstance,
  booking: BookingRecord,
  sessionId: number,
): Promise<string | null> {
  const session = await app.repos.bookingSessions.find(booking.id, sessionId);
  if (session === null) return null;
  const settings = await readSiteSettings(app);
  return sessionInvite(
    {
      booking,
      session,
      change: session.status === 'cancelled' ? 'cancelled' : 'booked',
      audience: 'file',
      joinUrl: joinUrlOf(session, settings.meetingUrl),
    },
    {
      coachName: settings.coachName,
      siteOrigin: app.config.siteOrigin,
      organizerEmail: addressOf(app.config.mail.from),
    },
  );
}

/** The booking's current view, read again (after a change). */
export async function bookingView(
  app: FastifyInstance,
  bookingId: number,
  actor: Actor,
): Promise<ConsultationBooking> {
  const booking = await app.repos.bookings.findById(bookingId);
  if (booking === null) throw notFound(messages.bookingNotFound);
  const sessions = await app.repos.bookingSessions.listForBooking(bookingId);
  const { meetingUrl } = await readSiteSettings(app);
  const questionnaire = await app.repos.questionnaires.findCompletionOfPerson(bookingId);
  return toBookingView(app.now(), booking, sessions, actor, meetingUrl, questionnaire !== null);
}

/**
 * What a session's email reads of the booking besides the session, in `trx`: its sessions as
 * they are now (which one this is; whether one was held) and whether the questionnaire is in.
 */
export async function sessionContext(
  app: FastifyInstance,
  bookingId: number,
  now: Date,
  trx: Knex.Transaction,
): Promise<SessionContextInput> {
  const sessions = await app.repos.bookingSessions.listForBooking(bookingId, trx);
  const questionnaire = await app.repos.questionnaires.findCompletionOfPerson(bookingId, trx);
  return { sessions, questionnaireCompleted: questionnaire !== null, now };
}

/** The booking locked for a change, refused unless it is paid. */
async function lockOpenBooking(
  app: FastifyInstance,
  bookingId: number,
  trx: Knex.Transaction,
): Promise<BookingRecord> {
  const booking = await app.repos.bookings.lock(bookingId, trx);
  if (booking === null) throw notFound(messages.bookingNotFound);
  if (booking.status === 'refunded' || booking.status === 'cancelled')
    throw conflict(sessionMessages.bookingClosed);
  if (booking.status !== 'paid') throw conflict(messages.paymentPending);
  return booking;
}

/**
 * Books the next session of a paid booking (or the free call): one credit, if one is left.
 * The calendar event (and its Meet link) is made first, so the confirmation carries the link;
 * it is removed again if the session cannot be saved.
 */
export async function scheduleNextSession(
  app: FastifyInstance,
  booking: BookingRecord,
  request: ScheduleRequest,
  inTransaction?: InTransaction,
): Promise<void> {
  const now = app.now();
  // Cheap refusals before the calendar is asked anything; checked again under the lock.
  if (booking.status === 'refunded' || booking.status === 'cancelled')
    throw conflict(sessionMessages.bookingClosed);
  if (booking.status !== 'paid') throw conflict(messages.paymentPending);
  const spent = await app.repos.bookingSessions.countSpent(booking.id);
  if (creditsLeft(booking.packageType, spent, booking.extraCredits) === 0)
    throw conflict(sessionMessages.noneRemaining);

  const time = await checkSessionTime(app, booking, request, { now });
  const event = await createSessionEvent(app, booking, time);
  try {
    await app.knex.transaction(async (trx) => {
      const current = await lockOpenBooking(app, booking.id, trx);
      const used = await app.repos.bookingSessions.countSpent(current.id, trx);
      const left = creditsLeft(current.packageType, used, current.extraCredits);
      if (left === 0) throw conflict(sessionMessages.noneRemaining);
      await confirmSessionTime(app, current, time, { now }, trx);
      const inserted = await app.repos.bookingSessions.insert(current.id, time, trx, {
        format: request.format ?? defaultSessionFormat,
      });
      if (event !== null) await app.repos.bookingSessions.setCalendarEvent(inserted.id, event, trx);
      const session: SessionRecord = {
        ...inserted,
        googleEventId: event?.id ?? null,
        meetUrl: event?.meetUrl ?? null,
      };
      const settings = await sessionMailSettings(app, trx);
      await app.mailer.queue(
        sessionBookedMessages(settings.context, {
          booking: current,
          session,
          joinUrl: joinUrlOf(session, settings.meetingUrl),
          ownerZone: await app.coachZone(trx),
          remaining: left - 1,
          ...(await sessionContext(app, current.id, now, trx)),
        }),
        trx,
      );
      await queueReminders(app, current, session, trx, settings);
      await refreshBookingReminders(app, current, trx);
      await inTransaction?.(trx);
    });
  } catch (error) {
    await removeEvent(app, event?.id ?? null);
    if (error instanceof SlotTakenError) throw conflict(messages.slotTaken);
    throw error;
  }
}

async function findSession(
  app: FastifyInstance,
  bookingId: number,
  sessionId: number,
  trx?: Knex.Transaction,
): Promise<SessionRecord> {
  const session = await app.repos.bookingSessions.find(bookingId, sessionId, trx);
  if (session === null) throw notFound(sessionMessages.sessionNotFound);
  return session;
}

function ensureChangeable(session: SessionRecord, actor: Actor, now: Date): void {
  const refusal = changeRefusal(session, actor, now);
  if (refusal !== null) throw conflict(refusal);
}

/** Moves a held session: the old time frees, the event moves, SEQUENCE + 1 to both parties. */
export async function rescheduleSession(
  app: FastifyInstance,
  booking: BookingRecord,
  sessionId: number,
  request: ScheduleRequest,
  actor: Actor,
  inTransaction?: InTransaction,
): Promise<void> {
  const now = app.now();
  const before = await findSession(app, booking.id, sessionId);
  ensureChangeable(before, actor, now);
  if (before.kind !== 'main') throw conflict(promiseMessages.extraSessionFixed);
  if (new Date(request.scheduledAt).getTime() === new Date(before.startsAt).getTime())
    throw conflict(sessionMessages.sameTime);
  const time = await checkSessionTime(app, booking, request, {
    now,
    ownEventId: before.googleEventId,
    ownSessionId: before.id,
  });
  let moved: { booking: BookingRecord; session: SessionRecord };
  try {
    moved = await app.knex.transaction(async (trx) => {
      const current = await lockOpenBooking(app, booking.id, trx);
      const session = await findSession(app, current.id, sessionId, trx);
      ensureChangeable(session, actor, now);
      await confirmSessionTime(app, current, time, { now, ownSessionId: session.id }, trx);
      const updated = await app.repos.bookingSessions.move(session, time, trx);
      if (updated === null) throw conflict(sessionMessages.sessionNotActive);
      await app.outbox.repository.cancelForSession(updated.id, trx);
      const settings = await sessionMailSettings(app, trx);
      await app.mailer.queue(
        sessionMovedMessages(settings.context, {
          booking: current,
          session: updated,
          joinUrl: joinUrlOf(updated, settings.meetingUrl),
          ownerZone: await app.coachZone(trx),
          previousStartsAt: session.startsAt,
          sessions: await app.repos.bookingSessions.listForBooking(current.id, trx),
        }),
        trx,
      );
      await queueReminders(app, current, updated, trx, settings);
      await refreshBookingReminders(app, current, trx);
      await inTransaction?.(trx);
      return { booking: current, session: updated };
    });
  } catch (error) {
    if (error instanceof SlotTakenError) throw conflict(messages.slotTaken);
    throw error;
  }
  await moveSessionEvent(app, moved.booking, moved.session);
}

/** Cancels a held session: its credit returns, the event goes, METHOD:CANCEL to both parties. */
export async function cancelSession(
  app: FastifyInstance,
  booking: BookingRecord,
  sessionId: number,
  actor: Actor,
  inTransaction?: InTransaction,
): Promise<void> {
  const now = app.now();
  const before = await findSession(app, booking.id, sessionId);
  ensureChangeable(before, actor, now);
  const cancelled = await app.knex.transaction(async (trx) => {
    const current = await lockOpenBooking(app, booking.id, trx);
    const session = await findSession(app, current.id, sessionId, trx);
    ensureChangeable(session, actor, now);
    const updated = await app.repos.bookingSessions.cancel(session, trx);
    if (updated === null) throw conflict(sessionMessages.sessionNotActive);
    await app.outbox.repository.cancelForSession(updated.id, trx);
    await app.mailer.queue(
      sessionCancelledMessages(await mailContext(app, trx), {
        booking: current,
        session: updated,
        joinUrl: null,
        ownerZone: await app.coachZone(trx),
        sessions: await app.repos.bookingSessions.listForBooking(current.id, trx),
        creditReturned: true,
      }),
      trx,
    );
    await refreshBookingReminders(app, current, trx);
    await inTransaction?.(trx);
    return updated;
  });
  await removeEvent(app, cancelled.googleEventId);
}

/**
 * Ends a booking inside a transaction: every held session cancelled (reminders off, CANCEL
 * invitations), the booking's own message queued. Returns the sessions whose events must go.
 */
async function closeSessions(
  app: FastifyInstance,
  booking: BookingRecord,
  trx: Knex.Transaction,
): Promise<SessionRecord[]> {
  const cancelled = await app.repos.bookingSessions.cancelAllHeld(booking.id, trx);
  const sessions = await app.repos.bookingSessions.listForBooking(booking.id, trx);
  for (const session of cancelled) {
    await app.outbox.repository.cancelForSession(session.id, trx);
    await app.mailer.queue(
      sessionCancelledMessages(await mailContext(app, trx), {
        booking,
        session,
        joinUrl: null,
        ownerZone: await app.coachZone(trx),
        sessions,
        creditReturned: false,
      }),
      trx,
    );
  }
  return cancelled;
}

async function removeEvents(app: FastifyInstance, sessions: readonly SessionRecord[]) {
  for (const session of sessions) await removeEvent(app, session.googleEventId);
}

/**
 * Applies a full refund to a booking (paid → refunded, sessions cancelled, both told), in the
 * caller's transaction. Null when the booking was no longer paid (already refunded: nothing to
 * do twice). Used by the refund request, the owner's cancellation and the refund webhooks.
 */
export async function applyRefund(
  app: FastifyInstance,
  bookingId: number,
  refundId: string | null,
  trx: Knex.Transaction,
): Promise<SessionRecord[] | null> {
  const refunded = await app.repos.bookings.markRefunded(bookingId, refundId, trx);
  if (refunded === null) return null;
  const sessions = await closeSessions(app, refunded, trx);
  await app.mailer.queue(bookingRefundedMessages(await mailContext(app, trx), refunded), trx);
  return sessions;
}

/**
 * Refunds a card-paid booking in full through Stripe's refunds API (one refund per booking: the
 * idempotency key is the booking's), then records it. A refund Stripe already made (a retry, the
 * Dashboard) is recorded the same way; the webhook that follows changes nothing twice.
 */
export async function refundBooking(
  app: FastifyInstance,
  booking: BookingRecord,
  actor: Actor,
  inTransaction?: InTransaction,
): Promise<void> {
  const refusal = refundRefusal(booking, actor, app.now());
  if (refusal !== null) throw conflict(refusal);
  const stripe = app.stripe;
  if (stripe === null) throw serviceUnavailable(messages.cardPaymentsOff);
  let refundId: string | null;
  try {
    const { params, options } = refundRequest(booking, actor);
    const refund = await stripe.refunds.create(params, options);
    refundId = refund.id;
  } catch (error) {
    if ((error as Stripe.errors.StripeError).code === 'charge_already_refunded') {
      refundId = null;
    } else {
      app.log.error({ err: error, bookingId: booking.id }, 'Stripe refund failed');
      throw badGateway(sessionMessages.refundFailed);
    }
  }
  // Should this transaction fail after Stripe refunded, the refund webhooks record it later.
  const sessions = await app.knex.transaction(async (trx) => {
    const closed = await applyRefund(app, booking.id, refundId, trx);
    await inTransaction?.(trx);
    return closed;
  });
  await removeEvents(app, sessions ?? []);
}

/** The owner ends a paid booking: with a full refund (refunded) or without (cancelled). */
export async function ownerCancelBooking(
  app: FastifyInstance,
  booking: BookingRecord,
  refund: boolean,
  inTransaction?: InTransaction,
): Promise<void> {
  if (refund) {
    await refundBooking(app, booking, 'owner', inTransaction);
    return;
  }
  if (booking.status === 'refunded' || booking.status === 'cancelled')
    throw conflict(sessionMessages.bookingClosed);
  if (booking.status !== 'paid') throw conflict(messages.paymentPending);
  const sessions = await app.knex.transaction(async (trx) => {
    const cancelled = await app.repos.bookings.markCancelled(booking.id, trx);
    if (cancelled === null) throw conflict(sessionMessages.bookingClosed);
    const closed = await closeSessions(app, cancelled, trx);
    await app.mailer.queue(bookingCancelledMessages(await mailContext(app, trx), cancelled), trx);
    await inTransaction?.(trx);
    return closed;
  });
  await removeEvents(app, sessions);
}

/**
 * The owner cancels a booking that was never paid (pending, or its payment failed): its
 * PaymentIntent is cancelled at Stripe first, so no later charge can happen (as the booking sweep
 * does after PENDING_BOOKING_EXPIRY_HOURS), then the booking closes as expired and its sessions
 * are cancelled, freeing their time, the client told as for any cancelled session. A paid booking
 * ends another way (`ownerCancelBooking`); one whose intent turns out to have succeeded is left to
 * its webhook and refused.
 */
export async function ownerCancelUnpaidBooking(
  app: FastifyInstance,
  booking: BookingRecord,
  inTransaction?: InTransaction,
): Promise<void> {
  if (booking.status === 'paid') throw conflict(sessionMessages.unpaidCancelPaid);
  if (!isOpenUnpaid(booking.status)) throw conflict(sessionMessages.unpaidCancelClosed);
  const intentId = booking.stripePaymentIntentId;
  if (intentId !== null && app.stripe !== null) {
    let succeeded: boolean;
    try {
      const intent = await app.stripe.paymentIntents.retrieve(intentId);
      succeeded = intent.status === 'succeeded';
      if (!succeeded && intent.status !== 'canceled')
        await app.stripe.paymentIntents.cancel(intentId, undefined, {
          idempotencyKey: `booking-${booking.id}-expire`,
        });
    } catch (error) {
      app.log.error({ err: error, bookingId: booking.id }, 'cancelling an unpaid booking: Stripe');
      throw badGateway(messages.paymentProviderDown);
    }
    if (succeeded) throw conflict(sessionMessages.unpaidCancelJustPaid);
  }
  const sessions = await app.knex.transaction(async (trx) => {
    const closed = await app.repos.bookings.closeUnpaid(booking.id, trx);
    if (closed === null) {
      const now = await app.repos.bookings.findById(booking.id, trx);
      throw conflict(
        now?.status === 'paid'
          ? sessionMessages.unpaidCancelJustPaid
          : sessionMessages.unpaidCancelClosed,
      );
    }
    const cancelled = await closeSessions(app, closed, trx);
    await inTransaction?.(trx);
    return cancelled;
  });
  await removeEvents(app, sessions);
}
