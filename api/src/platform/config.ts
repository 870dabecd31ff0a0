/**
 * Reads and checks the environment once, at boot, with the servers' shared reader: every bad
 * variable is named in one EnvError, and server.ts stops the process with that message.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { envReader, type Env, type EnvReader, type LogLevel } from '@site/contracts/env';
import { apiDefaultPort } from '@site/contracts/registry';
import { defaultClientFileMaxMegabytes } from '@site/contracts/client-materials';
import { codeRequestLimits } from '@site/contracts/client-portal';
import { defaultSiteSettings } from '@site/contracts/site-settings';
import { readSiteOrigins, siteOriginList } from '@site/contracts/site-origins';
import { readBookingConfig, type BookingConfig } from './booking-config';
import {
  installCookieSecret,
  minCookieSecretLength,
  publishedCookieSecrets,
} from './cookie-secret';

export interface RateLimitSetting {
  max: number;
  timeWindow: number;
}

export interface GoogleCredentials {
  calendarId: string;
  /** A service account key (JSON) or an OAuth client with a refresh token. */
  serviceAccount: { clientEmail: string; privateKey: string } | null;
  oauth: { clientId: string; clientSecret: string; refreshToken: string } | null;
  /** Overrides https://www.googleapis.com/ and the OAuth token endpoint (for the test fake). */
  apiUrl: string | null;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  logLevel: LogLevel;
  /**
   * The proxies whose X-Forwarded-For is believed (TRUST_PROXY: addresses, subnets, `loopback`…);
   * false, the default: the address is the socket's, whatever header a request carries.
   */
  trustProxy: string | boolean;
  databaseUrl: string | null;
  dataDir: string;
  cookieSecret: string;
  /**
   * The origins a browser may call the API from with the owner's cookie (CORS with credentials,
   * the back office's Origin check on writes): exactly SITE_ORIGIN and SITE_ALIASES, the origins
   * the shell's server serves the site at.
   */
  siteOrigins: string[];
  siteOrigin: string;
  coachName: string;
  bodyLimit: number;
  rateLimit: { post: RateLimitSetting; forms: RateLimitSetting };
  /** Portal sign-in codes one visitor address may ask for per hour (PORTAL_CODES_PER_IP_PER_HOUR). */
  portalCodesPerIpPerHour: number;
  stripe: { secretKey: string | null; webhookSecret: string | null; apiUrl: string | null };
  google: GoogleCredentials | null;
  calendarRetryIntervalMs: number;
  /** How often a post scheduled for a time that has come is looked for (to move the version). */
  scheduledPostsIntervalMs: number;
  /** How long one day's busy events are kept before Google is asked again (0: never kept). */
  calendarAvailabilityCacheMs: number;
  /** The public reads (posts, testimonials) kept in memory per content version. */
  publicReads: {
    /** The longest an answer is reused (PUBLIC_READ_CACHE_MS; 0: never kept). */
    ttlMs: number;
    /** Memory for kept answers (PUBLIC_READ_CACHE_BYTES). */
    maxBytes: number;
    /** How often the content version is read from the database (CONTENT_VERSION_POLL_MS; 0: never). */
    pollMs: number;
  };
  booking: BookingConfig;
  mail: MailConfig;
  newsletter: NewsletterConfig;
  mediaDir: string;
  /** Images the owner uploads (posts), made into their responsive set; kept across restarts. */
  uploadsDir: string;
  /**
   * Files the coach gives clients (materials, recordings): private, beside the uploads folder but
   * never served by it; each file at most `maxBytes`.
   */
  clientFiles: { dir: string; maxBytes: number };
  owner: OwnerConfig;
}

/** The owner's back office: sessions, sign-in lockout, his time zone, the admin rate limit. */
export interface OwnerConfig {
  /** IANA zone of every time on his screens. */
  timezone: string;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  /**
   * Failed sign-ins of one username from one address within `failureWindowMs` that refuse that
   * address for `lockoutMs`; from every address together, past the same count, each sign-in of
   * the username waits (doubling from `slowdownStepMs` per further failure, at most
   * `slowdownMaxMs`) instead of being refused.
   */
  maxFailures: number;
  failureWindowMs: number;
  lockoutMs: number;
  slowdownStepMs: number;
  slowdownMaxMs: number;
  /** Requests per RATE_LIMIT_WINDOW_MS per address on every /api/admin route. */
  rateLimit: RateLimitSetting;
  /** Session cookie: `__Host-` prefix and Secure in production or behind https. */
  secureCookie: boolean;
}

