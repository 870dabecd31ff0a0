/**
 * The site's content version: any change to public content (a post, a testimonial, a setting,
 * the schedules) moves it in the change's transaction, and page caches that compare versions drop
 * what they hold.
 */
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import type { ContentVersion } from '../repositories/site-content';

/** Public content changed at `now`: moves the version (and its change time) in `trx`. */
export async function markContentChanged(
  app: FastifyInstance,
  trx: Knex.Transaction,
  now: Date = app.now(),
): Promise<void> {
  await app.repos.siteContent.bump(trx, now);
}

/** The version, its row locked until `trx` ends: one writer decides at a time. */
export async function lockContentVersion(
  app: FastifyInstance,
  trx: Knex.Transaction,
): Promise<ContentVersion> {
  return app.repos.siteContent.lock(trx);
}
