import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { createDb } from './knex';
import { migrationSource } from './migrations';
import { migrateLatest, rollback } from './migrator';

const tables = [
  'users',
  'contact_forms',
  'newsletter_subscriptions',
  'testimonials',
  'blog_posts',
  'consultation_bookings',
  'consultation_questionnaires',
  'stripe_events',
  'outbox_messages',
  'owner_recovery_codes',
  'owner_sessions',
  'sign_in_failures',
  'audit_log',
  'booking_sessions',
  'job_leases',
  'site_content_version',
  'blog_post_redirects',
  'applied_seeds',
  'site_settings',
  'newsletter_broadcasts',
  'newsletter_send_pace',
  'newsletter_broadcast_opens',
  'rate_limit_counters',
  'erasures',
  'owner_setup_tokens',
  'calendar_blocks',
  'calendar_feed_tokens',
  'coach_schedule_settings',
  'coach_schedules',
  'coach_schedule_overrides',
  'clients',
  'client_sign_in_codes',
  'client_code_requests',
  'client_sessions',
  'client_notes',
  'client_action_items',
  'client_messages',
  'client_materials',
  'client_check_ins',
  'client_promise_notices',
  'client_grants',
];

async function relations(db: Knex): Promise<string[]> {
  const result = await db.raw(
    `SELECT table_name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_name NOT LIKE 'knex_%' ORDER BY table_name`,
  );
  return (result.rows as { table_name: string }[]).map((row) => row.table_name);
}

async function checkUpAndDown(db: Knex): Promise<void> {
  // Start from nothing whatever earlier tests left behind.
  await rollback(db, true);
  expect(await relations(db)).toEqual([]);

  const all = await migrationSource.getMigrations([]);
  const applied = await migrateLatest(db);
  expect(applied).toHaveLength(all.length);
  expect(await relations(db)).toEqual([...tables, 'strategy_calls'].sort());
  expect(await migrateLatest(db)).toEqual([]);

  await checkOverlapRefused(db);
  await checkSessionsMigrated(db);
  await checkInvitationUids(db);
  await checkOutboxStatuses(db);
  await checkCalendarRules(db);
  await checkSchedulesSeeded(db);
  await checkClientTables(db);
  await checkClientsOfBookings(db);

  expect(await rollback(db, true)).toHaveLength(all.length);
  expect(await relations(db)).toEqual([]);
  await migrateLatest(db);
}

/**
 * 031 makes the client row of every address that booked before bookings made their clients' rows:
 * one per address whatever its case, dated from its first booking; a row already there stays as it
 * is, and the address an erasure leaves on a booking gets none.
 */
async function checkClientsOfBookings(db: Knex): Promise<void> {
  const domain = 'backfill.migrations.test';
  const now = Date.now();
  const daysAgo = (days: number) => new Date(now - days * 86_400_000);
  let key = 0;
  const booking = (email: string, createdAt: Date) =>
    db('consultation_bookings').insert({
      name: 'Backfill',
      email,
      package_type: 'single',
      amount: 150000,
      status: 'paid',
      access_key: `backfill-${(key += 1)}`,
      created_at: createdAt,
    });
  const clientsOf = () =>
    db('clients')
      .where('email', 'like', `%@${domain}`)
      .orWhere('email', 'like', '%@erased.invalid');
  await db.migrate.down({ name: '031_clients_of_bookings' });
  try {
    await booking(`Ada@${domain}`, daysAgo(30));
    await booking(`ada@${domain}`, daysAgo(10));
    await booking(`ben@${domain}`, daysAgo(5));
    await db('clients').insert({
      email: `ben@${domain}`,
      timezone: 'Europe/Paris',
      created_at: daysAgo(1),
    });
    await booking('erased-7@erased.invalid', daysAgo(3));
    expect(await clientsOf()).toHaveLength(1);

    await db.migrate.up({ name: '031_clients_of_bookings' });
    const rows = await clientsOf().orderBy('email');
    expect(rows.map((row: { email: string; timezone: string | null }) => row.email)).toEqual([
      `ada@${domain}`,
      `ben@${domain}`,
    ]);
    expect(new Date(rows[0].created_at).getTime()).toBe(daysAgo(30).getTime());
    expect(rows[1]).toMatchObject({ timezone: 'Europe/Paris' });
    expect(new Date(rows[1].created_at).getTime()).toBe(daysAgo(1).getTime());
  } finally {
    await clientsOf().delete();
    await db('consultation_bookings').where('access_key', 'like', 'backfill-%').delete();
    await db.migrate.latest();
  }
}

