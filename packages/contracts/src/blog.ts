import { paths } from './routes';

/**
 * The blog's public URLs under /api, shared by the blog remote (fetching, head links), the shell
 * (footer link to the feed) and the API (routes, feed and social image links).
 */
export const blogApi = {
  list: '/api/blog',
  /** One page of the list, without bodies (`?page=`, `?category=`). */
  summaries: '/api/blog-summaries',
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

export interface BlogCategory {
  /** The value of `?category=` in the list's URL (and in the API's list query). */
  slug: string;
  label: string;
}

/**
 * The blog's categories, in the order the list's chips show them. A post belongs to one when
 * its category or one of its tags is the label (case aside): a framework guide is filed under
 * Frameworks and also found under its own framework's chip.
 */
export const blogCategories: readonly BlogCategory[] = [
  { slug: 'personal-development', label: 'Personal Development' },
  { slug: 'frameworks', label: 'Frameworks' },
  { slug: 'two-of-you', label: 'Two of You' },
  { slug: 'synthesis-synergy', label: 'Synthesis Synergy' },
  { slug: 'personal-superpower', label: 'Personal Superpower' },
  { slug: 'four-freedoms', label: 'Four Freedoms' },
];

export function blogCategoryBySlug(slug: string | null | undefined): BlogCategory | undefined {
  return slug ? blogCategories.find((category) => category.slug === slug) : undefined;
}

/** Posts on one page of the blog's list (`/blog?page=N`). */
export const blogPageSize = 12;

/** The query parameters of the blog's list page: its category chip and its page number. */
export const blogListParams = { category: 'category', page: 'page' } as const;

/**
 * The list's URL for a category (none: all posts) and a page (1 is the list without `?page=`),
 * written the same way everywhere (links, canonical, prev/next), so each page has one address.
 */
export function blogListPath(category: string | null | undefined, page = 1): string {
  const query = new URLSearchParams();
  if (category) query.set(blogListParams.category, category);
  if (page > 1) query.set(blogListParams.page, String(page));
  const search = query.toString();
  return search ? `${paths.blog}?${search}` : paths.blog;
}

/**
 * A `?page=` value as a page number: absent is 1; anything but a whole number from 1 written
 * plainly (no sign, no leading zero) is no page at all (null), so each page has one URL.
 */
export function parseBlogPage(value: string | null | undefined): number | null {
  if (value === null || value === undefined) return 1;
  if (!/^[1-9]\d{0,5}$/.test(value)) return null;
  return Number(value);
}

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
