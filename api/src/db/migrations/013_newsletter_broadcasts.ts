import type { Knex } from 'knex';

/**
 * Newsletter broadcasts: the owner's messages to every active subscriber, written from a post or
 * from scratch in Markdown. Sending writes one outbox row per recipient (`broadcast_id`,
 * `subscription_id`) in the same transaction as the broadcast's move to `sending`.
 *
 * - `outbox_messages.status` gains `cancelled`: a recipient who unsubscribed (or was removed)
 *   before their message left.
 * - `newsletter_subscriptions` gains `bounced_at`/`bounce_reason` (an address the receiving
 *   server refused for good is skipped by later broadcasts) and `confirmation_token` (double
 *   opt-in: set while a sign-up waits for its confirmation link).
 * - `newsletter_send_pace` logs each claim of broadcast messages (when, how many), so every
 *   API instance together keeps to NEWSLETTER_RATE_PER_MINUTE over any 60 seconds.
 * - `newsletter_broadcast_opens`: who opened what, only while opens tracking is on.
 */
const statusesWithCancelled =
  "status IN ('queued', 'sending', 'sent', 'failed', 'suppressed', 'cancelled')";
const statusesBefore = "status IN ('queued', 'sending', 'sent', 'failed', 'suppressed')";

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('newsletter_broadcasts', (table) => {
    table.increments('id');
    // The unlisted web address of the broadcast ("view in the browser").
    table.text('public_key').notNullable().unique();
    table.text('subject').notNullable();
    table.text('preheader').notNullable().defaultTo('');
    table.text('source').notNullable();
    table.integer('post_id').references('id').inTable('blog_posts').onDelete('SET NULL');
    table.text('post_content').notNullable().defaultTo('excerpt');
    table.text('markdown').notNullable().defaultTo('');
    table.boolean('subscriber_only').notNullable().defaultTo(false);
    table.text('status').notNullable().defaultTo('draft');
    table.timestamp('scheduled_at', { useTz: true });
    table.timestamp('started_at', { useTz: true });
    table.timestamp('completed_at', { useTz: true });
    table.integer('recipients').notNullable().defaultTo(0);
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    table.check("source IN ('post', 'markdown')", [], 'newsletter_broadcasts_source_known');
    table.check(
      "post_content IN ('excerpt', 'full')",
      [],
      'newsletter_broadcasts_post_content_known',
    );
    table.check(
      "status IN ('draft', 'scheduled', 'sending', 'sent')",
      [],
      'newsletter_broadcasts_status_known',
    );
    table.check(
      "status <> 'scheduled' OR scheduled_at IS NOT NULL",
      [],
      'newsletter_broadcasts_scheduled_has_time',
    );
  });
  await db.raw(
    "CREATE INDEX newsletter_broadcasts_due_idx ON newsletter_broadcasts (scheduled_at) WHERE status = 'scheduled'",
  );

  await db.schema.alterTable('outbox_messages', (table) => {
    table.integer('broadcast_id').references('id').inTable('newsletter_broadcasts');
    table
      .integer('subscription_id')
      .references('id')
      .inTable('newsletter_subscriptions')
      .onDelete('SET NULL');
  });
  await db.raw('ALTER TABLE outbox_messages DROP CONSTRAINT outbox_messages_status_known');
  await db.raw(
    `ALTER TABLE outbox_messages ADD CONSTRAINT outbox_messages_status_known CHECK (${statusesWithCancelled})`,
  );
  await db.raw(
    'CREATE INDEX outbox_messages_broadcast_idx ON outbox_messages (broadcast_id, status) WHERE broadcast_id IS NOT NULL',
  );
  await db.raw(
    "CREATE INDEX outbox_messages_broadcast_due_idx ON outbox_messages (next_attempt_at, id) WHERE broadcast_id IS NOT NULL AND status IN ('queued', 'sending')",
  );
  await db.raw(
    'CREATE INDEX outbox_messages_subscription_idx ON outbox_messages (subscription_id) WHERE subscription_id IS NOT NULL',
  );

  await db.schema.alterTable('newsletter_subscriptions', (table) => {
    table.timestamp('bounced_at', { useTz: true });
    table.text('bounce_reason');
    table.text('confirmation_token').unique();
  });

  await db.schema.createTable('newsletter_send_pace', (table) => {
    table.bigIncrements('id');
    table.timestamp('claimed_at', { useTz: true }).notNullable();
    table.integer('count').notNullable();
    table.index(['claimed_at'], 'newsletter_send_pace_claimed_idx');
  });

  // Opens, only while NEWSLETTER_TRACK_OPENS is on: the first time each recipient's image loaded.
  await db.schema.createTable('newsletter_broadcast_opens', (table) => {
    table
      .integer('broadcast_id')
      .notNullable()
      .references('id')
      .inTable('newsletter_broadcasts')
      .onDelete('CASCADE');
    table
      .integer('subscription_id')
      .notNullable()
      .references('id')
      .inTable('newsletter_subscriptions')
      .onDelete('CASCADE');
    table.timestamp('opened_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    table.primary(['broadcast_id', 'subscription_id']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('newsletter_broadcast_opens');
  await db.schema.dropTable('newsletter_send_pace');
  await db.schema.alterTable('newsletter_subscriptions', (table) => {
    table.dropColumn('confirmation_token');
    table.dropColumn('bounce_reason');
    table.dropColumn('bounced_at');
  });
  await db('outbox_messages').where({ status: 'cancelled' }).update({ status: 'failed' });
  await db.raw('ALTER TABLE outbox_messages DROP CONSTRAINT outbox_messages_status_known');
  await db.raw(
    `ALTER TABLE outbox_messages ADD CONSTRAINT outbox_messages_status_known CHECK (${statusesBefore})`,
  );
  await db.schema.alterTable('outbox_messages', (table) => {
    table.dropColumn('subscription_id');
    table.dropColumn('broadcast_id');
  });
  await db.schema.dropTable('newsletter_broadcasts');
}