/** The database itself refuses two overlapping held sessions, whatever booking they belong to. */
/**
 * The schedules start as the grids the site offered before (paid sessions inside 08:00–20:00 on
 * weekdays at the client's 09:00–13:00 and 14:00–18:00, the free call 13:00–16:15), not yet
 * customised; an override never ends before it starts, and only the two kinds exist.
 */
async function checkSchedulesSeeded(db: Knex): Promise<void> {
  expect(await db('coach_schedule_settings').first()).toMatchObject({
    id: 1,
    time_zone: 'America/Cancun',
    version: 0,
    customised: false,
  });
  const rows = await db('coach_schedules').orderBy('kind');
  expect(rows.map((row: { kind: string }) => row.kind)).toEqual(['free-call', 'sessions']);
  const [freeCall, sessions] = rows;
  expect(freeCall.weekly[1]).toEqual([{ start: '13:00', end: '16:15' }]);
  expect(freeCall.weekly[0]).toEqual([]);
  expect(freeCall.visitor_hours).toBeNull();
  expect(sessions.weekly[5]).toEqual([{ start: '08:00', end: '20:00' }]);
  expect(sessions.visitor_hours[3]).toEqual([
    { start: '09:00', end: '13:00' },
    { start: '14:00', end: '18:00' },
  ]);
  expect([sessions.interval_minutes, freeCall.interval_minutes]).toEqual([30, 15]);
  await expect(
    db('coach_schedule_overrides').insert({
      kind: 'sessions',
      position: 0,
      from_date: '2040-05-02',
      to_date: '2040-05-01',
      ranges: JSON.stringify([]),
    }),
  ).rejects.toMatchObject({ code: '23514' });
  await expect(
    db('coach_schedules').insert({
      kind: 'workshop',
      weekly: JSON.stringify([]),
      horizon_days: 1,
      interval_minutes: 15,
    }),
  ).rejects.toMatchObject({ code: '23514' });
}

/** An outbox row is one of the known statuses, `cancelled` (a subscriber who left) included. */
async function checkOutboxStatuses(db: Knex): Promise<void> {
  const row = (status: string) => ({
    kind: 'test',
    dedupe_key: `status-${status}`,
    to_address: 'status@migrations.test',
    message: JSON.stringify({}),
    status,
  });
  try {
    for (const status of ['queued', 'sending', 'sent', 'failed', 'suppressed', 'cancelled'])
      await db('outbox_messages').insert(row(status));
    await expect(db('outbox_messages').insert(row('bounced'))).rejects.toMatchObject({
      code: '23514',
    });
  } finally {
    await db('outbox_messages').where({ to_address: 'status@migrations.test' }).delete();
  }
}

/**
 * A client is one lower-cased address; a session's attendance, format and kind are known values;
 * a check-in's rating is 1 to 10; a material goes to one client or to one package's buyers, never
 * both, and is a file or a link.
 */
