/**
 * What the coach and a client share, and the coach's record of him: notes (private or shared) with
 * their action items, the message thread, the latest check-ins, and the Clients list (one row per
 * address across bookings, its booking figures from the bookings module's sub-query).
 */
import type { Knex } from 'knex';
import type { ClientSort, ClientState } from '@site/contracts/endpoints/admin-clients';
import { erasedAddressPattern } from '@site/contracts/endpoints/admin';
import type { PackageType, PaidPackageType } from '@site/contracts/packages';
import type { NoteVisibility } from '@site/contracts/schemas/portal';
import { affectedRows, toIso, toIsoOrNull, toNumber } from '../../../db/mapping';
import {
  bookedAddresses,
  bookingFiguresByEmail,
  boughtPackage,
  hasUnmarkedPastSession,
  latestBookingName,
  unmarkedPastSessionCount,
} from '../../bookings';
import { likePattern } from '../../../platform/newest-first-page';
import { notesWithItems, type NoteRecord } from './note-rows';

export type { NoteRecord } from './note-rows';
export type { PersonBooking, SessionFacts } from '../../bookings';

type Row = Record<string, unknown>;

/** Addresses an erasure leaves on a booking it keeps: never a client. */
export { erasedAddressPattern };

export interface MessageRecord {
  id: number;
  author: 'client' | 'coach';
  body: string;
  priority: boolean;
  createdAt: string;
}

export interface ClientListRow {
  id: number;
  email: string;
  name: string;
  packages: PackageType[];
  creditsLeft: number;
  nextSessionAt: string | null;
  /** The next session is a call (the free call, a follow-up call). */
  nextIsCall: boolean;
  totalPaid: number;
  lastContactAt: string | null;
  unreadMessages: number;
  sessionsToMark: number;
}

/** The Clients list's filters: each narrows the rows in SQL. */
export interface ClientListFilters {
  /** One client's row alone (his page's key figures, the same as in the list). */
  id?: number;
  q?: string;
  package?: PaidPackageType;
  state?: ClientState;
  sort: ClientSort;
}

/** Each state as a condition on the list's computed columns (`r`), at `now`. */
const stateConditions: Record<ClientState, (db: Knex, now: Date) => Knex.Raw> = {
  active: (db) => db.raw('(r.credits_left > 0 OR r.next_session_at IS NOT NULL)'),
  finished: (db) => db.raw('(r.credits_left <= 0 AND r.next_session_at IS NULL)'),
  unread: (db) => db.raw('r.unread > 0'),
  'new-check-in': (db) =>
    db.raw(
      'EXISTS (SELECT 1 FROM client_check_ins ci WHERE ci.client_id = r.id AND ci.read_at IS NULL)',
    ),
  'to-mark': (db, now) => hasUnmarkedPastSession(db, 'r.email', now),
};

/** Each order of the list; the id keeps rows of equal value in a stable order. */
const sortOrders: Record<ClientSort, string> = {
  'last-contact': 'r.last_contact_at DESC NULLS LAST, r.id DESC',
  'next-session': 'r.next_session_at ASC NULLS LAST, r.last_contact_at DESC NULLS LAST, r.id DESC',
  'total-paid': 'r.total_paid DESC, r.id DESC',
  name: 'lower(r.name) ASC, r.id ASC',
};

export const toMessage = (row: Row): MessageRecord => ({
  id: toNumber(row.id),
  author: row.author as MessageRecord['author'],
  body: String(row.body),
  priority: row.priority === true,
  createdAt: toIso(row.created_at),
});

