import { indexableStaticPaths } from '@site/contracts/registry';
import { paths, toPath } from '@site/contracts/routes';
import { blogApi } from '@site/contracts/blog';
import { maxBlogPerPage } from '@site/contracts/endpoints/blog';

export interface SitemapPost {
  slug: string;
  /** When the post last changed (ISO), for <lastmod>. */
  updatedAt?: string;
  publishedAt?: string;
}

function escapeXml(text: string) {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Every indexable page of the registry and every published post. */
export function renderSitemap(siteOrigin: string, posts: SitemapPost[]): string {
  const entries = [
    ...indexableStaticPaths.map((path) => ({ path, lastmod: undefined as string | undefined })),
    ...posts.map((post) => ({
      path: toPath(paths.blogPost, { slug: post.slug }),
      lastmod: post.updatedAt ?? post.publishedAt,
    })),
  ]
    .map(({ path, lastmod }) => {
      const loc = `<loc>${escapeXml(new URL(path, siteOrigin).toString())}</loc>`;
      const day = lastmod && !Number.isNaN(Date.parse(lastmod)) ? lastmod.slice(0, 10) : '';
      return `  <url>${loc}${day ? `<lastmod>${day}</lastmod>` : ''}</url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries}
</urlset>
`;
}

/** Posts asked for per request: the API's largest page. */
const sitemapPageSize = maxBlogPerPage;

/**
 * Every published post, read page by page from the list's summaries (no bodies), or as many as
 * the API gave before it stopped answering (the sitemap still renders).
 */
export async function fetchBlogPosts(apiUrl: string): Promise<SitemapPost[]> {
  const posts: SitemapPost[] = [];
  try {
    for (let page = 1; ; page += 1) {
      const query = new URLSearchParams({ page: String(page), perPage: String(sitemapPageSize) });
      const response = await fetch(`${apiUrl}${blogApi.summaries}?${query}`, {
        signal: AbortSignal.timeout(3000),
      });
      if (!response.ok) break;
      const answer = (await response.json()) as { posts?: SitemapPost[]; pageCount?: number };
      posts.push(...(answer.posts ?? []).filter((post) => typeof post.slug === 'string'));
      if (!answer.pageCount || page >= answer.pageCount || page >= 1000) break;
    }
  } catch {
    // what was read so far
  }
  return posts;
}