async function checkClientTables(db: Knex): Promise<void> {
  const email = 'client@migrations.test';
  try {
    const [client] = await db('clients').insert({ email }).returning('id');
    const clientId = Number((client as { id: number }).id);
    await expect(db('clients').insert({ email })).rejects.toMatchObject({ code: '23505' });
    await expect(db('clients').insert({ email: 'Client@Migrations.test' })).rejects.toMatchObject({
      code: '23514',
    });
    const [booking] = await db('consultation_bookings')
      .insert({
        name: 'C',
        email,
        amount: 1,
        package_type: '5-session',
        status: 'paid',
        access_key: 'client-1',
      })
      .returning('id');
    const bookingId = Number((booking as { id: number }).id);
    const session = (extra: Record<string, unknown>) =>
      db('booking_sessions').insert({
        booking_id: bookingId,
        starts_at: '2001-05-01T10:00:00Z',
        ends_at: '2001-05-01T11:30:00Z',
        timezone: 'UTC',
        status: 'completed',
        ...extra,
      });
    await session({ attendance: 'no-show', format: 'audio', kind: 'follow-up' });
    for (const bad of [{ attendance: 'late' }, { format: 'phone' }, { kind: 'bonus' }])
      await expect(session(bad)).rejects.toMatchObject({ code: '23514' });
    const checkIn = (rating: number) =>
      db('client_check_ins').insert({
        client_id: clientId,
        booking_id: bookingId,
        wins: 'w',
        obstacles: 'o',
        rating,
        created_at: new Date(),
      });
    await checkIn(10);
    await expect(checkIn(11)).rejects.toMatchObject({ code: '23514' });
    // A gift: credits (at least one) or a package (no count), always with a reason.
    const grant = (extra: Record<string, unknown>) =>
      db('client_grants').insert({
        client_id: clientId,
        booking_id: bookingId,
        kind: 'credits',
        credits: 2,
        reason: 'Missed sessions',
        created_at: new Date(),
        ...extra,
      });
    await grant({});
    await grant({ kind: 'package', credits: null });
    for (const bad of [{ credits: 0 }, { kind: 'package' }, { reason: '  ' }, { kind: 'gift' }])
      await expect(grant(bad)).rejects.toMatchObject({ code: '23514' });
    await expect(
      db('consultation_bookings').where({ id: bookingId }).update({ extra_credits: -1 }),
    ).rejects.toMatchObject({ code: '23514' });
    const material = (extra: Record<string, unknown>) =>
      db('client_materials').insert({
        title: 'T',
        kind: 'link',
        url: 'https://example.test/a',
        created_at: new Date(),
        ...extra,
      });
    await material({ client_id: clientId });
    await material({ package_type: '10-session' });
    await expect(
      material({ client_id: clientId, package_type: '10-session' }),
    ).rejects.toMatchObject({ code: '23514' });
    await expect(material({})).rejects.toMatchObject({ code: '23514' });
    await expect(material({ client_id: clientId, storage_key: 'k' })).rejects.toMatchObject({
      code: '23514',
    });
    await expect(
      db('client_notes').insert({
        client_id: clientId,
        visibility: 'private',
        body: 'b',
        published_at: new Date(),
        created_at: new Date(),
        updated_at: new Date(),
      }),
    ).rejects.toMatchObject({ code: '23514' });
  } finally {
    await db('clients').where({ email }).delete();
    await db('consultation_bookings').where({ email }).delete();
  }
}

/** The database itself refuses two overlapping scheduled sessions. */
/** Blocked time ends after it starts; at most one calendar feed token is live. */
async function checkCalendarRules(db: Knex): Promise<void> {
  const at = new Date(Date.now() + 86_400_000);
  await expect(
    db('calendar_blocks').insert({ starts_at: at, ends_at: at, note: '' }),
  ).rejects.toMatchObject({ code: '23514' });
  await db('calendar_feed_tokens').insert({ token_hash: 'first', created_at: at });
  await expect(
    db('calendar_feed_tokens').insert({ token_hash: 'second', created_at: at }),
  ).rejects.toMatchObject({ code: '23505' });
  await db('calendar_feed_tokens').update({ revoked_at: at });
  await db('calendar_feed_tokens').insert({ token_hash: 'second', created_at: at });
  await db('calendar_feed_tokens').delete();
}

