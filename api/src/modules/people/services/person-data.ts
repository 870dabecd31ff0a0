/**
 * A person's data (by email address): what the site holds about him, his client portal
 * included, and its erasure. An erasure removes every copy: the database's rows (a paid package's
 * payment record stays, reduced to what the law requires), the files given to him alone, the
 * emails kept as files in the mail folder (the owner's notices among them) and his records' names
 * in the audit log; then a last email tells him it is done. It is recorded as a salted hash of
 * the address alone, so a restore of an older backup erases him again (`reapplyErasures`).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import {
  paymentRecordKeptReason,
  personMaterialFilesNote,
  type KeptPaymentRecord,
  type PersonData,
  type PersonErasure,
  type PersonPortal,
} from '@site/contracts/admin';
import {
  createPersonDataRepository,
  normaliseAddress,
  type PaymentRecordRow,
  type PersonRecords,
} from '../repositories/person-data';
import { newAccessKey } from '../../bookings';
import {
  addressesIn,
  fileKind,
  mailFilesAbout,
  parseMailFileName,
  removeMailFiles,
} from '../../../platform/mail/mail-files';
import { auditOwner } from '../../owner';
import { signInActions } from '../../clients';
import { removeStoredFiles } from '../../../platform/client-files';
import { mailContext } from '../../site';
import { personErasedMail } from '../mail/messages';

export const erasedName = '[erased]';
export const erasedEmail = (bookingId: number) => `erased-${bookingId}@erased.invalid`;

// --- the record of erasures ------------------------------------------------------------------

export interface ErasureRecord {
  salt: string;
  addressHash: string;
}

const hashOf = (salt: string, address: string) =>
  createHash('sha256')
    .update(`${salt}\n${normaliseAddress(address)}`)
    .digest('hex');

/** A new record of an erased address: a random salt and the address's hash under it. */
export function erasureRecord(address: string): ErasureRecord {
  const salt = randomBytes(16).toString('hex');
  return { salt, addressHash: hashOf(salt, address) };
}

/** Whether `address` is one of the erased ones. */
export function isErased(records: ErasureRecord[], address: string): boolean {
  return records.some((record) => {
    const hash = Buffer.from(hashOf(record.salt, address), 'hex');
    const stored = Buffer.from(record.addressHash, 'hex');
    return stored.length === hash.length && timingSafeEqual(stored, hash);
  });
}

// --- the owner's screen ----------------------------------------------------------------------

function keptRecords(records: PaymentRecordRow[]): KeptPaymentRecord[] {
  return records.map((record) => ({ ...record, reason: paymentRecordKeptReason }));
}

/** The mail folder's files about the person: naming his address, or his outbox rows'. */
function mailFilesOf(app: FastifyInstance, address: string, found: PersonRecords) {
  return mailFilesAbout(app.config.mail.dir, {
    addresses: new Set([normaliseAddress(address)]),
    outbox: new Map(found.emails.map((row) => [row.id, row.kind])),
  });
}

const signIns = new Set<string>(Object.values(signInActions));

/** His portal's records as listed: his last sign-in is his latest sign-in's audit line. */
function portalView(found: PersonRecords): PersonPortal {
  const { account, materialFiles: _keys, ...records } = found.portal;
  const lastSignInAt =
    found.auditEntries
      .filter((entry) => signIns.has(entry.action))
      .map((entry) => entry.createdAt)
      .sort()
      .at(-1) ?? null;
  return {
    account: account === null ? null : { ...account, lastSignInAt },
    ...records,
    materialFilesNote: personMaterialFilesNote,
    promiseNotices: found.promises.promiseNotices,
  };
}

export async function personData(
  app: FastifyInstance,
  request: FastifyRequest,
  email: string,
): Promise<PersonData> {
  const data = await personRecords(app, email);
  await auditOwner(app, request, 'person.view', null);
  return data;
}

/**
 * Everything the site holds about an address, as the owner's screen and the client's own download
 * read it (the caller writes its own audit line).
 */
