/** The coach's notes as both the client record and a person's data read them. */
import type { Knex } from 'knex';
import type { NoteVisibility } from '@site/contracts/schemas/portal';
import { toIso, toIsoOrNull, toNumber } from '../../../db/mapping';

type Row = Record<string, unknown>;

export interface NoteRecord {
  id: number;
  visibility: NoteVisibility;
  title: string | null;
  body: string;
  createdAt: string;
  publishedAt: string | null;
  actionItems: { id: number; text: string; doneAt: string | null }[];
}

/** `client_notes` rows, in their order, each with its action items in theirs. */
export async function notesWithItems(
  db: Knex | Knex.Transaction,
  rows: readonly Row[],
): Promise<NoteRecord[]> {
  const ids = rows.map((row) => toNumber(row.id));
  const items: Row[] =
    ids.length === 0
      ? []
      : await db('client_action_items').whereIn('note_id', ids).orderBy(['note_id', 'position']);
  return rows.map((row) => ({
    id: toNumber(row.id),
    visibility: row.visibility as NoteVisibility,
    title: (row.title as string | null) ?? null,
    body: String(row.body),
    createdAt: toIso(row.created_at),
    publishedAt: toIsoOrNull(row.published_at),
    actionItems: items
      .filter((item) => toNumber(item.note_id) === toNumber(row.id))
      .map((item) => ({
        id: toNumber(item.id),
        text: String(item.text),
        doneAt: toIsoOrNull(item.done_at),
      })),
  }));
}