async function checkOverlapRefused(db: Knex): Promise<void> {
  const email = 'overlap@migrations.test';
  let key = 0;
  const booking = async (packageType: string): Promise<number> => {
    const [row] = await db('consultation_bookings')
      .insert({
        name: 'Overlap',
        email,
        status: 'paid',
        package_type: packageType,
        amount: packageType === 'strategy-call' ? 0 : 150000,
        access_key: `overlap-${(key += 1)}`,
      })
      .returning('id');
    return Number((row as { id: number }).id);
  };
  const minutes = (packageType: string) => (packageType === 'strategy-call' ? 15 : 90);
  const insert = async (packageType: string, startsAt: string, status = 'scheduled') => {
    const id = await booking(packageType);
    return db('booking_sessions').insert({
      booking_id: id,
      starts_at: startsAt,
      ends_at: new Date(Date.parse(startsAt) + minutes(packageType) * 60_000).toISOString(),
      timezone: 'America/Cancun',
      status,
    });
  };
  try {
    await insert('single', '2040-01-09T14:00:00Z');
    // 90 minutes: 15:00 still overlaps, 15:30 does not.
    await expect(insert('strategy-call', '2040-01-09T15:15:00Z')).rejects.toMatchObject({
      code: '23P01',
    });
    await expect(insert('5-session', '2040-01-09T13:00:00Z', 'rescheduled')).rejects.toMatchObject({
      code: '23P01',
    });
    await insert('strategy-call', '2040-01-09T15:30:00Z');
    // 15 minutes: a strategy call at 15:30 leaves 15:45 free.
    await insert('strategy-call', '2040-01-09T15:45:00Z');
    // Only held sessions block time.
    await insert('single', '2040-01-09T14:00:00Z', 'cancelled');
    await insert('single', '2040-01-09T14:00:00Z', 'completed');

    const view = await db('strategy_calls').where({ email }).orderBy('scheduled_at');
    expect(view).toHaveLength(2);
    expect(Object.keys(view[0]).sort()).toEqual(
      [
        'created_at',
        'email',
        'google_event_id',
        'id',
        'name',
        'scheduled_at',
        'session_id',
        'status',
        'timezone',
      ].sort(),
    );
    // Statuses outside the machine are refused.
    await expect(
      db('consultation_bookings').insert({
        name: 'Overlap',
        email,
        status: 'scheduled',
        package_type: 'single',
        amount: 1,
        access_key: 'old-status',
      }),
    ).rejects.toMatchObject({ code: '23514' });
    await expect(
      db('outbox_messages').insert({
        kind: 'x',
        dedupe_key: 'overlap-status',
        to_address: email,
        message: '{}',
        status: 'skipped',
      }),
    ).rejects.toMatchObject({ code: '23514' });
  } finally {
    await db('consultation_bookings').where({ email }).delete();
  }
}

/**
 * 019 stores a UID for every session: a held session still to come keeps the one its invitation
 * carries; every other one without a UID gets a random one; new sessions get a random one too.
 */
async function checkInvitationUids(db: Knex): Promise<void> {
  const email = 'uids@migrations.test';
  await db.migrate.down({ name: '019_session_invitation_uids' });
  try {
    const [booking] = await db('consultation_bookings')
      .insert({
        name: 'Uid',
        email,
        amount: 150000,
        package_type: 'single',
        status: 'paid',
        access_key: 'uids-1',
      })
      .returning('id');
    const bookingId = Number((booking as { id: number }).id);
    // `icsUid` undefined: the insert names no UID at all.
    const session = (startsAt: string, status: string, icsUid?: string | null) => ({
      booking_id: bookingId,
      starts_at: startsAt,
      ends_at: new Date(new Date(startsAt).getTime() + 90 * 60_000).toISOString(),
      timezone: 'Europe/Paris',
      status,
      ...(icsUid === undefined ? {} : { ics_uid: icsUid }),
    });
    const rows = await db('booking_sessions')
      .insert([
        session('2041-03-04T15:00:00Z', 'scheduled', null),
        session('2041-03-05T15:00:00Z', 'cancelled', null),
        session('2001-03-06T15:00:00Z', 'completed', null),
        session('2041-03-07T15:00:00Z', 'rescheduled', 'booking-7'),
      ])
      .returning('id');
    const ids = rows.map((row: { id: number }) => Number(row.id));
    await db.migrate.up({ name: '019_session_invitation_uids' });

    const uids = (await db('booking_sessions').whereIn('id', ids).orderBy('id')).map(
      (row: { ics_uid: string }) => row.ics_uid,
    );
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(uids[0]).toBe(`session-${ids[0]}`);
    expect(uids[1]).toMatch(uuid);
    expect(uids[2]).toMatch(uuid);
    expect(uids[1]).not.toBe(uids[2]);
    expect(uids[3]).toBe('booking-7');

    const [added] = await db('booking_sessions')
      .insert(session('2041-03-09T15:00:00Z', 'cancelled'))
      .returning('ics_uid');
    expect((added as { ics_uid: string }).ics_uid).toMatch(uuid);
    await expect(
      db('booking_sessions').insert(session('2041-03-10T15:00:00Z', 'cancelled', 'booking-7')),
    ).rejects.toMatchObject({ code: '23505' });
  } finally {
    await db('consultation_bookings').where({ email }).delete();
    await db.migrate.latest();
  }
}

/**
 * 010 moves each booking's time into its first session and back: down to 009 with old-shape
 * rows, up again (sessions made, nothing lost), down again (the times return).
 */
