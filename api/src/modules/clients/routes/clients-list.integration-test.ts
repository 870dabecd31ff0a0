/**
 * The Clients list's filters and orders on a real database: a package bought, a state (active,
 * finished, an unread message, a new check-in, a past session to mark), the four orders, and unknown values refused with
 * a 400 that names them; a client's page's key figures are his row's. Every request searches this file's own domain, so the rows other files
 * leave in the shared database never count.
 */
import type { FastifyInstance } from 'fastify';
import {
  clientsQueryMessages,
  type ClientRecord,
  type ClientRow,
} from '@site/contracts/endpoints/admin-clients';
import { priceCents, type PackageType } from '@site/contracts/packages';
import { unknownQueryMessage } from '../../../platform/endpoints';
import { testDomain, TestClock } from '../../../test/app';
import { startOwnerApp, type OwnerApp } from '../../../test/owner-app';
import type { OwnerSession } from '../../../test/owner';
import { clientIdOf as clientIdIn, paidBooking } from '../../../test/bookings';

const domain = testDomain('clients-list');
const dayMs = 86_400_000;

let app: FastifyInstance;
const clock = new TestClock();
let owner: OwnerSession;
let suite: OwnerApp;

const asOwner = (url: string) => owner.send('GET', url);

/** The list of this file's clients under `query`, as the names in the order answered. */
async function names(query: string): Promise<string[]> {
  const response = await asOwner(
    `/api/admin/clients?q=${encodeURIComponent(domain)}${query ? `&${query}` : ''}`,
  );
  expect(response.statusCode).toBe(200);
  return response.json<ClientRow[]>().map((row) => row.name);
}

const daysFromNow = (days: number) => new Date(clock.now().getTime() + days * dayMs);

