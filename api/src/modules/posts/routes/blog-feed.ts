import type { FastifyPluginAsync } from 'fastify';
import type { BlogPost } from '@site/contracts/api-types';
import { blogApi, blogFeedTitle } from '@site/contracts/blog';
import { feed } from '@site/contracts/endpoints/blog';
import { paths, toPath } from '@site/contracts/routes';
import { route } from '../../../platform/endpoints';

/** Items in the feed: the newest posts; readers keep what they have already fetched. */
const feedSize = 50;

function xml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** RFC 822 dates, as RSS 2.0 wants them. */
const rssDate = (iso: string) => new Date(iso).toUTCString();

export function renderFeed(
  posts: readonly BlogPost[],
  site: { origin: string; coachName: string },
): string {
  const url = (path: string) => new URL(path, site.origin).toString();
  const lastChange = posts.reduce<string | null>(
    (latest, post) => (latest === null || post.updatedAt > latest ? post.updatedAt : latest),
    null,
  );
  const items = posts.slice(0, feedSize).map((post) => {
    const link = url(toPath(paths.blogPost, { slug: post.slug }));
    return [
      '    <item>',
      `      <title>${xml(post.title)}</title>`,
      `      <link>${xml(link)}</link>`,
      `      <guid isPermaLink="true">${xml(link)}</guid>`,
      `      <pubDate>${rssDate(post.publishedAt)}</pubDate>`,
      `      <dc:creator>${xml(post.authorName)}</dc:creator>`,
      `      <category>${xml(post.category)}</category>`,
      `      <description>${xml(post.excerpt)}</description>`,
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${xml(blogFeedTitle(site.coachName))}</title>`,
    `    <link>${xml(url(paths.blog))}</link>`,
    `    <description>${xml(`Articles and framework guides by ${site.coachName} on authenticity, alignment and success that fulfils.`)}</description>`,
    '    <language>en</language>',
    `    <atom:link href="${xml(url(blogApi.feed))}" rel="self" type="application/rss+xml"/>`,
    ...(lastChange ? [`    <lastBuildDate>${rssDate(lastChange)}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** GET /api/blog/feed.xml: RSS 2.0 of the published posts, newest first. */
const blogFeed: FastifyPluginAsync = async (app) => {
  route(app, feed, {
    handler: async (_request, reply) => {
      const posts = await app.repos.blogPosts.listPublished();
      return reply
        .type('application/rss+xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=600')
        .send(
          renderFeed(posts, { origin: app.config.siteOrigin, coachName: app.config.coachName }),
        );
    },
  });
};

export default blogFeed;
