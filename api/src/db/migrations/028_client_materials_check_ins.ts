import type { Knex } from 'knex';

/**
 * What a package delivers besides its sessions.
 *
 * `client_materials`: files and links the coach gives, either to one client or to everyone who buys
 * a package type (exactly one of the two), and recordings of a held session (a file or a meeting
 * service's link, `session_id` set). A file's bytes live on disk under a random `storage_key`, never
 * at a public address; the row keeps its name as uploaded, type and size.
 *
 * `client_check_ins`: the short form a 5- or 10-session client fills in between sessions (wins,
 * obstacles, a rating from 1 to 10, a question for the coach), for one booking.
 *
 * Sessions learn their `kind`: a package's `main` sessions spend its credits; a `follow-up` call
 * (15 minutes, opening after the last session) and an `emergency` session (short notice, once per
 * package) are extra, counted apart.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('client_materials', (table) => {
    table.bigIncrements('id');
    table.integer('client_id').references('id').inTable('clients').onDelete('CASCADE');
    table.text('package_type');
    table.integer('session_id').references('id').inTable('booking_sessions').onDelete('SET NULL');
    table.text('kind').notNullable();
    table.boolean('is_recording').notNullable().defaultTo(false);
    table.text('title').notNullable();
    table.text('url');
    table.text('storage_key').unique();
    table.text('file_name');
    table.text('content_type');
    table.bigInteger('size_bytes');
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.check("kind IN ('file', 'link')", [], 'client_materials_kind');
    table.check(
      '(client_id IS NULL) <> (package_type IS NULL)',
      [],
      'client_materials_one_audience',
    );
    table.check(
      "package_type IS NULL OR package_type IN ('single', '5-session', '10-session')",
      [],
      'client_materials_package_type',
    );
    table.check(
      "(kind = 'file' AND storage_key IS NOT NULL AND url IS NULL) OR (kind = 'link' AND url IS NOT NULL AND storage_key IS NULL)",
      [],
      'client_materials_file_or_link',
    );
    table.check(
      'NOT is_recording OR client_id IS NOT NULL',
      [],
      'client_materials_recording_owner',
    );
    table.index(['client_id']);
    table.index(['package_type']);
  });

  await db.schema.createTable('client_check_ins', (table) => {
    table.bigIncrements('id');
    table
      .integer('client_id')
      .notNullable()
      .references('id')
      .inTable('clients')
      .onDelete('CASCADE');
    table
      .integer('booking_id')
      .notNullable()
      .references('id')
      .inTable('consultation_bookings')
      .onDelete('CASCADE');
    table.text('wins').notNullable();
    table.text('obstacles').notNullable();
    table.integer('rating').notNullable();
    table.text('question');
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.check('rating BETWEEN 1 AND 10', [], 'client_check_ins_rating');
    table.index(['client_id', 'created_at']);
  });

  await db.schema.alterTable('booking_sessions', (table) => {
    table.text('kind').notNullable().defaultTo('main');
    table.check("kind IN ('main', 'follow-up', 'emergency')", [], 'booking_sessions_kind');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('booking_sessions', (table) => {
    table.dropChecks(['booking_sessions_kind']);
    table.dropColumn('kind');
  });
  await db.schema.dropTable('client_check_ins');
  await db.schema.dropTable('client_materials');
}
