import type { Knex } from 'knex';

/**
 * The record of every erasure of a person's data: a salted SHA-256 of the erased address (its
 * own random salt per row) and nothing else, so a restore of a backup taken before the erasure
 * can find that person again and erase him once more, while the table itself names no one.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('erasures', (table) => {
    table.bigIncrements('id');
    table.text('salt').notNullable();
    table.text('address_hash').notNullable();
    table.unique(['salt', 'address_hash']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('erasures');
}
