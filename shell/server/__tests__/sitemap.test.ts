/** @jest-environment node */
import { fetchBlogSlugs, renderSitemap } from '../sitemap';

describe('renderSitemap', () => {
  const xml = renderSitemap('https://www.example.com', ['two-of-you-framework', 'a&b']);

  it('lists the public pages and every post under the site origin', () => {
    expect(xml).toContain('<loc>https://www.example.com/</loc>');
    expect(xml).toContain('<loc>https://www.example.com/consulting/specials</loc>');
    expect(xml).toContain('<loc>https://www.example.com/blog/two-of-you-framework</loc>');
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
    ]) {
      expect(xml).not.toContain(path);
    }
  });
});

describe('fetchBlogSlugs', () => {
  it('gives no posts, rather than failing, when the API cannot be reached', async () => {
    await expect(fetchBlogSlugs('http://127.0.0.1:9')).resolves.toEqual([]);
  });
});
