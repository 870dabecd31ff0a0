import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { BlogPost, BlogPostPage } from '@site/contracts/api-types';
import {
  invalidPageMessage,
  invalidPerPageMessage,
  unknownCategoryMessage,
} from '@site/contracts/endpoints/blog';
import { buildTestApp } from '../../../test/app';

const tag = `paging-${process.pid}-${Date.now()}`;
const minute = 60_000;

/** 30 posts, the newest first by index, dated minutes before now: the newest posts of the table. */
function posts(now: number) {
  return Array.from({ length: 30 }, (_, index) => ({
    title: `Title ${index}`,
    slug: `${tag}-${String(index).padStart(2, '0')}`,
    excerpt: `Excerpt ${index}`,
    content: `# Body ${index}\n\n${'Long text. '.repeat(200)}`,
    featured_image: '/api/media/blog/x.svg',
    // Every third post is filed under Frameworks; every fifth of the others carries the tag.
    category: index % 3 === 0 ? 'Frameworks' : 'Personal Development',
    tags: index % 5 === 0 && index % 3 !== 0 ? ['frameworks', 'Other'] : null,
    author_name: 'Adrian Vale',
    author_bio: 'A long bio.',
    reading_time: 3,
    published_at: new Date(now - (index + 1) * minute),
  }));
}