export async function personRecords(app: FastifyInstance, email: string): Promise<PersonData> {
  const found = await app.repos.personData.find(email);
  const files = await mailFilesOf(app, email, found);
  const fileView = ({ id, subject, sentAt }: (typeof files)[number]) => ({ id, subject, sentAt });
  return {
    email,
    bookings: found.bookings,
    sessions: found.sessions,
    questionnaires: found.questionnaires.map(({ bookingId, completedAt }) => ({
      bookingId,
      completedAt,
    })),
    messages: found.messages,
    subscription: found.subscription,
    emails: found.emails.map(({ dedupeKey: _key, ...row }) => row),
    notices: files.filter((file) => file.notice).map(fileView),
    mailFiles: files.filter((file) => !file.notice).map(fileView),
    auditEntries: found.auditEntries,
    kept: keptRecords(found.paymentRecords),
    portal: portalView(found),
  };
}

export async function erasePerson(
  app: FastifyInstance,
  request: FastifyRequest,
  email: string,
): Promise<PersonErasure> {
  const { counts, kept, files, materialFiles } = await app.knex.transaction(async (trx) => {
    const found = await app.repos.personData.find(email, trx);
    // Listed before the rows go: a file is found by its outbox row as well as by the address.
    const files = await mailFilesOf(app, email, found);
    const counts = await app.repos.personData.erase(
      found,
      { erasedName, erasedEmail, newAccessKey },
      trx,
    );
    await app.repos.personData.recordErasure(erasureRecord(email), trx);
    // The last email to the address, queued once its outbox rows are gone so that it stays.
    await app.mailer.queue([personErasedMail(await mailContext(app, trx), email.trim())], trx);
    const total =
      Object.values(counts).reduce((sum, count) => sum + count, 0) -
      counts.bookingsAnonymised +
      files.length;
    // The target names no one: only how much went.
    await auditOwner(app, request, 'person.erase', `${total} records`, trx);
    return {
      counts,
      kept: keptRecords(found.paymentRecords),
      files,
      materialFiles: found.portal.materialFiles,
    };
  });
  // The files given to him alone (materials, recordings) go from the disk once their rows have.
  await removeStoredFiles(app.config.clientFiles.dir, materialFiles, app.log);
  // The files go once the rows are gone for good; a failure here leaves them to the next
  // erasure of the same address, which finds them by the address again.
  const notices = files.filter((file) => file.notice);
  const others = files.filter((file) => !file.notice);
  return {
    email,
    ...counts,
    noticesDeleted: await removeMailFiles(app.config.mail.dir, notices),
    mailFilesDeleted: await removeMailFiles(app.config.mail.dir, others),
    kept,
  };
}

// --- restores --------------------------------------------------------------------------------

/**
 * Erases again, in a restore's transaction, everyone the erasure record names: each address the
 * restored rows hold is checked against it. Returns the outbox rows that went (id → kind), so the
 * restore leaves out their files too, and the storage keys of the files given to them alone
 * (materials, recordings), which the restore does not write back.
 */
export async function reapplyErasures(
  trx: Knex.Transaction,
  records: ErasureRecord[],
): Promise<{ people: number; outbox: Map<number, string>; clientFiles: Set<string> }> {
  const outbox = new Map<number, string>();
  const clientFiles = new Set<string>();
  if (records.length === 0) return { people: 0, outbox, clientFiles };
  const repo = createPersonDataRepository(trx);
  let people = 0;
  for (const address of await repo.addresses(trx)) {
    if (!isErased(records, address)) continue;
    const found = await repo.find(address, trx);
    for (const row of found.emails) outbox.set(row.id, row.kind);
    for (const key of found.portal.materialFiles) clientFiles.add(key);
    await repo.erase(found, { erasedName, erasedEmail, newAccessKey }, trx);
    people += 1;
  }
  return { people, outbox, clientFiles };
}

/** Whether a kept email (an `.eml` file) is about an erased person. */
export async function isMailFileOfErased(
  file: { name: string; data: Uint8Array },
  records: ErasureRecord[],
  outbox: Map<number, string>,
): Promise<boolean> {
  if (records.length === 0) return false;
  const name = parseMailFileName(file.name);
  if (name !== null && outbox.has(name.outboxId)) {
    if (fileKind(outbox.get(name.outboxId) ?? '') === name.kind) return true;
  }
  for (const address of await addressesIn(file.data)) if (isErased(records, address)) return true;
  return false;
}
