import { paths } from '@site/contracts/routes';

/** Public, indexable pages; booking, checkout and private pages stay out of search engines. */
const indexablePaths = [
  paths.home,
  paths.about,
  paths.philosophy,
  paths.speaking,
  paths.consulting,
  paths.specials,
  paths.strategyCall,
  paths.connect,
  paths.blog,
];

function escapeXml(text: string) {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function renderSitemap(siteOrigin: string, blogSlugs: string[]): string {
  const urls = [
    ...indexablePaths,
    ...blogSlugs.map((slug) => `${paths.blog}/${encodeURIComponent(slug)}`),
  ];
  const entries = urls
    .map((path) => `  <url><loc>${escapeXml(new URL(path, siteOrigin).toString())}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries}
</urlset>
`;
}

/** The published posts' slugs, or none when the API cannot answer (the sitemap still renders). */
export async function fetchBlogSlugs(apiUrl: string): Promise<string[]> {
  try {
    const response = await fetch(`${apiUrl}/api/blog`, { signal: AbortSignal.timeout(3000) });
    if (!response.ok) return [];
    const posts = (await response.json()) as { slug: string }[];
    return posts.map((post) => post.slug);
  } catch {
    return [];
  }
}
