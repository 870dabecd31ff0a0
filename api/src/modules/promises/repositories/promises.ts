/**
 * The rows the package promises keep: the client's check-ins (and whether the coach has read
 * them), the e-mails the promises sent on their own (once per booking, kind and period), and the
 * packages whose promises the reminder job looks at.
 */
import type { Knex } from 'knex';
import type { CheckIn, NewCheckIn } from '@site/contracts/endpoints/promises';
import type { PackageType } from '@site/contracts/packages';
import { toIso, toIsoOrNull, toNumber } from '../../../db/mapping';

type Row = Record<string, unknown>;

/** An e-mail a promise sends by itself. */
export type PromiseNoticeKind = 'check-in-due' | 'follow-up-opened' | 'follow-up-closing';

const toCheckIn = (row: Row): CheckIn => ({
  id: toNumber(row.id),
  bookingId: toNumber(row.booking_id),
  wins: String(row.wins),
  obstacles: String(row.obstacles),
  rating: toNumber(row.rating),
  question: (row.question as string | null) ?? null,
  createdAt: toIso(row.created_at),
  readAt: toIsoOrNull(row.read_at),
});

export function createPromiseRepository(db: Knex) {
  const q = (trx?: Knex.Transaction) => trx ?? db;

  return {
    /** The latest check-in of a booking, or null. */
    async lastCheckInAt(bookingId: number, trx?: Knex.Transaction): Promise<Date | null> {
      const row = (await q(trx)('client_check_ins')
        .where({ booking_id: bookingId })
        .max('created_at as last')
        .first()) as Row | undefined;
      return row?.last ? new Date(toIso(row.last)) : null;
    },

    async addCheckIn(
      input: {
        clientId: number;
        bookingId: number;
        wins: string;
        obstacles: string;
        rating: number;
        question: string | null;
        at: Date;
      },
      trx: Knex.Transaction,
    ): Promise<CheckIn> {
      const [row] = await trx('client_check_ins')
        .insert({
          client_id: input.clientId,
          booking_id: input.bookingId,
          wins: input.wins,
          obstacles: input.obstacles,
          rating: input.rating,
          question: input.question,
          created_at: input.at,
        })
        .returning('*');
      return toCheckIn(row as Row);
    },

    /** A client's check-ins, newest first. */
    async checkInsOf(clientId: number, trx?: Knex.Transaction): Promise<CheckIn[]> {
      const rows: Row[] = await q(trx)('client_check_ins')
        .where({ client_id: clientId })
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc');
      return rows.map(toCheckIn);
    },

    /** The coach has opened a client's check-ins: the new ones are read now. */
    async markCheckInsRead(clientId: number, at: Date, trx?: Knex.Transaction): Promise<void> {
      await q(trx)('client_check_ins')
        .where({ client_id: clientId })
        .whereNull('read_at')
        .update({ read_at: at });
    },

    /** Check-ins the coach has not opened, newest first, with the client's latest name. */
    async newCheckIns(limit: number, trx?: Knex.Transaction): Promise<NewCheckIn[]> {
      const rows: Row[] = await q(trx)('client_check_ins as ci')
        .join('consultation_bookings as b', 'b.id', 'ci.booking_id')
        .whereNull('ci.read_at')
        .select(
          'ci.id',
          'ci.client_id',
          'ci.rating',
          'ci.created_at',
          'b.package_type',
          db.raw(
            `(SELECT nb.name FROM consultation_bookings nb
               WHERE lower(nb.email) = lower(b.email) ORDER BY nb.id DESC LIMIT 1) AS name`,
          ),
        )
        .orderBy('ci.created_at', 'desc')
        .orderBy('ci.id', 'desc')
        .limit(limit);
      return rows.map((row) => ({
        id: toNumber(row.id),
        clientId: toNumber(row.client_id),
        name: String(row.name ?? ''),
        packageType: row.package_type as PackageType,
        rating: toNumber(row.rating),
        createdAt: toIso(row.created_at),
      }));
    },

    /**
     * Claims the notice (booking, kind, period) in the caller's transaction: true when this call
     * recorded it (the e-mail is to be queued now), false when it was sent before.
     */
    async claimNotice(
      input: { bookingId: number; kind: PromiseNoticeKind; period: string; at: Date },
      trx: Knex.Transaction,
    ): Promise<boolean> {
      const rows = await trx('client_promise_notices')
        .insert({
          booking_id: input.bookingId,
          kind: input.kind,
          period: input.period,
          sent_at: input.at,
        })
        .onConflict(['booking_id', 'kind', 'period'])
        .ignore()
        .returning('id');
      return (rows as unknown[]).length > 0;
    },

    /** Extra sessions of a kind a booking holds (not cancelled). */
    async extraSessionsHeld(
      bookingId: number,
      kind: 'follow-up' | 'emergency',
      trx?: Knex.Transaction,
    ): Promise<number> {
      const row = (await q(trx)('booking_sessions')
        .where({ booking_id: bookingId, kind })
        .whereNot({ status: 'cancelled' })
        .count('* as n')
        .first()) as Row | undefined;
      return toNumber(row?.n ?? 0);
    },

    /** The zone the client chose in his portal, if he has one. */
    async clientZone(email: string, trx?: Knex.Transaction): Promise<string | null> {
      const row = (await q(trx)('clients')
        .where({ email: email.toLowerCase() })
        .first('timezone')) as Row | undefined;
      return (row?.timezone as string | null | undefined) ?? null;
    },

    /**
     * The paid bookings of packages with check-ins or a follow-up, of an address that was not
     * erased: the ones whose promises may send a notice.
     */
    async bookingsWithNotices(
      types: readonly PackageType[],
      erasedPattern: string,
      trx?: Knex.Transaction,
    ): Promise<{ id: number; email: string }[]> {
      const rows: Row[] = await q(trx)('consultation_bookings')
        .where({ status: 'paid' })
        .whereIn('package_type', [...types])
        .whereRaw('lower(email) NOT LIKE ?', [erasedPattern])
        .orderBy('id')
        .select('id', 'email');
      return rows.map((row) => ({ id: toNumber(row.id), email: String(row.email) }));
    },
  };
}

export type PromiseRepository = ReturnType<typeof createPromiseRepository>;
