import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { runDir } from './site';

/**
 * The emails of this run: without SMTP_URL the API writes every message as an `.eml` file into
 * the `mail` folder beside its data folder (`<runDir>/pglite` → `<runDir>/mail`), named
 * `<time>-<outbox id>-<kind>.eml`.
 */
export const mailDir = path.join(runDir, 'mail');

/**
 * A message's text with its quoted-printable encoding undone (soft line breaks joined, `=XX`
 * bytes restored), so a link split across lines or with `=3D` for `=` reads as it was written.
 */
function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_match, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    ),
    'latin1',
  ).toString('utf8');
}

/** Every message written so far to `to`, decoded, oldest first (file names start with the time). */
export async function mailsTo(to: string): Promise<{ file: string; text: string }[]> {
  let files: string[];
  try {
    files = (await readdir(mailDir)).filter((name) => name.endsWith('.eml')).sort();
  } catch {
    return []; // nothing sent yet: the folder is made with the first message
  }
  const found: { file: string; text: string }[] = [];
  for (const file of files) {
    const text = decodeQuotedPrintable(await readFile(path.join(mailDir, file), 'utf8'));
    if (new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi').test(text)) {
      found.push({ file, text });
    }
  }
  return found;
}

/**
 * The first link matching `pattern` in a message to `to`, waiting for the outbox to send it
 * (it sends in the background, within seconds).
 */
export async function linkInMail(to: string, pattern: RegExp, timeout = 20_000): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        for (const { text } of await mailsTo(to)) {
          link = text.match(pattern)?.[0];
          if (link) return true;
        }
        return false;
      },
      { timeout, message: `an email to ${to} with a link matching ${pattern}` },
    )
    .toBe(true);
  return link!;
}
