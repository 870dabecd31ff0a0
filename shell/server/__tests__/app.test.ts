/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildShellServer } from '../app';
import { readShellConfig } from '../config';

function builtShell() {
  const dist = mkdtempSync(path.join(tmpdir(), 'shell-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<div id="root"></div>');
  writeFileSync(path.join(dist, 'main.js'), 'import("./bootstrap")');
  writeFileSync(path.join(dist, '812.0123456789.js'), 'export {}');
  return dist;
}

async function shellServer(env: Record<string, string> = {}) {
  // Port 9 (discard) refuses connections: the API is down unless a test says otherwise.
  const config = readShellConfig({ API_URL: 'http://127.0.0.1:9', ...env }, builtShell());
  return buildShellServer(config);
}

describe('the shell server', () => {
  it('renders /runtime-config.json from the environment, never cached', async () => {
    const app = await shellServer({
      REMOTE_BLOG_URL: 'https://blog.example.com',
      COACH_NAME: 'Sam',
    });
    const response = await app.inject({ url: '/runtime-config.json' });
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toMatchObject({
      coachName: 'Sam',
      remotes: { blog: 'https://blog.example.com' },
    });
    await app.close();
  });

  it('answers index.html for every client route, so deep links load', async () => {
    const app = await shellServer();
    for (const url of ['/', '/blog/two-of-you-framework', '/no-such-page']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('id="root"');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    await app.close();
  });

  it('caches hashed chunks for a year and revalidates main.js', async () => {
    const app = await shellServer();
    const chunk = await app.inject({ url: '/812.0123456789.js' });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const entry = await app.inject({ url: '/main.js' });
    expect(entry.headers['cache-control']).toBe('no-cache');
    await app.close();
  });

  it('allows the remotes and Stripe in its content security policy, and nothing else', async () => {
    const app = await shellServer({ REMOTE_INTAKE_URL: 'https://intake.example.com' });
    const csp = (await app.inject({ url: '/' })).headers['content-security-policy'] as string;
    expect(csp).toMatch(
      /script-src 'self' [^;]*https:\/\/intake\.example\.com[^;]*https:\/\/js\.stripe\.com/,
    );
    expect(csp).toContain('frame-src https://js.stripe.com https://hooks.stripe.com');
    expect(csp).toContain("object-src 'none'");
    await app.close();
  });

  it('answers a JSON message, without internals, when the API is down', async () => {
    const app = await shellServer();
    const response = await app.inject({ url: '/api/blog' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      message: 'The service is temporarily unavailable. Please try again in a moment.',
    });
    expect(response.body).not.toContain('127.0.0.1');
    await app.close();
  });

  it('serves a sitemap even when the API cannot list the posts', async () => {
    const app = await shellServer({ SITE_ORIGIN: 'https://www.example.com' });
    const response = await app.inject({ url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    expect(response.body).toContain('<loc>https://www.example.com/about</loc>');
    await app.close();
  });
});
