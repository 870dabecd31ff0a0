import { feed, socialImage } from '@site/contracts/endpoints/blog';
import { media } from '@site/contracts/endpoints/reference';
import { privatePathPrefixes, robotsDisallowedPrefixes } from '@site/contracts/registry';
import { paths } from '@site/contracts/routes';

/** An endpoint's path as a robots.txt pattern: `:param` and a trailing `*` match any segment. */
function robotsPattern(path: string): string {
  return path.replace(/:\w+/g, '*').replace(/\*$/, '');
}

/**
 * The parts of `/api/` that crawlers may fetch: the images posts show (uploads and each post's
 * link preview, which X, LinkedIn and image search fetch before they draw a shared link) and the
 * RSS feed. The rest of `/api/` is data for the site's own pages and stays closed.
 */
export const robotsAllowedApiPatterns: readonly string[] = [
  robotsPattern(media.path),
  robotsPattern(socialImage.path),
  feed.path,
];

/**
 * robots.txt: one group for every crawler. The Allow lines come first, so a parser that takes the
 * first matching rule (rather than the longest, as RFC 9309 says) reads them the same way.
 */
export function renderRobotsTxt(siteOrigin: string): string {
  return [
    'User-agent: *',
    ...robotsAllowedApiPatterns.map((pattern) => `Allow: ${pattern}`),
    'Disallow: /api/',
    ...[...robotsDisallowedPrefixes, ...privatePathPrefixes].map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${new URL(paths.sitemap, siteOrigin)}`,
    '',
  ].join('\n');
}
