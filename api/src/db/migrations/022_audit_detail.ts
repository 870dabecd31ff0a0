import type { Knex } from 'knex';

/**
 * An audit entry says what changed, not only that something did: the names of the fields a save
 * changed (never their values, so no secret or personal data reaches the log).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('audit_log', (table) => {
    table.text('detail');
    table.index(['action', 'created_at']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('audit_log', (table) => {
    table.dropIndex(['action', 'created_at']);
    table.dropColumn('detail');
  });
}
