/**
 * "A person's data" and its erasure, end to end on both database clients (PostgreSQL and the
 * embedded PGlite): a visitor and another person book, answer, write, subscribe and get emails
 * (kept as `.eml` files); the owner's listing shows every category; the erasure leaves no trace of
 * the visitor in any table, the mail folder, the notices or the audit log's targets but the last
 * email to his address saying so, keeps his payment record reduced to what the law requires,
 * touches nobody else, and a backup taken before it, restored after it, does not bring him back.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import {
  adminPaths,
  paymentRecordKeptReason,
  type PersonData,
  type PersonErasure,
} from '@site/contracts/admin';
import { priceCents } from '@site/contracts/packages';
import { requiredAnswerMessages } from '@site/contracts/schemas/questionnaire';
import { createBackup, erasuresInArchive, restoreBackup } from '../../../entry/backup';
import { addressesIn } from '../../../platform/mail/mail-files';
import {
  ownerSession,
  signedInOwner,
  testOwner,
  testSiteOrigin as siteOrigin,
  type OwnerSession,
} from '../../../test/owner';
import { buildTestApp, ownDatabase, TestClock, type OwnDatabase } from '../../../test/app';
import { clientIdOf } from '../../../test/bookings';

const erasureOwner = testOwner('erasure');
const domain = 'erasure.test';
const hour = 3_600_000;
/** The last email an erasure sends to the address, and its file in the mail folder. */
const lastMailKind = 'client.person-erased';
const lastMailFile = /-client-person-erased\.eml$/;

const answers = Object.fromEntries(
  Object.keys(requiredAnswerMessages).map((field) => [field, `My own answer about ${field}.`]),
);

/** What identifies each person anywhere: address, name, organisation, words of his own. */
const people = {
  pat: {
    email: `Pat.Visitor@${domain}`,
    name: 'Patricia Quillfeather',
    organization: 'Quillfeather Holdings',
    message: 'Patricia wants to talk about the zeppelin offsite in Reykjavik.',
  },
  kim: {
    email: `kim@${domain}`,
    name: 'Kimberly Ostrowska',
    organization: 'Ostrowska Studio',
    message: 'Kimberly asks about a podcast on mountain running and careers.',
  },
  lee: {
    email: `lee@${domain}`,
    name: 'Leopold Marchetti',
    organization: 'Marchetti Vineyards',
    message: 'Leopold would like a workshop for the harvest team this autumn.',
  },
} as const;
type Who = keyof typeof people;
/** What must be nowhere once Pat is erased. */
const patTraces = [people.pat.email, people.pat.name, people.pat.organization, 'zeppelin'];

