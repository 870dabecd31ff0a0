/**
 * The client's check-ins (`client_check_ins`), as the package promises file and read them: the
 * promises module decides when one is due and may be filed; the rows are the client record's.
 * Each function works on any Knex or transaction (the caller's `trx`, else the app's Knex).
 */
import type { Knex } from 'knex';
import type { CheckIn, NewCheckIn } from '@site/contracts/endpoints/promises';
import type { PackageType } from '@site/contracts/packages';
import { toIso, toIsoOrNull, toNumber } from '../../../db/mapping';
import { latestNameOfBooking, packageTypeOfBooking } from '../../bookings';

type Row = Record<string, unknown>;
type Db = Knex | Knex.Transaction;

export const toCheckIn = (row: Row): CheckIn => ({
  id: toNumber(row.id),
  bookingId: toNumber(row.booking_id),
  wins: String(row.wins),
  obstacles: String(row.obstacles),
  rating: toNumber(row.rating),
  question: (row.question as string | null) ?? null,
  createdAt: toIso(row.created_at),
  readAt: toIsoOrNull(row.read_at),
});

/** The latest check-in of a booking, or null. */
export async function lastCheckInAt(db: Db, bookingId: number): Promise<Date | null> {
  const row = (await db('client_check_ins')
    .where({ booking_id: bookingId })
    .max('created_at as last')
    .first()) as Row | undefined;
  return row?.last ? new Date(toIso(row.last)) : null;
}

/** Records a check-in of the client about one of his bookings. */
export async function recordCheckIn(
  trx: Knex.Transaction,
  input: {
    clientId: number;
    bookingId: number;
    wins: string;
    obstacles: string;
    rating: number;
    question: string | null;
    at: Date;
  },
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
}

/** A client's check-ins, newest first. */
export async function checkInsOfClient(db: Db, clientId: number): Promise<CheckIn[]> {
  const rows: Row[] = await db('client_check_ins')
    .where({ client_id: clientId })
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');
  return rows.map(toCheckIn);
}

/** A client's check-ins, oldest first (his data download, his person's data). */
export async function checkInsOldestFirst(db: Db, clientId: number): Promise<CheckIn[]> {
  const rows: Row[] = await db('client_check_ins')
    .where({ client_id: clientId })
    .orderBy('created_at')
    .orderBy('id');
  return rows.map(toCheckIn);
}

/** The coach has opened a client's check-ins: the new ones are read now. */
export async function markCheckInsRead(db: Db, clientId: number, at: Date): Promise<void> {
  await db('client_check_ins')
    .where({ client_id: clientId })
    .whereNull('read_at')
    .update({ read_at: at });
}

/** Check-ins the coach has not opened, newest first, with the client's latest name. */
export async function unreadCheckIns(db: Db, limit: number): Promise<NewCheckIn[]> {
  const rows: Row[] = await db('client_check_ins as ci')
    .whereNull('ci.read_at')
    .select(
      'ci.id',
      'ci.client_id',
      'ci.rating',
      'ci.created_at',
      packageTypeOfBooking(db, 'ci.booking_id').as('package_type'),
      latestNameOfBooking(db, 'ci.booking_id').as('name'),
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
}

/** How many check-ins the coach has not read yet. */
export async function countUnreadCheckIns(db: Db): Promise<number> {
  const row = (await db('client_check_ins')
    .whereNull('read_at')
    .count<{ count: string | number }[]>('* as count')
    .first()) as { count: string | number } | undefined;
  return toNumber(row?.count ?? 0);
}

/** The zone the client of this address chose in his portal, if he has one. */
export async function clientZoneOf(db: Db, email: string): Promise<string | null> {
  const row = (await db('clients').where({ email: email.toLowerCase() }).first('timezone')) as
    Row | undefined;
  return (row?.timezone as string | null | undefined) ?? null;
}
