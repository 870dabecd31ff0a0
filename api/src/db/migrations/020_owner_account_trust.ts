import type { Knex } from 'knex';

/**
 * The owner's account, harder to take away from him.
 *
 * `sign_in_failures` becomes one row per failed sign-in with both the username typed (lower-cased)
 * and the client address: the pair's count refuses that address, the username's count across
 * addresses only slows sign-in down (see modules/owner/services/owner-auth.ts). Rows of the old shape (one per
 * scope) are dropped: they count for 15 minutes at most.
 *
 * `owner_setup_tokens`: the SHA-256 of each one-time token of the first set-up link the API prints
 * while the site has no owner, with its expiry. Used or expired, a token is deleted.
 */
export async function up(db: Knex): Promise<void> {
  await db('sign_in_failures').delete();
  await db.schema.alterTable('sign_in_failures', (table) => {
    table.dropChecks(['sign_in_failures_scope']);
    table.dropIndex(['scope', 'key', 'created_at']);
    table.dropColumn('scope');
  });
  await db.schema.alterTable('sign_in_failures', (table) => {
    table.renameColumn('key', 'username');
  });
  await db.schema.alterTable('sign_in_failures', (table) => {
    table.text('ip').notNullable();
    table.index(['username', 'created_at']);
    table.index(['username', 'ip', 'created_at']);
  });

  await db.schema.createTable('owner_setup_tokens', (table) => {
    table.text('token_hash').primary();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('expires_at', { useTz: true }).notNullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('owner_setup_tokens');
  await db('sign_in_failures').delete();
  await db.schema.alterTable('sign_in_failures', (table) => {
    table.dropIndex(['username', 'created_at']);
    table.dropIndex(['username', 'ip', 'created_at']);
    table.dropColumn('ip');
  });
  await db.schema.alterTable('sign_in_failures', (table) => {
    table.renameColumn('username', 'key');
  });
  await db.schema.alterTable('sign_in_failures', (table) => {
    table.text('scope').notNullable();
    table.check("scope IN ('username', 'ip')", [], 'sign_in_failures_scope');
    table.index(['scope', 'key', 'created_at']);
  });
}