async function buy(
  name: string,
  type: PackageType,
  input: { boughtDaysAgo: number; sessionsAt?: { days: number; status: string }[] },
): Promise<{ bookingId: number; email: string }> {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}@${domain}`;
  const { id } = await paidBooking(app, {
    name,
    email,
    type,
    boughtAt: daysFromNow(-input.boughtDaysAgo),
    sessions: (input.sessionsAt ?? []).map((session) => ({
      startsAt: daysFromNow(session.days),
      status: session.status,
    })),
  });
  return { bookingId: id, email };
}

const clientIdOf = (email: string) => clientIdIn(app, email);

async function checkIn(email: string, bookingId: number, read: boolean) {
  await app.knex('client_check_ins').insert({
    client_id: await clientIdOf(email),
    booking_id: bookingId,
    wins: 'A calm week',
    obstacles: 'Mornings',
    rating: 7,
    created_at: daysFromNow(-2),
    read_at: read ? daysFromNow(-1) : null,
  });
}

beforeAll(async () => {
  suite = await startOwnerApp('clients-list', { clock });
  ({ app, owner } = suite);

  // Zora: a 10-session package, a session in 2 days; a check-in the coach has read.
  const zora = await buy('Zora Ames', '10-session', {
    boughtDaysAgo: 10,
    sessionsAt: [{ days: 2, status: 'scheduled' }],
  });
  await checkIn(zora.email, zora.bookingId, true);
  // ben: a single session, held 15 days ago (no credit left); a message the coach has not read.
  const ben = await buy('ben Lowe', 'single', {
    boughtDaysAgo: 20,
    sessionsAt: [{ days: -15, status: 'completed' }],
  });
  await app.knex('client_messages').insert({
    client_id: await clientIdOf(ben.email),
    booking_id: ben.bookingId,
    author: 'client',
    body: 'One more question',
    priority: false,
    created_at: daysFromNow(-1),
  });
  // Mara: a 5-session package, nothing booked yet; a check-in the coach has not opened.
  const mara = await buy('Mara Cole', '5-session', { boughtDaysAgo: 5 });
  await checkIn(mara.email, mara.bookingId, false);
  // Ada: only the free call, 30 days ago.
  await buy('Ada Fox', 'strategy-call', {
    boughtDaysAgo: 30,
    sessionsAt: [{ days: -30, status: 'completed' }],
  });
});

afterAll(async () => {
  const emails = app.knex.raw('lower(email) LIKE ?', [`%@${domain}`]);
  await app.knex('clients').where(emails).delete();
  await app.knex('consultation_bookings').where(emails).delete();
  await suite.close();
});

describe('the Clients list', () => {
  it('answers every client, most recent contact first, when nothing is chosen', async () => {
    expect(await names('')).toEqual(['ben Lowe', 'Mara Cole', 'Zora Ames', 'Ada Fox']);
  });

  it('keeps the clients who bought a package, whatever else they bought', async () => {
    expect(await names('package=single')).toEqual(['ben Lowe']);
    expect(await names('package=5-session')).toEqual(['Mara Cole']);
    expect(await names('package=10-session')).toEqual(['Zora Ames']);
  });

  it('keeps the clients in a state', async () => {
    // Active: credits left or a session to come; finished: neither.
    expect(await names('state=active')).toEqual(['Mara Cole', 'Zora Ames']);
    expect(await names('state=finished')).toEqual(['ben Lowe', 'Ada Fox']);
    expect(await names('state=unread')).toEqual(['ben Lowe']);
    // A check-in the coach has read is not new.
    expect(await names('state=new-check-in')).toEqual(['Mara Cole']);
    // ben's session is over and unmarked; Ada's free call and Zora's coming session never wait.
    expect(await names('state=to-mark')).toEqual(['ben Lowe']);
  });

  it('counts each client’s past sessions to mark, none for a coming session or a free call', async () => {
    const response = await asOwner(`/api/admin/clients?q=${encodeURIComponent(domain)}`);
    const toMark = Object.fromEntries(
      response.json<ClientRow[]>().map((row) => [row.name, row.sessionsToMark]),
    );
    expect(toMark).toEqual({ 'ben Lowe': 1, 'Mara Cole': 0, 'Zora Ames': 0, 'Ada Fox': 0 });
  });

  it('no longer lists a client as to mark once his past session is marked', async () => {
    const sessions = app.knex('booking_sessions').whereIn(
      'booking_id',
      app
        .knex('consultation_bookings')
        .select('id')
        .where({ email: `ben-lowe@${domain}` }),
    );
    await sessions.clone().update({ attendance: 'held' });
    try {
      expect(await names('state=to-mark')).toEqual([]);
    } finally {
      await sessions.clone().update({ attendance: null });
    }
  });

  it('sorts by next session, total paid or name', async () => {
    // Soonest first; those without one after, by last contact.
    expect(await names('sort=next-session')).toEqual([
      'Zora Ames',
      'ben Lowe',
      'Mara Cole',
      'Ada Fox',
    ]);
    expect(await names('sort=total-paid')).toEqual([
      'Zora Ames',
      'Mara Cole',
      'ben Lowe',
      'Ada Fox',
    ]);
    // A to Z whatever the case he typed his name in.
    expect(await names('sort=name')).toEqual(['Ada Fox', 'ben Lowe', 'Mara Cole', 'Zora Ames']);
    expect(await names('sort=last-contact')).toEqual([
      'ben Lowe',
      'Mara Cole',
      'Zora Ames',
      'Ada Fox',
    ]);
  });

  it('combines filters, and an empty filter counts as none', async () => {
    expect(await names('package=10-session&state=finished')).toEqual([]);
    expect(await names('state=active&sort=name')).toEqual(['Mara Cole', 'Zora Ames']);
    expect(await names('package=&state=&sort=')).toEqual([
      'ben Lowe',
      'Mara Cole',
      'Zora Ames',
      'Ada Fox',
    ]);
  });

  it('refuses an unknown package, state, sort or parameter with a message that names it', async () => {
    const cases: [string, string, string][] = [
      ['package=gold', 'package', clientsQueryMessages.package],
      ['package=strategy-call', 'package', clientsQueryMessages.package],
      ['state=vip', 'state', clientsQueryMessages.state],
      ['sort=price', 'sort', clientsQueryMessages.sort],
    ];
    for (const [query, field, message] of cases) {
      const response = await asOwner(`/api/admin/clients?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, errors: { [field]: message } });
    }
    const unknown = await asOwner('/api/admin/clients?colour=red');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: unknownQueryMessage('colour') });
  });

  it('gives each client’s page the key figures of his row', async () => {
    const rows = (await asOwner(`/api/admin/clients?q=${encodeURIComponent(domain)}`)).json<
      ClientRow[]
    >();
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      const record = (await asOwner(`/api/admin/clients/${row.id}`)).json<ClientRecord>();
      expect(record.figures).toEqual({
        creditsLeft: row.creditsLeft,
        nextSessionAt: row.nextSessionAt,
        nextIsCall: row.nextIsCall,
        totalPaid: row.totalPaid,
        lastContactAt: row.lastContactAt,
        unreadMessages: row.unreadMessages,
      });
    }
    const zora = rows.find((row) => row.name === 'Zora Ames');
    expect(zora).toMatchObject({ creditsLeft: 9, totalPaid: priceCents('10-session') });
    expect(zora?.nextSessionAt).not.toBeNull();
    expect(zora?.nextIsCall).toBe(false);
  });

  it('says when his next session is a call: the free call', async () => {
    const call = await buy('Cal Caller', 'strategy-call', {
      boughtDaysAgo: 1,
      sessionsAt: [{ days: 4.5, status: 'scheduled' }],
    });
    try {
      const [row] = (await asOwner(`/api/admin/clients?q=${encodeURIComponent(call.email)}`)).json<
        ClientRow[]
      >();
      expect(row).toMatchObject({ nextIsCall: true });
      expect(row!.nextSessionAt).toBe(daysFromNow(4.5).toISOString());
      const record = (await asOwner(`/api/admin/clients/${row!.id}`)).json<ClientRecord>();
      expect(record.figures.nextIsCall).toBe(true);
    } finally {
      await app.knex('consultation_bookings').where({ id: call.bookingId }).delete();
    }
  });

  it('counts a held session as contact, but not a cancelled one', async () => {
    // Lena: bought 40 days ago, a session held 3 days ago, the next one cancelled yesterday.
    const lena = await buy('Lena Park', '5-session', {
      boughtDaysAgo: 40,
      sessionsAt: [
        { days: -3, status: 'completed' },
        { days: -1, status: 'cancelled' },
      ],
    });
    try {
      const rows = (await asOwner(`/api/admin/clients?q=${encodeURIComponent(domain)}`)).json<
        ClientRow[]
      >();
      expect(rows.map((row) => row.name)).toEqual([
        'ben Lowe',
        'Lena Park',
        'Mara Cole',
        'Zora Ames',
        'Ada Fox',
      ]);
      expect(rows.find((row) => row.name === 'Lena Park')?.lastContactAt).toBe(
        daysFromNow(-3).toISOString(),
      );
    } finally {
      await app.knex('consultation_bookings').where({ id: lena.bookingId }).delete();
    }
  });

  it('shows a package chosen but not paid on the client’s page, with its state', async () => {
    // Noor chose the 5-session package; its payment has not come.
    const noor = await buy('Noor Vale', '5-session', {
      boughtDaysAgo: 1,
      sessionsAt: [{ days: 3, status: 'scheduled' }],
    });
    await app
      .knex('consultation_bookings')
      .where({ id: noor.bookingId })
      .update({ status: 'pending', paid_at: null, payment: null });
    try {
      const id = await clientIdOf(noor.email);
      const record = (await asOwner(`/api/admin/clients/${id}`)).json<ClientRecord>();
      expect(record.packages.map((pkg) => [pkg.booking.packageType, pkg.booking.status])).toEqual([
        ['5-session', 'pending'],
      ]);
      // No promise runs on a package not paid, and nothing was paid.
      expect(record.packages[0]?.support.state).toBe('not-offered');
      expect(record.figures.totalPaid).toBe(0);
    } finally {
      await app.knex('consultation_bookings').where({ id: noor.bookingId }).delete();
      await app.knex('clients').where({ email: noor.email }).delete();
    }
  });

  it('is the owner’s alone', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/admin/clients?state=active' });
    expect(response.statusCode).toBe(401);
  });
});
