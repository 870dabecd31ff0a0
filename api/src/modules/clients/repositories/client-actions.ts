/**
 * The coach's gifts to a client (`client_grants`), the clients' unread messages, their threads as
 * the Messages screen lists them, open erasure requests, his portal time zone, and his request to have his data erased
 * (`clients.erasure_requested_at`).
 */
import type { Knex } from 'knex';
import type { ClientThread, Page } from '@site/contracts/admin';
import type { PackageType } from '@site/contracts/packages';
import { affectedRows, toIso, toNumber } from '../../../db/mapping';
import { likePattern, newestFirstPage } from '../../../platform/newest-first-page';
import { latestBookingName, packageTypeOfBooking } from '../../bookings';

type Row = Record<string, unknown>;

export interface GrantRecord {
  id: number;
  kind: 'credits' | 'package';
  bookingId: number;
  packageType: PackageType;
  credits: number | null;
  reason: string;
  createdAt: string;
}

export interface ErasureRequestRecord {
  clientId: number;
  email: string;
  name: string;
  requestedAt: string;
}

const toThread = (row: Row): ClientThread => ({
  clientId: toNumber(row.client_id),
  name: String(row.name ?? ''),
  email: String(row.email),
  lastMessageAt: toIso(row.created_at),
  lastAuthor: row.author as ClientThread['lastAuthor'],
  preview: String(row.preview),
  priority: row.priority === true,
  unread: toNumber(row.unread),
});

export const toGrant = (row: Row): GrantRecord => ({
  id: toNumber(row.id),
  kind: row.kind as GrantRecord['kind'],
  bookingId: toNumber(row.booking_id),
  packageType: row.package_type as PackageType,
  credits: row.credits === null || row.credits === undefined ? null : toNumber(row.credits),
  reason: String(row.reason),
  createdAt: toIso(row.created_at),
});

