import type { FastifyInstance } from 'fastify';
import type { BlogPost, BlogPostDetail, Testimonial } from '@site/contracts/api-types';
import { buildTestApp } from '../test/app';

const tag = `content-${process.pid}-${Date.now()}`;

describe('testimonials and blog', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    await app.knex('testimonials').insert([
      {
        name: `${tag} Active`,
        title: 'CEO',
        content: 'Changed how I lead.',
        rating: 5,
        sort_order: -2,
        image_url: '/img.png',
      },
      { name: `${tag} Hidden`, title: 'CTO', content: 'Not shown.', rating: 4, is_active: false },
    ]);
    const post = (slug: string, publishedAt: string, extra: Record<string, unknown> = {}) => ({
      title: `Title ${slug}`,
      slug: `${tag}-${slug}`,
      excerpt: 'Excerpt',
      content: '# Heading\n\nBody text.',
      featured_image: '/api/media/blog/x.svg',
      category: 'Frameworks',
      author_name: 'Adrian Vale',
      reading_time: 3,
      published_at: publishedAt,
      ...extra,
    });
    await app.knex('blog_posts').insert([
      post('older', '2024-01-01T12:00:00Z', {
        tags: ['One', 'Two'],
        author_bio: 'Bio',
        subtitle: 'Sub',
      }),
      post('newer', '2024-06-01T12:00:00Z'),
      post('draft', '2024-07-01T12:00:00Z', { is_published: false }),
      post('future', '2999-01-01T12:00:00Z'),
    ]);
  });
  afterAll(async () => {
    await app.knex('testimonials').where('name', 'like', `${tag}%`).delete();
    await app.knex('blog_posts').where('slug', 'like', `${tag}%`).delete();
    await app.close();
  });

  it('GET /api/testimonials lists active testimonials in order, camelCase', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/testimonials' });
    expect(response.statusCode).toBe(200);
    const list = response.json<Testimonial[]>();
    const mine = list.filter((t) => t.name.startsWith(tag));
    expect(mine).toEqual([
      {
        id: expect.any(Number),
        name: `${tag} Active`,
        title: 'CEO',
        content: 'Changed how I lead.',
        rating: 5,
        imageUrl: '/img.png',
      },
    ]);
  });

  it('GET /api/blog lists published posts, newest first, without drafts or future posts', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/blog' });
    expect(response.statusCode).toBe(200);
    const mine = response.json<BlogPost[]>().filter((p) => p.slug.startsWith(tag));
    expect(mine.map((p) => p.slug)).toEqual([`${tag}-newer`, `${tag}-older`]);
    expect(mine[1]).toEqual({
      id: expect.any(Number),
      slug: `${tag}-older`,
      title: 'Title older',
      subtitle: 'Sub',
      excerpt: 'Excerpt',
      content: '# Heading\n\nBody text.',
      featuredImage: '/api/media/blog/x.svg',
      category: 'Frameworks',
      readingTime: 3,
      publishedAt: '2024-01-01T12:00:00.000Z',
      updatedAt: expect.any(String),
      authorName: 'Adrian Vale',
      authorBio: 'Bio',
      tags: ['One', 'Two'],
    });
  });

  it('GET /api/blog/:slug gives one post with its body rendered, or a JSON 404 for unknown and unpublished slugs', async () => {
    const found = await app.inject({ method: 'GET', url: `/api/blog/${tag}-newer` });
    expect(found.statusCode).toBe(200);
    const post = found.json<BlogPostDetail>();
    expect(post.title).toBe('Title newer');
    expect(post.content).toBe('# Heading\n\nBody text.');
    // The page's title is its one <h1>: a heading in the body is a second-level one.
    expect(post.contentHtml).toBe('<h2>Heading</h2>\n<p>Body text.</p>');
    for (const slug of ['no-such-post', `${tag}-draft`, `${tag}-future`]) {
      const missing = await app.inject({ method: 'GET', url: `/api/blog/${slug}` });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Blog post not found' });
    }
  });
});
