/**
 * The Messages screen's Clients tab on a real database of its own: one row per client who wrote
 * from his portal, the newest thread first, each with its last message (its author, its time, its
 * first words on one line), his priority support and his unread messages; reading his thread
 * reads them; a page at a time; the owner's only.
 */
import type { FastifyInstance } from 'fastify';
import { adminPaths, type ClientThreadPage } from '@site/contracts/admin';
import { TestClock } from '../../../test/app';
import { startOwnerApp, type OwnerApp } from '../../../test/owner-app';
import type { OwnerSession } from '../../../test/owner';
import { clientIdOf, paidBooking } from '../../../test/bookings';

const domain = 'client-threads.test';
const dayMs = 86_400_000;
const url = adminPaths.clientThreads;

let app: FastifyInstance;
const clock = new TestClock();
let owner: OwnerSession;
let suite: OwnerApp;

const daysAgo = (days: number) => new Date(clock.now().getTime() - days * dayMs);

/** A client with a paid package bought a month ago: his id and the booking's. */
async function client(name: string) {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}@${domain}`;
  const { id: bookingId } = await paidBooking(app, {
    name,
    email,
    type: '5-session',
    boughtAt: daysAgo(30),
  });
  return { id: await clientIdOf(app, email), bookingId, email };
}

async function message(
  who: { id: number; bookingId: number },
  input: {
    author?: 'client' | 'coach';
    body: string;
    daysAgo: number;
    priority?: boolean;
    read?: boolean;
  },
) {
  await app.knex('client_messages').insert({
    client_id: who.id,
    booking_id: who.bookingId,
    author: input.author ?? 'client',
    body: input.body,
    priority: input.priority ?? false,
    created_at: daysAgo(input.daysAgo),
    read_at: input.read ? daysAgo(input.daysAgo - 0.5) : null,
  });
}

async function threads(query = ''): Promise<ClientThreadPage> {
  const response = await owner.get(`${url}${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<ClientThreadPage>();
}

let ana: Awaited<ReturnType<typeof client>>;
let ben: Awaited<ReturnType<typeof client>>;
let cora: Awaited<ReturnType<typeof client>>;
let dan: Awaited<ReturnType<typeof client>>;

beforeAll(async () => {
  suite = await startOwnerApp('client-threads', { clock, ownDatabase: true, quiet: true });
  ({ app, owner } = suite);
  // Ana: two messages the coach has not read, the latest under priority support.
  ana = await client('Ana Reyes');
  await message(ana, { body: 'First question', daysAgo: 3 });
  await message(ana, { body: 'Second question', daysAgo: 2, priority: true });
  // Ben: wrote, was read, and the coach answered last, yesterday.
  ben = await client('Ben Ortiz');
  await message(ben, { body: 'Thanks for the session', daysAgo: 4, read: true });
  await message(ben, { author: 'coach', body: 'You are welcome, Ben.', daysAgo: 1 });
  // Cora: only the coach wrote to her; she has written nothing.
  cora = await client('Cora Lind');
  await message(cora, { author: 'coach', body: 'How are you doing?', daysAgo: 0.5 });
  // Dan: a long message over several lines, five days ago.
  dan = await client('Dan Pike');
  await message(dan, { body: `Line one\n\n  line two\t${'x'.repeat(300)}`, daysAgo: 5 });
});

afterAll(async () => {
  await suite.close();
});

describe('the clients’ threads', () => {
  it('are the owner’s only', async () => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('list each client who wrote once, the newest thread first, with who wrote last and when', async () => {
    const page = await threads();
    expect(page.items.map((thread) => thread.name)).toEqual(['Ben Ortiz', 'Ana Reyes', 'Dan Pike']);
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 25 });
    const [benRow, anaRow] = page.items;
    expect(benRow).toEqual({
      clientId: ben.id,
      name: 'Ben Ortiz',
      email: ben.email,
      lastMessageAt: daysAgo(1).toISOString(),
      lastAuthor: 'coach',
      preview: 'You are welcome, Ben.',
      priority: false,
      unread: 0,
    });
    expect(anaRow).toMatchObject({
      lastAuthor: 'client',
      preview: 'Second question',
      lastMessageAt: daysAgo(2).toISOString(),
    });
  });

  it('count each client’s unread messages, and every client’s on any page', async () => {
    const page = await threads();
    const unread = Object.fromEntries(page.items.map((thread) => [thread.name, thread.unread]));
    expect(unread).toEqual({ 'Ben Ortiz': 0, 'Ana Reyes': 2, 'Dan Pike': 1 });
    expect(page.unread).toBe(3);
  });

  it('mark Priority the client whose latest message was written under priority support', async () => {
    const page = await threads();
    const priority = page.items.filter((thread) => thread.priority).map((thread) => thread.name);
    expect(priority).toEqual(['Ana Reyes']);
  });

  it('preview the last message on one line, its first 160 characters', async () => {
    const danRow = (await threads()).items.find((thread) => thread.clientId === dan.id)!;
    expect(danRow.preview).toMatch(/^Line one line two x+$/);
    expect(danRow.preview).toHaveLength(160);
  });

  it('count a client’s messages read once the owner opens his thread', async () => {
    const opened = await owner.get(`/api/admin/clients/${ana.id}/messages`);
    expect(opened.statusCode).toBe(200);
    const page = await threads();
    expect(page.items.find((thread) => thread.clientId === ana.id)?.unread).toBe(0);
    expect(page.unread).toBe(1);
  });

  it('move a thread to the top when the coach replies in it', async () => {
    const reply = await owner.send('POST', `/api/admin/clients/${dan.id}/messages`, {
      body: 'Thank you, Dan.\nLet us talk on Monday.',
    });
    expect(reply.statusCode).toBe(201);
    const [first] = (await threads()).items;
    expect(first).toMatchObject({
      clientId: dan.id,
      lastAuthor: 'coach',
      preview: 'Thank you, Dan. Let us talk on Monday.',
      unread: 1,
    });
  });

  it('come a page at a time, the older threads on the next page', async () => {
    // 25 more clients, each with one message older than every thread above, and no booking of
    // his own (his address stands for his name).
    const filler = await Promise.all(
      Array.from({ length: 25 }, (_, index) => clientIdOf(app, `filler-${index}@${domain}`)),
    );
    await app.knex('client_messages').insert(
      filler.map((id, index) => ({
        client_id: id,
        booking_id: ana.bookingId,
        author: 'client',
        body: `Filler ${index}`,
        priority: false,
        created_at: daysAgo(10 + index),
      })),
    );
    const first = await threads();
    expect(first).toMatchObject({ total: 28, page: 1, pageSize: 25 });
    expect(first.items).toHaveLength(25);
    const second = await threads('?page=2');
    expect(second.items.map((thread) => thread.email)).toEqual([
      `filler-22@${domain}`,
      `filler-23@${domain}`,
      `filler-24@${domain}`,
    ]);
    expect(second.items.every((thread) => thread.name === '')).toBe(true);
    expect(second.unread).toBe(first.unread);
    expect((await owner.get(`${url}?page=0`)).statusCode).toBe(400);
  });
});
