import type { Knex } from 'knex';

/**
 * Sessions as their own rows, and the booking status machine.
 *
 * A booking is a purchase of session credits (1, 5 or 10; the free call 1); each session it books
 * is a row of `booking_sessions` with its own time, zone, calendar event, Meet link, invitation
 * sequence and status (scheduled, rescheduled = moved and still held, cancelled, completed). The
 * no-overlap rule moves with them: an exclusion constraint over every session that holds its time,
 * whatever booking it belongs to. Each existing booking's `scheduled_at`, `timezone` and
 * `google_event_id` become its first session (nothing is dropped before it is copied), and the
 * booking status `scheduled` becomes `paid`: being scheduled is now a fact about sessions.
 *
 * Booking statuses: pending, paid, payment_failed, expired (unpaid too long), refunded,
 * cancelled (ended by the owner without a refund). `paid_at` starts the refund window;
 * `stripe_refund_id` is the refund that ended a booking.
 *
 * The outbox learns `cancelled` (a reminder whose session moved or was cancelled), which session
 * a message belongs to, and `not_after`: a message still unsent by then (a reminder once its
 * session has begun) is cancelled instead of sent. `job_leases` lets one replica at a time run a
 * recurring sweep.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('booking_sessions', (table) => {
    table.increments('id');
    table
      .integer('booking_id')
      .notNullable()
      .references('id')
      .inTable('consultation_bookings')
      .onDelete('CASCADE');
    table.timestamp('starts_at', { useTz: true }).notNullable();
    table.timestamp('ends_at', { useTz: true }).notNullable();
    table.text('timezone').notNullable();
    table.text('status').notNullable().defaultTo('scheduled');
    table.text('google_event_id');
    table.text('meet_url');
    // SEQUENCE of the invitation last sent (0 first, one more on every change).
    table.integer('sequence').notNullable().defaultTo(0);
    // The invitation's UID before the @host, when not `session-<id>`: a migrated booking's
    // session keeps `booking-<id>`, so calendars update the event they already have.
    table.text('ics_uid');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    table.check(
      "status IN ('scheduled', 'rescheduled', 'cancelled', 'completed')",
      [],
      'booking_sessions_status',
    );
    table.check('ends_at > starts_at', [], 'booking_sessions_ends_after_start');
    table.index(['booking_id', 'starts_at']);
  });
  // A range constructor is immutable, so no helper function is needed for the index expression.
  await db.raw(`
    ALTER TABLE booking_sessions
    ADD CONSTRAINT booking_sessions_no_overlap
    EXCLUDE USING gist (tstzrange(starts_at, ends_at, '[)') WITH &&)
    WHERE (status IN ('scheduled', 'rescheduled'))
  `);
  await db.raw(
    `CREATE INDEX booking_sessions_unsynced_idx ON booking_sessions (starts_at)
     WHERE status IN ('scheduled', 'rescheduled') AND google_event_id IS NULL`,
  );
  await db.raw(
    `CREATE INDEX booking_sessions_active_idx ON booking_sessions (starts_at)
     WHERE status IN ('scheduled', 'rescheduled')`,
  );

  // Every booked time becomes a session (its duration as the old constraint computed it).
  await db.raw(`
    INSERT INTO booking_sessions (booking_id, starts_at, ends_at, timezone, status, google_event_id, ics_uid, created_at, updated_at)
    SELECT id, scheduled_at, upper(session_range(scheduled_at, package_type)),
           coalesce(timezone, 'America/Cancun'),
           CASE WHEN status = 'scheduled' THEN 'scheduled' ELSE 'cancelled' END,
           google_event_id, 'booking-' || id, updated_at, updated_at
    FROM consultation_bookings
    WHERE scheduled_at IS NOT NULL
    ORDER BY id
  `);

  await db.raw('DROP VIEW strategy_calls');
  await db.raw(
    'ALTER TABLE consultation_bookings DROP CONSTRAINT consultation_bookings_no_overlap',
  );
  await db.raw('DROP INDEX consultation_bookings_unsynced_idx');
  await db.schema.alterTable('consultation_bookings', (table) => {
    table.dropChecks(['consultation_bookings_status', 'consultation_bookings_scheduled_has_time']);
    table.timestamp('paid_at', { useTz: true });
    table.text('stripe_refund_id');
    table.timestamp('closed_at', { useTz: true });
  });
  // Paid before this migration: the refund window is counted from the booking's creation.
  await db.raw(`
    UPDATE consultation_bookings SET paid_at = created_at WHERE status IN ('paid', 'scheduled')
  `);
  await db.raw(`UPDATE consultation_bookings SET status = 'paid' WHERE status = 'scheduled'`);
  await db.schema.alterTable('consultation_bookings', (table) => {
    table.check(
      "status IN ('pending', 'paid', 'payment_failed', 'expired', 'refunded', 'cancelled')",
      [],
      'consultation_bookings_status',
    );
    table.dropColumn('scheduled_at');
    table.dropColumn('timezone');
    table.dropColumn('google_event_id');
  });
  await db.raw(
    `CREATE INDEX consultation_bookings_pending_idx ON consultation_bookings (created_at)
     WHERE status = 'pending'`,
  );
  await db.raw('DROP FUNCTION session_range(timestamptz, text)');

  // The free calls as a table of their own, now one row per booked call.
  await db.raw(`
    CREATE VIEW strategy_calls AS
    SELECT s.id AS session_id, b.id, b.name, b.email, s.starts_at AS scheduled_at, s.timezone,
           s.status, s.google_event_id, b.created_at
    FROM consultation_bookings b JOIN booking_sessions s ON s.booking_id = b.id
    WHERE b.package_type = 'strategy-call'
  `);

  await db.raw('ALTER TABLE outbox_messages DROP CONSTRAINT outbox_messages_status_known');
  await db.raw(`
    ALTER TABLE outbox_messages ADD CONSTRAINT outbox_messages_status_known
    CHECK (status IN ('queued', 'sending', 'sent', 'failed', 'suppressed', 'cancelled'))
  `);
  await db.schema.alterTable('outbox_messages', (table) => {
    table.integer('session_id').references('id').inTable('booking_sessions').onDelete('SET NULL');
    table.timestamp('not_after', { useTz: true });
    table.index(['session_id']);
  });

  await db.schema.createTable('job_leases', (table) => {
    table.text('name').primary();
    table.text('holder').notNullable();
    table.timestamp('leased_until', { useTz: true }).notNullable();
  });
}

/**
 * Back to one time per booking: each booking keeps its earliest session still held (else its
 * latest one). Bookings that were expired, refunded or cancelled return as payment_failed or paid
 * (the old schema has no such statuses); reminders cancelled become failed.
 */
