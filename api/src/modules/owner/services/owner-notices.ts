/**
 * The owner's notices kept as files. Without SMTP_URL every email is written as
 * `<time>-<outbox id>-<kind>.eml` into the mail folder of the data folder (a volume under
 * Compose, so they survive a restart); the owner's are those of an `owner.*` kind. The back office
 * lists them newest first and shows one as text.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import PostalMime from 'postal-mime';
import type { Notice, NoticeSummary } from '@site/contracts/endpoints/admin-site';
import { parseMailFileName } from '../../../platform/mail/mail-files';

/** The time of an owner's notice from its file name; null for any other file. */
function sentAt(file: string): string | null {
  const name = parseMailFileName(file);
  return name?.notice ? name.sentAt : null;
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