async function checkSessionsMigrated(db: Knex): Promise<void> {
  const email = 'moved@migrations.test';
  // Later migrations reference the sessions table: they are undone first, newest first.
  const all = await migrationSource.getMigrations([]);
  for (const name of all.filter((migration) => migration > '010_booking_sessions').reverse())
    await db.migrate.down({ name });
  await db.migrate.down({ name: '010_booking_sessions' });
  try {
    const insert = (row: Record<string, unknown>) =>
      db('consultation_bookings')
        .insert({ name: 'Moved', email, amount: 150000, package_type: 'single', ...row })
        .returning('id');
    const [scheduled] = await insert({
      status: 'scheduled',
      scheduled_at: '2040-02-06T15:00:00Z',
      timezone: 'Europe/Paris',
      google_event_id: 'evt-old',
      access_key: 'moved-1',
    });
    const [paid] = await insert({ status: 'paid', access_key: 'moved-2' });
    const [pending] = await insert({ status: 'pending', access_key: 'moved-3' });
    await db.migrate.up({ name: '010_booking_sessions' });

    const idOf = (row: unknown) => Number((row as { id: number }).id);
    const bookings = await db('consultation_bookings').where({ email }).orderBy('id');
    expect(bookings.map((row: { status: string }) => row.status)).toEqual([
      'paid',
      'paid',
      'pending',
    ]);
    expect(bookings[0].paid_at).not.toBeNull();
    expect(bookings[2].paid_at).toBeNull();
    const sessions = await db('booking_sessions').whereIn('booking_id', [
      idOf(scheduled),
      idOf(paid),
      idOf(pending),
    ]);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({
      booking_id: idOf(scheduled),
      timezone: 'Europe/Paris',
      status: 'scheduled',
      google_event_id: 'evt-old',
      sequence: 0,
      ics_uid: `booking-${idOf(scheduled)}`,
    });
    expect(new Date(sessions[0].starts_at).toISOString()).toBe('2040-02-06T15:00:00.000Z');
    expect(new Date(sessions[0].ends_at).toISOString()).toBe('2040-02-06T16:30:00.000Z');

    await db.migrate.down({ name: '010_booking_sessions' });
    const back = await db('consultation_bookings').where({ email }).orderBy('id');
    expect(back[0]).toMatchObject({
      status: 'scheduled',
      timezone: 'Europe/Paris',
      google_event_id: 'evt-old',
    });
    expect(new Date(back[0].scheduled_at).toISOString()).toBe('2040-02-06T15:00:00.000Z');
    expect(back.slice(1).map((row: { status: string }) => row.status)).toEqual(['paid', 'pending']);
  } finally {
    await db('consultation_bookings').where({ email }).delete();
    await db.migrate.latest();
  }
}

describe('migrations on real PostgreSQL', () => {
  it('run up and down, and enforce the schema rules', async () => {
    const db = createDb({ databaseUrl: process.env.DATABASE_URL ?? null, dataDir: '' });
    expect(process.env.DATABASE_URL).toBeTruthy();
    try {
      await checkUpAndDown(db);
    } finally {
      await db.destroy();
    }
  });
});

describe('migrations on PGlite', () => {
  it('run up and down, and enforce the schema rules', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-pglite-'));
    const db = createDb({ databaseUrl: null, dataDir });
    try {
      await checkUpAndDown(db);
    } finally {
      await db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('an install seeded before the owner could edit posts', () => {
  it('keeps its posts and testimonials: they count as applied seeds and are never overwritten', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-pglite-seeded-'));
    const db = createDb({ databaseUrl: null, dataDir });
    try {
      // Every migration before 011, as an install deployed before it has them.
      const all = await migrationSource.getMigrations([]);
      for (const name of all.filter((migration) => migration < '011')) {
        await db.migrate.up({ name });
      }
      await db('testimonials').insert({
        name: 'Mara Lindqvist',
        title: 'Edited by the owner with SQL',
        content: 'Kept.',
        rating: 5,
      });
      await db('blog_posts').insert({
        title: 'An old starter post',
        slug: 'two-of-you-framework',
        excerpt: 'x',
        content: 'Edited.',
        featured_image: '/api/media/blog/two-of-you-framework.svg',
        category: 'Frameworks',
        author_name: 'A',
        reading_time: 1,
      });
      await migrateLatest(db);
      const keys = (await db('applied_seeds').select('key')).map((row) => row.key as string);
      expect(keys.sort()).toEqual(['blog-post:two-of-you-framework', 'testimonial:Mara Lindqvist']);
    } finally {
      await db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
