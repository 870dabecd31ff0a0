/**
 * The driver differences, smoothed over in one place: node-pg returns bigint and count as strings,
 * PGlite as number/BigInt; timestamps may be Date or string. Each table's row type and its mapping
 * to camelCase live beside the one repository that reads that table.
 */

export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint' || typeof value === 'string') return Number(value);
  throw new TypeError(`Expected a number from the database, got ${typeof value}`);
}

/**
 * Rows a delete removed: node-pg answers a number, knex-pglite the driver's result
 * (`{ rowCount }`).
 */
export function affectedRows(result: unknown): number {
  if (typeof result === 'number') return result;
  if (typeof result === 'object' && result !== null && 'rowCount' in result)
    return toNumber((result as { rowCount: unknown }).rowCount ?? 0);
  return 0;
}

export function toIso(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return new Date(value).toISOString();
  throw new TypeError(`Expected a timestamp from the database, got ${typeof value}`);
}

export function toIsoOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : toIso(value);
}

export function orUndefined<T>(value: T | null): T | undefined {
  return value === null ? undefined : value;
}
