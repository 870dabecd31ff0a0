/**
 * The sessions of bookings. Every change is a compare-and-swap on the status and the invitation
 * sequence the caller read, so two requests acting on one session cannot both succeed; the
 * exclusion constraint `booking_sessions_no_overlap` refuses any two held sessions that overlap
 * (SlotTakenError), whatever booking they belong to.
 */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { BookingStatus, ScheduledSlot } from '@site/contracts/api-types';
import type { PackageType } from '@site/contracts/packages';
import type { Attendance } from '@site/contracts/schemas/portal';
import {
  activeSessionStatuses,
  defaultSessionFormat,
  type SessionFormat,
  type SessionStatus,
} from '@site/contracts/sessions';
import { pgErrorCode, pgErrorCodes } from '../../../db/knex';
import { erasedAddressPattern } from '@site/contracts/endpoints/admin';
import { toIso, toNumber } from '../../../db/mapping';

/* ---- The row as read (snake_case) and its mapping (camelCase). ---- */

export interface SessionRow {
  id: number;
  booking_id: number;
  starts_at: Date | string;
  ends_at: Date | string;
  timezone: string;
  status: SessionStatus;
  google_event_id: string | null;
  meet_url: string | null;
  sequence: number;
  ics_uid: string;
  kind?: SessionKind;
  /** video | audio (rows read before the column existed have none). */
  format?: string | null;
  /** What the owner marked once it was over: held, no-show or cancelled; null until then. */
  attendance?: Attendance | null;
  created_at?: Date | string;
  updated_at?: Date | string;
}

export interface SessionRecord {
  id: number;
  bookingId: number;
  startsAt: string;
  endsAt: string;
  timezone: string;
  status: SessionStatus;
  googleEventId: string | null;
  /** The Google Meet link created with its event, if any. */
  meetUrl: string | null;
  /** SEQUENCE of the last invitation sent for it. */
  sequence: number;
  /**
   * The invitation UID's part before `@host`: random (a UUID) when the session is made, kept for
   * its life (moves and the cancellation update the same calendar event).
   */
  icsUid: string;
  /**
   * `main`: one of the package's sessions (spends a credit); `follow-up` and `emergency`: the
   * package's extra calls, counted apart from its credits.
   */
  kind: SessionKind;
  /** Video or audio, as the client chose when booking; absent reads as video. */
  format?: SessionFormat;
  /** What the owner marked once it was over; null while unmarked. */
  attendance?: Attendance | null;
}

export type SessionKind = 'main' | 'follow-up' | 'emergency';

export function toSessionRecord(row: SessionRow): SessionRecord {
  return {
    id: toNumber(row.id),
    bookingId: toNumber(row.booking_id),
    startsAt: toIso(row.starts_at),
    endsAt: toIso(row.ends_at),
    timezone: row.timezone,
    status: row.status,
    googleEventId: row.google_event_id,
    meetUrl: row.meet_url,
    sequence: toNumber(row.sequence),
    icsUid: row.ics_uid,
    kind: row.kind ?? 'main',
    format: (row.format ?? defaultSessionFormat) as SessionFormat,
    attendance: row.attendance ?? null,
  };
}

/** A taken time for the public list: no id, name, email or amount. */
export function toScheduledSlot(row: {
  package_type: PackageType;
  starts_at: Date | string;
  ends_at: Date | string;
}): ScheduledSlot {
  return {
    packageType: row.package_type,
    status: 'scheduled',
    scheduledAt: toIso(row.starts_at),
    endsAt: toIso(row.ends_at),
  };
}

/** The database refused an overlapping session (exclusion constraint). */
export class SlotTakenError extends Error {}

const active = [...activeSessionStatuses];

/**
 * The paid packages' sessions over by `now` (not cancelled) that the owner has not marked held,
 * no-show or cancelled, each joined to its booking (`s` and `b`).
 */
function unmarkedPastSessions(db: Knex | Knex.Transaction, now: Date) {
  return db('booking_sessions as s')
    .join('consultation_bookings as b', 'b.id', 's.booking_id')
    .whereNot('b.package_type', 'strategy-call')
    .whereNot('b.email', 'like', erasedAddressPattern)
    .whereIn('s.status', [...active, 'completed'])
    .andWhere('s.ends_at', '<=', now)
    .whereNull('s.attendance');
}

/** The lower-cased address in the column `lowerEmail` has a past session to mark; for a WHERE. */
export function hasUnmarkedPastSession(db: Knex, lowerEmail: string, now: Date): Knex.Raw {
  return db.raw('EXISTS ?', [
    unmarkedPastSessions(db, now).whereRaw('lower(b.email) = ??', [lowerEmail]).select(db.raw('1')),
  ]);
}

/** How many past sessions the lower-cased address in the column `lowerEmail` has to mark. */
export function unmarkedPastSessionCount(db: Knex, lowerEmail: string, now: Date): Knex.Raw {
  return db.raw('(?)', [
    unmarkedPastSessions(db, now)
      .whereRaw('lower(b.email) = ??', [lowerEmail])
      .select(db.raw('count(*)')),
  ]);
}

