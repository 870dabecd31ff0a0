/**
 * The owner's back office: what his screens read and the changes he makes. Every change runs in
 * one transaction with its audit entry; status changes are compare-and-swap, so two tabs acting
 * at once never overwrite each other silently.
 */
import { randomUUID } from 'node:crypto';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  AdminBookingDetail,
  AttentionItem,
  BookingEmailView,
  ContactMessage,
  CreateAdminBookingRequest,
  MessageStatus,
  OutboxEmailView,
  Page,
  AuditLogPage,
  QuestionnaireStepView,
  SubscriberList,
  TodayOverview,
  UpdateMessageRequest,
} from '@site/contracts/admin';
import {
  adminQueryMessages,
  messageChangedMessage,
  type AdminBookingsQuery,
  type AuditLogQuery,
  type MessagesQuery,
  type SubscribersQuery,
} from '@site/contracts/admin';
import type { ConsultationBooking } from '@site/contracts/api-types';
import { packages, priceCents } from '@site/contracts/packages';
import { questionnaireSteps } from '@site/contracts/questionnaire-steps';
import type { BookingRecord } from '../../db/mapping';
import { conflict, notFound } from '../../platform/errors';
import type { OutboxRowView } from '../../platform/outbox/view';
import { sessionMailSettings } from '../site';
import {
  bookingLink,
  newAccessKey,
  queueBookingPaid,
  reminderMail,
  emailSubject,
  resendRefusal,
  type ResendState,
  joinUrlOf,
  bookingView,
} from '../bookings';
import { auditOwner } from '../owner';

dayjs.extend(utc);
dayjs.extend(timezone);

export const pageSizes = { bookings: 25, messages: 25, subscribers: 50, auditLog: 50 } as const;

export const backOfficeMessages = {
  ...adminQueryMessages,
  messageNotFound: 'Message not found',
  subscriberNotFound: 'Subscriber not found',
  emailNotFound: 'E-mail not found for this booking',
  emailWaiting: 'This e-mail is still waiting to be sent.',
  emailResent: 'This e-mail was already sent again a moment ago.',
} as const;

/** A YYYY-MM-DD day (already checked to exist) in `zone`: its first instant. */
const startOfDay = (day: string, zone: string) => dayjs.tz(day, zone);

function stripView(row: OutboxRowView): OutboxEmailView {
  const { to: _to, dedupeKey: _key, ...view } = row;
  return view;
}

// --- today -----------------------------------------------------------------------------------

const attentionAfterMs = 60 * 60_000;
const weekMs = 7 * 24 * 60 * 60_000;

export async function today(app: FastifyInstance): Promise<TodayOverview> {
  const repo = app.repos.backOffice;
  const now = app.now();
  const zone = app.config.owner.timezone;
  const weekAgo = new Date(now.getTime() - weekMs);
  const [upcoming, messages, newSubscribers, recentPayments, stuck, failing] = [
    await repo.upcoming(now, 20),
    await repo.listMessages({ status: 'new', page: 1, pageSize: 20 }),
    await repo.subscribersSince(weekAgo, 50),
    await repo.recentPayments(weekAgo, 20),
    await repo.stuckPayments({
      since: weekAgo,
      before: new Date(now.getTime() - attentionAfterMs),
      limit: 20,
    }),
    await repo.failingEmails({
      since: new Date(now.getTime() - 30 * 24 * 60 * 60_000),
      minAttempts: 3,
      limit: 20,
    }),
  ];
  const attention: AttentionItem[] = [
    ...stuck.map((booking) => ({
      kind: 'payment-stuck' as const,
      message: `Payment still pending after more than an hour: booking #${booking.id}, ${packages[booking.packageType].name}, started ${dayjs(booking.createdAt).tz(zone).format('MMM D, h:mm A')}.`,
      bookingId: booking.id,
    })),
    ...failing.map((email) => {
      const booking = /^booking:(\d+):/.exec(email.dedupeKey);
      const state =
        email.status === 'failed'
          ? `could not be sent (${email.attempts} attempts)`
          : `keeps failing (${email.attempts} attempts so far)`;
      return {
        kind: 'email-failing' as const,
        message: `The e-mail “${email.subject}” ${state}${email.lastError ? `: ${email.lastError.slice(0, 200)}` : '.'}`,
        bookingId: booking ? Number(booking[1]) : null,
      };
    }),
  ];
  return {
    timezone: zone,
    upcoming,
    newMessages: messages.items,
    newSubscribers,
    recentPayments,
    attention,
  };
}

