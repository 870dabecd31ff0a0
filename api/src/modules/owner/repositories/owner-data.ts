import type { Knex } from 'knex';

/** Tables the owner's export reads, and the column each is ordered by. */
export const exportTables = {
  blog_posts: 'id',
  consultation_bookings: 'id',
  consultation_questionnaires: 'id',
  contact_forms: 'id',
  newsletter_subscriptions: 'id',
} as const;

export type ExportTable = keyof typeof exportTables;

/** Whole tables for the owner's export, as PostgreSQL's JSON (the same on PGlite and pg). */
export function createOwnerDataRepository(db: Knex) {
  return {
    async tableRows(
      table: ExportTable,
    ): Promise<{ columns: string[]; rows: Record<string, unknown>[] }> {
      const order = exportTables[table];
      const result = (await db.raw(
        `SELECT coalesce(json_agg(t ORDER BY t.${order}), '[]')::text AS rows FROM ${table} t`,
      )) as { rows: { rows: string }[] };
      const columns = Object.keys(await db(table).columnInfo());
      return {
        columns,
        rows: JSON.parse(result.rows[0]?.rows ?? '[]') as Record<string, unknown>[],
      };
    },
  };
}

export type OwnerDataRepository = ReturnType<typeof createOwnerDataRepository>;
