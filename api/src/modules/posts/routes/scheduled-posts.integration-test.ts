/**
 * A post scheduled for later moves the content version at its time, once, whichever of two API
 * instances looks first; the public list (kept per content version) shows it at once, not after
 * its cache expires. Real PostgreSQL, injected clocks.
 */
import type { FastifyInstance } from 'fastify';

import { blogApi, blogCategoryLabels } from '@site/contracts/blog';
import { bumpForDuePosts } from '../services/scheduled-posts';
import { buildTestApp, TestClock } from '../../../test/app';

const tag = `scheduled-${process.pid}-${Date.now()}`;
const hour = 3_600_000;

const clock = new TestClock();
let first: FastifyInstance;
let second: FastifyInstance;

beforeAll(async () => {
  // Public reads kept for an hour: only a move of the content version shows the post sooner.
  const env = { PUBLIC_READ_CACHE_MS: '3600000', CONTENT_VERSION_POLL_MS: '0' };
  first = await buildTestApp(env, { now: clock.now });
  second = await buildTestApp(env, { now: clock.now });
  // Other suites' clocks may have moved the version's change time ahead of the real one.
  const { changedAt } = await first.repos.siteContent.read();
  clock.set(new Date(Math.max(Date.now(), new Date(changedAt).getTime()) + hour));
}, 60_000);

afterAll(async () => {
  await first.knex('blog_posts').where('slug', 'like', `${tag}%`).delete();
  await first.close();
  await second.close();
});

const version = async () =>
  (await first.inject({ method: 'GET', url: '/api/site/content-version' })).json<{
    version: number;
  }>().version;

const publicSlugs = async () =>
  (await first.inject({ method: 'GET', url: blogApi.list }))
    .json<{ slug: string }[]>()
    .map((post) => post.slug);

/** A post published for `at`, written as the owner's "schedule" does (with its own bump). */
async function scheduled(slug: string, at: Date): Promise<void> {
  await first.knex.transaction(async (trx) => {
    const row = await first.repos.blogPosts.insertDraft(
      {
        title: `Scheduled ${slug}`,
        slug,
        excerpt: 'An excerpt.',
        subtitle: '',
        seoDescription: '',
        category: blogCategoryLabels[0]!,
        tags: [],
        authorName: 'Coach',
        authorBio: '',
        featuredImage: '',
        featuredImageAlt: '',
        content: 'The body.',
        readingTime: 1,
      },
      clock.now(),
      trx,
    );
    await trx('blog_posts').where({ id: row.id }).update({ is_published: true, published_at: at });
    await first.repos.siteContent.bump(trx, clock.now());
  });
}

describe('a scheduled post’s time', () => {
  it('moves the content version once at its time, across two instances; the list follows at once', async () => {
    const slug = `${tag}-due`;
    const at = new Date(Math.ceil((clock.now().getTime() + 2 * hour) / 60_000) * 60_000);
    await scheduled(slug, at);
    expect(await publicSlugs()).not.toContain(slug);
    const before = await version();

    // Before its time: nothing moves, however often the job runs.
    clock.set(new Date(at.getTime() - 1_000));
    expect(await first.jobs.run('scheduled-posts')).toBe(true);
    expect(await bumpForDuePosts(second)).toBe(false);
    expect(await version()).toBe(before);

    // At its time both instances look at once: the version moves by exactly one.
    clock.set(at);
    const moved = await Promise.all([bumpForDuePosts(first), bumpForDuePosts(second)]);
    expect(moved.filter(Boolean)).toHaveLength(1);
    expect(await version()).toBe(before + 1);
    expect(await publicSlugs()).toContain(slug);

    // Later rounds (the job on either instance) find nothing new.
    clock.advance(10 * 60_000);
    await first.jobs.run('scheduled-posts');
    await second.jobs.run('scheduled-posts');
    expect(await version()).toBe(before + 1);
  });

  it('needs no move for a post whose time passed before another change', async () => {
    const slug = `${tag}-covered`;
    const at = new Date(Math.ceil((clock.now().getTime() + hour) / 60_000) * 60_000);
    await scheduled(slug, at);
    clock.set(new Date(at.getTime() + 60_000));
    // Any change after its time (a testimonial edited) has refreshed the caches already.
    await first.repos.siteContent.bump(undefined, clock.now());
    const before = await version();
    expect(await bumpForDuePosts(first)).toBe(false);
    expect(await version()).toBe(before);
    expect(await publicSlugs()).toContain(slug);
  });
});
