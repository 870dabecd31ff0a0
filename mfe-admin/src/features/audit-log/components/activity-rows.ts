import type { AuditEntry } from '@site/contracts/admin';

/** How close together repeats of one action on one subject must be to read as one row. */
export const repeatWindowMs = 10 * 60_000;

/**
 * A row of the activity log: an entry, how many times it was done in a row (1: once), and every
 * address those times came from (newest first, each once).
 */
export interface ActivityRow extends AuditEntry {
  count: number;
  ips: string[];
}

/**
 * The entries (newest first) with repeats folded: consecutive entries of the same action on the
 * same subject, saying the same, within ten minutes of the newest of them, are one row counting
 * them, carrying the newest's time and every address they came from (a client opening the
 * portal from three devices in a minute is one row "×3", from three addresses). Anything in
 * between (another action, another subject) starts a new row.
 */
export function foldRepeats(entries: readonly AuditEntry[]): ActivityRow[] {
  const rows: ActivityRow[] = [];
  for (const entry of entries) {
    const last = rows.at(-1);
    if (
      last &&
      last.action === entry.action &&
      last.target === entry.target &&
      last.detail === entry.detail &&
      Date.parse(last.createdAt) - Date.parse(entry.createdAt) <= repeatWindowMs
    ) {
      last.count += 1;
      if (entry.ip && !last.ips.includes(entry.ip)) last.ips.push(entry.ip);
    } else rows.push({ ...entry, count: 1, ips: entry.ip ? [entry.ip] : [] });
  }
  return rows;
}
