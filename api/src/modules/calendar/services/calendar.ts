/**
 * The coach's calendar: what fills his days (sessions and free calls, blocked time, Google's busy
 * times) counted in his zone; blocking time (refused over a held session); and the private feed
 * address of his bookings (a random token shown once, kept only as its SHA-256, one live at a
 * time). Every change is audited in the owner's name inside its own transaction.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  calendarMessages,
  feedAddresses,
  feedPastDays,
  feedRefreshMinutes,
  type CalendarBlock,
  type CalendarBlockRequest,
  type CalendarFeedAddress,
  type CalendarView,
} from '@site/contracts/calendar';
import { activeSessionStatuses, type SessionStatus } from '@site/contracts/sessions';
import { workingRangesOn } from '@site/contracts/schedules/engine';
import { addDays, dayBounds } from '@site/contracts/slots';
import { badRequest, conflict, notFound } from '../../../platform/errors';
import {
  bookingsFeed,
  joinUrlOf,
  openPackages,
  sessionsWithBookings,
  upcomingSessions,
} from '../../bookings';
import { auditOwner } from '../../owner';
import { readSchedulesInForce } from '../../schedules';
import { readSiteSettings } from '../../site';

const dayMs = 24 * 3_600_000;
const held = new Set<SessionStatus>(activeSessionStatuses);

/** The days [from, from + days) of the coach's zone, as instants. */
export function calendarRange(
  from: string,
  days: number,
  zone: string,
): { start: Date; end: Date } {
  return { start: dayBounds(from, zone).start, end: dayBounds(addDays(from, days - 1), zone).end };
}

export async function calendarView(
  app: FastifyInstance,
  query: { from: string; days: number },
): Promise<CalendarView> {
  const zone = await app.coachZone();
  const { start, end } = calendarRange(query.from, query.days, zone);
  const now = app.now();
  const [sessions, blocks, open, schedules, [ahead]] = await Promise.all([
    sessionsWithBookings(app, { start, end }),
    blocksOverlapping(app, start, end),
    openPackages(app),
    readSchedulesInForce(app),
    // What an empty view points to: the first booking after it (never one gone by).
    upcomingSessions(app, new Date(Math.max(now.getTime(), end.getTime())), 1),
  ]);

  let google: CalendarView['google'] = 'not-connected';
  let busy: CalendarView['busy'] = [];
  if (app.calendar !== null) {
    try {
      // The sessions' own events are shown as the sessions, not again as busy time.
      const ownEvents = new Set(sessions.map((session) => session.googleEventId));
      busy = (await app.calendar.listBusy(start, end))
        .filter((event) => event.id === undefined || !ownEvents.has(event.id))
        .map((event) => ({
          start: new Date(event.start).toISOString(),
          end: new Date(event.end).toISOString(),
        }));
      google = 'connected';
    } catch (error) {
      app.log.warn({ err: error }, 'calendar busy times unavailable for the owner’s calendar');
      google = 'unavailable';
    }
  }

  return {
    timezone: zone,
    start: start.toISOString(),
    end: end.toISOString(),
    entries: sessions.map((session) => ({
      kind: session.packageType === 'strategy-call' ? 'free-call' : 'session',
      bookingId: session.bookingId,
      sessionId: session.id,
      name: session.name,
      packageType: session.packageType,
      startsAt: session.startsAt,
      endsAt: session.endsAt,
      status: session.status,
      bookingStatus: session.bookingStatus,
    })),
    blocks,
    busy,
    google,
    openPackages: open,
    // The hours the booking pages offer times in: both schedules', read in force as they read them.
    workingHours: Array.from({ length: query.days }, (_, index) => {
      const date = addDays(query.from, index);
      return { date, ranges: workingRangesOn([schedules.sessions, schedules.freeCall], date) };
    }),
    next:
      ahead?.scheduledAt == null
        ? null
        : {
            kind: ahead.packageType === 'strategy-call' ? 'free-call' : 'session',
            bookingId: ahead.id,
            name: ahead.name,
            startsAt: ahead.scheduledAt,
          },
  };
}

