/**
 * The follow-up call and the emergency session, booked from the portal. The follow-up: once per
 * package, while its window is open, at a time of the free call's grid, 15 minutes. The
 * emergency session (10-session): once per package, while its support is open, on the coach's
 * free times of the next working days, inside the usual notice but not sooner than the minimum
 * lead; the coach is emailed at once. Both are refused (409) with the rule's own message.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ConsultationBooking, ScheduleRequest } from '@site/contracts/api-types';
import type { EmergencySlots } from '@site/contracts/endpoints/promises';
import {
  emergencyMinimumLeadMinutes,
  emergencyRefusal,
  followUpRefusal,
  promiseMessages,
} from '@site/contracts/package-promises';
import { addDays, todayIn } from '@site/contracts/slots';
import {
  bookingView,
  type ExtraSessionRule,
  extraSessionsHeld,
  findBooking,
  scheduleExtraSession,
} from '../../bookings';
import { auditClient } from '../../clients';
import { readSchedulesInForce, openSlotsOf } from '../../schedules';
import { mailContext } from '../../site';
import { messages, notFound } from '../../../platform/errors';
import { emergencyNotice } from '../mail/messages';
import { ownBooking, type OwnBooking } from './progress';

async function bookingRecord(app: FastifyInstance, bookingId: number) {
  const booking = await findBooking(app, bookingId);
  if (booking === null) throw notFound(messages.bookingNotFound);
  return booking;
}

/** Books the package's follow-up call. */
export async function bookFollowUp(
  app: FastifyInstance,
  request: FastifyRequest,
  input: { clientId: number; bookingId: number; time: ScheduleRequest },
): Promise<ConsultationBooking> {
  await ownBooking(app, input.clientId, input.bookingId);
  const rule: ExtraSessionRule = async (_booking, trx) => {
    const own = await ownBooking(app, input.clientId, input.bookingId, trx);
    if (own.progress === null) return promiseMessages.followUpNotOffered;
    return followUpRefusal(own.progress, {
      now: app.now(),
      startsAt: new Date(input.time.scheduledAt),
      alreadyBooked: (await extraSessionsHeld(trx ?? app.knex, own.bookingId, 'follow-up')) > 0,
      zone: own.zone,
    });
  };
  await scheduleExtraSession(
    app,
    await bookingRecord(app, input.bookingId),
    input.time,
    'follow-up',
    rule,
    async (trx) =>
      auditClient(
        app,
        request,
        { action: 'client.follow-up-booked', clientId: input.clientId },
        trx,
      ),
  );
  return bookingView(app, input.bookingId, 'client');
}

/** The coach's zone: the one his "next working days" are counted in. */
async function coachZone(app: FastifyInstance): Promise<string> {
  return (await readSchedulesInForce(app)).sessions.timeZone;
}

async function emergencyRule(
  app: FastifyInstance,
  own: OwnBooking,
  startsAt: Date,
  zone: string,
  trx?: Parameters<ExtraSessionRule>[1],
): Promise<string | null> {
  if (own.progress === null) return promiseMessages.emergencyNotOffered;
  return emergencyRefusal(own.progress, {
    now: app.now(),
    startsAt,
    used: await extraSessionsHeld(trx ?? app.knex, own.bookingId, 'emergency'),
    zone,
  });
}

/** A year ahead: only the time rule refuses it there, so any other refusal holds at any time. */
const aYearFrom = (now: Date) => new Date(now.getTime() + 366 * 86_400_000);

/**
 * The times the emergency session can take, per date of the client's zone, or why it cannot be
 * booked at all (then no times).
 */
export async function emergencySlots(
  app: FastifyInstance,
  input: { clientId: number; bookingId: number; visitorZone: string },
): Promise<EmergencySlots> {
  const own = await ownBooking(app, input.clientId, input.bookingId);
  const zone = await coachZone(app);
  const general = await emergencyRule(app, own, aYearFrom(app.now()), zone);
  if (general !== null && general !== promiseMessages.emergencyTooFar)
    return { timeZone: input.visitorZone, dates: {}, refusal: general };
  const from = todayIn(input.visitorZone, app.now());
  // The next working days of the coach, seen from any zone, fall within these dates.
  const open = await openSlotsOf(app, {
    kind: 'sessions',
    visitorZone: input.visitorZone,
    from,
    to: addDays(from, 5),
    minimumNoticeMinutes: emergencyMinimumLeadMinutes,
  });
  const dates: EmergencySlots['dates'] = {};
  for (const [date, slots] of Object.entries(open.dates)) {
    const allowed: typeof slots = [];
    for (const slot of slots)
      if ((await emergencyRule(app, own, new Date(slot.startsAt), zone)) === null)
        allowed.push(slot);
    if (allowed.length > 0) dates[date] = allowed;
  }
  return {
    timeZone: input.visitorZone,
    dates,
    refusal: Object.keys(dates).length === 0 ? promiseMessages.emergencyNoTimes : null,
  };
}

/** Books the emergency session; the coach is emailed at once. */
export async function bookEmergency(
  app: FastifyInstance,
  request: FastifyRequest,
  input: { clientId: number; bookingId: number; time: ScheduleRequest },
): Promise<ConsultationBooking> {
  await ownBooking(app, input.clientId, input.bookingId);
  const zone = await coachZone(app);
  const startsAt = new Date(input.time.scheduledAt);
  const rule: ExtraSessionRule = async (_booking, trx) =>
    emergencyRule(
      app,
      await ownBooking(app, input.clientId, input.bookingId, trx),
      startsAt,
      zone,
      trx,
    );
  const booking = await bookingRecord(app, input.bookingId);
  await scheduleExtraSession(app, booking, input.time, 'emergency', rule, async (trx, session) => {
    await auditClient(
      app,
      request,
      { action: 'client.emergency-booked', clientId: input.clientId },
      trx,
    );
    await app.mailer.queue(
      [
        emergencyNotice(await mailContext(app, trx), {
          sessionId: session.id,
          clientId: input.clientId,
          name: booking.name,
          startsAt: session.startsAt,
          zone: await app.coachZone(trx),
        }),
      ],
      trx,
    );
  });
  return bookingView(app, input.bookingId, 'client');
}
