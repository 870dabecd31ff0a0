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