describe('the blog list in pages', () => {
  let app: FastifyInstance;
  let totalBefore: number;
  let frameworksBefore: number;
  beforeAll(async () => {
    app = await buildTestApp();
    totalBefore = await app.repos.blogPosts.countPublished();
    frameworksBefore = await app.repos.blogPosts.countPublished('Frameworks');
    await app.knex('blog_posts').insert(posts(Date.now()));
    await app.repos.siteContent.bump();
  });
  afterAll(async () => {
    await app.knex('blog_posts').where('slug', 'like', `${tag}%`).delete();
    await app.close();
  });

  const get = async (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('answers pages of 12 summaries, newest first, without bodies or bios', async () => {
    const first = await get('/api/blog-summaries');
    expect(first.statusCode).toBe(200);
    const page1 = first.json<BlogPostPage>();
    expect(page1).toMatchObject({
      page: 1,
      perPage: 12,
      total: totalBefore + 30,
      pageCount: Math.ceil((totalBefore + 30) / 12),
    });
    expect(page1.posts.map((post) => post.slug)).toEqual(
      Array.from({ length: 12 }, (_, i) => `${tag}-${String(i).padStart(2, '0')}`),
    );
    expect(page1.posts[0]).not.toHaveProperty('content');
    expect(page1.posts[0]).not.toHaveProperty('authorBio');
    expect(page1.posts[0]).toMatchObject({ title: 'Title 0', authorName: 'Adrian Vale' });
    // Twelve summaries weigh a fraction of twelve posts with their bodies.
    expect(first.body.length).toBeLessThan(6000);

    const page2 = (await get('/api/blog-summaries?page=2')).json<BlogPostPage>();
    expect(page2.page).toBe(2);
    expect(page2.posts[0]!.slug).toBe(`${tag}-12`);

    const past = (await get('/api/blog-summaries?page=999')).json<BlogPostPage>();
    expect(past).toMatchObject({ page: 999, posts: [], total: totalBefore + 30 });
  });

  it('narrows to a category by the category or a tag, case aside', async () => {
    const page = (
      await get('/api/blog-summaries?category=frameworks&perPage=100')
    ).json<BlogPostPage>();
    const mine = page.posts.filter((post) => post.slug.startsWith(tag)).map((post) => post.slug);
    const expected = posts(Date.now())
      .filter((post) => post.category === 'Frameworks' || post.tags?.includes('frameworks'))
      .map((post) => post.slug);
    expect(mine).toEqual(expected);
    expect(page.total).toBe(frameworksBefore + expected.length);
  });

  it('refuses values out of range and unknown categories with a clear 400', async () => {
    for (const [query, message] of [
      ['page=0', invalidPageMessage],
      ['page=abc', invalidPageMessage],
      ['page=1.5', invalidPageMessage],
      ['perPage=101', invalidPerPageMessage],
      ['category=nope', unknownCategoryMessage],
    ]) {
      const response = await get(`/api/blog-summaries?${query}`);
      expect([query, response.statusCode, response.json()]).toEqual([
        query,
        400,
        // Each refused field is named too.
        { message, errors: { [String(query).split('=')[0]!]: message } },
      ]);
    }
  });

  it('GET /api/blog still answers every post with its body, and pages it on request', async () => {
    const all = (await get('/api/blog')).json<BlogPost[]>();
    expect(all).toHaveLength(totalBefore + 30);
    expect(all[0]!.content).toContain('# Body 0');

    const response = await get('/api/blog?page=2&perPage=5');
    expect(response.json<BlogPost[]>().map((post) => post.slug)).toEqual(
      [5, 6, 7, 8, 9].map((i) => `${tag}-${String(i).padStart(2, '0')}`),
    );
    expect(response.headers['x-total-count']).toBe(String(totalBefore + 30));
    expect(response.headers.link).toBe(
      '</api/blog?page=1&perPage=5>; rel="prev", </api/blog?page=3&perPage=5>; rel="next"',
    );
    expect((await get('/api/blog?page=0')).json<{ message: string }>().message).toBe(
      invalidPageMessage,
    );
  });

  it('answers from memory until the content version moves, with an ETag and 304', async () => {
    const first = await get('/api/blog-summaries?perPage=1');
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const revalidated = await get('/api/blog-summaries?perPage=1', { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');

    // A change written without a new version is not seen: the answer is the kept one.
    await app
      .knex('blog_posts')
      .where({ slug: `${tag}-00` })
      .update({ title: 'Renamed' });
    expect((await get('/api/blog-summaries?perPage=1')).json<BlogPostPage>().posts[0]!.title).toBe(
      'Title 0',
    );

    // A change committed with its version bump is seen at once.
    await app.knex.transaction(async (trx) => {
      await trx('blog_posts')
        .where({ slug: `${tag}-00` })
        .update({ title: 'Renamed again' });
      await app.repos.siteContent.bump(trx);
    });
    const after = await get('/api/blog-summaries?perPage=1');
    expect(after.json<BlogPostPage>().posts[0]!.title).toBe('Renamed again');
    expect(after.headers.etag).not.toBe(etag);
    expect((await get('/api/blog-summaries?perPage=1', { 'if-none-match': etag })).statusCode).toBe(
      200,
    );
  });

  it('answers a browser from its compressed copy, Brotli first, and anyone else in UTF-8', async () => {
    const plain = await get('/api/blog');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('Accept-Encoding');
    const posts = plain.json<BlogPost[]>();

    const browser = await get('/api/blog', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(browser.headers['content-encoding']).toBe('br');
    expect(browser.headers.vary).toContain('Accept-Encoding');
    expect(browser.headers.etag).toBe(plain.headers.etag);
    expect(browser.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(browser.rawPayload).toString())).toEqual(posts);

    const gzipOnly = await get('/api/blog', { 'accept-encoding': 'gzip' });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipOnly.rawPayload).toString())).toEqual(posts);

    // Encodings the client refuses are not used.
    const refused = await get('/api/blog', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json<BlogPost[]>()).toEqual(posts);
  });

  it('sees a version bumped by another replica once it reads the version', async () => {
    await get('/api/testimonials');
    const [{ version }] = await app
      .knex('site_content_version')
      .where({ id: 1 })
      .update({ version: app.knex.raw('version + 1') })
      .returning('version');
    await app
      .knex('blog_posts')
      .where({ slug: `${tag}-00` })
      .update({ title: 'From elsewhere' });
    // What a shell's poll (or this replica's own poll) does.
    const answer = await get('/api/site/content-version');
    expect(answer.json<{ version: number }>().version).toBe(Number(version));
    expect((await get('/api/blog-summaries?perPage=1')).json<BlogPostPage>().posts[0]!.title).toBe(
      'From elsewhere',
    );
  });
});