export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('job_leases');
  await db.schema.alterTable('outbox_messages', (table) => {
    table.dropIndex(['session_id']);
    table.dropColumn('not_after');
    table.dropColumn('session_id');
  });
  await db.raw(`UPDATE outbox_messages SET status = 'failed' WHERE status = 'cancelled'`);
  await db.raw('ALTER TABLE outbox_messages DROP CONSTRAINT outbox_messages_status_known');
  await db.raw(`
    ALTER TABLE outbox_messages ADD CONSTRAINT outbox_messages_status_known
    CHECK (status IN ('queued', 'sending', 'sent', 'failed', 'suppressed'))
  `);

  await db.raw('DROP VIEW strategy_calls');
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
  await db.raw('DROP INDEX consultation_bookings_pending_idx');
  await db.schema.alterTable('consultation_bookings', (table) => {
    table.dropChecks(['consultation_bookings_status']);
    table.timestamp('scheduled_at', { useTz: true });
    table.text('timezone');
    table.text('google_event_id');
  });
  await db.raw(`
    UPDATE consultation_bookings b SET scheduled_at = s.starts_at, timezone = s.timezone,
      google_event_id = s.google_event_id,
      status = CASE WHEN b.status = 'paid' AND s.status IN ('scheduled', 'rescheduled') THEN 'scheduled' ELSE b.status END
    FROM (
      SELECT DISTINCT ON (booking_id) booking_id, starts_at, timezone, google_event_id, status
      FROM booking_sessions
      ORDER BY booking_id, (status IN ('scheduled', 'rescheduled')) DESC, starts_at ASC
    ) s
    WHERE s.booking_id = b.id
  `);
  await db.raw(
    `UPDATE consultation_bookings SET status = 'payment_failed' WHERE status = 'expired'`,
  );
  await db.raw(
    `UPDATE consultation_bookings SET status = 'paid' WHERE status IN ('refunded', 'cancelled')`,
  );
  await db.schema.alterTable('consultation_bookings', (table) => {
    table.dropColumn('closed_at');
    table.dropColumn('stripe_refund_id');
    table.dropColumn('paid_at');
    table.check(
      "status IN ('pending', 'paid', 'scheduled', 'payment_failed')",
      [],
      'consultation_bookings_status',
    );
    table.check(
      "status <> 'scheduled' OR (scheduled_at IS NOT NULL AND timezone IS NOT NULL)",
      [],
      'consultation_bookings_scheduled_has_time',
    );
  });
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
  await db.raw(`
    CREATE VIEW strategy_calls AS
    SELECT id, name, email, scheduled_at, timezone, status, google_event_id, created_at
    FROM consultation_bookings
    WHERE package_type = 'strategy-call' AND scheduled_at IS NOT NULL
  `);
  await db.schema.dropTable('booking_sessions');
}
