/** The image a link preview shows (og:image), and the site's own. */
export interface SocialImage {
  /** Absolute URL, or a path on the site's origin. A raster image: social sites refuse SVG. */
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** The site-wide link preview image (1200×630), served by the shell. */
export const defaultSocialImage: SocialImage = {
  url: '/social-card.png',
  width: 1200,
  height: 630,
  alt: 'Consciousness coaching, speaking and consulting',
};