export function createClientRecordRepository(db: Knex) {
  const q = (trx?: Knex.Transaction) => trx ?? db;

  return {
    /** The latest check-in of each of the client's bookings. */
    async lastCheckIns(clientId: number, trx?: Knex.Transaction): Promise<Map<number, Date>> {
      const rows: Row[] = await q(trx)('client_check_ins')
        .where({ client_id: clientId })
        .groupBy('booking_id')
        .select('booking_id', db.raw('max(created_at) AS last'));
      return new Map(rows.map((row) => [toNumber(row.booking_id), new Date(toIso(row.last))]));
    },

    // --- notes ---------------------------------------------------------------------------------

    async notesOf(
      clientId: number,
      options: { sharedOnly: boolean },
      trx?: Knex.Transaction,
    ): Promise<NoteRecord[]> {
      const query = q(trx)('client_notes').where({ client_id: clientId });
      if (options.sharedOnly) query.where({ visibility: 'shared' }).whereNotNull('published_at');
      const rows: Row[] = await query.orderBy('created_at', 'desc').orderBy('id', 'desc');
      return notesWithItems(q(trx), rows);
    },

    async addNote(
      input: {
        clientId: number;
        visibility: NoteVisibility;
        title: string | null;
        body: string;
        actionItems: readonly string[];
        at: Date;
      },
      trx: Knex.Transaction,
    ): Promise<number> {
      const [row] = await trx('client_notes')
        .insert({
          client_id: input.clientId,
          visibility: input.visibility,
          title: input.title,
          body: input.body,
          published_at: input.visibility === 'shared' ? input.at : null,
          created_at: input.at,
          updated_at: input.at,
        })
        .returning('id');
      const noteId = toNumber((row as { id: unknown }).id);
      if (input.actionItems.length > 0)
        await trx('client_action_items').insert(
          input.actionItems.map((text, position) => ({ note_id: noteId, position, text })),
        );
      return noteId;
    },

    /** Ticks or unticks an item of one client's published shared notes; false when not his. */
    async setActionItem(
      input: { clientId: number; itemId: number; done: boolean; at: Date },
      trx: Knex.Transaction,
    ): Promise<{ id: number; text: string; doneAt: string | null } | null> {
      const updated = await trx('client_action_items as i')
        .update({ done_at: input.done ? input.at : null })
        .where('i.id', input.itemId)
        .whereExists(
          trx('client_notes as n')
            .select(trx.raw('1'))
            .whereRaw('n.id = i.note_id')
            .where('n.client_id', input.clientId)
            .where('n.visibility', 'shared')
            .whereNotNull('n.published_at'),
        )
        .returning(['id', 'text', 'done_at']);
      const row = (updated as Row[])[0];
      return row
        ? { id: toNumber(row.id), text: String(row.text), doneAt: toIsoOrNull(row.done_at) }
        : null;
    },

    // --- messages ------------------------------------------------------------------------------

    async messagesOf(clientId: number, trx?: Knex.Transaction): Promise<MessageRecord[]> {
      const rows: Row[] = await q(trx)('client_messages')
        .where({ client_id: clientId })
        .orderBy('created_at')
        .orderBy('id');
      return rows.map(toMessage);
    },

    async addMessage(
      input: {
        clientId: number;
        bookingId: number;
        author: 'client' | 'coach';
        body: string;
        priority: boolean;
        at: Date;
      },
      trx: Knex.Transaction,
    ): Promise<MessageRecord> {
      const [row] = await trx('client_messages')
        .insert({
          client_id: input.clientId,
          booking_id: input.bookingId,
          author: input.author,
          body: input.body,
          priority: input.priority,
          created_at: input.at,
        })
        .returning('*');
      return toMessage(row as Row);
    },

    /** The client's messages are read by the coach (or the coach's by the client). */
    async markRead(
      input: { clientId: number; author: 'client' | 'coach'; at: Date },
      trx?: Knex.Transaction,
    ): Promise<number> {
      return affectedRows(
        await q(trx)('client_messages')
          .where({ client_id: input.clientId, author: input.author })
          .whereNull('read_at')
          .update({ read_at: input.at }),
      );
    },

    // --- the Clients list ----------------------------------------------------------------------

    /** Makes the client row of every address that has booked and has none yet. */
    async ensureAllClients(): Promise<void> {
      await db.raw('INSERT INTO clients (email) ? ON CONFLICT (email) DO NOTHING', [
        bookedAddresses(db, erasedAddressPattern),
      ]);
    },

    /**
     * The clients with bookings whose address or latest booking's name holds `text` (any case;
     * `%` and `_` match themselves), as the Clients list's search finds them: by name, at most
     * `limit`, with how many there are.
     */
    async matching(input: {
      text: string;
      limit: number;
    }): Promise<{ items: { id: number; name: string; email: string }[]; total: number }> {
      const answer: { rows: Row[] } = await db.raw(
        `
        SELECT c.id, c.email, n.name, count(*) OVER () AS total
        FROM clients c JOIN LATERAL :name n ON TRUE
        WHERE c.email ILIKE :pattern OR n.name ILIKE :pattern
        ORDER BY lower(n.name), c.id
        LIMIT :limit
        `,
        {
          name: db.raw('(?)', [latestBookingName(db, 'c.email')]),
          pattern: likePattern(input.text),
          limit: input.limit,
        },
      );
      const rows = answer.rows;
      return {
        items: rows.map((row) => ({
          id: toNumber(row.id),
          name: String(row.name ?? ''),
          email: String(row.email),
        })),
        total: toNumber(rows[0]?.total ?? 0),
      };
    },

    /**
     * One row per client with bookings: the latest booking's name, his package types, unbooked
     * credits of his paid packages, his next held session, what he paid (refunds taken off), his
     * last contact (a message, a booking or a session, whichever is newest) and unread messages;
     * narrowed by a search, a package bought and a state, in the chosen order.
     */
    async list(input: ClientListFilters & { now: Date; limit: number }): Promise<ClientListRow[]> {
      const search = input.q ? `%${input.q.toLowerCase().replace(/[\\%_]/g, '\\$&')}%` : null;
      // The state's condition and the order come from the fixed tables above, never from input.
      const state = input.state ? stateConditions[input.state](db, input.now) : db.raw('TRUE');
      const order = sortOrders[input.sort];
      // Its plan is cheap to run (a top-N sort, the figures read for the rows it answers) but its
      // estimated cost passes PostgreSQL's JIT threshold: compiling it took longer than running
      // it (50–100 ms of every call, a second once the estimate passes the optimising threshold),
      // so it runs without JIT, in a transaction of its own for the setting to end with it.
      const result = await db.transaction(async (trx) => {
        await trx.raw('SET LOCAL jit = off');
        const answer: { rows: Row[] } = await trx.raw(
          `
        WITH person AS (
          SELECT c.id, c.email, f.*
          FROM clients c JOIN LATERAL :figures f ON TRUE
          WHERE (CAST(:id AS integer) IS NULL OR c.id = :id)
            AND :bought
        ),
        listed AS (
        SELECT p.id, p.email, p.name, p.packages, p.credits_left, p.next_session_at, p.next_is_call,
          p.total_paid,
          GREATEST(
            (SELECT max(m.created_at) FROM client_messages m WHERE m.client_id = p.id),
            p.last_booked_at
          ) AS last_contact_at,
          (SELECT count(*) FROM client_messages m WHERE m.client_id = p.id AND m.author = 'client' AND m.read_at IS NULL) AS unread,
          :toMark AS to_mark
        FROM person p
        WHERE CAST(:search AS text) IS NULL OR p.email LIKE :search OR lower(p.name) LIKE :search
        )
        SELECT r.* FROM listed r
        WHERE :state
        ORDER BY ${order}
        LIMIT :limit
        `,
          {
            figures: db.raw('(?)', [bookingFiguresByEmail(db, 'c.email', input.now)]),
            toMark: unmarkedPastSessionCount(db, 'p.email', input.now),
            id: input.id ?? null,
            search,
            bought: input.package ? boughtPackage(db, 'c.email', input.package) : db.raw('TRUE'),
            state,
            limit: input.limit,
          },
        );
        return answer;
      });
      return (result.rows as Row[]).map((row) => ({
        id: toNumber(row.id),
        email: String(row.email),
        name: String(row.name ?? ''),
        packages: (Array.isArray(row.packages) ? row.packages : []) as PackageType[],
        creditsLeft: toNumber(row.credits_left),
        nextSessionAt: toIsoOrNull(row.next_session_at),
        nextIsCall: row.next_is_call === true,
        totalPaid: toNumber(row.total_paid),
        lastContactAt: toIsoOrNull(row.last_contact_at),
        unreadMessages: toNumber(row.unread),
        sessionsToMark: toNumber(row.to_mark),
      }));
    },
  };
}

export type ClientRecordRepository = ReturnType<typeof createClientRecordRepository>;
