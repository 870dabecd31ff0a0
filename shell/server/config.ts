import { defaultSiteSettings, type RuntimeConfig } from '@site/contracts/site-settings';
import {
  apiDefaultPort,
  remoteMountPath,
  remotes,
  shellDefaultPort,
  type RemoteName,
} from '@site/contracts/registry';
import { readFragmentSecret } from '@site/static-server/fragment-secret';
import { readPort } from '@site/static-server/read-port';
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
   * its absolute URLs on that origin; any other request's on SITE_ORIGIN, whatever its Host says.
   */
  siteAliases: string[];
  runtime: RuntimeConfig;
}

type Env = Record<string, string | undefined>;

function readUrl(env: Env, name: string, fallback: string): string {
  const value = env[name]?.trim() || fallback;
  const url = URL.parse(value);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new Error(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  return url.toString().replace(/\/$/, '');
}

/** A remote's public base: a path on the site's own origin (the default) or an http(s) URL. */
function readPublicBase(env: Env, name: string, fallback: string): string {
  const value = env[name]?.trim() || fallback;
  if (/^\/[\w\-./]*$/.test(value) && !value.includes('//')) return value.replace(/\/$/, '');
  return readUrl(env, name, fallback);
}

function readMs(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name} must be a number of milliseconds, got "${raw}"`);
  }
  return value;
}

const envName = (remote: RemoteName, suffix: string) => `REMOTE_${remote.toUpperCase()}_${suffix}`;

/** SITE_ALIASES: comma-separated origins, each kept as its origin (scheme, host, port). */
function readOrigins(env: Env, name: string): string[] {
  return (env[name] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => new URL(readUrl({ [name]: entry }, name, entry)).origin);
}

/**
 * The settings the browser gets (runtime config), from the environment; also what the shell's
 * development server renders at /runtime-config.json.
 */
export function readRuntimeConfig(env: Env): RuntimeConfig {
  const defaults = defaultSiteSettings;
  return {
    remotes: Object.fromEntries(
      remotes.map((remote) => [
        remote.name,
        readPublicBase(env, envName(remote.name, 'URL'), remoteMountPath(remote.name)),
      ]),
    ),
    siteOrigin: readUrl(env, 'SITE_ORIGIN', defaults.siteOrigin),
    coachName: env.COACH_NAME?.trim() || defaults.coachName,
    assessmentUrl: readUrl(env, 'ASSESSMENT_URL', defaults.assessmentUrl),
    social: {
      linkedin: readUrl(env, 'SOCIAL_LINKEDIN_URL', defaults.social.linkedin),
      x: readUrl(env, 'SOCIAL_X_URL', defaults.social.x),
      youtube: readUrl(env, 'SOCIAL_YOUTUBE_URL', defaults.social.youtube),
    },
    stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY?.trim() ?? '',
  };
}

/** Reads the shell server's settings once at start-up; a bad variable stops it with its name. */
export function readShellConfig(env: Env, distDir: string, publicDir = distDir): ShellServerConfig {
  return {
    port: readPort(env, 'PORT', shellDefaultPort),
    host: env.HOST?.trim() || '0.0.0.0',
    apiUrl: readUrl(env, 'API_URL', `http://127.0.0.1:${apiDefaultPort}`),
    trustedProxies: readTrustedProxies(env),
    distDir,
    publicDir,
    remoteServers: Object.fromEntries(
      remotes.map((remote) => [
        remote.name,
        readUrl(env, envName(remote.name, 'SERVER'), `http://127.0.0.1:${remote.defaultPort}`),
      ]),
    ) as Record<RemoteName, string>,
    fragmentTimeoutMs: readMs(env, 'FRAGMENT_TIMEOUT_MS', 1500),
    fragmentSecret: readFragmentSecret(env),
    siteAliases: readOrigins(env, 'SITE_ALIASES'),
    runtime: readRuntimeConfig(env),
  };
}
