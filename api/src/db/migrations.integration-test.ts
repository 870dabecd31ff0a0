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
  'site_content_version',
  'newsletter_broadcasts',
  'newsletter_send_pace',
  'newsletter_broadcast_opens',
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
  await checkOutboxStatuses(db);

  expect(await rollback(db, true)).toHaveLength(all.length);
  expect(await relations(db)).toEqual([]);
  await migrateLatest(db);
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

/** The database itself refuses two overlapping scheduled sessions. */
async function checkOverlapRefused(db: Knex): Promise<void> {
  const base = {
    name: 'Overlap',
    email: 'overlap@migrations.test',
    status: 'scheduled',
    timezone: 'America/Cancun',
  };
  let key = 0;
  const insert = (packageType: string, scheduledAt: string, status = 'scheduled') =>
    db('consultation_bookings').insert({
      ...base,
      status,
      package_type: packageType,
      amount: packageType === 'strategy-call' ? 0 : 150000,
      scheduled_at: scheduledAt,
      access_key: `overlap-${(key += 1)}`,
    });
  try {
    await insert('single', '2040-01-09T14:00:00Z');
    // 90 minutes: 15:00 still overlaps, 15:30 does not.
    await expect(insert('strategy-call', '2040-01-09T15:15:00Z')).rejects.toMatchObject({
      code: '23P01',
    });
    await expect(insert('5-session', '2040-01-09T13:00:00Z')).rejects.toMatchObject({
      code: '23P01',
    });
    await insert('strategy-call', '2040-01-09T15:30:00Z');
    // 15 minutes: a strategy call at 15:30 leaves 15:45 free.
    await insert('strategy-call', '2040-01-09T15:45:00Z');
    // Only scheduled sessions block time.
    await insert('single', '2040-01-09T14:00:00Z', 'paid');

    const view = await db('strategy_calls').where({ email: base.email }).orderBy('scheduled_at');
    expect(view).toHaveLength(2);
    expect(Object.keys(view[0]).sort()).toEqual(
      [
        'created_at',
        'email',
        'google_event_id',
        'id',
        'name',
        'scheduled_at',
        'status',
        'timezone',
      ].sort(),
    );
    // A scheduled row needs a time.
    await expect(
      db('consultation_bookings').insert({
        ...base,
        package_type: 'single',
        amount: 1,
        access_key: 'no-time',
      }),
    ).rejects.toMatchObject({ code: '23514' });
  } finally {
    await db('consultation_bookings').where({ email: base.email }).delete();
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
