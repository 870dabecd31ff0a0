/**
 * The owner's data as one ZIP: for each dataset a CSV (formula-safe, through `toCsv`) and a JSON
 * file with the same rows, and a README saying what is where. Rows are read as PostgreSQL's own
 * JSON (json_agg), so timestamps, arrays and JSON columns read the same on PGlite and
 * PostgreSQL. Secret keys are never exported.
 */
import type { FastifyInstance } from 'fastify';
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { exportDatasets } from '@site/contracts/endpoints/admin-site';
import { toCsv } from '../../../platform/csv';
import type { TableRows } from '../../../platform/table-json';

type Dataset = (typeof exportDatasets)[number];

/** What each dataset holds, as the export's README says it. */
const descriptions: Record<Dataset, string> = {
  posts: 'the blog posts, with their Markdown text',
  bookings: 'every booking: package, amount in cents, status, time',
  answers: "the clients' questionnaire answers",
  messages: 'the messages sent through the contact form',
  subscribers: 'the newsletter subscribers, active and unsubscribed',
};

/** Columns that hold a secret (a link's key, a token, a hash) or a security trace: never exported. */
export const secretColumn =
  /(^|_)(access_key|token|secret|hash|password|idempotency_key|client_ip)$/;

type Cell = string | number | boolean | null;

function cell(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return value;
  // Arrays (tags) and JSON columns: their JSON text, in one cell.
  return JSON.stringify(value);
}

export async function buildOwnerExport(
  read: (dataset: Dataset) => Promise<TableRows>,
  now: Date,
): Promise<{ zip: Uint8Array; fileName: string; counts: Record<Dataset, number> }> {
  const day = now.toISOString().slice(0, 10);
  const folder = `site-data-${day}`;
  const files: Zippable = {};
  const counts = {} as Record<Dataset, number>;
  const readme = [
    `The site's data on ${now.toISOString()} (UTC).`,
    '',
    'Each set is a CSV file (opens in a spreadsheet; a cell that starts like a formula gets a',
    'leading apostrophe) and a JSON file with the same rows. Times are UTC, amounts in cents.',
    '',
  ];
  for (const [name, description] of Object.entries(descriptions) as [Dataset, string][]) {
    const table = await read(name);
    const columns = table.columns.filter((column) => !secretColumn.test(column));
    const rows = table.rows.map((row) =>
      Object.fromEntries(columns.map((column) => [column, row[column] ?? null])),
    );
    counts[name] = rows.length;
    files[`${folder}/${name}.csv`] = strToU8(
      toCsv(
        columns,
        rows.map((row) => columns.map((column) => cell(row[column]))),
      ),
    );
    files[`${folder}/${name}.json`] = strToU8(`${JSON.stringify(rows, null, 2)}\n`);
    readme.push(`${name}.csv / ${name}.json: ${description} (${rows.length})`);
  }
  files[`${folder}/README.txt`] = strToU8(`${readme.join('\r\n')}\r\n`);
  return { zip: zipSync(files, { level: 6, mtime: now }), fileName: `${folder}.zip`, counts };
}

/** The owner's export as of `now`, read from the live database. */
export function exportOwnerData(
  app: FastifyInstance,
  now: Date,
): ReturnType<typeof buildOwnerExport> {
  return buildOwnerExport((dataset) => app.ownerExportReaders[dataset](app.knex), now);
}