export interface MailConfig {
  /** SMTP server; null → every message is written as an .eml file into `dir`. */
  smtpUrl: string | null;
  from: string;
  /** Receives every owner notice (new leads, bookings, answers, subscribers). */
  ownerEmail: string;
  dir: string;
  /** Most messages one address receives per hour (the owner's address is exempt). */
  hourlyLimitPerAddress: number;
  /** Most contact acknowledgements one address receives per rolling 24 hours. */
  contactAckDailyLimit: number;
  outbox: {
    pollIntervalMs: number;
    maxAttempts: number;
    retryBaseMs: number;
    /**
     * How long a claimed message stays with the worker that claimed it unless renewed (it is
     * renewed while being sent): after a crash, what the worker held is taken again this soon.
     */
    leaseMs: number;
  };
}

/** Broadcasts to the newsletter's subscribers, and how people join. */
export interface NewsletterConfig {
  /** Most broadcast messages sent per rolling minute, across every API instance. */
  ratePerMinute: number;
  /** Broadcast messages one worker claims (and leases) at a time. */
  batchSize: number;
  /** How often the broadcast sender looks for due messages and scheduled broadcasts, in ms. */
  pollIntervalMs: number;
  /** Sign-up waits for the link in a confirmation email before the address is subscribed. */
  doubleOptIn: boolean;
  /** A 1×1 image per recipient records opens; off unless asked for. */
  trackOpens: boolean;
  /**
   * The sender's postal address, printed in every broadcast (anti-spam laws require it); no
   * broadcast is sent without it.
   */
  postalAddress: string | null;
}

/**
 * The repository root: the folder above the API's workspace, which is the nearest folder holding a
 * package.json above this file (api/ both from src/platform/ and from the bundle in server-dist/).
 */
export const repoRoot = path.dirname(workspaceOf(__dirname));

