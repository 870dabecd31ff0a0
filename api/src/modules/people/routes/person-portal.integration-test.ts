/**
 * A person's data covers his client portal: the owner's lookup lists every portal record of one
 * person (account, private and shared notes with their action items, thread, check-ins, materials
 * and recordings given to him alone, the coach's gifts, his packages' notices, his erasure
 * request) and nothing of another's; his own download carries them but the coach's private notes;
 * the erasure deletes each kind, counted, and leaves a last email to his address that names
 * nothing else of him; his request from the portal is acknowledged by email.
 */
import type { FastifyInstance } from 'fastify';
import {
  adminPaths,
  personMaterialFilesNote,
  type PersonData,
  type PersonErasure,
} from '@site/contracts/admin';
import {
  erasureDeadlineDays,
  erasureKeepsSentence,
  erasureMailSubjects,
} from '@site/contracts/client-actions';
import type { PortalDataExport } from '@site/contracts/endpoints/client-actions';
import { priceCents } from '@site/contracts/packages';
import { testDomain, TestClock, visitorAddresses } from '../../../test/app';
import { startOwnerApp, type OwnerApp } from '../../../test/owner-app';
import type { OwnerSession } from '../../../test/owner';
import { asClient, signInClient } from '../../../test/client';

const domain = testDomain('person-portal');
const dayMs = 86_400_000;

let app: FastifyInstance;
const clock = new TestClock();
let owner: OwnerSession;
let suite: OwnerApp;
const nextIp = visitorAddresses();
let visitor = 0;

beforeAll(async () => {
  suite = await startOwnerApp('person-portal', { clock });
  ({ app, owner } = suite);
});

afterAll(async () => {
  const emails = app.knex.raw('lower(email) LIKE ?', [`%@${domain}`]);
  await app.knex('clients').where(emails).delete();
  await app.knex('consultation_bookings').where(emails).delete();
  await app.knex('consultation_bookings').where('email', 'like', '%@erased.invalid').delete();
  await app.knex('outbox_messages').where('to_address', 'like', `%@${domain}`).delete();
  await suite.close();
});

async function lookUp(email: string): Promise<PersonData> {
  const answer = await owner.send('GET', `${adminPaths.person}?email=${encodeURIComponent(email)}`);
  expect(answer.statusCode).toBe(200);
  return answer.json<PersonData>();
}

interface Portal {
  email: string;
  name: string;
  cookie: string;
  clientId: number;
  bookingId: number;
  ids: Record<
    | 'privateNote'
    | 'sharedNote'
    | 'actionItem'
    | 'message'
    | 'checkIn'
    | 'material'
    | 'recording'
    | 'grant'
    | 'notice',
    number
  >;
}