/**
 * Blocks [startsAt, endsAt): it must end in the future, and no held session may fall in it (the
 * coach moves or cancels the session first). 400/409 with the reason.
 */
export async function blockTime(
  app: FastifyInstance,
  request: FastifyRequest,
  body: CalendarBlockRequest,
): Promise<CalendarBlock> {
  const startsAt = new Date(body.startsAt);
  const endsAt = new Date(body.endsAt);
  if (endsAt.getTime() <= app.now().getTime()) throw badRequest(calendarMessages.blockPast);
  return app.knex.transaction(async (trx) => {
    const sessions = await sessionsWithBookings(app, { start: startsAt, end: endsAt }, trx);
    if (sessions.some((session) => held.has(session.status)))
      throw conflict(calendarMessages.blockClash);
    const block = await app.repos.calendarBlocks.insert({ startsAt, endsAt, note: body.note }, trx);
    await auditOwner(app, request, 'calendar.block', `block ${block.id}`, trx);
    return block;
  });
}

export async function unblockTime(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
): Promise<void> {
  await app.knex.transaction(async (trx) => {
    if (!(await app.repos.calendarBlocks.remove(id, trx)))
      throw notFound(calendarMessages.blockNotFound);
    await auditOwner(app, request, 'calendar.unblock', `block ${id}`, trx);
  });
}

/**
 * The blocks overlapping [start, end) (one that only touches it does not), in order of start: the
 * owner's busy time for the slot rules (visitors' times and the API's check).
 */
export async function blocksOverlapping(
  app: FastifyInstance,
  start: Date,
  end: Date,
): Promise<CalendarBlock[]> {
  return app.repos.calendarBlocks.listOverlapping(start, end);
}

// --- the feed ----------------------------------------------------------------------------------

/** The stored form of a token: its SHA-256, hex. */
export function feedTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A feed file name: 32 random bytes in base64url (43 characters), then `.ics`. */
const feedFileName = /^([A-Za-z0-9_-]{43})\.ics$/;

/** A new address: the old one stops in the same transaction; the token leaves only in the answer. */
export async function createFeedAddress(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<CalendarFeedAddress> {
  const token = randomBytes(32).toString('base64url');
  const at = app.now();
  await app.knex.transaction(async (trx) => {
    await app.repos.calendarFeedTokens.replace(feedTokenHash(token), at, trx);
    await auditOwner(app, request, 'calendar.feed-create', null, trx);
  });
  return { ...feedAddresses(app.config.siteOrigin, token), createdAt: at.toISOString() };
}

export async function revokeFeedAddress(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<void> {
  await app.knex.transaction(async (trx) => {
    await app.repos.calendarFeedTokens.revoke(app.now(), trx);
    await auditOwner(app, request, 'calendar.feed-revoke', null, trx);
  });
}

/**
 * The feed for a requested file name: every session from `feedPastDays` ago on, cancelled ones
 * included (so calendar apps remove them). Any name that is not the live token's gets the same
 * 404, whether malformed, wrong or revoked.
 */
export async function feedFor(app: FastifyInstance, file: string): Promise<string> {
  const token = feedFileName.exec(file)?.[1];
  if (token === undefined || !(await app.repos.calendarFeedTokens.isLive(feedTokenHash(token))))
    throw notFound(calendarMessages.feedNotFound);
  const now = app.now();
  const [sessions, settings] = await Promise.all([
    sessionsWithBookings(app, { start: new Date(now.getTime() - feedPastDays * dayMs), end: null }),
    readSiteSettings(app),
  ]);
  return bookingsFeed(
    sessions.map((session) => ({
      booking: { id: session.bookingId, packageType: session.packageType, name: session.name },
      session,
      joinUrl: joinUrlOf(session, settings.meetingUrl),
    })),
    {
      coachName: settings.coachName,
      siteOrigin: app.config.siteOrigin,
      now,
      refreshMinutes: feedRefreshMinutes,
    },
  );
}
