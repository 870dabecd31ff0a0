import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildRemoteServer } from '../remote-server';

function distFolder() {
  const root = mkdtempSync(path.join(tmpdir(), 'remote-dist-'));
  writeFileSync(path.join(root, 'index.html'), '<div id="root"></div>');
  writeFileSync(path.join(root, 'mf-manifest.json'), '{"name":"mfe_blog"}');
  writeFileSync(path.join(root, '465.e5551c4505.js'), 'console.log(1)');
  return root;
}

describe('remote server', () => {
  const root = distFolder();

  it('serves the manifest cross-origin and uncached', async () => {
    const app = await buildRemoteServer({ root, corsOrigins: ['http://localhost:3000'] });
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
    const app = await buildRemoteServer({ root, corsOrigins: '*' });
    const response = await app.inject({ url: '/465.e5551c4505.js' });
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await app.close();
  });

  it('answers index.html for client routes and 404 for missing files', async () => {
    const app = await buildRemoteServer({ root, corsOrigins: '*' });
    const page = await app.inject({ url: '/blog/some-post' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('id="root"');
    const missing = await app.inject({ url: '/missing.js' });
    expect(missing.statusCode).toBe(404);
    await app.close();
  });
});
