/**
 * A post scheduled for later becomes public at its time, with no write of its own: this moves
 * the content version then, so page caches, the public reads, the sitemap and the feed show it
 * at once instead of after their expiry. Run by the background jobs every few seconds.
 *
 * Once, with any number of API instances: the version's row is locked while deciding, and the
 * version's own change time is the mark. A post whose time falls after the last change and is
 * now past moves the version (which moves that time to now); a second runner, waiting on the
 * lock, then finds nothing newer. Any other change after a post's time has already refreshed
 * the caches, so it needs none.
 */
import type { FastifyInstance } from 'fastify';
import { lockContentVersion, markContentChanged } from '../../site';

/** Moves the content version if a scheduled post has become public since it last moved. */
export async function bumpForDuePosts(app: FastifyInstance): Promise<boolean> {
  const now = app.now();
  return app.knex.transaction(async (trx) => {
    const current = await lockContentVersion(app, trx);
    if (!(await app.repos.blogPosts.anyDueBetween(new Date(current.changedAt), now, trx)))
      return false;
    await markContentChanged(app, trx, now);
    return true;
  });
}
