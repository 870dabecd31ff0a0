import type { Knex } from 'knex';

/**
 * The coach's record of a client, and what the two of them share.
 *
 * `client_notes`: the coach's notes about a client, each `private` (a dated timeline only the coach
 * sees) or `shared` (session notes and an action plan, visible in the client's portal once
 * published; `published_at` is when the client was told). A note may be about one booking or one
 * session. `client_action_items`: the steps of a shared note's action plan, in order, each ticked by
 * the client (`done_at`).
 *
 * `client_messages`: the thread between a client and the coach. Each message belongs to the package
 * (booking) whose e-mail support it was written under, says who wrote it, and whether it is
 * `priority` (the package promises priority support); `read_at` is when the other side opened it.
 *
 * Sessions learn what happened: `attendance` held, no-show or cancelled (marked by the coach after
 * the time; null until then), and the `format` the client chose when booking (video or audio).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('client_notes', (table) => {
    table.bigIncrements('id');
    table
      .integer('client_id')
      .notNullable()
      .references('id')
      .inTable('clients')
      .onDelete('CASCADE');
    table
      .integer('booking_id')
      .references('id')
      .inTable('consultation_bookings')
      .onDelete('SET NULL');
    table.integer('session_id').references('id').inTable('booking_sessions').onDelete('SET NULL');
    table.text('visibility').notNullable();
    table.text('title');
    table.text('body').notNullable();
    table.timestamp('published_at', { useTz: true });
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable();
    table.check("visibility IN ('private', 'shared')", [], 'client_notes_visibility');
    table.check(
      "visibility = 'shared' OR published_at IS NULL",
      [],
      'client_notes_private_unpublished',
    );
    table.index(['client_id', 'created_at']);
  });

  await db.schema.createTable('client_action_items', (table) => {
    table.bigIncrements('id');
    table
      .bigInteger('note_id')
      .notNullable()
      .references('id')
      .inTable('client_notes')
      .onDelete('CASCADE');
    table.integer('position').notNullable();
    table.text('text').notNullable();
    table.timestamp('done_at', { useTz: true });
    table.unique(['note_id', 'position']);
  });

  await db.schema.createTable('client_messages', (table) => {
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
    table.text('author').notNullable();
    table.text('body').notNullable();
    table.boolean('priority').notNullable().defaultTo(false);
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('read_at', { useTz: true });
    table.check("author IN ('client', 'coach')", [], 'client_messages_author');
    table.index(['client_id', 'created_at']);
  });

  await db.schema.alterTable('booking_sessions', (table) => {
    table.text('attendance');
    table.timestamp('attendance_marked_at', { useTz: true });
    table.text('format').notNullable().defaultTo('video');
    table.check(
      "attendance IS NULL OR attendance IN ('held', 'no-show', 'cancelled')",
      [],
      'booking_sessions_attendance',
    );
    table.check("format IN ('video', 'audio')", [], 'booking_sessions_format');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('booking_sessions', (table) => {
    table.dropChecks(['booking_sessions_attendance', 'booking_sessions_format']);
    table.dropColumn('format');
    table.dropColumn('attendance_marked_at');
    table.dropColumn('attendance');
  });
  await db.schema.dropTable('client_messages');
  await db.schema.dropTable('client_action_items');
  await db.schema.dropTable('client_notes');
}