/** Every table of the database whose rows (as JSON text) mention `text`, with how many. */
async function tablesMentioning(db: Knex, text: string): Promise<Record<string, number>> {
  const tables = (
    (await db.raw(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY c.relname`,
    )) as { rows: { name: string }[] }
  ).rows.map((row) => row.name);
  expect(tables).toEqual(
    expect.arrayContaining(['consultation_bookings', 'outbox_messages', 'audit_log', 'erasures']),
  );
  const found: Record<string, number> = {};
  for (const table of tables) {
    const result = (await db.raw(
      `SELECT count(*) AS n FROM "${table}" t WHERE position(? in lower(row_to_json(t)::text)) > 0`,
      [text.toLowerCase()],
    )) as { rows: { n: string | number }[] };
    const count = Number(result.rows[0]?.n ?? 0);
    if (count > 0) found[table] = count;
  }
  return found;
}

/** The mail folder's files that name `text` (raw or decoded), by file name. */
async function mailFilesMentioning(dir: string, text: string): Promise<string[]> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const found: string[] = [];
  for (const name of names) {
    const raw = await fs.readFile(path.join(dir, name));
    const decoded = [...(await addressesIn(raw))].join(' ');
    if (`${raw.toString('latin1')} ${decoded}`.toLowerCase().includes(text.toLowerCase()))
      found.push(name);
  }
  return found.sort();
}

let pgDatabase: OwnDatabase;
let pgUrl: string;
const root = path.join(os.tmpdir(), `api-erasure-${process.pid}`);

beforeAll(async () => {
  pgDatabase = await ownDatabase('erasure');
  pgUrl = pgDatabase.url;
});

afterAll(async () => {
  await pgDatabase.drop();
  await fs.rm(root, { recursive: true, force: true });
});

describe.each(['PostgreSQL', 'PGlite'])('erasing a person on %s', (database) => {
  const dataRoot = path.join(root, database);
  const mailDir = path.join(dataRoot, 'mail');
  const clientFilesDir = path.join(dataRoot, 'client-files');
  /** The storage key of the file the coach gave each person alone. */
  const givenFiles: Partial<Record<Who, string>> = {};
  const clock = new TestClock();
  let app: FastifyInstance;
  let owner: OwnerSession;
  const env = () => ({
    ...(database === 'PGlite'
      ? { DATABASE_URL: undefined, DATA_DIR: path.join(dataRoot, 'pglite') }
      : { DATABASE_URL: pgUrl }),
    SITE_ORIGIN: siteOrigin,
    MAIL_DIR: mailDir,
    OWNER_EMAIL: `owner@${domain}`,
    OUTBOX_POLL_INTERVAL_MS: '3600000',
    CLIENT_FILES_DIR: clientFilesDir,
  });
  const start = async () => {
    app = await buildTestApp(env(), { now: clock.now });
    owner = await signedInOwner(app, erasureOwner);
  };
  const ids: Record<Who, { paid: number; free: number; message: number }> = {
    pat: { paid: 0, free: 0, message: 0 },
    kim: { paid: 0, free: 0, message: 0 },
    lee: { paid: 0, free: 0, message: 0 },
  };

  const get = (url: string) => owner.get(url);
  const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    owner.send(method, url, payload);
  const person = async (who: Who): Promise<PersonData> => {
    const response = await get(
      `${adminPaths.person}?email=${encodeURIComponent(people[who].email)}`,
    );
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  const hoursAhead: Record<Who, number> = { pat: 48, kim: 72, lee: 96 };

  /** What the site holds about one person, made through the site's own routes. */
  async function visit(who: Who): Promise<void> {
    const { email, name, organization, message } = people[who];
    const contact = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { inquiryType: 'speaking', name, email, organization, message },
    });
    expect(contact.statusCode).toBe(201);
    ids[who].message = contact.json().id;
    expect(
      (
        await send('PATCH', adminPaths.message(ids[who].message), {
          status: 'handled',
        })
      ).statusCode,
    ).toBe(200);
    const subscribe = async () =>
      expect(
        (await app.inject({ method: 'POST', url: '/api/newsletter', payload: { email } }))
          .statusCode,
      ).toBe(200);
    await subscribe();
    if (who === 'pat') {
      // The owner once removed his subscription and he subscribed again: the notice about the
      // first one belongs to no record any more and names him only in its body.
      await app.outbox.drain();
      const first = await app
        .knex('newsletter_subscriptions')
        .whereRaw('lower(email) = ?', [email.toLowerCase()])
        .first('id');
      expect((await send('DELETE', adminPaths.subscriber(first.id))).statusCode).toBe(204);
      await subscribe();
    }
    // A package paid offline: a receipt to him, a notice to the owner, an audit line.
    const paid = await send('POST', adminPaths.bookings, {
      packageType: 'single',
      name,
      email,
      payment: 'offline',
    });
    expect(paid.statusCode).toBe(201);
    ids[who].paid = paid.json().id;
    await app
      .knex('consultation_bookings')
      .where({ id: ids[who].paid })
      .update({ stripe_payment_intent_id: `pi_${who}_${process.pid}`, client_ip: '203.0.113.9' });
    const { access_key: key } = await app
      .knex('consultation_bookings')
      .where({ id: ids[who].paid })
      .first('access_key');
    const questionnaire = await app.inject({
      method: 'POST',
      url: `/api/consultation-questionnaire?key=${key}`,
      payload: { bookingId: ids[who].paid, name, email, ...answers },
    });
    expect(questionnaire.statusCode).toBe(201);
    await app.knex('booking_sessions').insert({
      booking_id: ids[who].paid,
      starts_at: new Date(clock.now().getTime() + hoursAhead[who] * hour),
      ends_at: new Date(clock.now().getTime() + hoursAhead[who] * hour + 90 * 60_000),
      timezone: 'Europe/Madrid',
      status: 'scheduled',
    });
    // A free call he booked himself (another case of the address), never paid.
    const [free] = await app
      .knex('consultation_bookings')
      .insert({
        name,
        email: email.toUpperCase(),
        package_type: 'strategy-call',
        amount: 0,
        status: 'paid',
        access_key: `free-${who}-${process.pid}`,
        client_ip: '203.0.113.9',
      })
      .returning('id');
    ids[who].free = Number(free.id);
    await app.outbox.drain();
  }

  beforeAll(async () => {
    await fs.rm(dataRoot, { recursive: true, force: true });
    await fs.mkdir(dataRoot, { recursive: true });
    app = await buildTestApp(env(), { now: clock.now });
    owner = await ownerSession(app, erasureOwner, clock);
    await visit('pat');
    await visit('kim');
  }, 120_000);

  afterAll(async () => {
    await app.close();
  });

  let backup: Uint8Array;
  let kimBefore: PersonData;
  let kimFiles: string[];

  it('lists every copy the site holds of the person, and what an erasure keeps and why', async () => {
    const pat = await person('pat');
    expect(pat.bookings.map((b) => b.id).sort()).toEqual([ids.pat.paid, ids.pat.free].sort());
    expect(pat.sessions).toEqual([
      expect.objectContaining({ bookingId: ids.pat.paid, status: 'scheduled' }),
    ]);
    expect(pat.questionnaires).toEqual([
      { bookingId: ids.pat.paid, completedAt: expect.any(String) },
    ]);
    expect(pat.messages.map((m) => m.id)).toEqual([ids.pat.message]);
    expect(pat.subscription).toMatchObject({ email: people.pat.email.toLowerCase() });
    // His own emails and the owner's notices about him, with their bodies in the outbox.
    const kinds = pat.emails.map((e) => e.kind);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'client.contact-received',
        'owner.contact-received',
        'owner.booking-paid',
        'client.booking-paid',
        'owner.questionnaire-received',
      ]),
    );
    expect(pat.emails.some((e) => e.to === `owner@${domain}`)).toBe(true);
    // The notices as the owner's Notices screen shows them, and the other kept emails.
    expect(pat.notices.length).toBeGreaterThanOrEqual(4);
    expect(pat.notices.every((n) => /-owner-/.test(n.id))).toBe(true);
    expect(pat.mailFiles.length).toBeGreaterThanOrEqual(3);
    expect(pat.mailFiles.every((n) => !/-owner-/.test(n.id))).toBe(true);
    const listed = await get('/api/admin/notices');
    const noticeIds = (listed.json().items as { id: string }[]).map((n) => n.id);
    expect(noticeIds).toEqual(expect.arrayContaining(pat.notices.map((n) => n.id)));
    // The audit log's lines about his booking and his message.
    expect(pat.auditEntries.map((a) => a.action)).toEqual(
      expect.arrayContaining(['booking.create', 'message.update']),
    );
    // Kept: the paid package's payment record, with the reason; not the free call.
    expect(pat.kept).toEqual([
      {
        bookingId: ids.pat.paid,
        packageType: 'single',
        amount: priceCents('single'),
        status: 'paid',
        payment: 'offline',
        paidAt: expect.any(String),
        paymentReference: `pi_pat_${process.pid}`,
        reason: paymentRecordKeptReason,
      },
    ]);

    kimBefore = await person('kim');
    kimFiles = await mailFilesMentioning(mailDir, people.kim.email);
    expect(kimFiles.length).toBeGreaterThanOrEqual(7);
    // His client row too: the booking the owner entered for him links its client.
    expect(Object.keys(await tablesMentioning(app.knex, people.pat.email)).sort()).toEqual([
      'clients',
      'consultation_bookings',
      'consultation_questionnaires',
      'contact_forms',
      'newsletter_subscriptions',
      'outbox_messages',
    ]);
    // The coach gives each a file of his own (its bytes in the data folder's client files).
    for (const who of ['pat', 'kim'] as const) {
      const email = people[who].email.toLowerCase();
      const clientId = await clientIdOf(app, email);
      const uploaded = await owner.send(
        'POST',
        `/api/admin/clients/${clientId}/materials/files?title=Plan&fileName=plan.pdf`,
        Buffer.from(`the plan of ${who}`),
        { 'content-type': 'application/pdf' },
      );
      expect(uploaded.statusCode).toBe(201);
      const row = (await app
        .knex('client_materials')
        .where({ id: uploaded.json().id })
        .first('storage_key')) as { storage_key: string };
      givenFiles[who] = row.storage_key;
    }
    expect((await fs.readdir(clientFilesDir)).sort()).toEqual(
      [givenFiles.pat, givenFiles.kim].sort(),
    );
    // What the other person has now, his file's audit line included, is what must remain.
    kimBefore = await person('kim');
    backup = (await createBackup({ db: app.knex, dataRoot, exclude: ['pglite', 'pglite.lock'] }))
      .archive;
  });

  it('erases every copy, keeps the payment record reduced to what the law requires, and no one else', async () => {
    const before = await person('pat');
    const response = await send(
      'DELETE',
      `${adminPaths.person}?email=${encodeURIComponent(people.pat.email)}`,
    );
    expect(response.statusCode).toBe(200);
    const erasure = response.json() as PersonErasure;
    expect(erasure).toEqual({
      email: people.pat.email,
      bookingsAnonymised: 1,
      bookingsDeleted: 1,
      sessionsDeleted: 1,
      questionnairesDeleted: 1,
      messagesDeleted: 1,
      subscriptionsDeleted: 1,
      emailsDeleted: before.emails.length,
      noticesDeleted: before.notices.length,
      mailFilesDeleted: before.mailFiles.length,
      auditEntriesCleared: before.auditEntries.length,
      // His client row and the file the coach gave him.
      portalAccountsDeleted: 1,
      privateNotesDeleted: 0,
      sharedNotesDeleted: 0,
      actionItemsDeleted: 0,
      portalMessagesDeleted: 0,
      checkInsDeleted: 0,
      materialsDeleted: 1,
      grantsDeleted: 0,
      promiseNoticesDeleted: 0,
      kept: before.kept,
    });
    await app.outbox.drain();

    // No table holds his name, organisation or words; his address only in the last email to
    // it, which says that his data is erased.
    for (const trace of patTraces.slice(1))
      expect([trace, await tablesMentioning(app.knex, trace)]).toEqual([trace, {}]);
    expect(await tablesMentioning(app.knex, people.pat.email)).toEqual({ outbox_messages: 1 });
    expect(
      await app
        .knex('outbox_messages')
        .whereRaw('lower(to_address) = ?', [people.pat.email.toLowerCase()])
        .pluck('kind'),
    ).toEqual([lastMailKind]);
    // The payment record: package, amount, dates, method, reference; nothing of him.
    const kept = await app.knex('consultation_bookings').where({ id: ids.pat.paid }).first();
    expect(kept).toMatchObject({
      name: '[erased]',
      email: `erased-${ids.pat.paid}@erased.invalid`,
      package_type: 'single',
      amount: priceCents('single'),
      status: 'paid',
      payment: 'offline',
      stripe_payment_intent_id: `pi_pat_${process.pid}`,
      client_ip: null,
      idempotency_key: null,
    });
    expect(kept.paid_at).not.toBeNull();
    expect(await app.knex('booking_sessions').where({ booking_id: ids.pat.paid })).toEqual([]);
    expect(await app.knex('consultation_bookings').where({ id: ids.pat.free })).toEqual([]);

    // The mail folder: nothing about him but that last email; the notices screen lists none.
    const lastMail = await mailFilesMentioning(mailDir, people.pat.email);
    expect(lastMail).toEqual([expect.stringMatching(lastMailFile)]);
    expect(await mailFilesMentioning(mailDir, 'zeppelin')).toEqual([]);
    const notices = (await get('/api/admin/notices')).json().items as { id: string }[];
    for (const notice of notices) {
      const text = JSON.stringify((await get(`/api/admin/notices/${notice.id}`)).json());
      expect(text.toLowerCase()).not.toContain('quillfeather');
    }
    expect(notices.map((n) => n.id)).not.toEqual(expect.arrayContaining([before.notices[0]?.id]));

    // The audit log: every action stays, the records that named him are gone from it.
    const audit = await app
      .knex('audit_log')
      .whereIn(
        'id',
        before.auditEntries.map((entry) => entry.id),
      )
      .orderBy('id');
    expect(audit.map((entry) => [entry.action, entry.target])).toEqual(
      before.auditEntries.map((entry) => [entry.action, '[erased]']),
    );
    expect(
      await app
        .knex('audit_log')
        .where({ action: 'booking.create', target: `booking ${ids.kim.paid} (offline)` }),
    ).toHaveLength(1);

    // The listing afterwards: nothing left but the last email.
    const after = await person('pat');
    expect(after).toMatchObject({
      bookings: [],
      sessions: [],
      questionnaires: [],
      messages: [],
      subscription: null,
      notices: [],
      auditEntries: [],
      kept: [],
      portal: { account: null, materials: [] },
    });
    expect(after.emails.map((email) => email.kind)).toEqual([lastMailKind]);
    expect(after.mailFiles.map((file) => `${file.id}.eml`)).toEqual(lastMail);

    // Nobody else is touched: his records, emails, files and audit lines all remain.
    expect(await person('kim')).toEqual(kimBefore);
    // The file given to him alone is gone from the disk; the other person's stays.
    expect(await fs.readdir(clientFilesDir)).toEqual([givenFiles.kim]);
    expect(await mailFilesMentioning(mailDir, people.kim.email)).toEqual(kimFiles);

    // The erasure is recorded as a salted hash, nothing else.
    const recorded = await app.knex('erasures').select('*');
    expect(recorded).toHaveLength(1);
    expect(Object.keys(recorded[0]).sort()).toEqual(['address_hash', 'id', 'salt']);
    expect(JSON.stringify(recorded)).not.toContain('pat.visitor');
  });

  it('a backup taken before the erasure, restored after it, does not bring him back', async () => {
    await app.close();
    const { createDb } = await import('../../../db/knex');
    const db = createDb(
      database === 'PGlite'
        ? { databaseUrl: null, dataDir: path.join(dataRoot, 'pglite') }
        : { databaseUrl: pgUrl, dataDir: path.join(dataRoot, 'pglite') },
    );
    let newer: Uint8Array;
    try {
      newer = (await createBackup({ db, dataRoot, exclude: ['pglite', 'pglite.lock'] })).archive;
      const result = await restoreBackup(backup, { db, dataRoot, replace: true });
      expect(result.erased).toBe(1);
      expect(result.filesLeftOut).toBeGreaterThanOrEqual(7);
      for (const trace of patTraces)
        expect([trace, await tablesMentioning(db, trace)]).toEqual([trace, {}]);
      // The restore writes no file of his; the last email, sent after the backup, stays.
      expect(await mailFilesMentioning(mailDir, people.pat.email)).toEqual([
        expect.stringMatching(lastMailFile),
      ]);
      expect(await mailFilesMentioning(mailDir, people.kim.email)).toEqual(kimFiles);
      // The archive holds his file; the restore leaves it out and writes the other person's back.
      expect(await fs.readdir(clientFilesDir)).toEqual([givenFiles.kim]);

      // A new install (the database and its erasure record lost): the newer archive's record
      // still leaves him out.
      await db.raw('DROP SCHEMA public CASCADE');
      await db.raw('CREATE SCHEMA public');
      await fs.rm(mailDir, { recursive: true, force: true });
      await fs.rm(clientFilesDir, { recursive: true, force: true });
      const fresh = await restoreBackup(backup, {
        db,
        dataRoot,
        erasures: erasuresInArchive(newer),
      });
      expect(fresh.erased).toBe(1);
      for (const trace of patTraces)
        expect([trace, await tablesMentioning(db, trace)]).toEqual([trace, {}]);
      expect(await mailFilesMentioning(mailDir, people.pat.email)).toEqual([]);
      expect(await mailFilesMentioning(mailDir, people.kim.email)).toEqual(kimFiles);
      expect(await fs.readdir(clientFilesDir)).toEqual([givenFiles.kim]);
    } finally {
      await db.destroy();
    }
    await start();
    expect(await person('kim')).toEqual(kimBefore);
    expect((await person('pat')).bookings).toEqual([]);
  }, 120_000);
  it('finds and removes the email files of someone whose rows an earlier erasure removed', async () => {
    // Erased before the mail folder was erased too: his rows are gone, his files are not, and
    // no outbox row ties them to him any more; only his address in them does.
    await visit('lee');
    const lee = people.lee.email.toLowerCase();
    await app
      .knex('outbox_messages')
      .whereRaw('position(? in lower(message::text)) > 0', [lee])
      .delete();
    await app.knex('outbox_messages').whereRaw('lower(to_address) = ?', [lee]).delete();
    await app.knex('consultation_questionnaires').whereRaw('lower(email) = ?', [lee]).delete();
    await app.knex('booking_sessions').where({ booking_id: ids.lee.paid }).delete();
    await app.knex('consultation_bookings').whereRaw('lower(email) = ?', [lee]).delete();
    await app.knex('contact_forms').whereRaw('lower(email) = ?', [lee]).delete();
    await app.knex('newsletter_subscriptions').whereRaw('lower(email) = ?', [lee]).delete();
    const files = await mailFilesMentioning(mailDir, lee);
    expect(files.length).toBeGreaterThanOrEqual(7);

    const listed = await person('lee');
    expect(listed.emails).toEqual([]);
    expect(listed.notices.length + listed.mailFiles.length).toBe(files.length);
    const response = await send('DELETE', `${adminPaths.person}?email=${encodeURIComponent(lee)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      noticesDeleted: listed.notices.length,
      mailFilesDeleted: listed.mailFiles.length,
    });
    await app.outbox.drain();
    expect(await mailFilesMentioning(mailDir, lee)).toEqual([expect.stringMatching(lastMailFile)]);
    expect(await mailFilesMentioning(mailDir, 'Marchetti')).toEqual([]);
    expect(await mailFilesMentioning(mailDir, people.kim.email)).toEqual(kimFiles);
  }, 60_000);
});
