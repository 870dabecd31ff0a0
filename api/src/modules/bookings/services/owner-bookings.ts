/**
 * The owner's bookings: the list, one booking with its questionnaire, sessions and emails, a
 * package paid outside the site or given, and sending one of its emails again. Every change runs
 * in one transaction with its audit entry.
 */
import { randomUUID } from 'node:crypto';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import type {
  AdminBookingDetail,
  AdminBookingsQuery,
  BookingEmailView,
  CreateAdminBookingRequest,
  OutboxEmailView,
  QuestionnaireStepView,
} from '@site/contracts/admin';
import type { ConsultationBooking } from '@site/contracts/api-types';
import type { OpenPackage } from '@site/contracts/calendar';
import { priceCents, type PackageType } from '@site/contracts/packages';
import { questionnaireSteps } from '@site/contracts/questionnaire-steps';
import type { BookingRecord } from '../repositories/bookings';
import { conflict, notFound } from '../../../platform/errors';
import { stripView, type OutboxRowView } from '../../../platform/outbox/view';
import { erasedAddressPattern } from '@site/contracts/endpoints/admin';
import { auditOwner } from '../../owner';
import { sessionMailSettings } from '../../site';
import { reminderMail } from '../mail/session-messages';
import { bookingLink, newAccessKey } from './booking-access';
import { openBooking } from './checkout';
import { queueBookingPaid } from './notifications';
import { emailSubject, resendRefusal, type ResendState } from './resend-rules';
import { joinUrlOf } from './session-reminders';
import { bookingView, creditsLeft } from './sessions';

dayjs.extend(utc);
dayjs.extend(timezone);

const pageSize = 25;

export const ownerBookingMessages = {
  bookingNotFound: 'Booking not found',
  emailNotFound: 'Email not found for this booking',
  emailWaiting: 'This email is still waiting to be sent.',
  emailResent: 'This email was already sent again a moment ago.',
} as const;

/** A YYYY-MM-DD day (already checked to exist) in `zone`: its first instant. */
const startOfDay = (day: string, zone: string) => dayjs.tz(day, zone);

export async function listBookings(app: FastifyInstance, query: AdminBookingsQuery) {
  const zone = await app.coachZone();
  const { status, kind, q, page } = query;
  return app.repos.bookings.listBookings({
    ...(status ? { status } : {}),
    ...(kind ? { kind } : {}),
    ...(query.from ? { from: startOfDay(query.from, zone).toDate() } : {}),
    // `to` is inclusive: up to the start of the next day in the owner's zone.
    ...(query.to ? { to: startOfDay(query.to, zone).add(1, 'day').toDate() } : {}),
    ...(q ? { q } : {}),
    page,
    pageSize: pageSize,
  });
}

/**
 * The bookings whose name or address holds `text` (any case), at most `limit`, by their sessions'
 * dates (those to come soonest first, then the past most recent first), and how many there are:
 * the Bookings list's own search, so its count is the list's.
 */
export async function bookingsMatching(app: FastifyInstance, text: string, limit: number) {
  return app.repos.bookings.matchingBySession({ text, now: app.now(), limit });
}

function stripeDashboardUrl(app: FastifyInstance, paymentIntentId: string | null): string | null {
  if (paymentIntentId === null) return null;
  const test = /^(sk|rk)_test_/.test(app.config.stripe.secretKey ?? '');
  return `https://dashboard.stripe.com/${test ? 'test/' : ''}payments/${encodeURIComponent(paymentIntentId)}`;
}

const snake = (field: string) => field.replace(/[A-Z]/g, (char) => `_${char.toLowerCase()}`);

/** The answers laid out as the wizard's seven steps, with the wording the client saw. */
export function questionnaireView(row: Record<string, unknown>): QuestionnaireStepView[] {
  return questionnaireSteps.map((step) => ({
    title: step.title,
    answers: step.questions.map((question) => {
      const value = row[snake(question.field)];
      const empty = value === null || value === undefined || value === '';
      return {
        question: question.question,
        answer: empty ? null : question.kind === 'scale' ? `${String(value)} / 10` : String(value),
      };
    }),
  }));
}

/**
 * The client's name and package of each booking still kept (its person not erased), by id: its
 * human title's parts, for the activity log.
 */
export async function bookingTitlesByIds(
  app: FastifyInstance,
  ids: readonly number[],
): Promise<Map<number, { name: string; packageType: BookingRecord['packageType'] }>> {
  const erased = erasedAddressPattern.replace(/^%/, '');
  const found = (await app.repos.bookings.findByIds(ids)).filter(
    (booking) => !booking.email.endsWith(erased),
  );
  return new Map(
    found.map((booking) => [booking.id, { name: booking.name, packageType: booking.packageType }]),
  );
}

