import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { runSeeds } from '../../../entry/seeds/index';
import { createSocialImageStore, renderSocialImage } from '../services/social-image';
import { buildTestApp } from '../../../test/app';

const tag = `social-${process.pid}-${Date.now()}`;

/** A published post's row, `slug` under this file's tag, with a framework drawing as its image. */
const post = (slug: string, extra: Record<string, unknown> = {}) => ({
  title: `A title for ${slug}`,
  slug: `${tag}-${slug}`,
  excerpt: 'Excerpt',
  content: 'Body.',
  featured_image: '/api/media/blog/two-of-you-framework.svg',
  category: 'Frameworks',
  author_name: 'Sam Picture',
  reading_time: 3,
  published_at: '2024-01-01T12:00:00Z',
  ...extra,
});

/** Share of pixels in the lower half that differ clearly between two PNGs of the same size. */
async function changedShare(a: Buffer, b: Buffer): Promise<number> {
  const region = { left: 0, top: 315, width: 1200, height: 315 };
  const [pa, pb] = await Promise.all(
    [a, b].map((png) => sharp(png).extract(region).removeAlpha().raw().toBuffer()),
  );
  let changed = 0;
  for (let i = 0; i < pa!.length; i += 3) {
    const delta =
      Math.abs(pa![i]! - pb![i]!) +
      Math.abs(pa![i + 1]! - pb![i + 1]!) +
      Math.abs(pa![i + 2]! - pb![i + 2]!);
    if (delta > 60) changed += 1;
  }
  return changed / (pa!.length / 3);
}

describe('GET /api/blog/:slug/social.png', () => {
  let app: FastifyInstance;
  let dataRoot: string;
  beforeAll(async () => {
    dataRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'social-images-'));
    app = await buildTestApp({
      DATA_DIR: path.join(dataRoot, 'pglite'),
      COACH_NAME: 'Sam Picture',
    });
    await app
      .knex('blog_posts')
      .insert([
        post('art'),
        post('no-art', { featured_image: '/api/media/blog/missing.svg' }),
        post('escape', { featured_image: '/api/media/../../package.json' }),
        post('draft', { is_published: false }),
      ]);
  });
  afterAll(async () => {
    await app.knex('blog_posts').where('slug', 'like', `${tag}%`).delete();
    await app.close();
    fs.rmSync(dataRoot, { recursive: true, force: true });
  });

  it('answers a 1200×630 PNG of the art with the title written over it, cached for a day', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/blog/${tag}-art/social.png` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const png = response.rawPayload;
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);

    // The same art without a title: the title's letters are what differs.
    const untitled = await renderSocialImage({
      art: fs.readFileSync(path.join(app.config.mediaDir, 'blog', 'two-of-you-framework.svg')),
      title: '',
      byline: 'Sam Picture  ·  Insights for Authenticity',
    });
    expect(await changedShare(png, untitled)).toBeGreaterThan(0.01);
  });

  it('writes the image once and serves it again from disk, with a 304 for a matching ETag', async () => {
    const first = await app.inject({ method: 'GET', url: `/api/blog/${tag}-art/social.png` });
    const dir = path.join(dataRoot, 'social-images');
    const files = fs.readdirSync(dir).filter((name) => name.startsWith(`${tag}-art.`));
    expect(files).toHaveLength(1);
    const written = fs.statSync(path.join(dir, files[0]!)).mtimeMs;

    const again = await app.inject({ method: 'GET', url: `/api/blog/${tag}-art/social.png` });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(fs.statSync(path.join(dir, files[0]!)).mtimeMs).toBe(written);

    const etag = first.headers.etag as string;
    const revalidated = await app.inject({
      method: 'GET',
      url: `/api/blog/${tag}-art/social.png`,
      headers: { 'if-none-match': etag },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('renders a new image when the post is saved with a new title, and drops the old one', async () => {
    const before = await app.inject({ method: 'GET', url: `/api/blog/${tag}-art/social.png` });
    await app
      .knex('blog_posts')
      .where({ slug: `${tag}-art` })
      .update({ title: 'A completely different headline', updated_at: app.knex.fn.now() });
    const after = await app.inject({ method: 'GET', url: `/api/blog/${tag}-art/social.png` });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.rawPayload.equals(before.rawPayload)).toBe(false);
    const files = fs
      .readdirSync(path.join(dataRoot, 'social-images'))
      .filter((name) => name.startsWith(`${tag}-art.`));
    expect(files).toHaveLength(1);
  });

  it('writes the coach name the owner set in the back office, not the environment’s', async () => {
    const url = `/api/blog/${tag}-art/social.png`;
    const before = await app.inject({ method: 'GET', url });
    const settings = await app.repos.siteSettings.read();
    await app.knex.transaction((trx) =>
      app.repos.siteSettings.save({ ...settings, coachName: 'Robin Renamed' }, trx, app.now()),
    );
    try {
      const after = await app.inject({ method: 'GET', url });
      expect(after.headers.etag).not.toBe(before.headers.etag);
      const byline = (name: string) => `${name}  ·  Insights for Authenticity`;
      const post = await app
        .knex('blog_posts')
        .where({ slug: `${tag}-art` })
        .first();
      const drawn = (name: string) =>
        renderSocialImage({
          art: fs.readFileSync(path.join(app.config.mediaDir, 'blog', 'two-of-you-framework.svg')),
          title: post.title as string,
          byline: byline(name),
        });
      expect(await changedShare(after.rawPayload, await drawn('Robin Renamed'))).toBeLessThan(
        0.001,
      );
      expect(await changedShare(after.rawPayload, await drawn('Sam Picture'))).toBeGreaterThan(
        0.001,
      );
    } finally {
      await app.knex.transaction((trx) => app.repos.siteSettings.save(settings, trx, app.now()));
    }
  });

  it('falls back to a plain background when the art file is missing or outside the media folder', async () => {
    for (const slug of ['no-art', 'escape']) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/blog/${tag}-${slug}/social.png`,
      });
      expect(response.statusCode).toBe(200);
      const meta = await sharp(response.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([1200, 630]);
    }
  });

  it('answers a JSON 404 for unknown and unpublished posts', async () => {
    for (const slug of ['no-such-post', `${tag}-draft`]) {
      const response = await app.inject({ method: 'GET', url: `/api/blog/${slug}/social.png` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Blog post not found' });
    }
  });
});

