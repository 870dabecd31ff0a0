import path from 'node:path';
import { EnvError } from '@site/contracts/env';
import { loadConfig, repoRoot } from './config';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    return [...error.problems];
  }
}

describe('loadConfig', () => {
  it('has working defaults for development', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 4000,
      host: '0.0.0.0',
      databaseUrl: null,
      dataDir: path.join(repoRoot, '.data', 'pglite'),
      coachName: 'Adrian Vale',
      siteOrigin: 'http://localhost:3000',
      stripe: { secretKey: null, webhookSecret: null, apiUrl: null },
      google: null,
      mail: {
        smtpUrl: null,
        from: '"Adrian Vale" <hello@localhost>',
        ownerEmail: 'owner@localhost',
        dir: path.join(repoRoot, '.data', 'mail'),
        hourlyLimitPerAddress: 5,
        contactAckDailyLimit: 3,
      },
    });
    // The site's origin alone: never the other servers' default ports.
    expect(config.siteOrigins).toEqual(['http://localhost:3000']);
    expect(config.trustProxy).toBe(false);
    expect(config.rateLimit.forms).toEqual({ max: 10, timeWindow: 60_000 });
    expect(config.portalCodesPerIpPerHour).toBe(10);
  });

  it('reads how many portal sign-in codes one address may ask for per hour, at least one', () => {
    expect(loadConfig({ PORTAL_CODES_PER_IP_PER_HOUR: '25' }).portalCodesPerIpPerHour).toBe(25);
    expect(problemsOf({ PORTAL_CODES_PER_IP_PER_HOUR: '0' })).toEqual([
      expect.stringContaining('PORTAL_CODES_PER_IP_PER_HOUR'),
    ]);
  });

  it('names every bad variable at once', () => {
    expect(
      problemsOf({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        SITE_ALIASES: 'http://ok.example,not an origin',
        STRIPE_SECRET_KEY: 'pk_test_123',
        SITE_ORIGIN: 'nope',
        NODE_ENV: 'staging',
        LOG_LEVEL: 'loud',
      }),
    ).toEqual([
      expect.stringContaining('NODE_ENV'),
      expect.stringContaining('DATABASE_URL'),
      expect.stringContaining('STRIPE_SECRET_KEY'),
      expect.stringContaining('PORT'),
      expect.stringContaining('SITE_ORIGIN'),
      expect.stringContaining('SITE_ALIASES'),
      expect.stringContaining('LOG_LEVEL'),
    ]);
  });

  it('requires a strong COOKIE_SECRET in production', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      expect.stringContaining('COOKIE_SECRET is required'),
    ]);
    expect(problemsOf({ NODE_ENV: 'production', COOKIE_SECRET: 'short' })).toEqual([
      expect.stringContaining('COOKIE_SECRET must be at least 32'),
    ]);
    expect(problemsOf({ NODE_ENV: 'production', COOKIE_SECRET: 'x'.repeat(32) })).toEqual([]);
  });

  it('needs credentials with a calendar id, and a calendar id with credentials', () => {
    expect(problemsOf({ GOOGLE_CALENDAR_ID: 'me@example.com' })).toEqual([
      expect.stringContaining('needs credentials'),
    ]);
    expect(problemsOf({ GOOGLE_REFRESH_TOKEN: 'r' })).toEqual([
      expect.stringContaining('GOOGLE_CALENDAR_ID is required'),
    ]);
    expect(problemsOf({ GOOGLE_CALENDAR_ID: 'c', GOOGLE_SERVICE_ACCOUNT_JSON: '{}' })).toEqual([
      expect.stringContaining('GOOGLE_SERVICE_ACCOUNT_JSON'),
    ]);
    const config = loadConfig({
      GOOGLE_CALENDAR_ID: 'c',
      GOOGLE_SERVICE_ACCOUNT_JSON: JSON.stringify({ client_email: 'sa@x.iam', private_key: 'KEY' }),
    });
    expect(config.google?.serviceAccount).toEqual({ clientEmail: 'sa@x.iam', privateKey: 'KEY' });
  });

  it('reads the sessions settings: reminders (0 = off), expiry, the meeting room', () => {
    expect(loadConfig({}).booking).toMatchObject({
      reminderHours: [24, 1],
      pendingExpiryHours: 24,
      meetingUrl: null,
    });
    expect(
      loadConfig({
        REMINDER_FIRST_HOURS: '48',
        REMINDER_SECOND_HOURS: '0',
        MEETING_URL: 'https://zoom.us/j/123',
      }).booking,
    ).toMatchObject({ reminderHours: [48], meetingUrl: 'https://zoom.us/j/123' });
    expect(problemsOf({ MEETING_URL: 'http://zoom.us/j/123' })).toEqual([
      'MEETING_URL must be an https link (got "http://zoom.us/j/123")',
    ]);
    expect(problemsOf({ MEETING_URL: 'zoom me' })).toEqual([
      'MEETING_URL must be a link such as https://zoom.us/j/123 (got "zoom me")',
    ]);
  });

  it("reads the coach's zone from OWNER_TIMEZONE only: the retired WORKING_HOURS_TIMEZONE is refused", () => {
    expect(loadConfig({ OWNER_TIMEZONE: 'Asia/Kolkata' }).owner.timezone).toBe('Asia/Kolkata');
    expect(problemsOf({ OWNER_TIMEZONE: 'Mars/Olympus' })).toEqual([
      'OWNER_TIMEZONE must be an IANA time zone like America/Cancun (got "Mars/Olympus")',
    ]);
    // Still set (even to the same zone): the operator is told where the zone goes now.
    expect(problemsOf({ WORKING_HOURS_TIMEZONE: 'America/Cancun' })).toEqual([
      "WORKING_HOURS_TIMEZONE is no longer read: remove it and set the coach's zone in OWNER_TIMEZONE (the zone he saves on the back office's Schedules screen then takes over)",
    ]);
    // Left empty, as the compose file of an older install passes it: nothing to tell.
    expect(problemsOf({ WORKING_HOURS_TIMEZONE: '' })).toEqual([]);
  });

  it('needs MAIL_FROM and OWNER_EMAIL with SMTP_URL', () => {
    expect(problemsOf({ SMTP_URL: 'smtp://localhost:25' })).toEqual([
      expect.stringContaining('MAIL_FROM'),
      expect.stringContaining('OWNER_EMAIL'),
    ]);
    expect(
      loadConfig({ SMTP_URL: 'smtp://localhost:25', MAIL_FROM: 'a@b.c', OWNER_EMAIL: 'o@b.c' })
        .mail,
    ).toMatchObject({ smtpUrl: 'smtp://localhost:25', from: 'a@b.c', ownerEmail: 'o@b.c' });
    expect(problemsOf({ OWNER_EMAIL: 'a@b.c, d@e.f' })).toEqual([
      expect.stringContaining('OWNER_EMAIL must be one email address'),
    ]);
  });

  it('keeps the .eml folder beside the data folder unless MAIL_DIR says otherwise', () => {
    expect(loadConfig({ DATA_DIR: '/srv/site/pglite' }).mail.dir).toBe('/srv/site/mail');
    expect(loadConfig({ MAIL_DIR: '/var/mail/site' }).mail.dir).toBe('/var/mail/site');
  });
});
