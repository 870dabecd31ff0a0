/**
 * The owner's notices kept as files. Without SMTP_URL every e-mail is written as
 * `<time>-<outbox id>-<kind>.eml` into the mail folder of the data folder (a volume under
 * Compose, so they survive a restart); the owner's are those of an `owner.*` kind. The back office
 * lists them newest first and shows one as text.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import PostalMime from 'postal-mime';
import type { Notice, NoticeSummary } from '@site/contracts/endpoints/admin-site';

/** `2026-11-24T21-44-11-334Z-17-owner-booking-paid.eml` → its time and that it is the owner's. */
const ownerNoticeFile =
  /^(\d{4}-\d\d-\d\dT\d\d)-(\d\d)-(\d\d)-(\d{3})Z-\d+-owner-[a-z0-9-]+\.eml$/i;

function sentAt(file: string): string | null {
  const match = ownerNoticeFile.exec(file);
  return match ? `${match[1]}:${match[2]}:${match[3]}.${match[4]}Z` : null;
}

async function ownerNoticeFiles(dir: string): Promise<string[]> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  // The time leads the name: reverse order is newest first.
  return names
    .filter((name) => sentAt(name) !== null)
    .sort()
    .reverse();
}

async function parse(dir: string, file: string) {
  return PostalMime.parse(await fs.readFile(path.join(dir, file)));
}

export async function listOwnerNotices(
  dir: string,
  page: number,
  pageSize: number,
): Promise<{ items: NoticeSummary[]; total: number }> {
  const files = await ownerNoticeFiles(dir);
  const slice = files.slice((page - 1) * pageSize, page * pageSize);
  const items: NoticeSummary[] = [];
  for (const file of slice) {
    const email = await parse(dir, file);
    items.push({
      id: file.slice(0, -'.eml'.length),
      subject: email.subject ?? '(no subject)',
      sentAt: sentAt(file) ?? new Date(0).toISOString(),
    });
  }
  return { items, total: files.length };
}

/** One notice, or null when no owner notice has this id. */
export async function readOwnerNotice(dir: string, id: string): Promise<Notice | null> {
  const file = `${id}.eml`;
  const time = sentAt(file);
  // The pattern admits no path separator: only a file of the mail folder can be read.
  if (time === null) return null;
  let email;
  try {
    email = await parse(dir, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const address = (list: { address?: string; name?: string }[] | undefined) =>
    (list ?? []).map((one) => one.address ?? one.name ?? '').join(', ');
  return {
    id,
    subject: email.subject ?? '(no subject)',
    sentAt: time,
    to: address(email.to),
    ...(email.replyTo?.length ? { replyTo: address(email.replyTo) } : {}),
    text: email.text ?? '',
  };
}