/** One client with one of every portal record, each naming `word`. */
async function aClientWithEverything(word: string): Promise<Portal> {
  const email = `${word.toLowerCase()}-${(visitor += 1)}-${Date.now()}@${domain}`;
  const name = `${word} Client`;
  const now = clock.now();
  const insert = async (table: string, row: Record<string, unknown>) => {
    const [inserted] = await app.knex(table).insert(row).returning('id');
    return Number((inserted as { id: number }).id);
  };
  const bookingId = await insert('consultation_bookings', {
    name,
    email,
    package_type: '10-session',
    amount: priceCents('10-session'),
    status: 'paid',
    payment: 'offline',
    paid_at: new Date(now.getTime() - 20 * dayMs),
    access_key: `key-${word}-${Math.random().toString(36).slice(2)}`,
  });
  const cookie = await signInClient(app, email, nextIp());
  const { id: clientId } = (await app.knex('clients').where({ email }).first('id')) as {
    id: number;
  };
  const privateNote = await insert('client_notes', {
    client_id: clientId,
    booking_id: bookingId,
    visibility: 'private',
    title: null,
    body: `${word} private thought`,
    created_at: now,
    updated_at: now,
  });
  const sharedNote = await insert('client_notes', {
    client_id: clientId,
    booking_id: bookingId,
    visibility: 'shared',
    title: `${word} plan`,
    body: `${word} shared plan`,
    published_at: now,
    created_at: now,
    updated_at: now,
  });
  const actionItem = await insert('client_action_items', {
    note_id: sharedNote,
    position: 0,
    text: `${word} first step`,
    done_at: now,
  });
  await insert('client_action_items', {
    note_id: sharedNote,
    position: 1,
    text: `${word} second step`,
  });
  const message = await insert('client_messages', {
    client_id: clientId,
    booking_id: bookingId,
    author: 'client',
    body: `${word} asks a question`,
    priority: false,
    created_at: now,
  });
  const checkIn = await insert('client_check_ins', {
    client_id: clientId,
    booking_id: bookingId,
    wins: `${word} wins`,
    obstacles: `${word} obstacles`,
    rating: 7,
    question: null,
    created_at: now,
  });
  const material = await insert('client_materials', {
    client_id: clientId,
    kind: 'link',
    title: `${word} reading`,
    url: `https://example.com/${word}`,
    created_at: now,
  });
  const recording = await insert('client_materials', {
    client_id: clientId,
    kind: 'link',
    is_recording: true,
    title: `${word} recording`,
    url: `https://example.com/${word}/recording`,
    created_at: now,
  });
  // A package the coach gave him: no payment, so no record the law keeps; it goes at erasure.
  const given = await insert('consultation_bookings', {
    name,
    email,
    package_type: 'single',
    amount: 0,
    status: 'paid',
    payment: 'complimentary',
    access_key: `key-${word}-${Math.random().toString(36).slice(2)}`,
  });
  const grant = await insert('client_grants', {
    client_id: clientId,
    booking_id: given,
    kind: 'package',
    credits: null,
    reason: `${word} deserves more`,
    created_at: now,
  });
  const notice = await insert('client_promise_notices', {
    booking_id: bookingId,
    kind: 'check-in-due',
    period: now.toISOString(),
    sent_at: now,
  });
  return {
    email,
    name,
    cookie,
    clientId,
    bookingId,
    ids: {
      privateNote,
      sharedNote,
      actionItem,
      message,
      checkIn,
      material,
      recording,
      grant,
      notice,
    },
  };
}

/** The outbox rows to `email`, oldest first. */
const mailTo = (email: string) =>
  app
    .knex('outbox_messages')
    .whereRaw('lower(to_address) = ?', [email.toLowerCase()])
    .orderBy('id')
    .select('kind', 'message');

