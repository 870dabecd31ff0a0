/**
 * The client portal and the coach's client record on a real database: sign-in codes (the same
 * answer for any address, once, short-lived, tries and requests limited), the portal session,
 * one person's bookings across purchases, the support window of each package with an injected
 * clock, the thread, shared notes and action items, and access across two clients refused.
 */
import type { FastifyInstance } from 'fastify';
import { adminPaths } from '@site/contracts/admin';
import { bookingAccessCookieName } from '@site/contracts/booking-access';
import {
  clientSessionCookie,
  portalSignedInHint,
  codeRequestLimits,
  portalMessages,
  signInCode,
} from '@site/contracts/client-portal';
import type { ClientRecord, ClientRow } from '@site/contracts/endpoints/admin-clients';
import type {
  PortalOverview,
  PortalThread,
  SharedNote,
  ThreadMessage,
} from '@site/contracts/endpoints/portal';
import { freeCallMessageDays, promiseMessages } from '@site/contracts/package-promises';
import { priceCents, type PaidPackageType } from '@site/contracts/packages';
import { formatDate } from '@site/contracts/slots';
import { cookieHeader, testDomain, TestClock, visitorAddresses } from '../../../test/app';
import { startOwnerApp, type OwnerApp } from '../../../test/owner-app';
import type { OwnerSession } from '../../../test/owner';
import { asClient, messagesTo, portalCode, signInClient } from '../../../test/client';
import { boughtDaysAgo, paidBooking } from '../../../test/bookings';

const domain = testDomain('portal');
const dayMs = 86_400_000;

let app: FastifyInstance;
const clock = new TestClock();
let owner: OwnerSession;
let suite: OwnerApp;
let made = 0;

/** A fresh network address per test, so the per-visitor limit of one never meets another's. */
const nextIp = visitorAddresses();

beforeAll(async () => {
  suite = await startOwnerApp('portal', { clock });
  ({ app, owner } = suite);
});

afterAll(async () => {
  const emails = app.knex.raw('lower(email) LIKE ?', [`%@${domain}`]);
  await app.knex('clients').where(emails).delete();
  await app.knex('consultation_bookings').where(emails).delete();
  await app.knex('outbox_messages').where('to_address', 'like', `%@${domain}`).delete();
  await suite.close();
});

beforeEach(() => clock.set(new Date()));

/**
 * A paid package of `email`, bought `boughtDaysAgo` days ago, with a held session ending at each
 * of `sessionsEndedDaysAgo` (days before now) and the rest of its credits unbooked.
 */
const buy = (
  email: string,
  type: PaidPackageType,
  input: { boughtDaysAgo?: number; sessionsEndedDaysAgo?: number[]; name?: string } = {},
) => boughtDaysAgo(app, clock.now(), { email, type, ...input });

const address = (label: string) => `${label}-${(made += 1)}-${Date.now()}@${domain}`;

function requestCode(email: string, ip: string) {
  return app.inject({
    method: 'POST',
    url: '/api/portal/sign-in/code',
    remoteAddress: ip,
    payload: { email },
  });
}

/** The code in the newest sign-in email queued for `email`, or null. */
const lastCode = (email: string) => portalCode(app, email);
const codesSentTo = (email: string) => messagesTo(app, email, 'client.portal-code');

function signIn(email: string, code: string, ip = nextIp()) {
  return app.inject({
    method: 'POST',
    url: '/api/portal/sign-in',
    remoteAddress: ip,
    payload: { email, code },
  });
}

/** Signs `email` in through a code from its email; answers the portal cookie. */
const portalCookie = (email: string) => signInClient(app, email, nextIp());

