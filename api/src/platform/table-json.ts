import type { Knex } from 'knex';

/** A whole table: its column names and its rows as PostgreSQL's own JSON. */
export interface TableRows {
  columns: string[];
  rows: Record<string, unknown>[];
}

/**
 * Every row of `table` ordered by `orderBy`, read as PostgreSQL's JSON (json_agg), so timestamps,
 * arrays and JSON columns read the same on PGlite and PostgreSQL. The table's owner names it.
 */
export async function tableAsJson(db: Knex, table: string, orderBy: string): Promise<TableRows> {
  const result = (await db.raw(
    `SELECT coalesce(json_agg(t ORDER BY t.${orderBy}), '[]')::text AS rows FROM ${table} t`,
  )) as { rows: { rows: string }[] };
  const columns = Object.keys(await db(table).columnInfo());
  return {
    columns,
    rows: JSON.parse(result.rows[0]?.rows ?? '[]') as Record<string, unknown>[],
  };
}
