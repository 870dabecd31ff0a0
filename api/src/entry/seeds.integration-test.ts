import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../test/app';
import { blogPostsDir, runSeeds } from './seeds/index';
import { loadBlogPosts } from '../modules/posts';
import { seedTestimonials } from './seeds/testimonials';
import { contentVersion } from '../test/site';

describe('seeds', () => {
  let app: FastifyInstance;
  const slugs = loadBlogPosts(blogPostsDir, { name: 'x', bio: 'x' }).map((post) => post.slug);
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.knex('blog_posts').whereIn('slug', slugs).delete();
    await app
      .knex('applied_seeds')
      .whereIn('key', [
        ...slugs.map((slug) => `blog-post:${slug}`),
        ...slugs.map((slug) => `blog-post-image-alt:${slug}`),
        ...seedTestimonials.map((t) => `testimonial:${t.name}`),
      ])
      .delete();
    await app
      .knex('testimonials')
      .whereIn(
        'name',
        seedTestimonials.map((t) => t.name),
      )
      .delete();
    await app.close();
  });

  it('insert the starter content once, and the four framework guides are there', async () => {
    const first = await runSeeds(app.knex, { coachName: 'Adrian Vale' });
    expect(first.blogPosts).toBeGreaterThanOrEqual(8);
    const before = await app.knex('blog_posts').whereIn('slug', slugs).select('id', 'updated_at');
    await runSeeds(app.knex, { coachName: 'Adrian Vale' });
    const after = await app.knex('blog_posts').whereIn('slug', slugs).select('id', 'updated_at');
    expect(after).toEqual(before);
    // A starter post was last changed when it was published, not when the site was installed.
    const dated = await app
      .knex('blog_posts')
      .whereIn('slug', slugs)
      .select('published_at', 'updated_at');
    for (const row of dated)
      expect(new Date(row.updated_at).getTime()).toBe(new Date(row.published_at).getTime());
    expect(
      await app.knex('testimonials').whereIn(
        'name',
        seedTestimonials.map((t) => t.name),
      ),
    ).toHaveLength(seedTestimonials.length);

    const posts = (await app.inject({ method: 'GET', url: '/api/blog' })).json();
    for (const slug of [
      'two-of-you-framework',
      'personal-superpower-framework',
      'synthesis-synergy-framework',
      'four-freedoms-framework',
    ]) {
      const post = posts.find((p: { slug: string }) => p.slug === slug);
      expect(post).toMatchObject({
        slug,
        authorName: 'Adrian Vale',
        authorBio: expect.stringContaining('Adrian Vale'),
      });
      expect(post.readingTime).toBeGreaterThan(1);
    }
  });

  it('describe the images of starter posts an earlier install inserted without it, once, never over the owner’s words', async () => {
    await runSeeds(app.knex, { coachName: 'Adrian Vale' });
    const shipped = loadBlogPosts(blogPostsDir, { name: 'x', bio: 'x' });
    const [first, second] = shipped;
    // As an install before starter posts carried a description left them.
    await app.knex('blog_posts').whereIn('slug', slugs).update({ featured_image_alt: null });
    await app
      .knex('blog_posts')
      .where({ slug: second!.slug })
      .update({ featured_image_alt: 'Mine.' });
    await app.knex('applied_seeds').where('key', 'like', 'blog-post-image-alt:%').delete();
    const version = () => contentVersion(app);
    const before = await version();

    await runSeeds(app.knex, { coachName: 'Adrian Vale' });
    const alt = async (slug: string) =>
      (await app.knex('blog_posts').where({ slug }).first('featured_image_alt')).featured_image_alt;
    expect(await alt(first!.slug)).toBe(first!.featuredImageAlt);
    expect(await alt(second!.slug)).toBe('Mine.');
    expect(await version()).toBe(before + 1);

    // Once: an owner who later empties it (a draft) is not overruled on the next start.
    await app.knex('blog_posts').where({ slug: first!.slug }).update({ featured_image_alt: '' });
    await runSeeds(app.knex, { coachName: 'Adrian Vale' });
    expect(await alt(first!.slug)).toBe('');
  });
});
