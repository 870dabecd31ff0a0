/** @jest-environment node */
import { EnvError } from '@site/contracts/env';
import { readShellConfig, unsetSettingsNotice } from '../config';

/** The one variable without a default. */
const secret = { FRAGMENT_SECRET: 'a-test-secret-of-more-than-32-characters' };

describe('readShellConfig', () => {
  it('defaults to the local servers of npm start', () => {
    const config = readShellConfig(secret, '/dist');
    expect(config.port).toBe(3000);
    expect(config.apiUrl).toBe('http://127.0.0.1:4000');
    // Visitors load every remote's files from the site's own origin…
    expect(config.runtime.remotes).toEqual({
      marketing: '/remotes/marketing',
      blog: '/remotes/blog',
      booking: '/remotes/booking',
      intake: '/remotes/intake',
      admin: '/remotes/admin',
    });
    // …which the shell's server fetches from each remote's own server.
    expect(config.remoteServers).toEqual({
      marketing: 'http://127.0.0.1:3001',
      blog: 'http://127.0.0.1:3002',
      booking: 'http://127.0.0.1:3003',
      intake: 'http://127.0.0.1:3004',
      admin: 'http://127.0.0.1:3005',
    });
    expect(config.fragmentTimeoutMs).toBe(1500);
    expect(config.fragmentSecret).toBe(secret.FRAGMENT_SECRET);
    expect(config.siteAliases).toEqual([]);
    expect(config.runtime.coachName).toBe('Adrian Vale');
  });

  it('takes every site setting from the environment', () => {
    const config = readShellConfig(
      {
        ...secret,
        PORT: '8080',
        SITE_ALIASES: 'http://127.0.0.1:8080/, https://Coach.Example.com',
        REMOTE_BLOG_URL: 'https://blog.example.com/',
        REMOTE_BLOG_SERVER: 'http://blog:3002',
        FRAGMENT_TIMEOUT_MS: '800',
        SITE_ORIGIN: 'https://www.example.com',
        COACH_NAME: 'Sam Example',
        ASSESSMENT_URL: 'https://assess.example.com/start',
        SOCIAL_X_URL: 'https://x.com/sam',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
      },
      '/dist',
    );
    expect(config.port).toBe(8080);
    expect(config.siteAliases).toEqual(['http://127.0.0.1:8080', 'https://coach.example.com']);
    expect(config.runtime.remotes.blog).toBe('https://blog.example.com');
    expect(config.remoteServers.blog).toBe('http://blog:3002');
    expect(config.fragmentTimeoutMs).toBe(800);
    expect(config.runtime.siteOrigin).toBe('https://www.example.com');
    expect(config.runtime.coachName).toBe('Sam Example');
    expect(config.runtime.assessmentUrl).toBe('https://assess.example.com/start');
    expect(config.runtime.social.x).toBe('https://x.com/sam');
    expect(config.runtime.stripePublishableKey).toBe('pk_test_123');
  });

  it('has no placeholder links: unset, they are empty and named once at start', () => {
    const unset = readShellConfig(secret, '/dist');
    expect(unset.runtime.assessmentUrl).toBe('');
    expect(unset.runtime.social).toEqual({ linkedin: '', x: '', youtube: '' });
    expect(unsetSettingsNotice(unset.runtime)).toBe(
      'Not set, so these links are not shown on the site: ASSESSMENT_URL, SOCIAL_LINKEDIN_URL, SOCIAL_X_URL, SOCIAL_YOUTUBE_URL',
    );
    const set = readShellConfig(
      {
        ...secret,
        ASSESSMENT_URL: 'https://assess.test/',
        SOCIAL_LINKEDIN_URL: 'https://linkedin.test/in/sam',
        SOCIAL_X_URL: 'https://x.test/sam',
        SOCIAL_YOUTUBE_URL: 'https://youtube.test/@sam',
      },
      '/dist',
    );
    expect(unsetSettingsNotice(set.runtime)).toBeNull();
  });

  it('names every bad variable at once, and starts with none of them', () => {
    let problems: readonly string[] = [];
    try {
      readShellConfig(
        {
          REMOTE_BOOKING_URL: 'booking:3003',
          REMOTE_BLOG_SERVER: '/blog',
          FRAGMENT_TIMEOUT_MS: 'soon',
          PORT: 'eighty',
          TRUST_PROXY: 'loopback,shell',
          SITE_ORIGIN: 'www.example.com',
          SITE_ALIASES: 'www.example.com',
        },
        '/dist',
      );
    } catch (error) {
      if (!(error instanceof EnvError)) throw error;
      problems = error.problems;
    }
    expect([...problems].sort()).toEqual(
      [
        'PORT must be a port number from 0 to 65535 (got "eighty")',
        'TRUST_PROXY: "shell" is not an address, a subnet or loopback/linklocal/uniquelocal',
        'REMOTE_BLOG_SERVER must be an absolute http(s) URL (got "/blog")',
        'FRAGMENT_TIMEOUT_MS must be an integer from 1 to 60000 (got "soon")',
        'REMOTE_BOOKING_URL must be an absolute http(s) URL (got "booking:3003")',
        'SITE_ORIGIN must be an absolute http(s) URL (got "www.example.com")',
        'SITE_ALIASES: "www.example.com" is not an absolute http(s) URL',
        "FRAGMENT_SECRET must be set to the same random value (32 characters or more) for the shell's server and every remote's server, e.g. openssl rand -base64 48",
      ].sort(),
    );
  });

  it('stops without the secret it shares with the remotes’ servers, or with a short one', () => {
    for (const env of [{}, { FRAGMENT_SECRET: '' }, { FRAGMENT_SECRET: 'too-short' }]) {
      expect(() => readShellConfig(env, '/dist')).toThrow(/FRAGMENT_SECRET must be set/);
    }
  });
});
