/**
 * CSV as RFC 4180 has it: CRLF line ends, every cell quoted when it holds a comma, a quote, CR or
 * LF, quotes doubled. A cell a spreadsheet would read as a formula (starting with = + - @, a tab
 * or a carriage return) gets a leading apostrophe, so opening the export never runs anything.
 */
const formulaStart = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | null): string {
  let text = value === null ? '' : String(value);
  if (formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | boolean | null)[])[],
): string {
  return [header, ...rows].map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
