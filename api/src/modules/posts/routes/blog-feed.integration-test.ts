import type { FastifyInstance } from 'fastify';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { buildTestApp } from '../../../test/app';

const tag = `feed-${process.pid}-${Date.now()}`;
const origin = 'https://coach.example';

interface FeedItem {
  title: string;
  link: string;
  guid: { '#text': string; '@_isPermaLink': string };
  pubDate: string;
  'dc:creator': string;
  category: string;
  description: string;
}

describe('GET /api/blog/feed.xml', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ SITE_ORIGIN: origin, COACH_NAME: 'Robin Feedwriter' });
    const post = (slug: string, publishedAt: string, extra: Record<string, unknown> = {}) => ({
      title: `Title ${slug}`,
      slug: `${tag}-${slug}`,
      excerpt: `Excerpt of ${slug}`,
      content: 'Body.',
      featured_image: '/api/media/blog/two-of-you-framework.svg',
      category: 'Frameworks',
      author_name: 'Robin Feedwriter',
      reading_time: 3,
      published_at: publishedAt,
      updated_at: publishedAt,
      ...extra,
    });
    await app.knex('blog_posts').insert([
      post('older', '2024-01-01T12:00:00Z', {
        title: 'Money & Meaning: <Why> "Both" Matter',
        excerpt: 'Ampersands & angle <brackets> survive',
        updated_at: '2030-06-01T10:00:00Z',
      }),
      post('newer', '2024-06-01T12:00:00Z'),
      post('draft', '2024-07-01T12:00:00Z', { is_published: false }),
      post('future', '2999-01-01T12:00:00Z'),
    ]);
  });
  afterAll(async () => {
    await app.knex('blog_posts').where('slug', 'like', `${tag}%`).delete();
    await app.close();
  });

  it('answers well-formed RSS 2.0 of the published posts, newest first, with site links', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/blog/feed.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=600');
    expect(XMLValidator.validate(response.body)).toBe(true);

    const feed = new XMLParser({
      ignoreAttributes: false,
      isArray: (name) => name === 'item',
    }).parse(response.body);
    expect(feed.rss['@_version']).toBe('2.0');
    const channel = feed.rss.channel;
    expect(channel.title).toBe('Robin Feedwriter: Insights for Authenticity');
    expect(channel.link).toBe(`${origin}/blog`);
    expect(channel['atom:link']['@_href']).toBe(`${origin}/api/blog/feed.xml`);

    const mine = (channel.item as FeedItem[]).filter((item) => item.link.includes(tag));
    expect(mine.map((item) => item.link)).toEqual([
      `${origin}/blog/${tag}-newer`,
      `${origin}/blog/${tag}-older`,
    ]);
    const older = mine[1]!;
    // Markup in a title or excerpt is escaped in the XML and reads back as the original text.
    expect(response.body).toContain('Money &amp; Meaning: &lt;Why&gt; &quot;Both&quot; Matter');
    expect(older.title).toBe('Money & Meaning: <Why> "Both" Matter');
    expect(older.description).toBe('Ampersands & angle <brackets> survive');
    expect(older.guid).toEqual({ '#text': `${origin}/blog/${tag}-older`, '@_isPermaLink': 'true' });
    expect(older.pubDate).toBe('Mon, 01 Jan 2024 12:00:00 GMT');
    expect(older['dc:creator']).toBe('Robin Feedwriter');
    expect(older.category).toBe('Frameworks');
    expect(channel.lastBuildDate).toBe('Sat, 01 Jun 2030 10:00:00 GMT');
  });
});