describe('a person’s data and his client portal', () => {
  let pat: Portal;
  let kim: Portal;

  beforeAll(async () => {
    pat = await aClientWithEverything('Quillfeather');
    kim = await aClientWithEverything('Ostrowska');
  });

  it('lists every portal record of the person, and none of another’s', async () => {
    const { portal } = await lookUp(pat.email);
    expect(portal.account).toEqual({
      clientId: pat.clientId,
      createdAt: expect.any(String),
      lastSignInAt: clock.now().toISOString(),
      timezone: null,
      erasureRequestedAt: null,
    });
    expect(portal.privateNotes).toEqual([
      expect.objectContaining({ id: pat.ids.privateNote, body: 'Quillfeather private thought' }),
    ]);
    expect(portal.sharedNotes).toEqual([
      expect.objectContaining({
        id: pat.ids.sharedNote,
        title: 'Quillfeather plan',
        publishedAt: clock.now().toISOString(),
        actionItems: [
          { id: pat.ids.actionItem, text: 'Quillfeather first step', doneAt: expect.any(String) },
          { id: expect.any(Number), text: 'Quillfeather second step', doneAt: null },
        ],
      }),
    ]);
    expect(portal.messages.map((one) => [one.id, one.body])).toEqual([
      [pat.ids.message, 'Quillfeather asks a question'],
    ]);
    expect(portal.checkIns.map((one) => [one.id, one.rating])).toEqual([[pat.ids.checkIn, 7]]);
    expect(portal.materials.map((one) => [one.id, one.isRecording])).toEqual([
      [pat.ids.material, false],
      [pat.ids.recording, true],
    ]);
    expect(portal.materialFilesNote).toBe(personMaterialFilesNote);
    expect(portal.grants).toEqual([
      expect.objectContaining({
        id: pat.ids.grant,
        kind: 'package',
        credits: null,
        reason: 'Quillfeather deserves more',
      }),
    ]);
    expect(portal.promiseNotices).toEqual([
      {
        id: pat.ids.notice,
        bookingId: pat.bookingId,
        kind: 'check-in-due',
        sentAt: clock.now().toISOString(),
      },
    ]);
    // Nothing of the other client.
    expect(JSON.stringify(portal)).not.toContain('Ostrowska');
    expect((await lookUp(kim.email)).portal.account?.clientId).toBe(kim.clientId);
  });

  it('gives him his portal records in his download, but the coach’s private notes', async () => {
    const answer = await asClient(app, pat.cookie, 'GET', '/api/portal/data');
    expect(answer.statusCode).toBe(200);
    const data = answer.json<PortalDataExport>();
    expect(data.person.portal.account?.clientId).toBe(pat.clientId);
    expect(data.person.portal.sharedNotes.map((one) => one.id)).toEqual([pat.ids.sharedNote]);
    expect(data.person.portal.messages.map((one) => one.id)).toEqual([pat.ids.message]);
    expect(data.person.portal.materials).toHaveLength(2);
    expect(data.person.portal.grants.map((one) => one.id)).toEqual([pat.ids.grant]);
    expect(data.person.portal.promiseNotices).toHaveLength(1);
    expect(data.person.portal.materialFilesNote).toBe(personMaterialFilesNote);
    expect(data.person.portal.privateNotes).toEqual([]);
    expect(answer.body).not.toContain('private thought');
    expect(answer.body).not.toContain('Ostrowska');
  });

  it('acknowledges his erasure request by email: what happens next and the legal limit', async () => {
    const asked = await asClient(app, pat.cookie, 'POST', '/api/portal/erasure-request');
    expect(asked.statusCode).toBe(201);
    const { portal } = await lookUp(pat.email);
    expect(portal.account?.erasureRequestedAt).toBe(clock.now().toISOString());
    const receipts = (await mailTo(pat.email)).filter(
      (row) => row.kind === 'client.erasure-requested',
    );
    expect(receipts).toHaveLength(1);
    const mail = receipts[0]!.message as { subject: string; text: string };
    expect(mail.subject).toBe(erasureMailSubjects.requested);
    expect(mail.text).toContain(`within ${erasureDeadlineDays} days`);
    expect(mail.text).toContain(erasureKeepsSentence);
    expect(mail.text).not.toContain(pat.name);
  });

  it('erases each portal record, counted, and leaves only a last email to his address', async () => {
    clock.advance(2 * dayMs);
    await owner.signIn();
    const kimBefore = await lookUp(kim.email);
    const confirmed = await owner.send(
      'POST',
      `/api/admin/erasure-requests/${pat.clientId}/confirm`,
    );
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json<PersonErasure>()).toMatchObject({
      portalAccountsDeleted: 1,
      privateNotesDeleted: 1,
      sharedNotesDeleted: 1,
      actionItemsDeleted: 2,
      portalMessagesDeleted: 1,
      checkInsDeleted: 1,
      materialsDeleted: 2,
      grantsDeleted: 1,
      promiseNoticesDeleted: 1,
      bookingsAnonymised: 1,
      bookingsDeleted: 1,
    });
    for (const [table, id] of [
      ['clients', pat.clientId],
      ['client_notes', pat.ids.privateNote],
      ['client_notes', pat.ids.sharedNote],
      ['client_action_items', pat.ids.actionItem],
      ['client_messages', pat.ids.message],
      ['client_check_ins', pat.ids.checkIn],
      ['client_materials', pat.ids.material],
      ['client_grants', pat.ids.grant],
      ['client_promise_notices', pat.ids.notice],
    ] as const)
      expect([table, await app.knex(table).where({ id }).first()]).toEqual([table, undefined]);

    // One email to his address remains: the last one, saying it is done and what the law keeps,
    // naming nothing of him but the address.
    const left = await mailTo(pat.email);
    expect(left.map((row) => row.kind)).toEqual(['client.person-erased']);
    const mail = left[0]!.message as { subject: string; text: string; html: string };
    expect(mail.subject).toBe(erasureMailSubjects.erased);
    expect(mail.text).toContain(erasureKeepsSentence);
    for (const trace of [pat.name, '10-session', 'Quillfeather plan', 'deserves more'])
      expect([trace, JSON.stringify(mail).includes(trace)]).toEqual([trace, false]);

    const after = await lookUp(pat.email);
    expect(after.portal).toMatchObject({
      account: null,
      privateNotes: [],
      sharedNotes: [],
      messages: [],
      checkIns: [],
      materials: [],
      grants: [],
      promiseNotices: [],
    });
    expect(after.emails.map((one) => one.kind)).toEqual(['client.person-erased']);
    expect(await lookUp(kim.email)).toEqual(kimBefore);
  });
});
