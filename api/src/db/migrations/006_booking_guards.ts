import type { Knex } from 'knex';

/**
 * Guards against calendar squatting and planted questionnaire answers.
 *
 * Bookings remember the client address that created them (the daily cap on free strategy calls)
 * and are indexed for "this e-mail's upcoming free call" and the removal of unscheduled free
 * bookings.
 *
 * Questionnaires belong to a booking: one per booking (a unique, nullable booking_id), and the
 * e-mail is no longer unique, so an answer sent without a booking (which anyone could type)
 * can neither block nor complete a booking's questionnaire. Existing rows are kept; should two
 * rows name one booking, the earliest keeps the link.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('consultation_bookings', (table) => {
    table.text('client_ip');
  });
  await db.raw(
    `CREATE INDEX consultation_bookings_free_call_email_idx ON consultation_bookings (lower(email))
     WHERE package_type = 'strategy-call'`,
  );
  await db.raw(
    `CREATE INDEX consultation_bookings_free_call_ip_idx ON consultation_bookings (client_ip, created_at)
     WHERE package_type = 'strategy-call'`,
  );

  await db.raw(`
    UPDATE consultation_questionnaires q SET booking_id = NULL
    WHERE booking_id IS NOT NULL AND EXISTS (
      SELECT 1 FROM consultation_questionnaires earlier
      WHERE earlier.booking_id = q.booking_id AND earlier.id < q.id
    )
  `);
  await db.schema.alterTable('consultation_questionnaires', (table) => {
    table.dropUnique(['email']);
    table.dropIndex(['booking_id']);
    table.unique(['booking_id']);
    table.index(['email']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('consultation_questionnaires', (table) => {
    table.dropIndex(['email']);
    table.dropUnique(['booking_id']);
    table.index(['booking_id']);
  });
  // Only one row per e-mail can return to the old unique key: later duplicates are removed.
  await db.raw(`
    DELETE FROM consultation_questionnaires q WHERE EXISTS (
      SELECT 1 FROM consultation_questionnaires earlier
      WHERE lower(earlier.email) = lower(q.email) AND earlier.id < q.id
    )
  `);
  await db.schema.alterTable('consultation_questionnaires', (table) => {
    table.unique(['email']);
  });
  await db.raw('DROP INDEX consultation_bookings_free_call_ip_idx');
  await db.raw('DROP INDEX consultation_bookings_free_call_email_idx');
  await db.schema.alterTable('consultation_bookings', (table) => {
    table.dropColumn('client_ip');
  });
}
