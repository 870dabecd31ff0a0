/**
 * The back office's search on both database clients (PostgreSQL and the embedded PGlite): only
 * the owner may search; a part of a name or of an address finds, in any case, the clients,
 * bookings, contact messages and active subscribers that hold it; `%` and `_` match themselves;
 * each group lists its first few with its total; a text under 2 or over 100 characters is refused
 * with the contracts' message. Every name here holds a word no other test file uses, so the rows
 * other files leave in the shared database never match.
 */
import type { FastifyInstance } from 'fastify';
import {
  adminPaths,
  searchGroupLimit,
  searchMessages,
  type AdminSearchResults,
} from '@site/contracts/admin';
import { bothDatabases, buildTestApp, testDomain, TestClock } from '../../test/app';
import { clientIdOf, paidBooking } from '../../test/bookings';
import { ownerSession, testOwner, testSiteOrigin, type OwnerSession } from '../../test/owner';

const domain = testDomain('admin-search');
const { username } = testOwner('admin-search');
const dayMs = 86_400_000;

describe.each(bothDatabases('search'))(
  'the search on %s',
  (_database, databaseEnv: Record<string, string | undefined>) => {
    let app: FastifyInstance;
    let owner: OwnerSession;
    const clock = new TestClock();
    const daysAgo = (days: number) => new Date(clock.now().getTime() - days * dayMs);

    const search = (q: string) => owner.get(`${adminPaths.search}?q=${encodeURIComponent(q)}`);
    async function found(q: string): Promise<AdminSearchResults> {
      const response = await search(q);
      expect(response.statusCode).toBe(200);
      return response.json<AdminSearchResults>();
    }
    const totals = (results: AdminSearchResults) => ({
      clients: results.clientMatches.total,
      bookings: results.bookingMatches.total,
      messages: results.messageMatches.total,
      subscribers: results.subscriberMatches.total,
    });

    const buy = (name: string, email: string, boughtDaysAgo: number) =>
      paidBooking(app, { name, email, type: 'single', boughtAt: daysAgo(boughtDaysAgo) });

    beforeAll(async () => {
      app = await buildTestApp({ ...databaseEnv, SITE_ORIGIN: testSiteOrigin }, { now: clock.now });
      owner = await ownerSession(app, 'admin-search', clock);

      // Lena: a client with a booking, a contact message and a subscription.
      await buy('Lena Okafor-Wrenhall', `lena.okafor@${domain}`, 3);
      await app.knex('contact_forms').insert({
        name: 'Lena Okafor-Wrenhall',
        email: `lena.okafor@${domain}`,
        type: 'general',
        message: 'May I ask about the packages?',
        created_at: daysAgo(2),
      });
      await app.knex('newsletter_subscriptions').insert([
        { email: `lena.okafor@${domain}`, created_at: daysAgo(1) },
        // Unsubscribed: not on the Subscribers list, so not found there.
        { email: `okafor.wrenhall.gone@${domain}`, is_active: false, unsubscribed_at: daysAgo(1) },
      ]);
      // Seven clients with one word in common: more than a group lists.
      for (let n = 1; n <= 7; n += 1) await buy(`Capwren Number${n}`, `capwren${n}@${domain}`, n);
      // A `_` and a `%` in a name or address, each beside one that differs only there.
      await buy('Under Wrenfold', `under_wrenfold@${domain}`, 4);
      await buy('Underx Wrenfold', `underxwrenfold@${domain}`, 4);
      await buy('Fifty%wrenpct', `fifty.pct@${domain}`, 5);
      await buy('Fiftyxxwrenpct', `fifty.xx@${domain}`, 5);

      // Jorwen: a client with a package and a free call, each with a session to come (the call's
      // sooner, though booked first), a package whose sessions are over, and a portal message.
      const dayAhead = (days: number) => new Date(clock.now().getTime() + days * dayMs);
      const jorwen = (type: 'strategy-call' | 'single' | '5-session', boughtAt: Date, at: Date[]) =>
        paidBooking(app, {
          name: 'Jorwen Reyquill',
          email: `jorwen.reyquill@${domain}`,
          type,
          boughtAt,
          sessions: at.map((startsAt) => ({
            startsAt,
            status: startsAt < clock.now() ? 'completed' : 'scheduled',
          })),
        });
      await jorwen('single', daysAgo(40), [daysAgo(30)]);
      await jorwen('strategy-call', daysAgo(3), [dayAhead(4)]);
      const pack = await jorwen('5-session', daysAgo(2), [dayAhead(7)]);
      await jorwen('single', daysAgo(20), [daysAgo(10)]);
      const jorwenId = await clientIdOf(app, `jorwen.reyquill@${domain}`);
      await app.knex('client_messages').insert({
        client_id: jorwenId,
        booking_id: pack.id,
        author: 'client',
        body: 'Could we move Thursday?',
        priority: false,
        created_at: daysAgo(1),
      });
    }, 60_000);

    afterAll(async () => {
      const like = `%@${domain}`;
      await app.knex('consultation_bookings').where('email', 'like', like).delete();
      await app.knex('clients').whereRaw('email LIKE lower(?)', [like]).delete();
      await app.knex('contact_forms').where('email', 'like', like).delete();
      await app.knex('newsletter_subscriptions').where('email', 'like', like).delete();
      await app.knex('users').where({ username }).delete();
      await app.close();
    });

    it('answers 401 without the owner’s session', async () => {
      const response = await app.inject({ method: 'GET', url: `${adminPaths.search}?q=okafor` });
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain('Wrenhall');
    });

    it('finds a person by part of her name, in any case, in every group but Subscribers', async () => {
      const results = await found('OKAFOR-wrenH');
      expect(results.q).toBe('OKAFOR-wrenH');
      expect(results.clientMatches.items).toEqual([
        { id: expect.any(Number), name: 'Lena Okafor-Wrenhall', email: `lena.okafor@${domain}` },
      ]);
      expect(results.bookingMatches.items.map((booking) => booking.name)).toEqual([
        'Lena Okafor-Wrenhall',
      ]);
      expect(results.messageMatches.items).toEqual([
        expect.objectContaining({
          name: 'Lena Okafor-Wrenhall',
          email: `lena.okafor@${domain}`,
          status: 'new',
        }),
      ]);
      // A subscription has an address and no name.
      expect(totals(results)).toEqual({ clients: 1, bookings: 1, messages: 1, subscribers: 0 });
    });

    it('finds a person by part of her address, in any case, in every group', async () => {
      const results = await found(`  LENA.Okafor@${domain.slice(0, 12).toUpperCase()}  `);
      expect(results.q).toBe(`LENA.Okafor@${domain.slice(0, 12).toUpperCase()}`);
      expect(totals(results)).toEqual({ clients: 1, bookings: 1, messages: 1, subscribers: 1 });
      expect(results.subscriberMatches.items).toEqual([
        expect.objectContaining({ email: `lena.okafor@${domain}`, isActive: true }),
      ]);
    });

    it('lists a person’s bookings by their sessions: those to come soonest first, then the past most recent first', async () => {
      const results = await found('reyquill');
      const dates = results.bookingMatches.items.map((booking) => [
        booking.packageType,
        booking.scheduledAt,
      ]);
      const ahead = (days: number) => new Date(clock.now().getTime() + days * dayMs).toISOString();
      expect(dates).toEqual([
        ['strategy-call', ahead(4)],
        ['5-session', ahead(7)],
        ['single', daysAgo(10).toISOString()],
        ['single', daysAgo(30).toISOString()],
      ]);
      expect(results.bookingMatches.total).toBe(4);
    });

    it('finds a client’s portal messages by his name and by his address', async () => {
      for (const text of ['JORWEN', `jorwen.reyquill@${domain.slice(0, 6)}`]) {
        const results = await found(text);
        expect(results.threadMatches.total).toBe(1);
        expect(results.threadMatches.items).toEqual([
          expect.objectContaining({
            name: 'Jorwen Reyquill',
            email: `jorwen.reyquill@${domain}`,
            lastAuthor: 'client',
            preview: 'Could we move Thursday?',
            unread: 1,
          }),
        ]);
      }
      // Someone else's text finds no thread.
      expect((await found('okafor-wrenhall')).threadMatches.total).toBe(0);
    });

    it('leaves out the unsubscribed', async () => {
      const results = await found('okafor.wrenhall.gone');
      expect(totals(results)).toEqual({ clients: 0, bookings: 0, messages: 0, subscribers: 0 });
    });

    it('matches `_` and `%` as themselves', async () => {
      const underscore = await found('r_wrenfold');
      expect(underscore.clientMatches.items.map((client) => client.email)).toEqual([
        `under_wrenfold@${domain}`,
      ]);
      expect(underscore.bookingMatches.total).toBe(1);

      const percent = await found('y%wrenpct');
      expect(percent.clientMatches.items.map((client) => client.name)).toEqual(['Fifty%wrenpct']);
      expect(percent.bookingMatches.items.map((booking) => booking.name)).toEqual([
        'Fifty%wrenpct',
      ]);
    });

    it('lists the first few of a group, with how many there are in all', async () => {
      const results = await found('capwren');
      expect(results.clientMatches.total).toBe(7);
      expect(results.clientMatches.items).toHaveLength(searchGroupLimit);
      // Clients by name; bookings newest first.
      expect(results.clientMatches.items.map((client) => client.name)).toEqual(
        [1, 2, 3, 4, 5].map((n) => `Capwren Number${n}`),
      );
      expect(results.bookingMatches.total).toBe(7);
      expect(results.bookingMatches.items.map((booking) => booking.name)).toEqual(
        [1, 2, 3, 4, 5].map((n) => `Capwren Number${n}`),
      );
    });

    it('answers nothing found as empty groups', async () => {
      const results = await found('zz-nobody-wren-zz');
      expect(totals(results)).toEqual({ clients: 0, bookings: 0, messages: 0, subscribers: 0 });
      expect(results.clientMatches.items).toEqual([]);
    });

    it.each([
      ['one character', 'a', searchMessages.tooShort],
      ['one character between spaces', '  a  ', searchMessages.tooShort],
      ['nothing', '', searchMessages.tooShort],
      ['101 characters', 'w'.repeat(101), searchMessages.tooLong],
    ])('refuses %s with 400 and the reason', async (_what, q, message) => {
      const response = await search(q);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
    });

    it('refuses a search without its text', async () => {
      const response = await owner.get(adminPaths.search);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(searchMessages.tooShort);
    });
  },
);

describe('the search’s logs', () => {
  it('never write the text searched, found, refused or signed out', async () => {
    const lines: string[] = [];
    const clock = new TestClock();
    const app = await buildTestApp(
      { SITE_ORIGIN: testSiteOrigin, LOG_LEVEL: 'info' },
      { now: clock.now, logStream: { write: (line: string) => void lines.push(line) } },
    );
    const who = testOwner('admin-search-log');
    try {
      const owner = await ownerSession(app, who, clock);
      expect((await owner.get(`${adminPaths.search}?q=Okafor-Quillfeather`)).statusCode).toBe(200);
      expect((await owner.get(`${adminPaths.search}?q=Q`)).statusCode).toBe(400);
      const signedOut = await app.inject({ url: `${adminPaths.search}?q=Okafor-Quillfeather` });
      expect(signedOut.statusCode).toBe(401);
    } finally {
      await app.knex('users').where({ username: who.username }).delete();
      await app.close();
    }
    const log = lines.join('');
    expect(log).toContain(`"url":"${adminPaths.search}?q=[redacted]"`);
    expect(log).not.toMatch(/quillfeather|q=Q\b/i);
  });
});