// --- bookings --------------------------------------------------------------------------------

export async function listBookings(app: FastifyInstance, query: AdminBookingsQuery) {
  const zone = app.config.owner.timezone;
  const { status, kind, q, page } = query;
  return app.repos.backOffice.listBookings({
    ...(status ? { status } : {}),
    ...(kind ? { kind } : {}),
    ...(query.from ? { from: startOfDay(query.from, zone).toDate() } : {}),
    // `to` is inclusive: up to the start of the next day in the owner's zone.
    ...(query.to ? { to: startOfDay(query.to, zone).add(1, 'day').toDate() } : {}),
    ...(q ? { q } : {}),
    page,
    pageSize: pageSizes.bookings,
  });
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

export async function bookingDetail(app: FastifyInstance, id: number): Promise<AdminBookingDetail> {
  const repo = app.repos.backOffice;
  const found = await repo.findBooking(id);
  if (found === null) throw notFound('Booking not found');
  const questionnaire = await repo.questionnaireOfBooking(id);
  const questionnaireId = questionnaire === null ? null : Number(questionnaire.id);
  const emails = await repo.emailsOfBooking(id, questionnaireId);
  return {
    ...found.summary,
    stripePaymentIntentId: found.record.stripePaymentIntentId,
    stripeDashboardUrl: stripeDashboardUrl(app, found.record.stripePaymentIntentId),
    googleEventId: found.record.googleEventId,
    scheduleUrl: bookingLink(app.config.siteOrigin, 'schedule', found.record),
    questionnaire:
      questionnaire === null
        ? null
        : {
            completedAt: new Date(questionnaire.completed_at as string | Date).toISOString(),
            steps: questionnaireView(questionnaire),
          },
    emails: await withResendRefusals(app, found.record, emails),
    ...sessionsOf(await bookingView(app, id, 'owner')),
  };
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
    const booking = await app.repos.bookings.create(
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

/** Each of the booking's e-mails with whether it may be sent again (`resendRefusal`). */
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
    resendRefusal: resendRefusal(emailSubject(email.dedupeKey), state),
  }));
}

/**
 * Queues a copy of one of the booking's e-mails (a new Message-ID), unless one is waiting or what
 * it says is no longer true (409 with the reason). A reminder is written anew from the session as
 * it is now (its time, its join link), due at once and dropped if still unsent when it begins.
 */
export async function resendBookingEmail(
  app: FastifyInstance,
  request: FastifyRequest,
  bookingId: number,
  emailId: number,
): Promise<OutboxEmailView> {
  const repo = app.repos.backOffice;
  const questionnaire = await repo.questionnaireOfBooking(bookingId);
  const prefixes = [`booking:${bookingId}:`];
  if (questionnaire !== null) prefixes.push(`questionnaire:${String(questionnaire.id)}:`);
  const dedupeKey = await app.knex.transaction(async (trx) => {
    const original = await repo.lockOutboxRow(emailId, trx);
    if (original === null || !prefixes.some((prefix) => original.view.dedupeKey.startsWith(prefix)))
      throw notFound(backOfficeMessages.emailNotFound);
    if (original.view.status === 'queued' || original.view.status === 'sending')
      throw conflict(backOfficeMessages.emailWaiting);
    if (await repo.pendingResendOf(original.view.dedupeKey, trx))
      throw conflict(backOfficeMessages.emailResent);
    const booking = await app.repos.bookings.lock(bookingId, trx);
    if (booking === null) throw notFound(backOfficeMessages.emailNotFound);
    const sessions = await app.repos.bookingSessions.listForBooking(bookingId, trx);
    const subject = emailSubject(original.view.dedupeKey);
    const refusal = resendRefusal(subject, {
      bookingStatus: booking.status,
      sessions,
      now: app.now(),
    });
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
        { booking, session, joinUrl: joinUrlOf(session, meetingUrl) },
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
      `booking ${bookingId}, e-mail ${emailId}`,
      trx,
    );
    return key;
  });
  const copy = await repo.findOutboxByDedupeKey(dedupeKey);
  if (copy === null) throw new Error('The resent e-mail was not stored');
  return stripView(copy);
}