export async function bookingDetail(app: FastifyInstance, id: number): Promise<AdminBookingDetail> {
  const found = await app.repos.bookings.findBooking(id);
  if (found === null) throw notFound(ownerBookingMessages.bookingNotFound);
  // Its emails are its own (the thanks for answers given for this booking); its questionnaire is
  // the client's one, whichever booking of his it was answered for.
  const answeredHere = await app.repos.questionnaires.questionnaireOfBooking(id);
  const questionnaireId = answeredHere === null ? null : Number(answeredHere.id);
  const emails = await app.repos.outboxView.emailsOfBooking(id, questionnaireId);
  const questionnaire = await app.repos.questionnaires.questionnaireOfPerson(id);
  return {
    ...found.summary,
    clientId: await app.clientIdOfBooker(found.record.email),
    stripePaymentIntentId: found.record.stripePaymentIntentId,
    stripeDashboardUrl: stripeDashboardUrl(app, found.record.stripePaymentIntentId),
    googleEventId: found.record.googleEventId,
    scheduleUrl: bookingLink(app.config.siteOrigin, 'schedule', found.record),
    questionnaire:
      questionnaire === null
        ? null
        : {
            completedAt: new Date(questionnaire.completed_at as string | Date).toISOString(),
            bookingId: Number(questionnaire.booking_id),
            bookingPackageType: questionnaire.answered_package_type as PackageType,
            steps: questionnaireView(questionnaire),
          },
    emails: await withResendRefusals(app, found.record, emails),
    // A package given from the client's record: why, in the coach's words (his eyes only).
    givenReason: found.record.payment === 'complimentary' ? await app.packageGiftReason(id) : null,
    ...sessionsOf(await bookingView(app, id, 'owner')),
  };
}

/**
 * A client's one questionnaire (kept per address) as his record names it, read through any
 * booking of his: when he answered it and for which booking (the page that shows the answers);
 * null before he has.
 */
export async function clientQuestionnaire(
  app: FastifyInstance,
  bookingId: number,
): Promise<{ bookingId: number; completedAt: string } | null> {
  return app.repos.questionnaires.findCompletionOfPerson(bookingId);
}

/** The sessions part of the owner's booking detail (the same view the client's page reads). */
function sessionsOf(view: ConsultationBooking) {
  return {
    sessions: view.sessions,
    sessionsTotal: view.sessionsTotal,
    sessionsBooked: view.sessionsBooked,
    sessionsRemaining: view.sessionsRemaining,
    refundableUntil: view.refundableUntil,
  };
}

/**
 * A package paid outside the site (offline) or given (complimentary): a paid booking whose client
 * gets the same receipt and schedule link a card buyer gets, queued with the booking.
 */
export async function createOfflineBooking(
  app: FastifyInstance,
  request: FastifyRequest,
  input: CreateAdminBookingRequest,
): Promise<AdminBookingDetail> {
  const id = await app.knex.transaction(async (trx) => {
    const { booking } = await openBooking(
      app,
      {
        name: input.name,
        email: input.email,
        packageType: input.packageType,
        amount: input.payment === 'complimentary' ? 0 : priceCents(input.packageType),
        status: 'paid',
        accessKey: newAccessKey(),
        clientIp: null,
        payment: input.payment,
      },
      undefined,
      trx,
    );
    await queueBookingPaid(app, booking, trx);
    await auditOwner(
      app,
      request,
      'booking.create',
      `booking ${booking.id} (${input.payment})`,
      trx,
    );
    return booking.id;
  });
  return bookingDetail(app, id);
}

/** Each of the booking's emails with whether it may be sent again (`resendRefusal`). */
async function withResendRefusals(
  app: FastifyInstance,
  booking: BookingRecord,
  emails: OutboxRowView[],
): Promise<BookingEmailView[]> {
  const state: ResendState = {
    bookingStatus: booking.status,
    sessions: await app.repos.bookingSessions.listForBooking(booking.id),
    now: app.now(),
  };
  return emails.map((email) => ({
    ...stripView(email),
    resendRefusal: resendRefusal(emailSubject(email.dedupeKey), state, email.status),
  }));
}

/**
 * Queues a copy of one of the booking's emails (a new Message-ID), unless one is waiting or what
 * it says is no longer true (409 with the reason). A reminder is written anew from the session as
 * it is now (its time, its join link), due at once and dropped if still unsent when it begins.
 */