describe('social images on a disk that cannot be written', () => {
  let app: FastifyInstance;
  let blocker: string;
  beforeAll(async () => {
    // A file where the images' folder would go: creating the folder fails, even for root.
    blocker = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'social-ro-')), 'not-a-folder');
    fs.writeFileSync(blocker, '');
    app = await buildTestApp({ DATA_DIR: path.join(blocker, 'pglite') });
    await app.knex('blog_posts').insert(post('memory', { title: 'Served from memory' }));
  });
  afterAll(async () => {
    await app
      .knex('blog_posts')
      .where({ slug: `${tag}-memory` })
      .delete();
    await app.close();
    fs.rmSync(path.dirname(blocker), { recursive: true, force: true });
  });

  it('still answers the image, and the same one again', async () => {
    const first = await app.inject({ method: 'GET', url: `/api/blog/${tag}-memory/social.png` });
    expect(first.statusCode).toBe(200);
    expect((await sharp(first.rawPayload).metadata()).width).toBe(1200);
    const again = await app.inject({ method: 'GET', url: `/api/blog/${tag}-memory/social.png` });
    expect(again.statusCode).toBe(200);
    expect(again.headers.etag).toBe(first.headers.etag);
  });
});

describe('seeding a post', () => {
  let app: FastifyInstance;
  let root: string;
  beforeAll(async () => {
    app = await buildTestApp();
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'social-seed-'));
    fs.mkdirSync(path.join(root, 'posts'));
    fs.writeFileSync(
      path.join(root, 'posts', 'seeded.md'),
      [
        '---',
        'title: Seeded With Its Picture',
        `slug: ${tag}-seeded`,
        'excerpt: A post seeded by this test.',
        'category: Frameworks',
        'publishedAt: 2024-02-01',
        'featuredImage: two-of-you-framework.svg',
        'featuredImageAlt: Two overlapping circles.',
        '---',
        '',
        'Body.',
      ].join('\n'),
    );
  });
  afterAll(async () => {
    await app
      .knex('blog_posts')
      .where({ slug: `${tag}-seeded` })
      .delete();
    await app
      .knex('applied_seeds')
      .where({ key: `blog-post:${tag}-seeded` })
      .delete();
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('renders its social image, and seeding again leaves it alone', async () => {
    const dir = path.join(root, 'social-images');
    const store = createSocialImageStore({
      dir,
      mediaDir: app.config.mediaDir,
      coachName: 'Sam Picture',
    });
    await runSeeds(app.knex, {
      coachName: 'Sam Picture',
      blogDir: path.join(root, 'posts'),
      socialImages: store,
      testimonials: [],
    });
    const files = fs.readdirSync(dir).filter((name) => name.startsWith(`${tag}-seeded.`));
    expect(files).toHaveLength(1);
    const written = fs.statSync(path.join(dir, files[0]!)).mtimeMs;
    const meta = await sharp(path.join(dir, files[0]!)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);

    await runSeeds(app.knex, {
      coachName: 'Sam Picture',
      blogDir: path.join(root, 'posts'),
      socialImages: store,
      testimonials: [],
    });
    expect(fs.readdirSync(dir).filter((name) => name.startsWith(`${tag}-seeded.`))).toEqual(files);
    expect(fs.statSync(path.join(dir, files[0]!)).mtimeMs).toBe(written);
  });
});