// --- messages --------------------------------------------------------------------------------

export async function listMessages(
  app: FastifyInstance,
  { status, q, page }: MessagesQuery,
): Promise<Page<ContactMessage>> {
  return app.repos.backOffice.listMessages({
    ...(status ? { status } : {}),
    ...(q ? { q } : {}),
    page,
    pageSize: pageSizes.messages,
  });
}

export async function updateMessage(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  input: UpdateMessageRequest,
): Promise<ContactMessage> {
  return app.knex.transaction(async (trx) => {
    const current = await app.repos.backOffice.findMessage(id, trx);
    if (current === null) throw notFound(backOfficeMessages.messageNotFound);
    const from: MessageStatus = input.expectedStatus ?? current.status;
    const changed = () => conflict(messageChangedMessage.replace('{status}', current.status));
    if (from !== current.status) throw changed();
    const updated = await app.repos.backOffice.updateMessageStatus(
      id,
      { from, to: input.status, now: app.now() },
      trx,
    );
    if (updated === null) {
      // Another request moved it between our read and our write: say where it is now.
      const now = await app.repos.backOffice.findMessage(id, trx);
      throw conflict(messageChangedMessage.replace('{status}', now?.status ?? current.status));
    }
    await auditOwner(
      app,
      request,
      'message.update',
      `message ${id}: ${from} → ${input.status}`,
      trx,
    );
    return updated;
  });
}

// --- subscribers -----------------------------------------------------------------------------

export async function listSubscribers(
  app: FastifyInstance,
  { status, q, page }: SubscribersQuery,
): Promise<SubscriberList> {
  const repo = app.repos.backOffice;
  const zone = app.config.owner.timezone;
  const thisMonth = dayjs(app.now()).tz(zone).startOf('month');
  const months = Array.from({ length: 12 }, (_, index) =>
    thisMonth.subtract(11 - index, 'month').format('YYYY-MM'),
  );
  const since = dayjs.tz(`${months[0]}-01`, zone).toDate();
  const counted = await repo.subscriberMonths(zone, since);
  const list = await repo.listSubscribers({
    ...(status ? { status } : {}),
    ...(q ? { q } : {}),
    page,
    pageSize: pageSizes.subscribers,
  });
  return {
    ...list,
    counts: await repo.subscriberCounts(),
    months: months.map((month) => {
      const row = counted.find((one) => one.month === month);
      return { month, subscribed: row?.subscribed ?? 0, unsubscribed: row?.unsubscribed ?? 0 };
    }),
  };
}

export async function removeSubscriber(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
): Promise<void> {
  await app.knex.transaction(async (trx) => {
    if (!(await app.repos.backOffice.deleteSubscriber(id, trx)))
      throw notFound(backOfficeMessages.subscriberNotFound);
    await auditOwner(app, request, 'subscriber.delete', `subscriber ${id}`, trx);
  });
}

// --- audit log -----------------------------------------------------------------------------

export async function auditLog(app: FastifyInstance, query: AuditLogQuery): Promise<AuditLogPage> {
  const zone = app.config.owner.timezone;
  const page = await app.repos.auditLog.list({
    ...(query.action ? { action: query.action } : {}),
    ...(query.from ? { from: startOfDay(query.from, zone).toDate() } : {}),
    // `to` is inclusive: up to the start of the next day in the owner's zone.
    ...(query.to ? { to: startOfDay(query.to, zone).add(1, 'day').toDate() } : {}),
    page: query.page,
    pageSize: pageSizes.auditLog,
  });
  return { ...page, actions: await app.repos.auditLog.actions() };
}