export interface SessionTime {
  startsAt: Date;
  endsAt: Date;
  timezone: string;
}

async function guardOverlap<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (pgErrorCode(error) === pgErrorCodes.exclusionViolation) throw new SlotTakenError();
    throw error;
  }
}

export function createBookingSessionRepository(db: Knex) {
  const table = (trx?: Knex.Transaction) => (trx ?? db)<SessionRow>('booking_sessions');
  const one = (rows: SessionRow[]) => (rows[0] ? toSessionRecord(rows[0]) : null);

  return {
    /** Every session of a booking, in order of start. */
    async listForBooking(bookingId: number, trx?: Knex.Transaction): Promise<SessionRecord[]> {
      const rows = await table(trx)
        .where({ booking_id: bookingId })
        .orderBy([{ column: 'starts_at' }, { column: 'id' }]);
      return rows.map(toSessionRecord);
    },

    async find(
      bookingId: number,
      sessionId: number,
      trx?: Knex.Transaction,
    ): Promise<SessionRecord | null> {
      const row = await table(trx).where({ id: sessionId, booking_id: bookingId }).first();
      return row ? toSessionRecord(row) : null;
    },

    async findById(sessionId: number, trx?: Knex.Transaction): Promise<SessionRecord | null> {
      const row = await table(trx).where({ id: sessionId }).first();
      return row ? toSessionRecord(row) : null;
    },

    /**
     * Credits a booking has spent: its main sessions held or completed (a cancelled one gave its
     * back; a follow-up or emergency session spends none).
     */
    async countSpent(bookingId: number, trx?: Knex.Transaction): Promise<number> {
      const row = await table(trx)
        .where({ booking_id: bookingId, kind: 'main' })
        .whereNot({ status: 'cancelled' })
        .count<{ count: string | number }[]>({ count: '*' })
        .first();
      return toNumber(row?.count ?? 0);
    },

    /** A new session (a main one unless told); SlotTakenError when another held session overlaps. */
    async insert(
      bookingId: number,
      time: SessionTime,
      trx?: Knex.Transaction,
      options: { kind?: SessionKind; format?: SessionFormat } = {},
    ): Promise<SessionRecord> {
      const rows = await guardOverlap(() =>
        table(trx)
          .insert({
            booking_id: bookingId,
            starts_at: time.startsAt,
            ends_at: time.endsAt,
            timezone: time.timezone,
            status: 'scheduled',
            format: options.format ?? defaultSessionFormat,
            sequence: 0,
            // Random, so no other install ever hands out the same invitation UID.
            ics_uid: randomUUID(),
            kind: options.kind ?? 'main',
          })
          .returning('*'),
      );
      const session = one(rows);
      if (session === null) throw new Error('Insert returned no session');
      return session;
    },

    /**
     * Compare-and-swap: a held session at invitation `sequence` moves to `time` (status
     * rescheduled, sequence + 1, its calendar event kept for the move). Null when it changed
     * meanwhile; SlotTakenError when the new time overlaps another held session.
     */
    async move(
      session: Pick<SessionRecord, 'id' | 'sequence'>,
      time: SessionTime,
      trx?: Knex.Transaction,
    ): Promise<SessionRecord | null> {
      return one(
        await guardOverlap(() =>
          table(trx)
            .where({ id: session.id, sequence: session.sequence })
            .whereIn('status', active)
            .update({
              starts_at: time.startsAt,
              ends_at: time.endsAt,
              timezone: time.timezone,
              status: 'rescheduled',
              sequence: db.raw('sequence + 1'),
              updated_at: db.fn.now(),
            })
            .returning('*'),
        ),
      );
    },

    /** Compare-and-swap: a held session at `sequence` → cancelled (sequence + 1); null if not. */
    async cancel(
      session: Pick<SessionRecord, 'id' | 'sequence'>,
      trx?: Knex.Transaction,
    ): Promise<SessionRecord | null> {
      return one(
        await table(trx)
          .where({ id: session.id, sequence: session.sequence })
          .whereIn('status', active)
          .update({
            status: 'cancelled',
            sequence: db.raw('sequence + 1'),
            updated_at: db.fn.now(),
          })
          .returning('*'),
      );
    },

    /** Cancels every held session of a booking (sequence + 1 each); returns them. */
    async cancelAllHeld(bookingId: number, trx?: Knex.Transaction): Promise<SessionRecord[]> {
      const rows = await table(trx)
        .where({ booking_id: bookingId })
        .whereIn('status', active)
        .update({ status: 'cancelled', sequence: db.raw('sequence + 1'), updated_at: db.fn.now() })
        .returning('*');
      return rows.map(toSessionRecord);
    },

    /** Held sessions that ended by `now` become completed; returns how many. */
    async completeEnded(now: Date, trx?: Knex.Transaction): Promise<number> {
      const rows = await table(trx)
        .whereIn('status', active)
        .andWhere('ends_at', '<=', now)
        .update({ status: 'completed', updated_at: db.fn.now() })
        .returning('id');
      return rows.length;
    },

    /**
     * The paid packages' sessions over by `now` that the owner has not marked: how many, for how
     * many addresses, and the address of the oldest's booking (where marking starts).
     */
    async unmarkedPast(
      now: Date,
      trx?: Knex.Transaction,
    ): Promise<{ count: number; addresses: number; oldestEmail: string | null }> {
      const counted = (await unmarkedPastSessions(trx ?? db, now)
        .select(db.raw('count(*) AS count'), db.raw('count(DISTINCT lower(b.email)) AS addresses'))
        .first()) as { count: string | number; addresses: string | number } | undefined;
      const oldest = (await unmarkedPastSessions(trx ?? db, now)
        .orderBy([{ column: 's.starts_at' }, { column: 's.id' }])
        .first('b.email')) as { email: string } | undefined;
      return {
        count: Number(counted?.count ?? 0),
        addresses: Number(counted?.addresses ?? 0),
        oldestEmail: oldest?.email ?? null,
      };
    },

    async setCalendarEvent(
      sessionId: number,
      event: { id: string | null; meetUrl: string | null },
      trx?: Knex.Transaction,
    ): Promise<SessionRecord | null> {
      const [row] = await table(trx)
        .where({ id: sessionId })
        .update({ google_event_id: event.id, meet_url: event.meetUrl, updated_at: db.fn.now() })
        .returning('*');
      return row ? toSessionRecord(row) : null;
    },

    /** Held, upcoming sessions still missing their calendar event (the insert failed earlier). */
    async listWithoutCalendarEvent(
      now: Date,
      limit: number,
      trx?: Knex.Transaction,
    ): Promise<SessionRecord[]> {
      const rows = await table(trx)
        .whereIn('status', active)
        .whereNull('google_event_id')
        .andWhere('starts_at', '>', now)
        .orderBy('starts_at')
        .limit(limit);
      return rows.map(toSessionRecord);
    },

    /**
     * Sessions of every status that overlap [start, end) (`end` null: every one from `start` on),
     * each with its booking's id, client name and package: the owner's calendar and feed.
     */
    async listWithBookings(
      range: { start: Date; end: Date | null },
      trx?: Knex.Transaction,
    ): Promise<
      (SessionRecord & { packageType: PackageType; name: string; bookingStatus: BookingStatus })[]
    > {
      const rows = (await (trx ?? db)('booking_sessions as s')
        .join('consultation_bookings as b', 'b.id', 's.booking_id')
        .select('s.*', 'b.package_type', 'b.name', 'b.status as booking_status')
        .where('s.ends_at', '>', range.start)
        .modify((query) => {
          if (range.end !== null) void query.andWhere('s.starts_at', '<', range.end);
        })
        .orderBy([{ column: 's.starts_at' }, { column: 's.id' }])) as (SessionRow & {
        package_type: PackageType;
        name: string;
        booking_status: BookingStatus;
      })[];
      return rows.map((row) => ({
        ...toSessionRecord(row),
        packageType: row.package_type,
        name: row.name,
        bookingStatus: row.booking_status,
      }));
    },

    /**
     * Held sessions overlapping [from, to), with their package and times only: what a schedule's
     * buffers and daily and weekly limits are judged against.
     */
    async listHeldBetween(
      from: Date,
      to: Date,
      trx?: Knex.Transaction,
    ): Promise<{ id: number; packageType: PackageType; scheduledAt: string; endsAt: string }[]> {
      const rows = (await (trx ?? db)('booking_sessions as s')
        .join('consultation_bookings as b', 'b.id', 's.booking_id')
        // A follow-up call is a call of the free call's grid: it counts as one.
        .select(
          's.id',
          db.raw(
            "CASE WHEN s.kind = 'follow-up' THEN 'strategy-call' ELSE b.package_type END AS package_type",
          ),
          's.starts_at',
          's.ends_at',
        )
        .whereIn('s.status', active)
        .andWhere('s.starts_at', '<', to)
        .andWhere('s.ends_at', '>', from)
        .orderBy('s.starts_at')) as {
        id: number | string;
        package_type: PackageType;
        starts_at: Date | string;
        ends_at: Date | string;
      }[];
      return rows.map((row) => ({
        id: Number(row.id),
        packageType: row.package_type,
        scheduledAt: new Date(row.starts_at).toISOString(),
        endsAt: new Date(row.ends_at).toISOString(),
      }));
    },

    /** Taken times from `since` on, for the pickers: no personal data leaves this query. */
    async listTaken(since: Date, trx?: Knex.Transaction): Promise<ScheduledSlot[]> {
      const rows = (await (trx ?? db)('booking_sessions as s')
        .join('consultation_bookings as b', 'b.id', 's.booking_id')
        .select('b.package_type', 's.starts_at', 's.ends_at')
        .whereIn('s.status', active)
        .andWhere('s.starts_at', '>=', since)
        .orderBy('s.starts_at')) as {
        package_type: PackageType;
        starts_at: Date;
        ends_at: Date;
      }[];
      return rows.map(toScheduledSlot);
    },
  };
}

export type BookingSessionRepository = ReturnType<typeof createBookingSessionRepository>;
