/** @jest-environment node */
import { readShellConfig } from '../config';

describe('readShellConfig', () => {
  it('defaults to the local servers of npm start', () => {
    const config = readShellConfig({}, '/dist');
    expect(config.port).toBe(3000);
    expect(config.apiUrl).toBe('http://localhost:4000');
    expect(config.runtime.remotes).toEqual({
      marketing: 'http://localhost:3001',
      blog: 'http://localhost:3002',
      booking: 'http://localhost:3003',
      intake: 'http://localhost:3004',
    });
    expect(config.runtime.coachName).toBe('Adrian Vale');
  });

  it('takes every site setting from the environment', () => {
    const config = readShellConfig(
      {
        PORT: '8080',
        REMOTE_BLOG_URL: 'https://blog.example.com/',
        SITE_ORIGIN: 'https://www.example.com',
        COACH_NAME: 'Sam Example',
        ASSESSMENT_URL: 'https://assess.example.com/start',
        SOCIAL_X_URL: 'https://x.com/sam',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
      },
      '/dist',
    );
    expect(config.port).toBe(8080);
    expect(config.runtime.remotes.blog).toBe('https://blog.example.com');
    expect(config.runtime.siteOrigin).toBe('https://www.example.com');
    expect(config.runtime.coachName).toBe('Sam Example');
    expect(config.runtime.assessmentUrl).toBe('https://assess.example.com/start');
    expect(config.runtime.social.x).toBe('https://x.com/sam');
    expect(config.runtime.stripePublishableKey).toBe('pk_test_123');
  });

  it('stops with the name of a bad variable', () => {
    expect(() => readShellConfig({ REMOTE_BOOKING_URL: 'booking:3003' }, '/dist')).toThrow(
      'REMOTE_BOOKING_URL must be an absolute http(s) URL, got "booking:3003"',
    );
    expect(() => readShellConfig({ PORT: 'eighty' }, '/dist')).toThrow(
      'PORT must be a port number, got "eighty"',
    );
  });
});
