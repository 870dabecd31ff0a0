/**
 * The coach's portrait and the home page's hero, uploaded by the owner on a real PostgreSQL:
 * stored through the post images' pipeline, carried by the public settings (every page draws
 * them), served for a year, removed back to the built-in image, each change moving the content
 * version and audited; only the owner may change them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { postMessages } from '@site/contracts/admin-posts';
import { ownerSettingsKeys, sitePhotoMessages } from '@site/contracts/endpoints/admin-site';
import type { SitePhotos } from '@site/contracts/site-settings';
import { testSiteOrigin as siteOrigin, type OwnerSession } from '../../../test/owner';
import { TestClock } from '../../../test/app';
import { startOwnerApp, type OwnerApp } from '../../../test/owner-app';
import { contentVersion as contentVersionOf, putSettings } from '../../../test/site';

const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-photos-'));

const clock = new TestClock();
let app: FastifyInstance;
let owner: OwnerSession;
let suite: OwnerApp;

beforeAll(async () => {
  suite = await startOwnerApp('site-photos', { clock, env: { UPLOADS_DIR: uploadsDir } });
  ({ app, owner } = suite);
}, 60_000);

afterEach(async () => {
  await app.knex('site_settings').delete();
});

afterAll(async () => {
  await app.knex('audit_log').where({ username: owner.username }).delete();
  await app.knex('users').where({ username: owner.username }).delete();
  await suite.close();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

const portrait = () =>
  sharp({ create: { width: 960, height: 1200, channels: 3, background: '#7a5c3e' } })
    .jpeg()
    .toBuffer();

const upload = async (kind: string, payload: Buffer, headers: Record<string, string> = {}) =>
  owner.send('POST', `/api/admin/site-settings/photos/${kind}`, payload, {
    'content-type': 'image/jpeg',
    ...headers,
  });
const remove = (kind: string) => owner.send('DELETE', `/api/admin/site-settings/photos/${kind}`);
const publicPhotos = async () =>
  (await app.inject({ method: 'GET', url: '/api/site/settings' })).json<{ photos: SitePhotos }>()
    .photos;
const contentVersion = () => contentVersionOf(app);

describe('site photos', () => {
  it('are the built-in images until the owner uploads one', async () => {
    expect(await publicPhotos()).toEqual({ portrait: null, hero: null });
  });

  it('an uploaded portrait reaches the public settings as its responsive set, served for a year', async () => {
    const before = await contentVersion();
    const response = await upload('portrait', await portrait());
    expect(response.statusCode).toBe(200);
    const photos = response.json<SitePhotos>();
    expect(photos.hero).toBeNull();
    expect(photos.portrait).toMatchObject({ width: 960, height: 1200 });
    expect(photos.portrait!.src).toMatch(/^\/api\/media\/uploads\/[a-z0-9]+-960\.webp$/);
    expect(photos.portrait!.avifSrcSet).toMatch(/-600\.avif 600w, .*-960\.avif 960w$/);
    expect(await publicPhotos()).toEqual(photos);
    expect(await contentVersion()).toBe(before + 1);

    const served = await app.inject({ method: 'GET', url: photos.portrait!.src });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 960 });

    const audit = await app
      .knex('audit_log')
      .where({ username: owner.username, action: 'settings.portrait.upload' });
    expect(audit).toHaveLength(1);
  });

  it('the hero is kept apart from the portrait, and saving the text settings keeps both', async () => {
    await upload('portrait', await portrait());
    const hero = await sharp({
      create: { width: 2000, height: 1400, channels: 3, background: '#1b2a4a' },
    })
      .png()
      .toBuffer();
    const response = await upload('hero', hero, { 'content-type': 'image/png' });
    expect(response.statusCode).toBe(200);
    expect(response.json<SitePhotos>().hero).toMatchObject({ width: 1200, height: 840 });

    const saved = await putSettings(
      owner,
      Object.fromEntries(ownerSettingsKeys.map((key) => [key, ''])),
    );
    expect(saved.statusCode).toBe(200);
    const photos = await publicPhotos();
    expect(photos.portrait).not.toBeNull();
    expect(photos.hero).not.toBeNull();
  });

  it('removing one brings back the built-in image and moves the content version', async () => {
    await upload('portrait', await portrait());
    const before = await contentVersion();
    const response = await remove('portrait');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ portrait: null, hero: null });
    expect(await publicPhotos()).toEqual({ portrait: null, hero: null });
    expect(await contentVersion()).toBe(before + 1);
    const audit = await app
      .knex('audit_log')
      .where({ username: owner.username, action: 'settings.portrait.remove' });
    expect(audit).toHaveLength(1);
  });

  it('refuses a text file named .jpg with a clear message and keeps the photo in place', async () => {
    await upload('portrait', await portrait());
    const kept = await publicPhotos();
    const response = await upload('portrait', Buffer.from('not a photograph, only words\n'), {
      'content-type': 'image/jpeg',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: postMessages.imageType });
    expect(await publicPhotos()).toEqual(kept);
  });

  it('refuses a file over the size cap with its own message', async () => {
    const response = await upload('hero', Buffer.alloc(10 * 1024 * 1024 + 1, 0xff), {
      'content-type': 'application/octet-stream',
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: postMessages.imageTooLarge });
  });

  it('refuses an unknown photo', async () => {
    const response = await upload('banner', await portrait());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: sitePhotoMessages.kind });
  });

  it('is for the owner only', async () => {
    const signedOut = await app.inject({
      method: 'POST',
      url: '/api/admin/site-settings/photos/portrait',
      headers: { origin: siteOrigin, 'content-type': 'image/jpeg' },
      payload: await portrait(),
    });
    expect(signedOut.statusCode).toBe(401);
    const removal = await app.inject({
      method: 'DELETE',
      url: '/api/admin/site-settings/photos/portrait',
      headers: { origin: siteOrigin },
    });
    expect(removal.statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/site-settings/photos' })).statusCode,
    ).toBe(401);
    expect(await publicPhotos()).toEqual({ portrait: null, hero: null });
  });

  it('Today asks for a portrait until one is uploaded, and again once it is removed', async () => {
    const asked = async () =>
      (await owner.get('/api/admin/today')).json<{ portraitUploaded: boolean }>().portraitUploaded;
    expect(await asked()).toBe(false);
    await upload('hero', await portrait());
    expect(await asked()).toBe(false);
    await upload('portrait', await portrait());
    expect(await asked()).toBe(true);
    await remove('portrait');
    expect(await asked()).toBe(false);
  });
});
