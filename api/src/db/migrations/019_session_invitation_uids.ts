import type { Knex } from 'knex';

/**
 * Every session's invitation UID is stored, random and unique, so no two installs (a reinstall,
 * a restore beside an old calendar) ever hand out the same one. Before, a session without a
 * stored UID used `session-<id>`, a counter that a new database starts again.
 *
 * A held session still to come keeps the UID its invitation already carries (`session-<id>`):
 * the client's and the owner's calendars hold that event, and a move or a cancellation must
 * replace it rather than add a second one. Every other session gets a random one.
 */
export async function up(db: Knex): Promise<void> {
  await db.raw(`
    UPDATE booking_sessions SET ics_uid = 'session-' || id
    WHERE ics_uid IS NULL AND status IN ('scheduled', 'rescheduled') AND ends_at > now()
  `);
  await db.raw(
    `UPDATE booking_sessions SET ics_uid = gen_random_uuid()::text WHERE ics_uid IS NULL`,
  );
  await db.raw(`
    ALTER TABLE booking_sessions
      ALTER COLUMN ics_uid SET DEFAULT gen_random_uuid()::text,
      ALTER COLUMN ics_uid SET NOT NULL,
      ADD CONSTRAINT booking_sessions_ics_uid_unique UNIQUE (ics_uid)
  `);
}

export async function down(db: Knex): Promise<void> {
  await db.raw(`
    ALTER TABLE booking_sessions
      DROP CONSTRAINT IF EXISTS booking_sessions_ics_uid_unique,
      ALTER COLUMN ics_uid DROP NOT NULL,
      ALTER COLUMN ics_uid DROP DEFAULT
  `);
}
