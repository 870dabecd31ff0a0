/**
 * Values that differ per deployment (the coach's name, the site's origin, links). Each is one setting, read at run time: the API
 * reads them from its environment, the browser from /runtime-config.json. These are the defaults.
 */
import type { PostImage } from './admin-posts';
import { shellDefaultPort } from './registry';
import { coachTimezone } from './timezones';

/** Profile URLs; an empty one is not linked anywhere. */
export interface SocialLinks {
  linkedin: string;
  x: string;
  youtube: string;
}

/**
 * The photographs the owner can upload in the back office: the coach's portrait (the About page)
 * and the home page's hero. Each is an uploaded image's responsive set (AVIF and WebP at the
 * upload widths, with its intrinsic size); null: the site draws its built-in image.
 */
export const sitePhotoKinds = ['portrait', 'hero'] as const;
export type SitePhotoKind = (typeof sitePhotoKinds)[number];
export type SitePhoto = PostImage;
export type SitePhotos = Record<SitePhotoKind, SitePhoto | null>;

export interface SiteSettings {
  /** The coach's name, shown in copy such as 'Book {name} Now'. */
  coachName: string;
  /** Origin used for canonical links, og:url and the payment return URL. */
  siteOrigin: string;
  /** The external alignment assessment, opened in a new tab; empty: no assessment button. */
  assessmentUrl: string;
  social: SocialLinks;
  /** Stripe publishable key; empty when card payments are not configured. */
  stripePublishableKey: string;
  /** The owner's uploaded photographs (none: the built-in images). */
  photos: SitePhotos;
  /**
   * The coach's IANA zone, read from the API (the zone he saved with his schedules, else its
   * OWNER_TIMEZONE): the day a post is dated on the public site is the day it was in his zone, as
   * his back office shows it.
   */
  timezone: string;
  /**
   * The specials' last day (YYYY-MM-DD in the coach's zone), as the owner set it; empty: no end
   * is said (`specialsOffer` tells what the pages claim).
   */
  specialsEndOn: string;
}

export const defaultSiteSettings: SiteSettings = {
  coachName: 'Adrian Vale',
  // The shell of `npm start`.
  siteOrigin: `http://localhost:${shellDefaultPort}`,
  // No example domain and no network's home page: a link nobody configured is not rendered.
  assessmentUrl: '',
  social: { linkedin: '', x: '', youtube: '' },
  stripePublishableKey: '',
  photos: { portrait: null, hero: null },
  timezone: coachTimezone,
  specialsEndOn: '',
};

/** What the shell's server renders at /runtime-config.json. */
export interface RuntimeConfig extends SiteSettings {
  /** Base URL of each remote; the shell loads `${url}/mf-manifest.json`. */
  remotes: Record<string, string>;
}

/** The settings that are links: each empty (not rendered) or an http(s) URL. */
export function isLinkSetting(path: string): boolean {
  return path === 'assessmentUrl' || path.startsWith('social.');
}

/** The link settings left empty, by the environment variable that sets each. */
export function unsetLinkSettings(settings: SiteSettings): string[] {
  const unset: string[] = [];
  if (!settings.assessmentUrl) unset.push('ASSESSMENT_URL');
  if (!settings.social.linkedin) unset.push('SOCIAL_LINKEDIN_URL');
  if (!settings.social.x) unset.push('SOCIAL_X_URL');
  if (!settings.social.youtube) unset.push('SOCIAL_YOUTUBE_URL');
  return unset;
}
