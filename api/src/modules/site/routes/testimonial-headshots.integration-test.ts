/**
 * A testimonial's headshot, uploaded by the owner on a real PostgreSQL: stored through the post
 * images' pipeline, carried by the public testimonials (the home page draws it), removed back to
 * the line-art mark, each change moving the content version and audited; refused with a clear
 * message when it is not an accepted image or too large, keeping the one in place; owner only.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Testimonial } from '@site/contracts/api-types';
import { postMessages } from '@site/contracts/admin-posts';
import { testimonialMessages, type AdminTestimonial } from '@site/contracts/endpoints/admin-site';
import { testSiteOrigin as siteOrigin, type OwnerSession } from '../../../test/owner';
import { TestClock } from '../../../test/app';
import { startOwnerApp, type OwnerApp } from '../../../test/owner-app';
import { contentVersion as contentVersionOf } from '../../../test/site';

const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'headshots-'));
const clientName = `Headshot Client ${process.pid}`;

const clock = new TestClock();
let app: FastifyInstance;
let owner: OwnerSession;
let suite: OwnerApp;
let id: number;

beforeAll(async () => {
  suite = await startOwnerApp('headshots', { clock, env: { UPLOADS_DIR: uploadsDir } });
  ({ app, owner } = suite);
  const created = await owner.send('POST', '/api/admin/testimonials', {
    name: clientName,
    title: 'Founder',
    content: 'It changed how I work.',
    rating: 5,
  });
  expect(created.statusCode).toBe(201);
  id = created.json<AdminTestimonial>().id;
}, 60_000);

// Through the API, so the public answer's cache moves on with the content version.
afterEach(async () => {
  await remove();
});

afterAll(async () => {
  await app.knex('testimonials').where({ id }).delete();
  await app.knex('audit_log').where({ username: owner.username }).delete();
  await app.knex('users').where({ username: owner.username }).delete();
  await suite.close();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

const headshot = () =>
  sharp({ create: { width: 800, height: 800, channels: 3, background: '#8a6a4e' } })
    .jpeg()
    .toBuffer();

function url(testimonialId: number | string = id) {
  return `/api/admin/testimonials/${testimonialId}/headshot`;
}
const upload = async (
  payload: Buffer,
  headers: Record<string, string> = {},
  testimonialId: number | string = id,
) => owner.send('POST', url(testimonialId), payload, { 'content-type': 'image/jpeg', ...headers });
const remove = (testimonialId: number | string = id) => owner.send('DELETE', url(testimonialId));
const publicOne = async () =>
  (await app.inject({ method: 'GET', url: '/api/testimonials' }))
    .json<Testimonial[]>()
    .find((testimonial) => testimonial.id === id)!;
const adminOne = async () =>
  (await owner.get('/api/admin/testimonials'))
    .json<{ items: AdminTestimonial[] }>()
    .items.find((testimonial) => testimonial.id === id)!;
const contentVersion = () => contentVersionOf(app);
const audited = (action: string) =>
  app.knex('audit_log').where({ username: owner.username, action });

describe('testimonial headshots', () => {
  it('a testimonial has none until the owner uploads one: the public answer carries no headshot', async () => {
    expect(await publicOne()).not.toHaveProperty('headshot');
    expect((await adminOne()).headshot).toBeNull();
  });

  it('an uploaded headshot reaches the public testimonials as its responsive set, served for a year', async () => {
    const before = await contentVersion();
    const response = await upload(await headshot());
    expect(response.statusCode).toBe(200);
    const saved = response.json<AdminTestimonial>();
    expect(saved).toMatchObject({ id, name: clientName });
    expect(saved.headshot).toMatchObject({ width: 800, height: 800 });
    expect(saved.headshot!.src).toMatch(/^\/api\/media\/uploads\/[a-z0-9]+-800\.webp$/);
    expect(saved.headshot!.avifSrcSet).toMatch(/-600\.avif 600w, .*-800\.avif 800w$/);
    expect((await publicOne()).headshot).toEqual(saved.headshot);
    expect((await adminOne()).headshot).toEqual(saved.headshot);
    expect(await contentVersion()).toBe(before + 1);

    const served = await app.inject({ method: 'GET', url: saved.headshot!.src });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 800 });

    const audit = await audited('testimonial.headshot.upload');
    expect(audit.map((entry: { target: string }) => entry.target)).toEqual([clientName]);
  });

  it('removing it brings back the mark and moves the content version', async () => {
    await upload(await headshot());
    const before = await contentVersion();
    const removals = (await audited('testimonial.headshot.remove')).length;
    const response = await remove();
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminTestimonial>().headshot).toBeNull();
    expect(await publicOne()).not.toHaveProperty('headshot');
    expect(await contentVersion()).toBe(before + 1);
    expect(await audited('testimonial.headshot.remove')).toHaveLength(removals + 1);
  });

  it('editing the testimonial keeps its headshot', async () => {
    const uploaded = (await upload(await headshot())).json<AdminTestimonial>().headshot;
    expect(uploaded).not.toBeNull();
    const edited = await owner.send('PATCH', `/api/admin/testimonials/${id}`, {
      title: 'Founder and CEO',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<AdminTestimonial>().headshot).toEqual(uploaded);
  });

  it('refuses a text file named .jpg with a clear message and keeps the headshot in place', async () => {
    await upload(await headshot());
    const kept = (await publicOne()).headshot;
    expect(kept).toBeDefined();
    const response = await upload(Buffer.from('not a photograph, only words\n'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: postMessages.imageType });
    expect((await publicOne()).headshot).toEqual(kept);
  });

  it('refuses an image too small to be drawn sharp, with its message', async () => {
    const tiny = await sharp({
      create: { width: 120, height: 120, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    const response = await upload(tiny, { 'content-type': 'image/png' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: postMessages.imageTooSmall });
    expect(await publicOne()).not.toHaveProperty('headshot');
  });

  it('refuses a file over the size cap with its own message', async () => {
    const response = await upload(Buffer.alloc(10 * 1024 * 1024 + 1, 0xff), {
      'content-type': 'application/octet-stream',
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: postMessages.imageTooLarge });
  });

  it('answers 404 for a testimonial that does not exist, and 400 for an id that is not one', async () => {
    const missing = await upload(await headshot(), {}, 2_000_000_000);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: testimonialMessages.notFound });
    expect((await remove(2_000_000_000)).statusCode).toBe(404);
    const invalid = await remove('abc');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ message: testimonialMessages.invalidId });
  });

  it('is for the owner only', async () => {
    const signedOut = await app.inject({
      method: 'POST',
      url: url(),
      headers: { origin: siteOrigin, 'content-type': 'image/jpeg' },
      payload: await headshot(),
    });
    expect(signedOut.statusCode).toBe(401);
    const removal = await app.inject({
      method: 'DELETE',
      url: url(),
      headers: { origin: siteOrigin },
    });
    expect(removal.statusCode).toBe(401);
    expect(await publicOne()).not.toHaveProperty('headshot');
  });
});
