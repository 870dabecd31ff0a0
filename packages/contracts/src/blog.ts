/**
 * The blog's public URLs under /api, shared by the blog remote (fetching, head links), the shell
 * (footer link to the feed) and the API (routes, feed and social image links).
 */
export const blogApi = {
  list: '/api/blog',
  post: (slug: string) => `/api/blog/${encodeURIComponent(slug)}`,
  /** RSS 2.0 feed of the published posts. */
  feed: '/api/blog/feed.xml',
  /**
   * A post's 1200×630 PNG link preview. `version` (the post's updatedAt) changes the URL after an
   * edit, so social sites and browsers fetch the new picture instead of a cached one.
   */
  socialImage: (slug: string, version?: string) =>
    `/api/blog/${encodeURIComponent(slug)}/social.png` +
    (version ? `?v=${encodeURIComponent(String(Date.parse(version)))}` : ''),
} as const;

/** Size of every post's social image, as og:image:width/height announce it. */
export const blogSocialImageSize = { width: 1200, height: 630 } as const;

/** Title of the feed, shown by feed readers and in the head link's title. */
export const blogFeedTitle = (coachName: string) => `${coachName}: Insights for Authenticity`;

/**
 * The blog's categories, in the order of the list's chips: `slug` is the value of the list's
 * `?category=`, `label` what a post's `category` says. The editor offers exactly these.
 */
export const blogCategories = [
  { slug: 'personal-development', label: 'Personal Development' },
  { slug: 'frameworks', label: 'Frameworks' },
  { slug: 'two-of-you', label: 'Two of You' },
  { slug: 'synthesis-synergy', label: 'Synthesis Synergy' },
  { slug: 'personal-superpower', label: 'Personal Superpower' },
  { slug: 'four-freedoms', label: 'Four Freedoms' },
] as const;

export const blogCategoryLabels: readonly string[] = blogCategories.map(
  (category) => category.label,
);

/** Where uploaded post images are served: content-addressed files, cached for a year. */
export const uploadedImagesPath = '/api/media/uploads/';

/** Widths of the responsive set made of every uploaded image (the page draws art at 1200 px). */
export const uploadedImageWidths = [600, 1200] as const;

/**
 * The responsive sources of an uploaded image (`/api/media/uploads/<name>-<width>.webp`): the
 * AVIF and WebP files of each width up to the largest. Null for any other image (the starter
 * posts' SVG art), which is drawn as it is.
 */
export function uploadedImageSources(
  src: string,
): { avifSrcSet: string; webpSrcSet: string } | null {
  if (!src.startsWith(uploadedImagesPath)) return null;
  const match = /^([a-z0-9]+)-(\d+)\.webp$/.exec(src.slice(uploadedImagesPath.length));
  if (!match) return null;
  const [, name, largestText] = match;
  const largest = Number(largestText);
  const widths = [...uploadedImageWidths.filter((width) => width < largest), largest];
  const set = (format: 'avif' | 'webp') =>
    widths.map((width) => `${uploadedImagesPath}${name}-${width}.${format} ${width}w`).join(', ');
  return { avifSrcSet: set('avif'), webpSrcSet: set('webp') };
}
