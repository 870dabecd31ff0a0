/**
 * The client portal's part of a person's data: his portal account (`clients`, by his lower-cased
 * address) and what hangs from it: the coach's private and shared notes with their action items,
 * the message thread, check-ins, the materials and recordings given to him alone, and the coach's
 * gifts (`client_grants`). His sign-in codes and portal sessions go with the account (ON DELETE
 * CASCADE) and are not listed: they hold nothing but hashes and times. Works on any Knex or
 * transaction, so a backup's restore uses it without the app.
 */
import type { Knex } from 'knex';
import { affectedRows, toIso, toIsoOrNull, toNumber } from '../../../db/mapping';
import type { CheckIn } from '@site/contracts/endpoints/promises';
import { checkInsOldestFirst } from './check-ins';
import { toGrant, type GrantRecord } from './client-actions';
import { toMessage, type MessageRecord } from './client-record';
import { notesWithItems, type NoteRecord } from './note-rows';

type Row = Record<string, unknown>;
type Db = Knex | Knex.Transaction;

export interface PortalNoteRecord {
  id: number;
  title: string | null;
  body: string;
  createdAt: string;
  publishedAt: string | null;
  actionItems: { id: number; text: string; doneAt: string | null }[];
}

export interface ClientPersonRecords {
  account: {
    clientId: number;
    createdAt: string;
    timezone: string | null;
    erasureRequestedAt: string | null;
  } | null;
  privateNotes: PortalNoteRecord[];
  sharedNotes: PortalNoteRecord[];
  /** The thread's messages, each with the booking it was written under and when it was read. */
  messages: (MessageRecord & { bookingId: number; readAt: string | null })[];
  checkIns: Omit<CheckIn, 'readAt'>[];
  materials: {
    id: number;
    kind: 'file' | 'link';
    isRecording: boolean;
    title: string;
    url: string | null;
    fileName: string | null;
    sizeBytes: number | null;
    createdAt: string;
  }[];
  /** The coach's gifts (the package each is about is in his bookings). */
  grants: Omit<GrantRecord, 'packageType'>[];
  /** The storage keys of the files given to him alone: deleted from the disk with him. */
  materialFiles: string[];
}

export interface ClientErasureCounts {
  portalAccountsDeleted: number;
  privateNotesDeleted: number;
  sharedNotesDeleted: number;
  actionItemsDeleted: number;
  portalMessagesDeleted: number;
  checkInsDeleted: number;
  materialsDeleted: number;
  grantsDeleted: number;
}

const none: ClientPersonRecords = {
  account: null,
  privateNotes: [],
  sharedNotes: [],
  messages: [],
  checkIns: [],
  materials: [],
  grants: [],
  materialFiles: [],
};

const oldestFirst = (table: Db, name: string, clientId: number) =>
  table(name).where({ client_id: clientId }).orderBy('created_at').orderBy('id');

async function notesOf(db: Db, clientId: number): Promise<NoteRecord[]> {
  return notesWithItems(db, await oldestFirst(db, 'client_notes', clientId));
}

/** Everything his portal account holds, oldest first; empty when he never had one. */
async function find(address: string, db: Db): Promise<ClientPersonRecords> {
  const account = (await db('clients').where({ email: address }).first()) as Row | undefined;
  if (!account) return none;
  const clientId = toNumber(account.id);
  const notes = await notesOf(db, clientId);
  const notesOfKind = (visibility: string): PortalNoteRecord[] =>
    notes
      .filter((note) => note.visibility === visibility)
      .map(({ visibility: _visibility, ...note }) => note);
  const messages: Row[] = await oldestFirst(db, 'client_messages', clientId);
  const checkIns = await checkInsOldestFirst(db, clientId);
  const materials: Row[] = await oldestFirst(db, 'client_materials', clientId);
  const grants: Row[] = await oldestFirst(db, 'client_grants', clientId);
  return {
    account: {
      clientId,
      createdAt: toIso(account.created_at),
      timezone: (account.timezone as string | null) ?? null,
      erasureRequestedAt: toIsoOrNull(account.erasure_requested_at),
    },
    privateNotes: notesOfKind('private'),
    sharedNotes: notesOfKind('shared'),
    messages: messages.map((row) => ({
      ...toMessage(row),
      bookingId: toNumber(row.booking_id),
      readAt: toIsoOrNull(row.read_at),
    })),
    checkIns: checkIns.map(({ readAt: _readAt, ...checkIn }) => checkIn),
    materials: materials.map((row) => ({
      id: toNumber(row.id),
      kind: row.kind as 'file' | 'link',
      isRecording: row.is_recording === true,
      title: String(row.title),
      url: (row.url as string | null) ?? null,
      fileName: (row.file_name as string | null) ?? null,
      sizeBytes: row.size_bytes === null ? null : toNumber(row.size_bytes),
      createdAt: toIso(row.created_at),
    })),
    grants: grants.map((row) => {
      const { packageType: _packageType, ...grant } = toGrant(row);
      return grant;
    }),
    materialFiles: materials
      .filter((row) => typeof row.storage_key === 'string')
      .map((row) => String(row.storage_key)),
  };
}

/**
 * Deletes, in the caller's transaction, his portal account and every record `found` lists under
 * it, each counted (his sign-in codes and portal sessions go with the account). Runs before his
 * bookings go, whose deletion would otherwise take his messages, check-ins and gifts uncounted.
 */
async function erase(
  found: ClientPersonRecords,
  trx: Knex.Transaction,
): Promise<ClientErasureCounts> {
  const counts: ClientErasureCounts = {
    portalAccountsDeleted: 0,
    privateNotesDeleted: 0,
    sharedNotesDeleted: 0,
    actionItemsDeleted: 0,
    portalMessagesDeleted: 0,
    checkInsDeleted: 0,
    materialsDeleted: 0,
    grantsDeleted: 0,
  };
  if (found.account === null) return counts;
  const client_id = found.account.clientId;
  const notes = [...found.privateNotes, ...found.sharedNotes].map((note) => note.id);
  counts.actionItemsDeleted = affectedRows(
    await trx('client_action_items').whereIn('note_id', notes).delete(),
  );
  for (const [visibility, key] of [
    ['private', 'privateNotesDeleted'],
    ['shared', 'sharedNotesDeleted'],
  ] as const) {
    counts[key] = affectedRows(await trx('client_notes').where({ client_id, visibility }).delete());
  }
  counts.portalMessagesDeleted = affectedRows(
    await trx('client_messages').where({ client_id }).delete(),
  );
  counts.checkInsDeleted = affectedRows(
    await trx('client_check_ins').where({ client_id }).delete(),
  );
  counts.materialsDeleted = affectedRows(
    await trx('client_materials').where({ client_id }).delete(),
  );
  counts.grantsDeleted = affectedRows(await trx('client_grants').where({ client_id }).delete());
  counts.portalAccountsDeleted = affectedRows(
    await trx('clients').where({ id: client_id }).delete(),
  );
  return counts;
}

/** Every address that has a portal account. */
async function addresses(db: Db): Promise<string[]> {
  const rows: Row[] = await db('clients').select('email');
  return rows.map((row) => String(row.email));
}

export const clientPersonData = { find, erase, addresses };
