/** @jest-environment node */
import { fetchBlogPosts, renderSitemap } from '../sitemap';

describe('renderSitemap', () => {
  const xml = renderSitemap('https://www.example.com', [
    { slug: 'two-of-you-framework', updatedAt: '2031-04-05T10:00:00.000Z' },
    { slug: 'a&b' },
  ]);

  it('lists the indexable pages and every post under the site origin', () => {
    expect(xml).toContain('<loc>https://www.example.com/</loc>');
    expect(xml).toContain('<loc>https://www.example.com/consulting/specials</loc>');
    expect(xml).toContain('<loc>https://www.example.com/resources</loc>');
    expect(xml).toContain('<loc>https://www.example.com/site-map</loc>');
    expect(xml).toContain(
      '<loc>https://www.example.com/blog/two-of-you-framework</loc><lastmod>2031-04-05</lastmod>',
    );
  });

  it('escapes what it writes', () => {
    expect(xml).toContain('<loc>https://www.example.com/blog/a%26b</loc>');
  });

  it('leaves out private and noindex pages', () => {
    for (const path of [
      '/checkout',
      '/schedule',
      '/questionnaire',
      '/privacy-policy',
      '/stripe-setup',
      '/consultation-success',
    ]) {
      expect(xml).not.toContain(path);
    }
  });
});

describe('fetchBlogPosts', () => {
  it('gives no posts, rather than failing, when the API cannot be reached', async () => {
    await expect(fetchBlogPosts('http://127.0.0.1:9')).resolves.toEqual([]);
  });
});

describe('fetchBlogPosts, page by page', () => {
  afterEach(() => jest.restoreAllMocks());

  it('reads every page of the list until the last', async () => {
    const asked: string[] = [];
    jest.spyOn(global, 'fetch').mockImplementation(async (input) => {
      const url = new URL(String(input));
      asked.push(`${url.pathname}${url.search}`);
      const page = Number(url.searchParams.get('page'));
      const posts = Array.from({ length: page < 3 ? 100 : 7 }, (_, i) => ({
        slug: `post-${page}-${i}`,
        updatedAt: '2031-04-05T10:00:00.000Z',
      }));
      return Response.json({ posts, page, perPage: 100, total: 207, pageCount: 3 });
    });
    const posts = await fetchBlogPosts('http://api.test');
    expect(posts).toHaveLength(207);
    expect(asked).toEqual([1, 2, 3].map((n) => `/api/blog-summaries?page=${n}&perPage=100`));
  });
});
