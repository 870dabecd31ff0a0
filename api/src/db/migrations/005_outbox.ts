import type { Knex } from 'knex';

/**
 * The outbox: every e-mail is a row written in the same transaction as the event that causes it,
 * then delivered by the worker. `status`: queued (waiting or retrying after `next_attempt_at`),
 * sending (claimed by one worker until `locked_until`), sent, failed (gave up after the last
 * attempt) or suppressed (over the hourly limit for its address). `dedupe_key` makes one event
 * give one message even when the event itself is replayed.
 *
 * Newsletter subscriptions get their secret unsubscribe token.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('outbox_messages', (table) => {
    table.bigIncrements('id');
    table.text('kind').notNullable();
    table.text('dedupe_key').notNullable().unique();
    table.text('to_address').notNullable();
    table.jsonb('message').notNullable();
    table.text('status').notNullable().defaultTo('queued');
    table.integer('attempts').notNullable().defaultTo(0);
    table.text('last_error');
    table.timestamp('next_attempt_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    table.timestamp('locked_until', { useTz: true });
    table.text('locked_by');
    table.timestamp('sent_at', { useTz: true });
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    table.check(
      "status IN ('queued', 'sending', 'sent', 'failed', 'suppressed')",
      [],
      'outbox_messages_status_known',
    );
  });
  await db.raw(
    "CREATE INDEX outbox_messages_due_idx ON outbox_messages (next_attempt_at) WHERE status IN ('queued', 'sending')",
  );
  await db.raw(
    'CREATE INDEX outbox_messages_recipient_idx ON outbox_messages (lower(to_address), created_at)',
  );

  await db.schema.alterTable('newsletter_subscriptions', (table) => {
    table.text('unsubscribe_token').unique();
    table.timestamp('unsubscribed_at', { useTz: true });
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('newsletter_subscriptions', (table) => {
    table.dropColumn('unsubscribed_at');
    table.dropColumn('unsubscribe_token');
  });
  await db.schema.dropTable('outbox_messages');
}
