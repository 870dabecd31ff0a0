/**
 * A client's row exists from his first booking on, on a real database: every way a booking is
 * made (a visitor's paid checkout, his free call, the owner's booking paid offline or given)
 * writes the row of its address with it, one per address whatever its case; the owner's booking
 * detail only reads it, and writes nothing.
 */
import type { FastifyInstance } from 'fastify';
import { adminPaths, type AdminBookingDetail } from '@site/contracts/admin';
import type { PackageType } from '@site/contracts/packages';
import { testDomain, TestClock, visitorAddresses } from '../../../test/app';
import { FakeStripe } from '../../../test/fake-stripe';
import type { OwnerSession } from '../../../test/owner';
import { startOwnerApp, type OwnerApp } from '../../../test/owner-app';

const domain = testDomain('booking-clients');
const stripe = new FakeStripe();
const clock = new TestClock();
const nextIp = visitorAddresses();
let suite: OwnerApp;
let app: FastifyInstance;
let owner: OwnerSession;
let count = 0;
/** A new address of this file's, its local part in the case the visitor typed it. */
const address = (label: string) => `${label}-${(count += 1)}@${domain}`;

beforeAll(async () => {
  const stripeUrl = await stripe.start();
  suite = await startOwnerApp('booking-clients', {
    clock,
    quiet: true,
    env: { STRIPE_SECRET_KEY: 'sk_test_booking_clients', STRIPE_API_URL: stripeUrl },
  });
  ({ app, owner } = suite);
});

afterAll(async () => {
  const ours = app.knex.raw('lower(email) LIKE ?', [`%@${domain}`]);
  await app.knex('outbox_messages').where('to_address', 'like', `%@${domain}`).delete();
  await app.knex('consultation_bookings').where(ours).delete();
  await app.knex('clients').where(ours).delete();
  await suite.close();
  await stripe.stop();
});

/** The client rows of an address (any case): its id, one row at most. */
const clientRows = async (email: string): Promise<number[]> =>
  (await app.knex('clients').where({ email: email.toLowerCase() }).select('id')).map((row) =>
    Number((row as { id: number }).id),
  );

/** A visitor's checkout from the booking pages: the booking's id. */
async function checkout(packageType: PackageType, email: string): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    remoteAddress: nextIp(),
    payload: { packageType, name: 'Dana Whitfield', email },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ bookingId: number }>().bookingId;
}

/** The owner's booking of a package paid outside the site or given: the booking's id. */
async function ownerBooking(payment: 'offline' | 'complimentary', email: string): Promise<number> {
  const response = await owner.send('POST', adminPaths.bookings, {
    packageType: '5-session',
    name: 'Olga Offline',
    email,
    payment,
  });
  expect(response.statusCode).toBe(201);
  return response.json<AdminBookingDetail>().id;
}

describe('every way a booking is made makes its client’s row with it', () => {
  it.each([
    ['a paid checkout (the booking still pending)', (email: string) => checkout('single', email)],
    ['a free call', (email: string) => checkout('strategy-call', email)],
    ['the owner’s booking paid offline', (email: string) => ownerBooking('offline', email)],
    ['the owner’s package given', (email: string) => ownerBooking('complimentary', email)],
  ])('%s', async (_way, book) => {
    const email = address('New.Client');
    expect(await clientRows(email)).toEqual([]);
    const bookingId = await book(email);
    const [clientId] = await clientRows(email);
    expect(clientId).toEqual(expect.any(Number));
    // The booking's detail names that row, the client's page.
    const detail = (await owner.get(adminPaths.booking(bookingId))).json<AdminBookingDetail>();
    expect(detail.clientId).toBe(clientId);
  });

  it('makes one row per address, whatever the case of each booking', async () => {
    const email = address('Casey');
    await checkout('strategy-call', email);
    await checkout('single', email.toUpperCase());
    await ownerBooking('offline', email.toLowerCase());
    expect(await clientRows(email)).toHaveLength(1);
  });
});

describe('the owner’s booking detail', () => {
  /** The number of rows of every table of the site's. */
  async function rowCounts(): Promise<Record<string, number>> {
    const result = await app.knex.raw(
      `SELECT table_name FROM information_schema.tables
       WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
         AND table_name NOT LIKE 'knex_%' ORDER BY table_name`,
    );
    const counts: Record<string, number> = {};
    for (const { table_name: table } of result.rows as { table_name: string }[]) {
      const row = (await app.knex(table).count('* as n').first()) as { n: string | number };
      counts[table] = Number(row.n);
    }
    return counts;
  }

  it('reads the client of a booking and writes nothing', async () => {
    const email = address('Reader');
    const bookingId = await checkout('strategy-call', email);
    const [clientId] = await clientRows(email);
    const before = await rowCounts();
    const detail = await owner.get(adminPaths.booking(bookingId));
    expect(detail.statusCode).toBe(200);
    expect(detail.json<AdminBookingDetail>().clientId).toBe(clientId);
    expect(await rowCounts()).toEqual(before);
  });

  it('makes no client row on a read, even for a booking without one', async () => {
    // A booking written straight to its table, the way none is made any more.
    const email = address('Rowless');
    const [row] = await app
      .knex('consultation_bookings')
      .insert({
        name: 'Rowless',
        email,
        package_type: 'single',
        amount: 150_000,
        status: 'paid',
        payment: 'offline',
        paid_at: clock.now(),
        access_key: `rowless-${count}`,
      })
      .returning('id');
    const bookingId = Number((row as { id: number }).id);
    const before = await rowCounts();
    const detail = await owner.get(adminPaths.booking(bookingId));
    expect(detail.statusCode).toBe(200);
    expect(detail.json<AdminBookingDetail>().clientId).toBeNull();
    expect(await clientRows(email)).toEqual([]);
    expect(await rowCounts()).toEqual(before);
  });
});
