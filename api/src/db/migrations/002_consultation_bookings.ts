import type { Knex } from 'knex';

/**
 * Bookings, the database-level guarantee against double-booking, and strategy_calls as a view.
 *
 * The overlap rule is an exclusion constraint on the range each scheduled session blocks. GiST over
 * tstzrange is built in (no btree_gist, which PGlite only loads on request). An index expression
 * must be immutable and `timestamptz + interval` is only stable (day/month arithmetic depends on the
 * zone), so session_range wraps it: adding minutes never depends on the zone, so immutable is true.
 * The durations mirror packages.ts (strategy call 15 minutes, paid sessions 90).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('consultation_bookings', (table) => {
    table.increments('id');
    table.text('name').notNullable();
    table.text('email').notNullable();
    table.text('package_type').notNullable();
    table.integer('amount').notNullable();
    table.text('stripe_payment_intent_id').unique();
    table.text('status').notNullable().defaultTo('pending');
    table.timestamp('scheduled_at', { useTz: true });
    table.text('timezone');
    table.text('google_event_id');
    // A secret that grants access to the booking from an e-mailed link.
    table.text('access_key').notNullable().unique();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    table.check(
      "package_type IN ('single', '5-session', '10-session', 'strategy-call')",
      [],
      'consultation_bookings_package_type',
    );
    table.check(
      "status IN ('pending', 'paid', 'scheduled', 'payment_failed')",
      [],
      'consultation_bookings_status',
    );
    table.check('amount >= 0', [], 'consultation_bookings_amount');
    table.check(
      "status <> 'scheduled' OR (scheduled_at IS NOT NULL AND timezone IS NOT NULL)",
      [],
      'consultation_bookings_scheduled_has_time',
    );
  });

  // One self-contained function: maintenance commands (index builds) run with a restricted
  // search_path, so it must not call other functions of ours by unqualified name.
  await db.raw(`
    CREATE FUNCTION session_range(starts_at timestamptz, package_type text) RETURNS tstzrange
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$
      SELECT tstzrange(
        starts_at,
        starts_at + make_interval(mins => CASE WHEN package_type = 'strategy-call' THEN 15 ELSE 90 END),
        '[)'
      )
    $$
  `);
  await db.raw(`
    ALTER TABLE consultation_bookings
    ADD CONSTRAINT consultation_bookings_no_overlap
    EXCLUDE USING gist (session_range(scheduled_at, package_type) WITH &&)
    WHERE (status = 'scheduled')
  `);
  await db.raw(
    `CREATE INDEX consultation_bookings_unsynced_idx ON consultation_bookings (scheduled_at)
     WHERE status = 'scheduled' AND google_event_id IS NULL`,
  );

  // strategy_calls is read as a table of its own; it is a view so bookings stay the one source of truth.
  await db.raw(`
    CREATE VIEW strategy_calls AS
    SELECT id, name, email, scheduled_at, timezone, status, google_event_id, created_at
    FROM consultation_bookings
    WHERE package_type = 'strategy-call' AND scheduled_at IS NOT NULL
  `);
}

export async function down(db: Knex): Promise<void> {
  await db.raw('DROP VIEW strategy_calls');
  await db.schema.dropTable('consultation_bookings');
  await db.raw('DROP FUNCTION session_range(timestamptz, text)');
}