export function createClientActionRepository(db: Knex) {
  const q = (trx?: Knex.Transaction) => trx ?? db;

  return {
    async addGrant(
      input: {
        clientId: number;
        bookingId: number;
        kind: GrantRecord['kind'];
        credits: number | null;
        reason: string;
        at: Date;
      },
      trx: Knex.Transaction,
    ): Promise<GrantRecord> {
      const [row] = await trx('client_grants')
        .insert({
          client_id: input.clientId,
          booking_id: input.bookingId,
          kind: input.kind,
          credits: input.credits,
          reason: input.reason,
          created_at: input.at,
        })
        .returning('id');
      const id = toNumber((row as { id: unknown }).id);
      const [grant] = await this.grantsOf(input.clientId, trx).then((all) =>
        all.filter((one) => one.id === id),
      );
      if (!grant) throw new Error('The grant was not stored');
      return grant;
    },

    /** The reason the coach gave with a package he gave (its booking); null: not given so. */
    async packageGiftReason(bookingId: number, trx?: Knex.Transaction): Promise<string | null> {
      const row = (await q(trx)('client_grants')
        .where({ booking_id: bookingId, kind: 'package' })
        .orderBy('id', 'desc')
        .first('reason')) as { reason: unknown } | undefined;
      return row === undefined ? null : String(row.reason);
    },

    /** The client's gifts, newest first, with the package each is about. */
    async grantsOf(clientId: number, trx?: Knex.Transaction): Promise<GrantRecord[]> {
      const rows: Row[] = await q(trx)('client_grants as g')
        .where('g.client_id', clientId)
        .select('g.*', packageTypeOfBooking(q(trx), 'g.booking_id').as('package_type'))
        .orderBy('g.created_at', 'desc')
        .orderBy('g.id', 'desc');
      return rows.map(toGrant);
    },

    /** How many of the clients' messages the coach has not read. */
    async countUnreadClientMessages(trx?: Knex.Transaction): Promise<number> {
      const row = (await q(trx)('client_messages')
        .where('author', 'client')
        .whereNull('read_at')
        .count<{ count: string | number }[]>('* as count')
        .first()) as { count: string | number } | undefined;
      return toNumber(row?.count ?? 0);
    },

    /** How many erasure requests are open. */
    async countErasureRequests(trx?: Knex.Transaction): Promise<number> {
      const row = (await q(trx)('clients')
        .whereNotNull('erasure_requested_at')
        .count<{ count: string | number }[]>('* as count')
        .first()) as { count: string | number } | undefined;
      return toNumber(row?.count ?? 0);
    },

    /**
     * Clients' messages the coach has not read, for his day: those written under a package that
     * promises priority support first, then the newest; with the client's latest booking name and
     * the message's first words.
     */
    async unreadClientMessages(limit: number, trx?: Knex.Transaction) {
      const rows: Row[] = await q(trx)('client_messages as m')
        .join('clients as c', 'c.id', 'm.client_id')
        .where('m.author', 'client')
        .whereNull('m.read_at')
        .select(
          'm.id',
          'm.client_id',
          'm.priority',
          'm.created_at',
          db.raw('left(m.body, 160) AS preview'),
          db.raw("coalesce(?, '') AS name", [latestBookingName(q(trx), 'c.email')]),
        )
        .orderBy('m.priority', 'desc')
        .orderBy('m.created_at', 'desc')
        .orderBy('m.id', 'desc')
        .limit(limit);
      return rows.map((row) => ({
        id: toNumber(row.id),
        clientId: toNumber(row.client_id),
        name: String(row.name),
        preview: String(row.preview),
        priority: row.priority === true,
        createdAt: toIso(row.created_at),
      }));
    },

    /**
     * One row per client who has written from his portal, the newest thread first (its last
     * message, his or the coach's): the last message's author, time and first words (its line
     * breaks as spaces), whether his latest message was written under priority support, and how
     * many of his messages the coach has not read, all in one query (its page's count beside it);
     * with `text`, only the clients whose name or address holds it.
     */
    async clientThreads(
      input: { page: number; pageSize: number; text?: string },
      trx?: Knex.Transaction,
    ): Promise<Page<ClientThread>> {
      const k = q(trx);
      const last = k('client_messages as l')
        .distinctOn('l.client_id')
        .select(
          'l.client_id',
          'l.id',
          'l.author',
          'l.created_at',
          k.raw("left(btrim(regexp_replace(l.body, '\\s+', ' ', 'g')), 160) AS preview"),
        )
        .orderBy([
          { column: 'l.client_id' },
          { column: 'l.created_at', order: 'desc' },
          { column: 'l.id', order: 'desc' },
        ]);
      const fromClient = k('client_messages as w')
        .where('w.author', 'client')
        .groupBy('w.client_id')
        .select(
          'w.client_id',
          k.raw('count(*) FILTER (WHERE w.read_at IS NULL) AS unread'),
          k.raw('(array_agg(w.priority ORDER BY w.created_at DESC, w.id DESC))[1] AS priority'),
        );
      const threads = k('clients as c')
        .join(last.as('l'), 'l.client_id', 'c.id')
        .join(fromClient.as('w'), 'w.client_id', 'c.id')
        .select(
          'c.id as client_id',
          'c.email',
          'l.id',
          'l.author',
          'l.created_at',
          'l.preview',
          'w.unread',
          'w.priority',
          k.raw("coalesce(?, '') AS name", [latestBookingName(k, 'c.email')]),
        );
      const rows = k.from(threads.as('t')).select('t.*');
      // With a text: the threads of the clients whose name or address holds it (any case).
      if (input.text) {
        const pattern = likePattern(input.text);
        rows.where((where) =>
          where.where('t.name', 'ilike', pattern).orWhere('t.email', 'ilike', pattern),
        );
      }
      return newestFirstPage(rows, input, toThread, 't.');
    },

    async setTimezone(clientId: number, timezone: string, at: Date, trx: Knex.Transaction) {
      await trx('clients').where({ id: clientId }).update({ timezone, updated_at: at });
    },

    /** Records the client's erasure request; false when one is already open. */
    async requestErasure(clientId: number, at: Date, trx: Knex.Transaction): Promise<boolean> {
      return (
        affectedRows(
          await trx('clients')
            .where({ id: clientId })
            .whereNull('erasure_requested_at')
            .update({ erasure_requested_at: at, updated_at: at }),
        ) === 1
      );
    },

    /** Open erasure requests, oldest first, with the name of each client's latest booking. */
    async erasureRequests(trx?: Knex.Transaction): Promise<ErasureRequestRecord[]> {
      const rows: Row[] = await q(trx)('clients as c')
        .whereNotNull('c.erasure_requested_at')
        .select(
          'c.id',
          'c.email',
          'c.erasure_requested_at',
          db.raw("coalesce(?, '') AS name", [latestBookingName(q(trx), 'c.email')]),
        )
        .orderBy('c.erasure_requested_at')
        .orderBy('c.id');
      return rows.map((row) => ({
        clientId: toNumber(row.id),
        email: String(row.email),
        name: String(row.name),
        requestedAt: toIso(row.erasure_requested_at),
      }));
    },
  };
}

export type ClientActionRepository = ReturnType<typeof createClientActionRepository>;
