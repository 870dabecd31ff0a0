import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fragmentRoute, fragmentSecretHeader } from '@site/contracts/rendering';
import { defaultSiteSettings } from '@site/contracts/site-settings';
import { buildRemoteServer } from '../remote-server';
import { fragmentEncodings } from './fragment-encodings';

const secret = 'a-test-secret-of-more-than-32-characters';

/** A remote's build: files, and a server build that renders any path (and fails on /broken). */
function distFolder() {
  const root = mkdtempSync(path.join(tmpdir(), 'remote-dist-'));
  writeFileSync(path.join(root, 'index.html'), '<div id="root"></div>');
  writeFileSync(path.join(root, 'mf-manifest.json'), '{"name":"mfe_blog"}');
  writeFileSync(path.join(root, '465.e5551c4505.js'), 'console.log(1)');
  mkdirSync(path.join(root, 'server'));
  writeFileSync(
    path.join(root, 'server', 'render.js'),
    `exports.render = async ({ url, settings, assetBase }) => {
      if (url.startsWith('/broken')) throw new Error('data failed for ' + url);
      if (url.startsWith('/missing')) return null;
      return { status: 200, html: '<h1>' + settings.coachName + '</h1><img src="' + assetBase + 'a.webp">',
        headHtml: '', css: '', head: { title: 'T', description: 'D' }, state: {} };
    };`,
  );
  return root;
}

const validBody = {
  url: '/blog',
  assetBase: 'https://www.example.com/remotes/blog/',
  settings: { ...defaultSiteSettings, remotes: { blog: '/remotes/blog' } },
};

describe('remote server', () => {
  const root = distFolder();
  const remote = (options: Partial<Parameters<typeof buildRemoteServer>[0]> = {}) =>
    buildRemoteServer({ root, corsOrigins: '*', fragmentSecret: secret, ...options });
  const render = (
    app: Awaited<ReturnType<typeof remote>>,
    body: unknown,
    headers: Record<string, string> = { [fragmentSecretHeader]: secret },
  ) =>
    app.inject({
      method: 'POST',
      url: fragmentRoute,
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(body),
    });

  it('serves the manifest cross-origin and uncached', async () => {
    const app = await remote({ corsOrigins: ['http://localhost:3000'] });
    const response = await app.inject({
      url: '/mf-manifest.json',
      headers: { origin: 'http://localhost:3000' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(response.headers['cache-control']).toBe('no-cache');
    await app.close();
  });

  it('serves hashed chunks as immutable', async () => {
    const app = await remote();
    const response = await app.inject({ url: '/465.e5551c4505.js' });
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await app.close();
  });

  it('answers index.html for client routes and 404 for missing files', async () => {
    const app = await remote();
    const page = await app.inject({ url: '/blog/some-post' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('id="root"');
    const missing = await app.inject({ url: '/missing.js' });
    expect(missing.statusCode).toBe(404);
    await app.close();
  });

  it('renders a page for the shell’s server, which sends the shared secret', async () => {
    const app = await remote();
    const response = await render(app, validBody);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({
      status: 200,
      html: '<h1>Adrian Vale</h1><img src="https://www.example.com/remotes/blog/a.webp">',
    });
    await app.close();
  });

  it('answers the render route like an unknown path to a request without the secret, however the path is written', async () => {
    const app = await remote();
    const unknown = await app.inject({ method: 'POST', url: '/no-such-route' });
    const withoutSecret: Record<string, string>[] = [
      {},
      { [fragmentSecretHeader]: 'wrong' },
      { [fragmentSecretHeader]: `${secret}x` },
    ];
    for (const headers of withoutSecret) {
      const response = await render(app, validBody, headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found: /__fragment' });
    }
    expect(unknown.statusCode).toBe(404);
    for (const encoded of fragmentEncodings) {
      const response = await app.inject({
        method: 'POST',
        url: `/${encoded}`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(validBody),
      });
      expect({ encoded, status: response.statusCode }).toEqual({ encoded, status: 404 });
      expect(response.body).not.toContain('Adrian Vale');
    }
    await app.close();
  });

  it('reads at most a small body on the render route', async () => {
    const app = await remote();
    const huge = {
      ...validBody,
      settings: { ...validBody.settings, coachName: 'x'.repeat(500_000) },
    };
    const response = await render(app, huge);
    expect(response.statusCode).toBe(413);
    expect(response.body).not.toContain('xxxxxxxx');
    await app.close();
  });

  it.each([
    ['a setting longer than any real one', { coachName: 'x'.repeat(3000) }],
    ['a setting the site does not have', { extra: 'value' }],
    ['a link that is not http(s)', { assessmentUrl: 'javascript:alert(1)' }],
    ['a setting of the wrong type', { social: 'https://x.com/' }],
    ['a missing setting', { coachName: undefined }],
    [
      'too many remotes',
      { remotes: Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`r${i}`, '/r'])) },
    ],
  ])('refuses settings it was not built for: %s', async (_case, change) => {
    const app = await remote();
    const response = await render(app, {
      ...validBody,
      settings: { ...validBody.settings, ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Send { url, settings, assetBase } to render a page.');
    await app.close();
  });

  it.each([-1, 1.5, '7', 2 ** 60])(
    'refuses a content version that is not a whole number (%s)',
    async (contentVersion) => {
      const app = await remote();
      const response = await render(app, { ...validBody, contentVersion });
      expect(response.statusCode).toBe(400);
      await app.close();
    },
  );

  it.each([
    ['an attribute breaking out', 'http://x"onerror="alert(1)/remotes/blog/'],
    ['a script URL', 'javascript:alert(1)//x/'],
    ['no trailing slash', 'https://www.example.com/remotes/blog'],
    ['a relative base', '/remotes/blog/'],
  ])('refuses an asset base that is not a plain http(s) URL: %s', async (_case, assetBase) => {
    const app = await remote();
    const response = await render(app, { ...validBody, assetBase });
    expect(response.statusCode).toBe(400);
    await app.close();
  });

  it('keeps booking keys, tokens and the secret out of its log lines, also when a page fails', async () => {
    const lines: string[] = [];
    const app = await remote({
      logLevel: 'info',
      logStream: { write: (line) => void lines.push(line) },
    });
    await render(app, { ...validBody, url: '/broken/7?key=Pr1vateKey&tz=UTC' });
    await render(app, { ...validBody, url: '/missing?token=Pr1vateToken' });
    await app.inject({ url: '/mf-manifest.json?access_key=Pr1vateAccess' });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('page not rendered');
    expect(log).toContain('/broken/7?key=[redacted]&tz=UTC');
    expect(log).not.toContain('Pr1vate');
    expect(log).not.toContain(secret);
  });
});
