import { defaultSiteSettings, type RuntimeConfig } from '@site/contracts/site-settings';
import { remoteNames } from '@site/contracts/routes';
import { readPort } from '@site/static-server/read-port';
import { readTrustedProxies } from './forwarded-for';

export interface ShellServerConfig {
  port: number;
  host: string;
  /** Where /api/* is proxied to. */
  apiUrl: string;
  /** Proxies in front of this server (TRUST_PROXY) whose X-Forwarded-For is believed. */
  trustedProxies: string[];
  /** The built shell. */
  distDir: string;
  runtime: RuntimeConfig;
}

type Env = Record<string, string | undefined>;

const defaultRemotePorts = { marketing: 3001, blog: 3002, booking: 3003, intake: 3004 };

function readUrl(env: Env, name: string, fallback: string): string {
  const value = env[name]?.trim() || fallback;
  const url = URL.parse(value);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new Error(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  return url.toString().replace(/\/$/, '');
}

/** Reads the shell server's settings once at start-up; a bad variable stops it with its name. */
export function readShellConfig(env: Env, distDir: string): ShellServerConfig {
  const remotes = Object.fromEntries(
    remoteNames.map((remote) => [
      remote,
      readUrl(
        env,
        `REMOTE_${remote.toUpperCase()}_URL`,
        `http://localhost:${defaultRemotePorts[remote]}`,
      ),
    ]),
  );
  const defaults = defaultSiteSettings;
  return {
    port: readPort(env, 'PORT', 3000),
    host: env.HOST?.trim() || '0.0.0.0',
    apiUrl: readUrl(env, 'API_URL', 'http://localhost:4000'),
    trustedProxies: readTrustedProxies(env),
    distDir,
    runtime: {
      remotes,
      siteOrigin: readUrl(env, 'SITE_ORIGIN', defaults.siteOrigin),
      coachName: env.COACH_NAME?.trim() || defaults.coachName,
      assessmentUrl: readUrl(env, 'ASSESSMENT_URL', defaults.assessmentUrl),
      social: {
        linkedin: readUrl(env, 'SOCIAL_LINKEDIN_URL', defaults.social.linkedin),
        x: readUrl(env, 'SOCIAL_X_URL', defaults.social.x),
        youtube: readUrl(env, 'SOCIAL_YOUTUBE_URL', defaults.social.youtube),
      },
      stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY?.trim() ?? '',
    },
  };
}
