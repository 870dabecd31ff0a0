import type { Knex } from 'knex';

/**
 * The owner's back office.
 *
 * `users` becomes the owner's account: an argon2id hash (the unused plain `password` column goes:
 * nothing ever wrote it), the TOTP secret encrypted with a key derived from COOKIE_SECRET (and the
 * one being enrolled), the last TOTP time step used (a code works once) and timestamps. Recovery
 * codes are stored as SHA-256 hashes (each has 80 random bits) and marked when used.
 *
 * `owner_sessions` holds the SHA-256 of each session id (the cookie holds the id itself), with an
 * idle (`last_seen_at`) and an absolute (`expires_at`) expiry. `sign_in_failures` counts failed
 * sign-ins per username and per client address, shared by every API instance. `audit_log` records
 * every owner action without a client's personal data.
 *
 * Contact messages get a status (new, handled, archived); bookings remember how they were paid
 * (card through Stripe, or offline / complimentary when the owner adds them).
 */
export async function up(db: Knex): Promise<void> {
  // No code ever wrote `users` (there was no sign-in), and a plain password is no account: any
  // row is dropped, and `npm run owner -- create` makes the owner.
  await db('users').delete();
  await db.schema.alterTable('users', (table) => {
    table.dropColumn('password');
    table.text('password_hash').notNullable();
    table.text('totp_secret');
    table.text('totp_pending_secret');
    table.bigInteger('totp_last_step');
    table.timestamp('totp_enabled_at', { useTz: true });
    table.timestamp('password_changed_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
  });
  await db.raw('CREATE UNIQUE INDEX users_username_lower_idx ON users (lower(username))');

  await db.schema.createTable('owner_recovery_codes', (table) => {
    table.increments('id');
    table.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.text('code_hash').notNullable();
    table.timestamp('used_at', { useTz: true });
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    table.unique(['user_id', 'code_hash']);
  });

  await db.schema.createTable('owner_sessions', (table) => {
    table.bigIncrements('id');
    table.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.text('token_hash').notNullable().unique();
    table.text('ip').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('last_seen_at', { useTz: true }).notNullable();
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.index(['user_id']);
  });

  await db.schema.createTable('sign_in_failures', (table) => {
    table.bigIncrements('id');
    table.text('scope').notNullable();
    table.text('key').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.check("scope IN ('username', 'ip')", [], 'sign_in_failures_scope');
    table.index(['scope', 'key', 'created_at']);
  });

  await db.schema.createTable('audit_log', (table) => {
    table.bigIncrements('id');
    table.text('username').notNullable();
    table.text('action').notNullable();
    table.text('target');
    table.text('ip').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.index(['created_at']);
  });

  await db.schema.alterTable('contact_forms', (table) => {
    table.text('status').notNullable().defaultTo('new');
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    table.check("status IN ('new', 'handled', 'archived')", [], 'contact_forms_status');
    table.index(['status', 'created_at']);
  });

  await db.schema.alterTable('consultation_bookings', (table) => {
    table.text('payment');
    table.check(
      "payment IS NULL OR payment IN ('card', 'offline', 'complimentary')",
      [],
      'consultation_bookings_payment',
    );
  });
  // Every package booked before this column was paid (or is being paid) by card.
  await db.raw(
    "UPDATE consultation_bookings SET payment = 'card' WHERE package_type <> 'strategy-call'",
  );
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('consultation_bookings', (table) => {
    table.dropChecks(['consultation_bookings_payment']);
    table.dropColumn('payment');
  });
  await db.schema.alterTable('contact_forms', (table) => {
    table.dropIndex(['status', 'created_at']);
    table.dropChecks(['contact_forms_status']);
    table.dropColumn('updated_at');
    table.dropColumn('status');
  });
  await db.schema.dropTable('audit_log');
  await db.schema.dropTable('sign_in_failures');
  await db.schema.dropTable('owner_sessions');
  await db.schema.dropTable('owner_recovery_codes');
  await db.raw('DROP INDEX users_username_lower_idx');
  await db.schema.alterTable('users', (table) => {
    for (const column of [
      'password_hash',
      'totp_secret',
      'totp_pending_secret',
      'totp_last_step',
      'totp_enabled_at',
      'password_changed_at',
      'created_at',
      'updated_at',
    ])
      table.dropColumn(column);
    table.text('password').notNullable().defaultTo('');
  });
}