export async function resendBookingEmail(
  app: FastifyInstance,
  request: FastifyRequest,
  bookingId: number,
  emailId: number,
): Promise<OutboxEmailView> {
  const repo = app.repos.outboxView;
  const questionnaire = await app.repos.questionnaires.questionnaireOfBooking(bookingId);
  const prefixes = [`booking:${bookingId}:`];
  if (questionnaire !== null) prefixes.push(`questionnaire:${String(questionnaire.id)}:`);
  const dedupeKey = await app.knex.transaction(async (trx) => {
    const original = await repo.lockOutboxRow(emailId, trx);
    if (original === null || !prefixes.some((prefix) => original.view.dedupeKey.startsWith(prefix)))
      throw notFound(ownerBookingMessages.emailNotFound);
    if (original.view.status === 'queued' || original.view.status === 'sending')
      throw conflict(ownerBookingMessages.emailWaiting);
    if (await repo.pendingResendOf(original.view.dedupeKey, trx))
      throw conflict(ownerBookingMessages.emailResent);
    const booking = await app.repos.bookings.lock(bookingId, trx);
    if (booking === null) throw notFound(ownerBookingMessages.emailNotFound);
    const sessions = await app.repos.bookingSessions.listForBooking(bookingId, trx);
    const subject = emailSubject(original.view.dedupeKey);
    const refusal = resendRefusal(
      subject,
      { bookingStatus: booking.status, sessions, now: app.now() },
      original.view.status,
    );
    if (refusal !== null) throw conflict(refusal);
    const key = `${original.view.dedupeKey}:resend:${randomUUID()}`;
    const messageId = `<${randomUUID()}@${new URL(app.config.siteOrigin).hostname}>`;
    const session =
      subject.about === 'session' && subject.event === 'reminder'
        ? sessions.find((candidate) => candidate.id === subject.sessionId)
        : undefined;
    if (session !== undefined) {
      const { context, meetingUrl } = await sessionMailSettings(app, trx);
      const mail = reminderMail(
        context,
        { booking, session, sessions, joinUrl: joinUrlOf(session, meetingUrl) },
        null,
      );
      await app.mailer.queue(
        [
          {
            kind: original.view.kind,
            dedupeKey: key,
            mail: { ...mail, messageId },
            limited: false,
            notAfter: new Date(session.startsAt),
            sessionId: session.id,
          },
        ],
        trx,
      );
    } else {
      const mail = { ...original.message, messageId } as unknown as Parameters<
        typeof app.mailer.queue
      >[0][number]['mail'];
      await app.mailer.queue(
        [{ kind: original.view.kind, dedupeKey: key, mail, limited: false }],
        trx,
      );
    }
    await auditOwner(
      app,
      request,
      'booking.email-resend',
      // The activity log's code for an e-mail, as every entry since the first was written.
      `booking ${bookingId}, e-mail ${emailId}`,
      trx,
    );
    return key;
  });
  const copy = await repo.findOutboxByDedupeKey(dedupeKey);
  if (copy === null) throw new Error('The resent email was not stored');
  return stripView(copy);
}

/** The held sessions and free calls starting at or after `now`, soonest first, one line each. */
export async function upcomingSessions(app: FastifyInstance, now: Date, limit: number) {
  return app.repos.bookings.upcoming(now, limit);
}

/** The packages paid (or given) since `since`, newest first. */
export async function recentPayments(app: FastifyInstance, since: Date, limit: number) {
  return app.repos.bookings.recentPayments(since, limit);
}

/** The sum and count of the packages paid since `since`. */
export async function paymentsTotalSince(app: FastifyInstance, since: Date) {
  return app.repos.bookings.paymentsTotalSince(since);
}

/** The paid sessions over and not marked yet: how many, and the address where marking starts. */
export async function unmarkedPastSessions(app: FastifyInstance, now: Date) {
  return app.repos.bookingSessions.unmarkedPast(now);
}

/** The bookings created between `since` and `before` whose payment is still pending. */
export async function stuckPayments(
  app: FastifyInstance,
  input: { since: Date; before: Date; limit: number },
) {
  return app.repos.bookings.stuckPayments(input);
}

/**
 * Sessions of every status that overlap [start, end) (`end` null: every one from `start` on), each
 * with its booking's id, client name and package, in order of start: the owner's calendar and feed.
 */
export async function sessionsWithBookings(
  app: FastifyInstance,
  range: { start: Date; end: Date | null },
  trx?: Knex.Transaction,
) {
  return app.repos.bookingSessions.listWithBookings(range, trx);
}

/** Paid packages with sessions still to book, newest first: whom the owner can book a session for. */
export async function openPackages(app: FastifyInstance): Promise<OpenPackage[]> {
  return (await app.repos.bookings.listPaidPackagesWithSpent())
    .map((booking) => ({
      bookingId: booking.id,
      name: booking.name,
      packageType: booking.packageType,
      sessionsRemaining: creditsLeft(booking.packageType, booking.spent, booking.extraCredits),
    }))
    .filter((open) => open.sessionsRemaining > 0);
}
