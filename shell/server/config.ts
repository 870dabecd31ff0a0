import { envReader, type Env, type EnvReader } from '@site/contracts/env';
import {
  defaultSiteSettings,
  unsetLinkSettings,
  type RuntimeConfig,
} from '@site/contracts/site-settings';
import {
  apiDefaultPort,
  remoteMountPath,
  remotes,
  shellDefaultPort,
  type RemoteName,
} from '@site/contracts/registry';
import { readSiteOrigins } from '@site/contracts/site-origins';
import { readFragmentSecret } from '@site/static-server/fragment-secret';
import { readTrustedProxies } from './forwarded-for';

export interface ShellServerConfig {
  port: number;
  host: string;
  /** Where /api/* is proxied to. */
  apiUrl: string;
  /** Proxies in front of this server (TRUST_PROXY) whose X-Forwarded-For is believed. */
  trustedProxies: string[];
  /** The built shell (its browser files and dist/server/render.js). */
  distDir: string;
  /** Files served at the site's root as they are (favicon, social card, robots rules). */
  publicDir: string;
  /** Where each remote's own server listens: its files are proxied and its pages rendered there. */
  remoteServers: Record<RemoteName, string>;
  /** How long a remote may take to render a page before the browser renders it instead. */
  fragmentTimeoutMs: number;
  /** Sent with every render request; the remotes' servers render only for it (FRAGMENT_SECRET). */
  fragmentSecret: string;
  /**
   * Other origins the site is also served at (SITE_ALIASES). A page requested at one of them has
   * its absolute URLs on that origin; a page asked on any other host is redirected to SITE_ORIGIN.
   */
  siteAliases: string[];
  /** The page cache of public pages (see page-cache.ts). */
  pageCache: {
    /** Memory for kept pages (PAGE_CACHE_BYTES; 0 turns the cache off). */
    maxBytes: number;
    /** How long a page is answered without a re-render (PAGE_CACHE_FRESH_MS). */
    freshMs: number;
    /** How often the content version is asked of the API (CONTENT_VERSION_POLL_MS; 0: never). */
    pollMs: number;
    /** How long a remote may take to re-render a page behind a cached answer (PAGE_CACHE_RENDER_TIMEOUT_MS). */
    refreshTimeoutMs: number;
  };
  /** `Cache-Control` of public pages, for browsers, proxies and CDNs (PAGE_S_MAXAGE, PAGE_STALE_WHILE_REVALIDATE). */
  publicPageCacheControl: string;
  runtime: RuntimeConfig;
}

const envName = (remote: RemoteName, suffix: string) => `REMOTE_${remote.toUpperCase()}_${suffix}`;

/** A remote's public base: a path on the site's own origin (the default) or an http(s) URL. */
function readPublicBase(env: EnvReader, name: string, fallback: string): string {
  const value = env.string(name, fallback);
  if (/^\/[\w\-./]*$/.test(value) && !value.includes('//')) return value.replace(/\/$/, '');
  return env.httpUrl(name, fallback);
}

/**
 * The settings the browser gets (runtime config), from the environment; also what the shell's
 * development server renders at /runtime-config.json.
 */
function runtimeConfig(
  env: EnvReader,
  siteOrigin = readSiteOrigins(env).siteOrigin,
): RuntimeConfig {
  const defaults = defaultSiteSettings;
  return {
    remotes: Object.fromEntries(
      remotes.map((remote) => [
        remote.name,
        readPublicBase(env, envName(remote.name, 'URL'), remoteMountPath(remote.name)),
      ]),
    ),
    siteOrigin,
    coachName: env.string('COACH_NAME', defaults.coachName),
    assessmentUrl: env.httpUrl('ASSESSMENT_URL', defaults.assessmentUrl),
    social: {
      linkedin: env.httpUrl('SOCIAL_LINKEDIN_URL', defaults.social.linkedin),
      x: env.httpUrl('SOCIAL_X_URL', defaults.social.x),
      youtube: env.httpUrl('SOCIAL_YOUTUBE_URL', defaults.social.youtube),
    },
    stripePublishableKey: env.string('STRIPE_PUBLISHABLE_KEY', ''),
    // The owner uploads these in the back office; the shell's server reads them from the API.
    photos: defaults.photos,
    // The coach's zone is the API's (his saved one, else OWNER_TIMEZONE); the shell's server reads
    // it from the API, again when the content version moves (a save of his schedules moves it).
    timezone: defaults.timezone,
    // The owner sets it in the back office; the shell's server reads it from the API.
    specialsEndOn: defaults.specialsEndOn,
  };
}

/** The runtime config alone (the shell's development server); every bad variable named at once. */
export function readRuntimeConfig(source: Env): RuntimeConfig {
  const env = envReader(source);
  const config = runtimeConfig(env);
  env.check();
  return config;
}

/**
 * The start-up line naming the links nobody configured (they are not rendered anywhere), or null
 * when every link is set. Logged once by the server.
 */
export function unsetSettingsNotice(runtime: RuntimeConfig): string | null {
  const unset = unsetLinkSettings(runtime);
  return unset.length === 0
    ? null
    : `Not set, so these links are not shown on the site: ${unset.join(', ')}`;
}

/**
 * Reads the shell server's settings once at start-up; every bad variable is named at once (an
 * EnvError), and the server does not start.
 */
export function readShellConfig(
  source: Env,
  distDir: string,
  publicDir = distDir,
): ShellServerConfig {
  const env = envReader(source);
  const origins = readSiteOrigins(env);
  const config: ShellServerConfig = {
    port: env.port('PORT', shellDefaultPort),
    host: env.string('HOST', '0.0.0.0'),
    apiUrl: env.httpUrl('API_URL', `http://127.0.0.1:${apiDefaultPort}`),
    trustedProxies: readTrustedProxies(env),
    distDir,
    publicDir,
    remoteServers: Object.fromEntries(
      remotes.map((remote) => [
        remote.name,
        env.httpUrl(envName(remote.name, 'SERVER'), `http://127.0.0.1:${remote.defaultPort}`),
      ]),
    ) as Record<RemoteName, string>,
    fragmentTimeoutMs: env.integer('FRAGMENT_TIMEOUT_MS', 1500, 1, 60_000),
    fragmentSecret: readFragmentSecret(env),
    siteAliases: origins.siteAliases,
    pageCache: {
      maxBytes: env.integer('PAGE_CACHE_BYTES', 64 * 1024 * 1024, 0, 4 * 1024 * 1024 * 1024),
      freshMs: env.integer('PAGE_CACHE_FRESH_MS', 60_000, 1, 86_400_000),
      pollMs: env.integer('CONTENT_VERSION_POLL_MS', 1000, 0, 3_600_000),
      refreshTimeoutMs: env.integer('PAGE_CACHE_RENDER_TIMEOUT_MS', 10_000, 1, 60_000),
    },
    // Browsers revalidate every time (max-age=0, answered 304 from the ETag); a shared cache
    // keeps a page s-maxage seconds and may answer it stale for as long again while it refreshes.
    publicPageCacheControl: `public, max-age=0, s-maxage=${env.integer(
      'PAGE_S_MAXAGE',
      60,
      0,
      31_536_000,
    )}, stale-while-revalidate=${env.integer('PAGE_STALE_WHILE_REVALIDATE', 600, 0, 31_536_000)}`,
    runtime: runtimeConfig(env, origins.siteOrigin),
  };
  env.check();
  return config;
}
