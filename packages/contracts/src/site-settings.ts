/**
 * Values that differ per deployment (the coach's name, the site's origin, links). Each is one setting, read at run time: the API
 * reads them from its environment, the browser from /runtime-config.json. These are the defaults.
 */
import { shellDefaultPort } from './registry';

export interface SocialLinks {
  linkedin: string;
  x: string;
  youtube: string;
}

export interface SiteSettings {
  /** The coach's name, shown in copy such as 'Book {name} Now'. */
  coachName: string;
  /** Origin used for canonical links, og:url and the payment return URL. */
  siteOrigin: string;
  /** The external alignment assessment, opened in a new tab. */
  assessmentUrl: string;
  social: SocialLinks;
  /** Stripe publishable key; empty when card payments are not configured. */
  stripePublishableKey: string;
}

export const defaultSiteSettings: SiteSettings = {
  coachName: 'Adrian Vale',
  // The shell of `npm start`.
  siteOrigin: `http://localhost:${shellDefaultPort}`,
  assessmentUrl: 'https://assessment.example.com',
  social: {
    linkedin: 'https://www.linkedin.com/',
    x: 'https://x.com/',
    youtube: 'https://www.youtube.com/',
  },
  stripePublishableKey: '',
};

/** What the shell's server renders at /runtime-config.json. */
export interface RuntimeConfig extends SiteSettings {
  /** Base URL of each remote; the shell loads `${url}/mf-manifest.json`. */
  remotes: Record<string, string>;
}