describe('signing in to the portal', () => {
  it('answers the same whether or not the address has bookings, and sends a code only to one that has', async () => {
    const known = address('known');
    await buy(known, 'single');
    const unknown = address('unknown');
    const [a, b] = [await requestCode(known, nextIp()), await requestCode(unknown, nextIp())];
    expect([a.statusCode, b.statusCode]).toEqual([202, 202]);
    expect(a.json()).toEqual({ message: portalMessages.codeSent });
    expect(b.json()).toEqual(a.json());
    expect(await codesSentTo(known)).toBe(1);
    expect(await codesSentTo(unknown)).toBe(0);
    // The code is stored only as a keyed hash.
    const code = (await lastCode(known))!;
    const stored = await app.knex('client_sign_in_codes').select('code_hash');
    expect(stored.some((row: { code_hash: string }) => row.code_hash.includes(code))).toBe(false);
  });

  it('sets an HttpOnly, SameSite=Strict session cookie with an expiry, and the code works once', async () => {
    const email = address('once');
    await buy(email, 'single');
    await requestCode(email, nextIp());
    const code = (await lastCode(email))!;
    const first = await signIn(email, code);
    expect(first.statusCode).toBe(204);
    const setCookie = String(first.headers['set-cookie']);
    expect(setCookie).toContain(`${clientSessionCookie.plain}=`);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Strict/i);
    expect(setCookie).toMatch(/Expires=/i);
    // Beside it, the page's hint that a session is there: no secret, readable by its script.
    const cookies = ([] as string[]).concat(first.headers['set-cookie'] ?? []);
    const hint = cookies.find((line) => line.startsWith(`${portalSignedInHint}=`));
    expect(hint).toMatch(new RegExp(`^${portalSignedInHint}=1;`));
    expect(hint).not.toMatch(/HttpOnly/i);
    expect(hint).toMatch(/SameSite=Strict/i);
    expect(hint).toMatch(/Expires=/i);
    const again = await signIn(email, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(portalMessages.codeInvalid);
  });

  it(`refuses a code after ${signInCode.validMinutes} minutes`, async () => {
    const email = address('late');
    await buy(email, 'single');
    await requestCode(email, nextIp());
    const code = (await lastCode(email))!;
    clock.advance(signInCode.validMinutes * 60_000 + 1);
    expect((await signIn(email, code)).statusCode).toBe(400);
  });

  it(`spends a code after ${signInCode.maxWrongTries} wrong tries, even for the right one after`, async () => {
    const email = address('guess');
    await buy(email, 'single');
    await requestCode(email, nextIp());
    const code = (await lastCode(email))!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < signInCode.maxWrongTries; attempt += 1) {
      const answer = await signIn(email, wrong);
      expect(answer.json().message).toBe(portalMessages.codeInvalid);
    }
    expect((await signIn(email, code)).statusCode).toBe(400);
  });

  it('limits codes per address and per visitor, with the same answer past the limit', async () => {
    const email = address('limited');
    await buy(email, 'single');
    for (let index = 0; index < codeRequestLimits.perAddress + 1; index += 1) {
      const answer = await requestCode(email, nextIp());
      expect(answer.statusCode).toBe(202);
      expect(answer.json()).toEqual({ message: portalMessages.codeSent });
    }
    expect(await codesSentTo(email)).toBe(codeRequestLimits.perAddress);
    // An hour later the address may ask again.
    clock.advance(codeRequestLimits.windowMinutes * 60_000 + 1);
    await requestCode(email, nextIp());
    expect(await codesSentTo(email)).toBe(codeRequestLimits.perAddress + 1);

    const ip = nextIp();
    const others = await Promise.all(
      Array.from({ length: codeRequestLimits.perVisitor + 1 }, async (_, index) => {
        const other = address(`visitor-${index}`);
        await buy(other, 'single');
        return other;
      }),
    );
    for (const other of others) expect((await requestCode(other, ip)).statusCode).toBe(202);
    const sent = await Promise.all(others.map((other) => codesSentTo(other)));
    expect(sent.reduce((sum, n) => sum + n, 0)).toBe(codeRequestLimits.perVisitor);
  });

  it("opens the portal from a booking's id and key, and not with a wrong key", async () => {
    const email = address('link');
    const booking = await buy(email, '5-session');
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/portal/sign-in/booking-link',
      payload: { bookingId: booking.id, key: 'not-the-key' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(portalMessages.linkInvalid);
    const right = await app.inject({
      method: 'POST',
      url: '/api/portal/sign-in/booking-link',
      payload: { bookingId: booking.id, key: booking.key },
    });
    expect(right.statusCode).toBe(204);
    const cookie = cookieHeader(right.headers['set-cookie']);
    const portal = await asClient(app, cookie, 'GET', '/api/portal');
    expect(portal.statusCode).toBe(200);
    expect((portal.json() as PortalOverview).email).toBe(email.toLowerCase());
  });

  it("opens the portal from the browser holding a booking's access cookie, and from no other", async () => {
    const email = address('cookie');
    const booking = await buy(email, '5-session');
    const other = await buy(address('cookie-other'), '5-session');
    const accessCookie = (id: number, key: string, signed = true) =>
      `${bookingAccessCookieName(id)}=${encodeURIComponent(signed ? app.signCookie(key) : key)}`;
    const fromBrowser = (cookie: string | undefined, bookingId = booking.id) =>
      app.inject({
        method: 'POST',
        url: '/api/portal/sign-in/booking-link',
        payload: { bookingId },
        ...(cookie === undefined ? {} : { headers: { cookie } }),
      });
    const refused = [
      // no cookie at all
      await fromBrowser(undefined),
      // the key unsigned, as a script of another site could set it
      await fromBrowser(accessCookie(booking.id, booking.key, false)),
      // another booking's key under this booking's name
      await fromBrowser(accessCookie(booking.id, other.key)),
      // another booking's own cookie, asking for this booking
      await fromBrowser(accessCookie(other.id, other.key)),
    ];
    for (const answer of refused) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(portalMessages.linkInvalid);
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
    const empty = await app.inject({
      method: 'POST',
      url: '/api/portal/sign-in/booking-link',
      payload: { bookingId: booking.id, key: '' },
      headers: { cookie: accessCookie(booking.id, booking.key) },
    });
    expect(empty.statusCode).toBe(400);

    const right = await fromBrowser(accessCookie(booking.id, booking.key));
    expect(right.statusCode).toBe(204);
    const session = cookieHeader(right.headers['set-cookie']);
    const portal = await asClient(app, session, 'GET', '/api/portal');
    expect(portal.statusCode).toBe(200);
    expect((portal.json() as PortalOverview).email).toBe(email.toLowerCase());
    expect((portal.json() as PortalOverview).packages.map((pkg) => pkg.booking.id)).toEqual([
      booking.id,
    ]);

    // Signed in already as the booking's person, the browser keeps its session.
    const again = await fromBrowser(`${session}; ${accessCookie(booking.id, booking.key)}`);
    expect(again.statusCode).toBe(204);
    expect(again.headers['set-cookie']).toBeUndefined();
    // Signed in as someone else, the booking's cookie signs its own person in.
    const switched = await app.inject({
      method: 'POST',
      url: '/api/portal/sign-in/booking-link',
      payload: { bookingId: other.id },
      headers: { cookie: `${session}; ${accessCookie(other.id, other.key)}` },
    });
    expect(switched.statusCode).toBe(204);
    const otherPortal = await asClient(
      app,
      cookieHeader(switched.headers['set-cookie']),
      'GET',
      '/api/portal',
    );
    expect((otherPortal.json() as PortalOverview).packages.map((pkg) => pkg.booking.id)).toEqual([
      other.id,
    ]);
  });

  it('answers 401 without a session, and after signing out', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/portal' })).statusCode).toBe(401);
    const email = address('out');
    await buy(email, 'single');
    const cookie = await portalCookie(email);
    expect((await asClient(app, cookie, 'GET', '/api/portal')).statusCode).toBe(200);
    const out = await asClient(app, cookie, 'POST', '/api/portal/sign-out');
    expect(out.statusCode).toBe(204);
    // Both cookies go: the session and the page's hint.
    const cleared = ([] as string[]).concat(out.headers['set-cookie'] ?? []);
    for (const name of [clientSessionCookie.plain, portalSignedInHint])
      expect(cleared.find((line) => line.startsWith(`${name}=;`))).toMatch(
        /Expires=Thu, 01 Jan 1970/,
      );
    const after = await asClient(app, cookie, 'GET', '/api/portal');
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(portalMessages.signInRequired);
    expect(after.headers['cache-control']).toBe('no-store');
  });
});