function workspaceOf(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${start}`);
  }
}

export function loadConfig(source: Env = process.env): Config {
  const env = envReader(source);
  const read = (name: string) => env.string(name);
  const { integer, url } = env;

  const env_ = env.oneOf('NODE_ENV', ['development', 'production', 'test'], 'development');

  const zone = (name: string, fallback: string): string => {
    const raw = read(name) ?? fallback;
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: raw });
      return raw;
    } catch {
      env.problem(`${name} must be an IANA time zone like America/Cancun (got "${raw}")`);
      return fallback;
    }
  };

  const cookieSecret = read('COOKIE_SECRET');
  if (cookieSecret === null && env_ === 'production') {
    env.problem(
      `COOKIE_SECRET is required in production (at least ${minCookieSecretLength} random characters, e.g. openssl rand -base64 48)`,
    );
  } else if (cookieSecret !== null && cookieSecret.length < minCookieSecretLength) {
    env.problem(`COOKIE_SECRET must be at least ${minCookieSecretLength} characters long`);
  } else if (
    cookieSecret !== null &&
    env_ === 'production' &&
    publishedCookieSecrets.includes(cookieSecret)
  ) {
    env.problem(
      'COOKIE_SECRET is an example value published with the source: generate your own (e.g. openssl rand -base64 48)',
    );
  }

  const databaseUrl = read('DATABASE_URL');
  if (databaseUrl !== null && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    env.problem('DATABASE_URL must start with postgres:// or postgresql://');
  }

  // Nothing is trusted unless named: any process on the host could otherwise choose the address
  // that rate limits, the sign-in lock and the audit log see.
  const trustProxyRaw = read('TRUST_PROXY') ?? 'false';
  const trustProxy =
    trustProxyRaw === 'true' ? true : trustProxyRaw === 'false' ? false : trustProxyRaw;

  const stripeSecret = read('STRIPE_SECRET_KEY');
  if (stripeSecret !== null && !/^(sk|rk)_/.test(stripeSecret)) {
    env.problem('STRIPE_SECRET_KEY must be a Stripe secret key (sk_… or rk_…)');
  }
  const webhookSecret = read('STRIPE_WEBHOOK_SECRET');
  if (webhookSecret !== null && !webhookSecret.startsWith('whsec_')) {
    env.problem('STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…)');
  }

  const google = readGoogle(env, url('GOOGLE_API_URL', null));

  const smtpUrl = url('SMTP_URL', null);
  const mailFrom = read('MAIL_FROM');
  const ownerEmail = read('OWNER_EMAIL');
  if (smtpUrl !== null && mailFrom === null)
    env.problem('MAIL_FROM is required when SMTP_URL is set');
  if (smtpUrl !== null && ownerEmail === null)
    env.problem('OWNER_EMAIL is required when SMTP_URL is set');
  if (ownerEmail !== null && !/^[^\s@<>]+@[^\s@<>]+$/.test(ownerEmail))
    env.problem(`OWNER_EMAIL must be one email address (got "${ownerEmail}")`);

  const windowMs = integer('RATE_LIMIT_WINDOW_MS', 60_000, 1_000, 86_400_000);
  const port = env.port('PORT', apiDefaultPort);
  const dataDir = path.resolve(read('DATA_DIR') ?? path.join(repoRoot, '.data', 'pglite'));
  const origins = readSiteOrigins(env);
  const { siteOrigin } = origins;
  const coachName = read('COACH_NAME') ?? defaultSiteSettings.coachName;
  const siteHost = new URL(siteOrigin).hostname;

  const config: Config = {
    env: env_,
    port,
    host: read('HOST') ?? '0.0.0.0',
    logLevel: env.logLevel('LOG_LEVEL', env_ === 'test' ? 'silent' : 'info'),
    trustProxy,
    databaseUrl,
    dataDir,
    // Unset outside production: tests get a fresh secret per run, an install keeps its own.
    cookieSecret:
      cookieSecret ??
      (env_ === 'test'
        ? randomBytes(48).toString('base64url')
        : env_ === 'production'
          ? ''
          : installCookieSecret(path.join(path.dirname(dataDir), 'cookie-secret'))),
    siteOrigins: siteOriginList(origins),
    siteOrigin,
    coachName,
    bodyLimit: integer('BODY_LIMIT_BYTES', 256 * 1024, 1024, 10 * 1024 * 1024),
    rateLimit: {
      post: { max: integer('RATE_LIMIT_MAX', 60, 1, 1_000_000), timeWindow: windowMs },
      forms: { max: integer('RATE_LIMIT_FORMS_MAX', 10, 1, 1_000_000), timeWindow: windowMs },
    },
    portalCodesPerIpPerHour: integer(
      'PORTAL_CODES_PER_IP_PER_HOUR',
      codeRequestLimits.perVisitor,
      1,
      1_000_000,
    ),
    stripe: { secretKey: stripeSecret, webhookSecret, apiUrl: url('STRIPE_API_URL', null) },
    google,
    calendarRetryIntervalMs: integer('CALENDAR_RETRY_INTERVAL_MS', 60_000, 1_000, 86_400_000),
    scheduledPostsIntervalMs: integer('SCHEDULED_POSTS_INTERVAL_MS', 5_000, 500, 3_600_000),
    calendarAvailabilityCacheMs: integer('CALENDAR_AVAILABILITY_CACHE_MS', 60_000, 0, 3_600_000),
    publicReads: {
      ttlMs: integer('PUBLIC_READ_CACHE_MS', 30_000, 0, 3_600_000),
      maxBytes: integer('PUBLIC_READ_CACHE_BYTES', 16 * 1024 * 1024, 0, 1024 * 1024 * 1024),
      pollMs: integer('CONTENT_VERSION_POLL_MS', 1_000, 0, 3_600_000),
    },
    booking: readBookingConfig(env),
    mail: {
      smtpUrl,
      from: mailFrom ?? `"${coachName.replace(/"/g, '')}" <hello@${siteHost}>`,
      ownerEmail: ownerEmail ?? `owner@${siteHost}`,
      // Beside the PGlite folder by default: <repo>/.data/mail
      dir: path.resolve(read('MAIL_DIR') ?? path.join(path.dirname(dataDir), 'mail')),
      hourlyLimitPerAddress: integer('MAIL_HOURLY_LIMIT', 5, 1, 1000),
      contactAckDailyLimit: integer('CONTACT_ACK_DAILY_LIMIT', 3, 1, 1000),
      outbox: {
        pollIntervalMs: integer('OUTBOX_POLL_INTERVAL_MS', 5_000, 50, 3_600_000),
        maxAttempts: integer('OUTBOX_MAX_ATTEMPTS', 8, 1, 100),
        retryBaseMs: integer('OUTBOX_RETRY_BASE_MS', 30_000, 10, 3_600_000),
        leaseMs: integer('MAIL_LEASE_SECONDS', 60, 1, 3600) * 1000,
      },
    },
    newsletter: {
      ratePerMinute: integer('NEWSLETTER_RATE_PER_MINUTE', 300, 1, 100_000),
      batchSize: integer('NEWSLETTER_BATCH_SIZE', 50, 1, 1000),
      pollIntervalMs: integer('NEWSLETTER_POLL_INTERVAL_MS', 5_000, 50, 3_600_000),
      doubleOptIn: env.oneOf('NEWSLETTER_DOUBLE_OPT_IN', ['true', 'false'], 'false') === 'true',
      trackOpens: env.oneOf('NEWSLETTER_TRACK_OPENS', ['true', 'false'], 'false') === 'true',
      postalAddress: read('MAIL_POSTAL_ADDRESS'),
    },
    mediaDir: path.join(repoRoot, 'api', 'media'),
    // Beside the PGlite folder by default: <repo>/.data/uploads (a named volume under Compose).
    uploadsDir: path.resolve(read('UPLOADS_DIR') ?? path.join(path.dirname(dataDir), 'uploads')),
    // Beside the PGlite folder by default: <repo>/.data/client-files (in the data volume under Compose).
    clientFiles: {
      dir: path.resolve(
        read('CLIENT_FILES_DIR') ?? path.join(path.dirname(dataDir), 'client-files'),
      ),
      maxBytes:
        integer('CLIENT_FILE_MAX_MB', defaultClientFileMaxMegabytes, 1, 100_000) * 1024 * 1024,
    },
    owner: {
      timezone: zone('OWNER_TIMEZONE', 'America/Cancun'),
      sessionIdleMs: integer('OWNER_SESSION_IDLE_MINUTES', 60, 1, 7 * 24 * 60) * 60_000,
      sessionAbsoluteMs: integer('OWNER_SESSION_MAX_HOURS', 12, 1, 24 * 90) * 3_600_000,
      maxFailures: integer('SIGN_IN_MAX_FAILURES', 5, 1, 1000),
      failureWindowMs: integer('SIGN_IN_FAILURE_WINDOW_MINUTES', 15, 1, 24 * 60) * 60_000,
      lockoutMs: integer('SIGN_IN_LOCKOUT_MINUTES', 15, 1, 24 * 60) * 60_000,
      slowdownStepMs: integer('SIGN_IN_SLOWDOWN_STEP_MS', 250, 0, 60_000),
      slowdownMaxMs: integer('SIGN_IN_SLOWDOWN_MAX_MS', 5_000, 0, 60_000),
      rateLimit: { max: integer('RATE_LIMIT_ADMIN_MAX', 300, 1, 1_000_000), timeWindow: windowMs },
      secureCookie: env_ === 'production' || siteOrigin.startsWith('https:'),
    },
  };
  env.check();
  return config;
}

