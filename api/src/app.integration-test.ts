import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadConfig } from './platform/config';
import { buildTestApp, testEnv } from './test/app';

describe('app plumbing', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp(loadConfig(testEnv()));
    // A route that fails like a bug would, to see what a 500 looks like.
    app.get('/api/test/explode', async () => {
      throw new Error('secret internal detail');
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('GET /api/health checks the database', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers unknown routes with a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nothing-here?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found: GET /api/nothing-here' });
  });

  it('hides server errors behind a bare message', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal Server Error' });
    expect(response.body).not.toContain('secret');
  });

  it('answers malformed JSON with a 400 message', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(typeof response.json().message).toBe('string');
    expect(response.body).not.toContain('    at ');
  });

  it('refuses bodies over the limit with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { message: 'x'.repeat(app.config.bodyLimit + 1) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/too large/i);
  });

  it('sets security headers and CORS only for the configured origins', async () => {
    const allowed = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'http://localhost:3000' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    expect(allowed.headers['x-content-type-options']).toBe('nosniff');
    expect(allowed.headers['content-security-policy']).toContain("default-src 'none'");
    const other = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves blog media', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/media/blog/two-of-you-framework.svg',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
  });

  it('puts a rate limit on every POST route the app registered', async () => {
    const posts = app.registeredRoutes
      .filter((route) => route.method === 'POST')
      .map((route) => route.url.replace(/:\w+/g, '1'));
    expect(posts.length).toBeGreaterThanOrEqual(6);
    for (const url of posts) {
      const response = await app.inject({ method: 'POST', url, payload: {} });
      expect([url, response.headers['x-ratelimit-limit']]).toEqual([url, expect.any(String)]);
    }
  });
});

describe('rate limiting', () => {
  it('answers 429 with a JSON message once the form limit is used', async () => {
    const app = await buildTestApp({ RATE_LIMIT_FORMS_MAX: '2' });
    try {
      // An address of its own: counters are in the database, shared with other tests' apps.
      const send = () =>
        app.inject({
          method: 'POST',
          url: '/api/newsletter',
          remoteAddress: '198.51.100.99',
          payload: { email: '' },
        });
      expect((await send()).statusCode).toBe(400);
      expect((await send()).statusCode).toBe(400);
      const limited = await send();
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/^Too many requests\. Please wait 1 minute/);
    } finally {
      await app.close();
    }
  });
});

describe('health without a database', () => {
  it('answers 503 when the database cannot be reached', async () => {
    const app = await buildApp(
      loadConfig(testEnv({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' })),
    );
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toMatch(/^Service Unavailable/);
    } finally {
      await app.close();
    }
  });
});
