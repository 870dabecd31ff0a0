import { indexableStaticPaths } from '@site/contracts/registry';
import { paths, toPath } from '@site/contracts/routes';

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

/** The published posts, or none when the API cannot answer (the sitemap still renders). */
export async function fetchBlogPosts(apiUrl: string): Promise<SitemapPost[]> {
  try {
    const response = await fetch(`${apiUrl}/api/blog`, { signal: AbortSignal.timeout(3000) });
    if (!response.ok) return [];
    const posts = (await response.json()) as SitemapPost[];
    return posts.filter((post) => typeof post.slug === 'string');
  } catch {
    return [];
  }
}
