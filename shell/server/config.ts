import { envReader, type Env, type EnvReader } from '@site/contracts/env';
import { defaultSiteSettings, type RuntimeConfig } from '@site/contracts/site-settings';
import {
  apiDefaultPort,
  remoteMountPath,
  remotes,
  shellDefaultPort,
  type RemoteName,
} from '@site/contracts/registry';
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
 * Reads the shell server's settings once at start-up; every bad variable is named at once (an
 * EnvError), and the server does not start.
 */
export function readShellConfig(
  source: Env,
  distDir: string,
  publicDir = distDir,
): ShellServerConfig {
  const env = envReader(source);
  const defaults = defaultSiteSettings;
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
    runtime: {
      remotes: Object.fromEntries(
        remotes.map((remote) => [
          remote.name,
          readPublicBase(env, envName(remote.name, 'URL'), remoteMountPath(remote.name)),
        ]),
      ),
      siteOrigin: env.origin('SITE_ORIGIN', defaults.siteOrigin),
      coachName: env.string('COACH_NAME', defaults.coachName),
      assessmentUrl: env.httpUrl('ASSESSMENT_URL', defaults.assessmentUrl),
      social: {
        linkedin: env.httpUrl('SOCIAL_LINKEDIN_URL', defaults.social.linkedin),
        x: env.httpUrl('SOCIAL_X_URL', defaults.social.x),
        youtube: env.httpUrl('SOCIAL_YOUTUBE_URL', defaults.social.youtube),
      },
      stripePublishableKey: env.string('STRIPE_PUBLISHABLE_KEY', ''),
    },
  };
  env.check();
  return config;
}