function readGoogle(env: EnvReader, apiUrl: string | null): GoogleCredentials | null {
  const read = (name: string) => env.string(name);
  const calendarId = read('GOOGLE_CALENDAR_ID');
  const serviceAccountJson = read('GOOGLE_SERVICE_ACCOUNT_JSON');
  const clientId = read('GOOGLE_CLIENT_ID');
  const clientSecret = read('GOOGLE_CLIENT_SECRET');
  const refreshToken = read('GOOGLE_REFRESH_TOKEN');
  const anyCredential = serviceAccountJson ?? clientId ?? clientSecret ?? refreshToken;
  if (calendarId === null) {
    if (anyCredential !== null)
      env.problem('GOOGLE_CALENDAR_ID is required when Google credentials are set');
    return null;
  }

  let serviceAccount: GoogleCredentials['serviceAccount'] = null;
  if (serviceAccountJson !== null) {
    try {
      const key = JSON.parse(serviceAccountJson) as {
        client_email?: unknown;
        private_key?: unknown;
      };
      if (typeof key.client_email !== 'string' || typeof key.private_key !== 'string')
        throw new Error();
      serviceAccount = { clientEmail: key.client_email, privateKey: key.private_key };
    } catch {
      env.problem(
        'GOOGLE_SERVICE_ACCOUNT_JSON must be a service account key (JSON with client_email and private_key)',
      );
    }
  }
  const oauth =
    clientId !== null && clientSecret !== null && refreshToken !== null
      ? { clientId, clientSecret, refreshToken }
      : null;
  if (serviceAccountJson === null && oauth === null) {
    env.problem(
      'GOOGLE_CALENDAR_ID needs credentials: GOOGLE_SERVICE_ACCOUNT_JSON, or GOOGLE_CLIENT_ID + GOOGLE_CLIENT_SECRET + GOOGLE_REFRESH_TOKEN',
    );
  }
  return { calendarId, serviceAccount, oauth, apiUrl };
}
