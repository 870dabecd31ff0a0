/**
 * A package's extra sessions: its 15-minute follow-up call and its emergency session. They are
 * booked like a main session (the slot rules of their kind, the owner's calendar, the database's
 * no-overlap rule, the invitation and reminders), spend none of the package's credits, and obey
 * a rule of the package's promises that the caller checks twice: once before the calendar is
 * asked anything, and again inside the transaction that holds the booking's row, so two requests
 * at once cannot both take the one follow-up or emergency session.
 */
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import type { ScheduleRequest } from '@site/contracts/api-types';
import { defaultSessionFormat, sessionMessages } from '@site/contracts/sessions';
import type { BookingRecord } from '../repositories/bookings';
import {
  SlotTakenError,
  type SessionKind,
  type SessionRecord,
} from '../repositories/booking-sessions';
import { conflict, messages, notFound } from '../../../platform/errors';
import { sessionBookedMessages } from '../mail/session-messages';
import { sessionMailSettings } from '../../site';
import { createSessionEvent, removeEvent } from './calendar-sync';
import { checkSessionTime, confirmSessionTime } from './scheduling';
import { joinUrlOf, queueReminders } from './session-reminders';
import { creditsLeft, sessionContext } from './sessions';

/** The promise's refusal of the booking at this moment (null: allowed), read in `trx` if given. */
export type ExtraSessionRule = (
  booking: BookingRecord,
  trx: Knex.Transaction | undefined,
) => Promise<string | null>;

/**
 * Books a follow-up or emergency session of a paid booking; `inTransaction` adds the caller's
 * audit line and emails to the same transaction. Answers the session booked.
 */
export async function scheduleExtraSession(
  app: FastifyInstance,
  booking: BookingRecord,
  request: ScheduleRequest,
  kind: Exclude<SessionKind, 'main'>,
  rule: ExtraSessionRule,
  inTransaction?: (trx: Knex.Transaction, session: SessionRecord) => Promise<void>,
): Promise<SessionRecord> {
  const now = app.now();
  if (booking.status === 'refunded' || booking.status === 'cancelled')
    throw conflict(sessionMessages.bookingClosed);
  if (booking.status !== 'paid') throw conflict(messages.paymentPending);
  const refused = await rule(booking, undefined);
  if (refused !== null) throw conflict(refused);

  const time = await checkSessionTime(app, booking, request, { now, kind });
  const event = await createSessionEvent(app, booking, time);
  try {
    return await app.knex.transaction(async (trx) => {
      const current = await app.repos.bookings.lock(booking.id, trx);
      if (current === null) throw notFound(messages.bookingNotFound);
      if (current.status !== 'paid') throw conflict(sessionMessages.bookingClosed);
      const again = await rule(current, trx);
      if (again !== null) throw conflict(again);
      await confirmSessionTime(app, current, time, { now, kind }, trx);
      const inserted = await app.repos.bookingSessions.insert(current.id, time, trx, {
        kind,
        format: request.format ?? defaultSessionFormat,
      });
      if (event !== null) await app.repos.bookingSessions.setCalendarEvent(inserted.id, event, trx);
      const session: SessionRecord = {
        ...inserted,
        googleEventId: event?.id ?? null,
        meetUrl: event?.meetUrl ?? null,
      };
      const settings = await sessionMailSettings(app, trx);
      const spent = await app.repos.bookingSessions.countSpent(current.id, trx);
      await app.mailer.queue(
        sessionBookedMessages(settings.context, {
          booking: current,
          session,
          joinUrl: joinUrlOf(session, settings.meetingUrl),
          remaining: creditsLeft(current.packageType, spent, current.extraCredits),
          ownerZone: await app.coachZone(trx),
          ...(await sessionContext(app, current.id, now, trx)),
        }),
        trx,
      );
      await queueReminders(app, current, session, trx, settings);
      await inTransaction?.(trx, session);
      return session;
    });
  } catch (error) {
    await removeEvent(app, event?.id ?? null);
    if (error instanceof SlotTakenError) throw conflict(messages.slotTaken);
    throw error;
  }
}
