/**
 * The mail folder: without SMTP_URL every email is written there as
 * `<time>-<outbox id>-<kind>.eml` (the owner's notices are those of an `owner.*` kind). This
 * module reads the file names, finds the files about a person (addressed to him or mentioning his
 * address anywhere: headers, text, HTML, the calendar invitation) and removes them.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import PostalMime from 'postal-mime';

/** `2026-11-24T21-44-11-334Z-17-owner-booking-paid.eml`: its time, outbox id and kind. */
const mailFileName = /^(\d{4}-\d\d-\d\dT\d\d)-(\d\d)-(\d\d)-(\d{3})Z-(\d+)-([a-z0-9-]+)\.eml$/i;

export interface MailFileName {
  sentAt: string;
  outboxId: number;
  /** The message's kind with its dots made dashes, e.g. `owner-booking-paid`. */
  kind: string;
  /** One of the owner's notices (an `owner.*` kind). */
  notice: boolean;
}

export function parseMailFileName(file: string): MailFileName | null {
  const match = mailFileName.exec(file);
  if (!match) return null;
  const kind = (match[6] as string).toLowerCase();
  return {
    sentAt: `${match[1]}:${match[2]}:${match[3]}.${match[4]}Z`,
    outboxId: Number(match[5]),
    kind,
    notice: kind.startsWith('owner-'),
  };
}

/** The kind as it appears in a file name (`owner.booking-paid` → `owner-booking-paid`). */
export const fileKind = (kind: string) => kind.replace(/[^a-z0-9-]+/gi, '-').toLowerCase();

/** Whatever looks like an email address (lower-cased), as a mail client would find one. */
const addressPattern = /[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+/gi;

/**
 * Every address a message names: its headers (To, Cc, Reply-To…), subject, text and HTML parts
 * and text attachments (the invitation's ORGANIZER and ATTENDEE), decoded and as written.
 */
export async function addressesIn(raw: Uint8Array): Promise<Set<string>> {
  const text = [Buffer.from(raw).toString('latin1')];
  try {
    const email = await PostalMime.parse(raw, { attachmentEncoding: 'utf8' });
    text.push(JSON.stringify(email));
  } catch {
    // An unreadable file is still searched as it is.
  }
  const found = new Set<string>();
  for (const chunk of text)
    for (const match of chunk.matchAll(addressPattern)) found.add(match[0].toLowerCase());
  return found;
}

export interface MailFile {
  /** The file's name without `.eml`. */
  id: string;
  subject: string;
  /** From the file's name; null for a file named otherwise. */
  sentAt: string | null;
  notice: boolean;
}

async function emlFiles(dir: string): Promise<string[]> {
  try {
    return (await fs.readdir(dir)).filter((name) => name.toLowerCase().endsWith('.eml')).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

async function subjectOf(raw: Uint8Array): Promise<string> {
  try {
    return (await PostalMime.parse(raw)).subject ?? '(no subject)';
  } catch {
    return '(no subject)';
  }
}

/**
 * The files of the mail folder about a person: those naming one of `addresses`, and those
 * written for one of his outbox messages (`outbox`: id → kind), oldest first.
 */
export async function mailFilesAbout(
  dir: string,
  about: { addresses: Set<string>; outbox: Map<number, string> },
): Promise<MailFile[]> {
  const files: MailFile[] = [];
  for (const file of await emlFiles(dir)) {
    const name = parseMailFileName(file);
    let raw: Buffer;
    try {
      raw = await fs.readFile(path.join(dir, file));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    const ofHisOutbox =
      name !== null && about.outbox.has(name.outboxId)
        ? fileKind(about.outbox.get(name.outboxId) ?? '') === name.kind
        : false;
    const named = [...(await addressesIn(raw))].some((one) => about.addresses.has(one));
    if (!ofHisOutbox && !named) continue;
    files.push({
      id: file.slice(0, -'.eml'.length),
      subject: await subjectOf(raw),
      sentAt: name?.sentAt ?? null,
      notice: name?.notice ?? false,
    });
  }
  return files;
}

/** Removes these files (ids from `mailFilesAbout`) from the mail folder; returns how many went. */
export async function removeMailFiles(dir: string, files: MailFile[]): Promise<number> {
  let removed = 0;
  for (const file of files) {
    try {
      await fs.unlink(path.join(dir, `${path.basename(file.id)}.eml`));
      removed += 1;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return removed;
}