describe('the portal', () => {
  it("shows one person's bookings across purchases, with credits, promises and receipts, and nobody else's", async () => {
    const email = address('both');
    const ten = await buy(email, '10-session', { sessionsEndedDaysAgo: [3] });
    const single = await buy(email.toUpperCase(), 'single');
    const stranger = address('stranger');
    await buy(stranger, '5-session');
    const cookie = await portalCookie(email);
    const answer = await asClient(app, cookie, 'GET', '/api/portal');
    expect(answer.headers['cache-control']).toBe('no-store');
    const portal = answer.json() as PortalOverview;
    expect(portal.packages.map((pkg) => pkg.booking.id)).toEqual([single.id, ten.id]);
    const tenPackage = portal.packages.find((pkg) => pkg.booking.id === ten.id)!;
    expect(tenPackage.booking.sessionsRemaining).toBe(9);
    expect(tenPackage.accessKey).toBe(ten.key);
    expect(tenPackage.support).toMatchObject({ state: 'open', level: 'unlimited', closesAt: null });
    expect(tenPackage.checkIn.state).toBe('not-due');
    expect(tenPackage.keepsRecordings).toBe(true);
    expect(portal.receipts.map((receipt) => [receipt.bookingId, receipt.amount])).toEqual([
      [single.id, priceCents('single')],
      [ten.id, priceCents('10-session')],
    ]);
    // Paid outside the site: no payment id to give, and said so in words, not as a reference.
    expect(
      portal.receipts.map(({ paymentReference, paidBy }) => [paymentReference, paidBy]),
    ).toEqual([
      [null, 'offline'],
      [null, 'offline'],
    ]);
    expect(JSON.stringify(portal)).not.toContain(stranger);
  });

  it('keeps the thread of a single session read-only until it has ended, then open 7 days', async () => {
    const email = address('single');
    await buy(email, 'single', { sessionsEndedDaysAgo: [7] });
    const cookie = await portalCookie(email);
    // 7 days after the session: the window has just closed.
    const closed = (
      await asClient(app, cookie, 'GET', '/api/portal/messages')
    ).json() as PortalThread;
    const endedOn = formatDate(new Date(clock.now().getTime()), 'Europe/Paris');
    expect(closed).toMatchObject({
      canWrite: false,
      reason: promiseMessages.supportClosed(endedOn, false),
    });
    const refused = await asClient(app, cookie, 'POST', '/api/portal/messages', { body: 'Hello?' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(promiseMessages.supportClosed(endedOn, false));
    // A minute earlier it was open.
    clock.advance(-60_000);
    const open = await asClient(app, cookie, 'POST', '/api/portal/messages', { body: 'Hello!' });
    expect(open.statusCode).toBe(201);
  });

  it('opens a single session’s thread only once the session has taken place', async () => {
    const email = address('waiting');
    await buy(email, 'single');
    const cookie = await portalCookie(email);
    const thread = (
      await asClient(app, cookie, 'GET', '/api/portal/messages')
    ).json() as PortalThread;
    expect(thread).toEqual({
      messages: [],
      canWrite: false,
      reason: promiseMessages.supportNotYetOpen,
    });
  });

  it.each([
    ['5-session', 30],
    ['10-session', 90],
  ] as const)(
    'keeps a %s thread open until %i days after the last session, marking priority support',
    async (type, days) => {
      const email = address(`window-${type}`);
      const sessions = Array.from({ length: type === '5-session' ? 5 : 10 }, () => days);
      await buy(email, type, {
        sessionsEndedDaysAgo: sessions,
        boughtDaysAgo: days + 30,
        name: 'Maya Chen',
      });
      const cookie = await portalCookie(email);
      expect(
        (await asClient(app, cookie, 'POST', '/api/portal/messages', { body: 'Late' })).statusCode,
      ).toBe(409);
      clock.advance(-60_000);
      const written = await asClient(app, cookie, 'POST', '/api/portal/messages', {
        body: 'Hi Adrian,\n\nis there  any chance we could move Thursday to the late afternoon?',
      });
      expect(written.statusCode).toBe(201);
      expect(written.json().priority).toBe(type === '5-session');
      // The coach is told who wrote, Priority first for priority support, never what.
      const notice = (await app
        .knex('outbox_messages')
        .where({ kind: 'owner.client-message' })
        .orderBy('id', 'desc')
        .first('message')) as { message: { subject: string } };
      expect(notice.message.subject).toBe(
        `${type === '5-session' ? 'Priority: ' : ''}Maya Chen wrote to you`,
      );
      expect(JSON.stringify(notice.message)).not.toContain('any chance');
    },
  );

  /** A free call of `email` booked 2 days ago, ending `endsInDays` from now (past when negative). */
  const bookFreeCall = (email: string, endsInDays: number) =>
    paidBooking(app, {
      email,
      type: 'strategy-call',
      name: 'Fay Caller',
      boughtAt: new Date(clock.now().getTime() - 2 * dayMs),
      sessions: [
        {
          endsAt: new Date(clock.now().getTime() + endsInDays * dayMs),
          status: endsInDays > 0 ? 'scheduled' : 'completed',
        },
      ],
    });

  it('lets a free call’s client write from booking it, and the coach reads it with his other clients', async () => {
    const email = address('call-ahead');
    const call = await bookFreeCall(email, 3);
    const cookie = await portalCookie(email);
    expect(
      (await asClient(app, cookie, 'GET', '/api/portal/messages')).json() as PortalThread,
    ).toEqual({ messages: [], canWrite: true, reason: null });
    const written = await asClient(app, cookie, 'POST', '/api/portal/messages', {
      body: 'What should I bring to our call?',
    });
    expect(written.statusCode).toBe(201);
    // No paid support: never priority.
    expect(written.json()).toMatchObject({ author: 'client', priority: false });
    const stored = await app
      .knex('client_messages')
      .where({ body: 'What should I bring to our call?' })
      .first('booking_id');
    expect(Number(stored.booking_id)).toBe(call.id);

    // The coach: in the clients' threads, and on his page.
    const threads = (await owner.send('GET', `${adminPaths.clientThreads}?page=1`)).json() as {
      items: { clientId: number; email: string; preview: string }[];
    };
    const row = threads.items.find((thread) => thread.email === email.toLowerCase());
    expect(row).toMatchObject({ preview: 'What should I bring to our call?' });
    const messages = (
      await owner.send('GET', `/api/admin/clients/${row!.clientId}/messages`)
    ).json() as ThreadMessage[];
    expect(messages.map((message) => message.body)).toEqual(['What should I bring to our call?']);
  });

  it(`keeps a free call’s thread open until ${freeCallMessageDays} days after the call, then read-only`, async () => {
    const email = address('call-after');
    await bookFreeCall(email, -freeCallMessageDays);
    const cookie = await portalCookie(email);
    expect(
      (await asClient(app, cookie, 'GET', '/api/portal/messages')).json() as PortalThread,
    ).toMatchObject({ canWrite: false, reason: promiseMessages.freeCallThreadClosed });
    const refused = await asClient(app, cookie, 'POST', '/api/portal/messages', { body: 'Late?' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(promiseMessages.freeCallThreadClosed);
    // A minute earlier it was open.
    clock.advance(-60_000);
    const open = await asClient(app, cookie, 'POST', '/api/portal/messages', { body: 'Thanks!' });
    expect(open.statusCode).toBe(201);
  });

  it('refuses an empty message with its message', async () => {
    const email = address('empty');
    await buy(email, '5-session');
    const cookie = await portalCookie(email);
    const answer = await asClient(app, cookie, 'POST', '/api/portal/messages', { body: '  ' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual({ body: portalMessages.messageEmpty });
  });
});

describe('the coach and a client', () => {
  it('lists one row per person, and publishes notes, replies and marks sessions only for that client', async () => {
    const email = address('coach');
    const booking = await buy(email, '10-session', {
      sessionsEndedDaysAgo: [1],
      name: 'Dana Coachee',
    });
    await buy(email, 'single', { name: 'Dana Coachee' });
    const other = address('other');
    await buy(other, 'single', { name: 'Other Person' });
    const cookie = await portalCookie(email);
    const otherCookie = await portalCookie(other);
    await asClient(app, cookie, 'POST', '/api/portal/messages', { body: 'Question about Monday' });

    expect((await app.inject({ method: 'GET', url: '/api/admin/clients' })).statusCode).toBe(401);
    const list = (
      await owner.send('GET', `/api/admin/clients?q=${encodeURIComponent(email)}`)
    ).json() as ClientRow[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      email: email.toLowerCase(),
      name: 'Dana Coachee',
      creditsLeft: 9 + 1,
      totalPaid: priceCents('10-session') + priceCents('single'),
      unreadMessages: 1,
    });
    const id = list[0]!.id;
    // Reading his record (a page opened on any tab) leaves his message new, and says so.
    const record = (await owner.send('GET', `/api/admin/clients/${id}`)).json() as ClientRecord;
    expect(record.figures.unreadMessages).toBe(1);
    expect(record.sessions).toHaveLength(1);
    const unread = async () =>
      (
        (
          await owner.send('GET', `/api/admin/clients?q=${encodeURIComponent(email)}`)
        ).json() as ClientRow[]
      )[0]!.unreadMessages;
    expect(await unread()).toBe(1);
    // Reading his thread (the Messages tab shown) reads it.
    const messages = (
      await owner.send('GET', `/api/admin/clients/${id}/messages`)
    ).json() as ThreadMessage[];
    expect(messages.map((message) => message.body)).toEqual(['Question about Monday']);
    expect(await unread()).toBe(0);
    expect(
      ((await owner.send('GET', `/api/admin/clients/${id}`)).json() as ClientRecord).figures
        .unreadMessages,
    ).toBe(0);
    expect(
      (await app.inject({ method: 'GET', url: `/api/admin/clients/${id}/messages` })).statusCode,
    ).toBe(401);
    expect((await owner.send('GET', '/api/admin/clients/999999/messages')).statusCode).toBe(404);

    // A private note stays the coach's; a shared one reaches the client with a notice.
    expect(
      (
        await owner.send('POST', `/api/admin/clients/${id}/notes`, {
          visibility: 'private',
          body: 'Seems tired.',
        })
      ).statusCode,
    ).toBe(201);
    const shared = await owner.send('POST', `/api/admin/clients/${id}/notes`, {
      visibility: 'shared',
      title: 'After session one',
      body: 'Mornings first.',
      actionItems: ['Walk every morning', 'Write three pages'],
    });
    expect(shared.statusCode).toBe(201);
    const notes = (await asClient(app, cookie, 'GET', '/api/portal/notes')).json() as SharedNote[];
    expect(notes.map((note) => note.body)).toEqual(['Mornings first.']);
    expect((await asClient(app, otherCookie, 'GET', '/api/portal/notes')).json()).toEqual([]);

    // He ticks his item; the other client cannot tick it, nor see it.
    const itemId = notes[0]!.actionItems[0]!.id;
    const foreign = await asClient(app, otherCookie, 'POST', `/api/portal/action-items/${itemId}`, {
      done: true,
    });
    expect(foreign.statusCode).toBe(404);
    const ticked = await asClient(app, cookie, 'POST', `/api/portal/action-items/${itemId}`, {
      done: true,
    });
    expect(ticked.statusCode).toBe(200);
    expect(ticked.json().doneAt).toBe(clock.now().toISOString());

    // The reply reaches his thread only; the email carries no text.
    const reply = await owner.send('POST', `/api/admin/clients/${id}/messages`, {
      body: 'Yes, Monday at ten.',
    });
    expect(reply.statusCode).toBe(201);
    const thread = (
      await asClient(app, cookie, 'GET', '/api/portal/messages')
    ).json() as PortalThread;
    expect(thread.messages.map((message) => message.author)).toEqual(['client', 'coach']);
    const otherThread = (
      await asClient(app, otherCookie, 'GET', '/api/portal/messages')
    ).json() as PortalThread;
    expect(otherThread.messages).toEqual([]);
    const notices = await app
      .knex('outbox_messages')
      .where({ to_address: email.toLowerCase() })
      .whereIn('kind', ['client.portal-reply', 'client.portal-note']);
    expect(notices).toHaveLength(2);
    // The reply is quoted to the client it was written to; the notes stay in the portal.
    const note = notices.find((notice: { kind: string }) => notice.kind === 'client.portal-note');
    const replied = notices.find(
      (notice: { kind: string }) => notice.kind === 'client.portal-reply',
    );
    expect(JSON.stringify(note)).not.toMatch(/Mornings first|Walk every morning/);
    expect(JSON.stringify(replied)).toContain('> Yes, Monday at ten.');

    // A session that has taken place is marked; one to come cannot be.
    const [session] = record.sessions;
    const marked = await owner.send('POST', `/api/admin/sessions/${session!.id}/attendance`, {
      attendance: 'no-show',
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().attendance).toBe('no-show');
    const [future] = await app
      .knex('booking_sessions')
      .insert({
        booking_id: booking.id,
        starts_at: new Date(clock.now().getTime() + 2 * dayMs),
        ends_at: new Date(clock.now().getTime() + 2 * dayMs + 90 * 60_000),
        timezone: 'Europe/Paris',
        status: 'scheduled',
      })
      .returning('id');
    const early = await owner.send(
      'POST',
      `/api/admin/sessions/${(future as { id: number }).id}/attendance`,
      { attendance: 'held' },
    );
    expect(early.statusCode).toBe(409);

    // Every write left its audit line, naming the client by id only.
    const lines = await app.knex('audit_log').where('target', `client ${id}`).pluck('action');
    expect(lines).toEqual(
      expect.arrayContaining([
        'client.sign-in',
        'client.message',
        'client.note-private',
        'client.note-shared',
        'client.action-item-done',
        'client.reply',
      ]),
    );

    // Erasing the person removes his portal with its notes, messages and sessions.
    const erased = await owner.send(
      'DELETE' as 'GET',
      `${adminPaths.person}?email=${encodeURIComponent(email)}`,
    );
    expect(erased.statusCode).toBe(200);
    expect(erased.json()).toMatchObject({
      portalAccountsDeleted: 1,
      privateNotesDeleted: expect.any(Number),
      sharedNotesDeleted: expect.any(Number),
      portalMessagesDeleted: expect.any(Number),
    });
    for (const kind of ['privateNotesDeleted', 'sharedNotesDeleted', 'portalMessagesDeleted'])
      expect([kind, erased.json()[kind] > 0]).toEqual([kind, true]);
    for (const table of [
      'clients',
      'client_notes',
      'client_messages',
      'client_sessions',
      'client_sign_in_codes',
    ])
      expect(
        await app
          .knex(table)
          .where(table === 'clients' ? { id } : { client_id: id })
          .first(),
      ).toBeUndefined();
    expect(await app.knex('audit_log').where('target', `client ${id}`).first()).toBeUndefined();
    expect((await asClient(app, cookie, 'GET', '/api/portal')).statusCode).toBe(401);
    expect((await asClient(app, otherCookie, 'GET', '/api/portal')).statusCode).toBe(200);
  });

  it('tells a client of the coach’s reply even after a busy hour of emails to him', async () => {
    const email = address('busy');
    await buy(email, '10-session', { name: 'Busy Client' });
    // The hour's emails to him: his purchases' confirmations, a code, a booking's (the limit is 5).
    await app.knex('outbox_messages').insert(
      Array.from({ length: 6 }, (_, index) => ({
        kind: 'test.earlier',
        dedupe_key: `test:earlier:${index}:${email}`,
        to_address: email.toLowerCase(),
        message: JSON.stringify({ subject: 'Earlier' }),
        status: 'sent',
      })),
    );
    const [row] = (
      await owner.send('GET', `/api/admin/clients?q=${encodeURIComponent(email)}`)
    ).json() as ClientRow[];
    const reply = await owner.send('POST', `/api/admin/clients/${row!.id}/messages`, {
      body: 'Here is the answer you asked for.',
    });
    expect(reply.statusCode).toBe(201);
    const notices = await app
      .knex('outbox_messages')
      .where({ to_address: email.toLowerCase(), kind: 'client.portal-reply' })
      .select('status', 'message');
    expect(notices).toHaveLength(1);
    expect(notices[0].status).not.toBe('suppressed');
    // The reply itself is in the email, quoted, with the way to answer it in the portal.
    const mail = (
      typeof notices[0].message === 'string' ? JSON.parse(notices[0].message) : notices[0].message
    ) as { text: string };
    expect(mail.text).toContain('> Here is the answer you asked for.');
    expect(mail.text).toContain('/portal');
  });
});
