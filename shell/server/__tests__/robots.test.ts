import robotsParser from 'robots-parser';
import { renderRobotsTxt } from '../robots';

const origin = 'https://www.example.com';
const robots = robotsParser(`${origin}/robots.txt`, renderRobotsTxt(origin));
const crawlers = ['Twitterbot', 'LinkedInBot', 'Googlebot-Image', 'Googlebot'];

describe('robots.txt, read by a robots parser as the crawlers that draw shared links read it', () => {
  it.each(crawlers)('lets %s fetch post images, link previews and the feed', (agent) => {
    for (const path of [
      '/api/media/uploads/3f2a9c-800.webp',
      '/api/media/portrait.jpg',
      '/api/blog/finding-your-path/social.png',
      '/api/blog/finding-your-path/social.png?v=1764374400000',
      '/api/blog/feed.xml',
    ]) {
      expect({ path, allowed: robots.isAllowed(`${origin}${path}`, agent) }).toEqual({
        path,
        allowed: true,
      });
    }
  });

  it.each(crawlers)('keeps %s out of the rest of the API and of private pages', (agent) => {
    for (const path of [
      '/api/blog',
      '/api/blog/finding-your-path',
      '/api/consultation-bookings/1',
      '/api/newsletter/unsubscribe?token=abc',
      '/api/admin/bookings',
      '/api/openapi.json',
      '/checkout',
      '/consultation-success',
      '/schedule/12',
      '/admin',
    ]) {
      expect({ path, allowed: robots.isAllowed(`${origin}${path}`, agent) }).toEqual({
        path,
        allowed: false,
      });
    }
    expect(robots.isAllowed(`${origin}/blog/finding-your-path`, agent)).toBe(true);
    expect(robots.isAllowed(`${origin}/`, agent)).toBe(true);
  });

  it('names the sitemap', () => {
    expect(robots.getSitemaps()).toEqual([`${origin}/sitemap.xml`]);
  });
});
