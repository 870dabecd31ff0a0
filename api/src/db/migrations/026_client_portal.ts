import type { Knex } from 'knex';

/**
 * The client portal's identity and sign-in.
 *
 * A client is a person identified by the e-mail address of his bookings, compared case-insensitively
 * across every booking: `clients` holds one row per address (made the first time the person signs
 * in to the portal or the coach writes about him) with what belongs to the person rather than to a
 * booking: his time zone for the portal, and when he asked for his data to be erased. Bookings stay
 * keyed by their own e-mail column; an index on `lower(email)` finds a person's bookings.
 *
 * `client_sign_in_codes`: the keyed hash (HMAC-SHA-256 with the server's secret) of each one-time
 * code e-mailed to a client, with its expiry, the wrong tries made against it and when it was used:
 * a code works once, for a short time, and a few wrong tries spend it.
 *
 * `client_code_requests`: one row per code asked for, with a hash of the address typed (whether or
 * not it belongs to a client) and the visitor's network address, so the requests of one address and
 * of one visitor are both limited across every API instance; rows are swept after a day.
 *
 * `client_sessions`: the SHA-256 of each portal session id (the cookie holds the id itself), with an
 * idle (`last_seen_at`) and an absolute (`expires_at`) expiry, like the owner's sessions.
 */
export async function up(db: Knex): Promise<void> {
  await db.raw(
    'CREATE INDEX consultation_bookings_email_lower_idx ON consultation_bookings (lower(email))',
  );

  await db.schema.createTable('clients', (table) => {
    table.increments('id');
    table.text('email').notNullable();
    table.text('timezone');
    table.timestamp('erasure_requested_at', { useTz: true });
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    table.check('email = lower(email)', [], 'clients_email_lower');
  });
  await db.raw('CREATE UNIQUE INDEX clients_email_idx ON clients (email)');

  await db.schema.createTable('client_sign_in_codes', (table) => {
    table.bigIncrements('id');
    table
      .integer('client_id')
      .notNullable()
      .references('id')
      .inTable('clients')
      .onDelete('CASCADE');
    table.text('code_hash').notNullable();
    table.integer('failed_attempts').notNullable().defaultTo(0);
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.timestamp('used_at', { useTz: true });
    table.index(['client_id', 'created_at']);
    table.index(['expires_at']);
  });

  await db.schema.createTable('client_code_requests', (table) => {
    table.bigIncrements('id');
    table.text('address_hash').notNullable();
    table.text('ip').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.index(['address_hash', 'created_at']);
    table.index(['ip', 'created_at']);
  });

  await db.schema.createTable('client_sessions', (table) => {
    table.bigIncrements('id');
    table
      .integer('client_id')
      .notNullable()
      .references('id')
      .inTable('clients')
      .onDelete('CASCADE');
    table.text('token_hash').notNullable().unique();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('last_seen_at', { useTz: true }).notNullable();
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.index(['client_id']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('client_sessions');
  await db.schema.dropTable('client_code_requests');
  await db.schema.dropTable('client_sign_in_codes');
  await db.schema.dropTable('clients');
  await db.raw('DROP INDEX consultation_bookings_email_lower_idx');
}
