/**
 * The origins the site is served at, read the same way by every server that needs them (the
 * shell's server, which redirects any other host to the site's origin, and the API, whose CORS and
 * the back office's Origin check accept exactly these):
 *
 * - `SITE_ORIGIN`: the site's one canonical origin (scheme, host and port; a path is dropped);
 * - `SITE_ALIASES`: other origins the same site answers at (comma-separated), e.g. the loopback
 *   address beside `localhost`, or `https://example.com` beside `https://www.example.com`.
 */
import type { EnvReader } from './env';
import { defaultSiteSettings } from './site-settings';

export interface SiteOrigins {
  /** SITE_ORIGIN, as an origin (`https://www.example.com`, no trailing slash). */
  siteOrigin: string;
  /** SITE_ALIASES, each as an origin. */
  siteAliases: string[];
}

/** Why an entry of SITE_ALIASES is not an origin, or null. */
function originProblem(entry: string): string | null {
  const url = URL.parse(entry);
  return url && (url.protocol === 'http:' || url.protocol === 'https:')
    ? null
    : `"${entry}" is not an absolute http(s) URL`;
}

/** SITE_ORIGIN and SITE_ALIASES; a malformed value is reported on the reader. */
export function readSiteOrigins(env: EnvReader): SiteOrigins {
  const siteOrigin = env.origin('SITE_ORIGIN', defaultSiteSettings.siteOrigin);
  const siteAliases = env
    .list('SITE_ALIASES', [], originProblem)
    .map((entry) => new URL(entry).origin)
    .filter((origin, index, all) => origin !== siteOrigin && all.indexOf(origin) === index);
  return { siteOrigin, siteAliases };
}

/** Every origin of the site: SITE_ORIGIN first, then its aliases. */
export function siteOriginList({ siteOrigin, siteAliases }: SiteOrigins): string[] {
  return [siteOrigin, ...siteAliases];
}

/**
 * Whether a request's host (its Host header, `name[:port]`, over `protocol`) is one the site is
 * served at. Only the host and port count, not the scheme: a proxy that ends TLS without saying
 * so must not send the browser round in circles.
 */
export function isSiteHost(origins: SiteOrigins, protocol: string, host: string): boolean {
  const requested = URL.parse(`${protocol}://${host}`)?.host;
  if (requested === undefined) return false;
  return siteOriginList(origins).some((origin) => new URL(origin).host === requested);
}

/**
 * The origins of a site run on this machine (`npm start`) with its shell on `port`: `localhost`
 * is the site's origin, the loopback address its alias. The shell's server and the API get the
 * same two.
 */
export function localSiteOrigins(port: number | string): SiteOrigins {
  return {
    siteOrigin: `http://localhost:${port}`,
    siteAliases: [`http://127.0.0.1:${port}`],
  };
}
