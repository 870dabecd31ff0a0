import type { Knex } from 'knex';

/**
 * State that API replicas share, beyond what earlier migrations keep.
 *
 * The rate-limit counters, shared by every replica on this database: one row per route and
 * client address, counting the requests of its current window. A request is one upsert (a new
 * window starts in place when the last one has run out); rows whose window ended are removed by a
 * background job.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('rate_limit_counters', (table) => {
    // `<METHOD><route>-<client address>`, as the rate limiter names its buckets.
    table.text('key').primary();
    table.integer('hits').notNullable();
    table.timestamp('window_ends_at', { useTz: true }).notNullable();
    table.index(['window_ends_at']);
  });
  // Every change of the content version is announced (NOTIFY, delivered at commit) to the API
  // replicas listening, so none answers public reads of an older version once a shell has seen
  // the new one; their poll of the version stays as the fallback.
  await db.raw(`
    CREATE FUNCTION site_content_version_notify() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('site_content_version', NEW.version::text);
      RETURN NEW;
    END $$`);
  await db.raw(`
    CREATE TRIGGER site_content_version_notify AFTER UPDATE ON site_content_version
    FOR EACH ROW EXECUTE FUNCTION site_content_version_notify()`);
}

export async function down(db: Knex): Promise<void> {
  await db.raw('DROP TRIGGER site_content_version_notify ON site_content_version');
  await db.raw('DROP FUNCTION site_content_version_notify()');
  await db.schema.dropTable('rate_limit_counters');
}
