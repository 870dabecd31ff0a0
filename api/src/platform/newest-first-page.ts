import type { Knex } from 'knex';
import type { Page } from '@site/contracts/admin';
import { toNumber } from '../db/mapping';

/**
 * One page of a back-office list, newest first (`created_at`, then `id`, so rows made in the same
 * instant keep one order), with the total the filters leave. `rows` is the filtered query that
 * selects the rows; the count runs on a copy of it without the selected columns. `prefix` names
 * the table's alias when the query joins (`'b.'`).
 */
export async function newestFirstPage<Row, Item>(
  rows: Knex.QueryBuilder,
  input: { page: number; pageSize: number },
  toItem: (row: Row) => Item,
  prefix = '',
): Promise<Page<Item>> {
  const [counted] = await rows
    .clone()
    .clearSelect()
    .count<{ count: string | number }[]>({ count: '*' });
  const found = (await rows
    .orderBy([
      { column: `${prefix}created_at`, order: 'desc' },
      { column: `${prefix}id`, order: 'desc' },
    ])
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize)) as Row[];
  return {
    items: found.map(toItem),
    total: toNumber(counted?.count ?? 0),
    page: input.page,
    pageSize: input.pageSize,
  };
}

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
