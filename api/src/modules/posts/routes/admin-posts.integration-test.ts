/**
 * The owner's posts against a real PostgreSQL: what the public API (list, post, feed) answers
 * after each of his actions (publish, schedule, edit, slug change, unpublish, delete), two tabs
 * editing one post, image uploads, the preview, and starter content inserted only once.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { postImageMaxBytes, postMessages, type AdminPost } from '@site/contracts/admin-posts';
import { adminPaths, type AuditLogPage } from '@site/contracts/admin';
import { blogApi } from '@site/contracts/blog';
import { runSeeds } from '../../../entry/seeds/index';
import { renderPostHtml } from '../services/post-html';
import { testSiteOrigin as siteOrigin, type OwnerSession } from '../../../test/owner';
import { TestClock } from '../../../test/app';
import { startOwnerApp, type OwnerApp } from '../../../test/owner-app';
import { contentVersion as contentVersionOf } from '../../../test/site';
import { editableFields, uploadPostImage } from '../../../test/posts';

const tag = `posts-${process.pid}-${Date.now()}`;
const zone = 'America/Cancun';
const hour = 3_600_000;
const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'post-uploads-'));

// Images are converted to AVIF, which takes seconds on a busy machine.
jest.setTimeout(60_000);

let app: FastifyInstance;
let owner: OwnerSession;
let suite: OwnerApp;
const clock = new TestClock();

beforeAll(async () => {
  suite = await startOwnerApp('posts', {
    clock,
    env: {
      UPLOADS_DIR: uploadsDir,
      OWNER_TIMEZONE: zone,
      // The clock moves by hours here: the session must outlive it.
      OWNER_SESSION_IDLE_MINUTES: '1440',
      OWNER_SESSION_MAX_HOURS: '48',
    },
  });
  ({ app, owner } = suite);
}, 60_000);

afterAll(async () => {
  await app.knex('blog_posts').where('slug', 'like', `${tag}%`).delete();
  await app.knex('testimonials').where('name', 'like', `${tag}%`).delete();
  await app.knex('applied_seeds').where('key', 'like', `%${tag}%`).delete();
  await app.knex('users').where({ username: owner.username }).delete();
  await suite.close();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  owner.send(method, url, payload);
const getAdmin = (url: string) => owner.get(url);
const publicGet = (url: string) => app.inject({ method: 'GET', url });

async function publicSlugs(): Promise<string[]> {
  const response = await publicGet(blogApi.list);
  expect(response.statusCode).toBe(200);
  return (response.json() as { slug: string }[]).map((post) => post.slug);
}
async function feedText(): Promise<string> {
  const response = await publicGet(blogApi.feed);
  expect(response.statusCode).toBe(200);
  return response.body;
}
const contentVersion = () => contentVersionOf(app);

/** The wall-clock time `ms` from the test clock's now in `zone`, as a datetime-local value. */
function localIn(ms: number): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date(clock.now().getTime() + ms))
    .replace(' ', 'T');
}

const uploadImage = () => uploadPostImage(owner);

async function createPost(title: string): Promise<AdminPost> {
  const response = await send('POST', '/api/admin/posts', { title });
  expect(response.statusCode).toBe(201);
  return response.json();
}

const fieldsOf = editableFields;

async function save(post: AdminPost, changes: Partial<AdminPost>): Promise<AdminPost> {
  const response = await send('PUT', `/api/admin/posts/${post.id}`, {
    ...fieldsOf(post),
    ...changes,
  });
  expect(response.json()).toMatchObject({ version: post.version + 1 });
  return response.json();
}

/** A complete post, still a draft. */
async function completeDraft(slug: string): Promise<AdminPost> {
  const image = await uploadImage();
  const draft = await createPost(`A post called ${slug}`);
  return save(draft, {
    slug,
    excerpt: 'What this post is about.',
    content: '# A heading\n\nThe body, with **strong** words.',
    featuredImage: image.src,
    featuredImageAlt: 'A quiet lake at dawn',
    tags: ['Alignment'],
  });
}

describe('publishing', () => {
  it('a draft stays off the site; published, it is in the list, its page and the feed', async () => {
    const slug = `${tag}-first`;
    const draft = await completeDraft(slug);
    expect(draft).toMatchObject({ status: 'draft', publishedAt: null, timezone: zone });
    expect(await publicSlugs()).not.toContain(slug);
    expect((await publicGet(blogApi.post(slug))).statusCode).toBe(404);

    const before = await contentVersion();
    const published = await send('POST', `/api/admin/posts/${draft.id}/publish`, {
      version: draft.version,
    });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({
      status: 'published',
      publishedAt: clock.now().toISOString(),
    });
    expect(await contentVersion()).toBeGreaterThan(before);

    expect(await publicSlugs()).toContain(slug);
    const page = await publicGet(blogApi.post(slug));
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      slug,
      contentHtml: renderPostHtml(draft.content),
      authorName: 'Adrian Vale',
    });
    expect(await feedText()).toContain(`${siteOrigin}/blog/${slug}</link>`);

    // Unpublished: gone from the list, the page and the feed.
    const unpublished = await send('POST', `/api/admin/posts/${draft.id}/unpublish`, {
      version: published.json().version,
    });
    expect(unpublished.json()).toMatchObject({ status: 'unpublished' });
    expect(await publicSlugs()).not.toContain(slug);
    expect((await publicGet(blogApi.post(slug))).statusCode).toBe(404);
    expect(await feedText()).not.toContain(slug);

    // Published again, it keeps its first date.
    clock.advance(hour);
    const again = await send('POST', `/api/admin/posts/${draft.id}/publish`, {
      version: unpublished.json().version,
    });
    expect(again.json()).toMatchObject({
      status: 'published',
      publishedAt: published.json().publishedAt,
    });
    expect(await publicSlugs()).toContain(slug);
  });

  it('refuses to publish an incomplete post and names each missing field', async () => {
    const draft = await createPost(`${tag} incomplete`);
    const response = await send('POST', `/api/admin/posts/${draft.id}/publish`, {
      version: draft.version,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: postMessages.incomplete,
      errors: {
        excerpt: postMessages.excerptRequired,
        content: postMessages.contentRequired,
        featuredImage: postMessages.featuredImageRequired,
      },
    });
    await send('DELETE', `/api/admin/posts/${draft.id}?version=${draft.version}`);
  });

  it('refuses to publish until every image is described, never with a placeholder; the public post carries the description', async () => {
    const slug = `${tag}-described`;
    const draft = await completeDraft(slug);
    const image = await uploadImage();
    const publish = (post: AdminPost) =>
      send('POST', `/api/admin/posts/${post.id}/publish`, { version: post.version });

    const undescribed = await save(draft, {
      featuredImageAlt: '',
      content: `The body.\n\n![Describe the image](${image.src}#${image.width}x${image.height})`,
    });
    const refused = await publish(undescribed);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: postMessages.incomplete,
      errors: {
        content: postMessages.bodyImageAltRequired,
        featuredImageAlt: postMessages.featuredImageAltRequired,
      },
    });
    expect(await publicSlugs()).not.toContain(slug);

    const described = await save(undescribed, {
      featuredImageAlt: 'A quiet lake at dawn',
      content: `The body.\n\n![Two chairs facing the sea](${image.src}#${image.width}x${image.height})`,
    });
    expect(described.featuredImageAlt).toBe('A quiet lake at dawn');
    expect((await publish(described)).statusCode).toBe(200);
    const page = (await publicGet(blogApi.post(slug))).json();
    expect(page.featuredImageAlt).toBe('A quiet lake at dawn');
    expect(page.contentHtml).toContain('alt="Two chairs facing the sea"');
    expect(page.contentHtml).not.toContain('Describe the image');
  });

  it('a scheduled post appears when its time comes, not before', async () => {
    const slug = `${tag}-scheduled`;
    const draft = await completeDraft(slug);
    const past = await send('POST', `/api/admin/posts/${draft.id}/publish`, {
      version: draft.version,
      publishAt: localIn(-hour),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual({ publishAt: postMessages.publishAtPast });

    const at = localIn(2 * hour);
    const scheduled = await send('POST', `/api/admin/posts/${draft.id}/publish`, {
      version: draft.version,
      publishAt: at,
    });
    expect(scheduled.statusCode).toBe(200);
    const expectedInstant = new Date(
      Math.floor((clock.now().getTime() + 2 * hour) / 60_000) * 60_000,
    ).toISOString();
    expect(scheduled.json()).toMatchObject({ status: 'scheduled', publishedAt: expectedInstant });
    expect(await publicSlugs()).not.toContain(slug);
    expect((await publicGet(blogApi.post(slug))).statusCode).toBe(404);
    expect(await feedText()).not.toContain(slug);

    clock.advance(2 * hour + 60_000);
    expect(await publicSlugs()).toContain(slug);
    expect((await publicGet(blogApi.post(slug))).statusCode).toBe(200);
    expect(await feedText()).toContain(slug);
    expect((await getAdmin(`/api/admin/posts/${draft.id}`)).json().status).toBe('published');
  });
});

describe('editing a published post', () => {
  it('a new slug answers 301 from the old address; the feed and list carry the new one', async () => {
    const oldSlug = `${tag}-old-address`;
    const newSlug = `${tag}-new-address`;
    const draft = await completeDraft(oldSlug);
    const published: AdminPost = (
      await send('POST', `/api/admin/posts/${draft.id}/publish`, { version: draft.version })
    ).json();

    const renamed = await save(published, { slug: newSlug, title: 'A better title' });
    expect(renamed.status).toBe('published');
    const old = await publicGet(blogApi.post(oldSlug));
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(blogApi.post(newSlug));
    expect((await publicGet(blogApi.post(newSlug))).json()).toMatchObject({
      title: 'A better title',
    });
    expect(await publicSlugs()).toEqual(expect.arrayContaining([newSlug]));
    expect(await publicSlugs()).not.toContain(oldSlug);
    const feed = await feedText();
    expect(feed).toContain(newSlug);
    expect(feed).not.toContain(oldSlug);

    // Renamed again: the first address follows to the latest one.
    const third = `${tag}-third-address`;
    const again = await save(renamed, { slug: third });
    expect((await publicGet(blogApi.post(oldSlug))).headers.location).toBe(blogApi.post(third));

    // Unpublished, no address answers anything but 404.
    await send('POST', `/api/admin/posts/${draft.id}/unpublish`, { version: again.version });
    expect((await publicGet(blogApi.post(oldSlug))).statusCode).toBe(404);
    expect((await publicGet(blogApi.post(third))).statusCode).toBe(404);
  });

  it('refuses an address another post holds', async () => {
    const first = await completeDraft(`${tag}-taken`);
    const second = await createPost(`${tag} second`);
    const response = await send('PUT', `/api/admin/posts/${second.id}`, {
      ...fieldsOf(second),
      slug: first.slug,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: postMessages.slugTaken,
      errors: { slug: postMessages.slugTaken },
    });
  });

  it('two tabs: the second save on the same version is refused with 409 and changes nothing', async () => {
    const draft = await completeDraft(`${tag}-two-tabs`);
    const firstTab = await save(draft, { excerpt: 'Written in the first tab.' });
    const secondTab = await send('PUT', `/api/admin/posts/${draft.id}`, {
      ...fieldsOf(draft),
      excerpt: 'Written in the second tab.',
    });
    expect(secondTab.statusCode).toBe(409);
    expect(secondTab.json()).toEqual({ message: postMessages.conflict });
    const stored = (await getAdmin(`/api/admin/posts/${draft.id}`)).json();
    expect(stored).toMatchObject({
      excerpt: 'Written in the first tab.',
      version: firstTab.version,
    });

    const stalePublish = await send('POST', `/api/admin/posts/${draft.id}/publish`, {
      version: draft.version,
    });
    expect(stalePublish.statusCode).toBe(409);
    const staleDelete = await send(
      'DELETE',
      `/api/admin/posts/${draft.id}?version=${draft.version}`,
    );
    expect(staleDelete.statusCode).toBe(409);
    expect((await getAdmin(`/api/admin/posts/${draft.id}`)).statusCode).toBe(200);
  });
});

describe('the audit log', () => {
  it('names the fields a save changed, in the form’s order, and never their values', async () => {
    const draft = await createPost(`${tag} audited`);
    await save(draft, {
      tags: ['Audited'],
      title: `${tag} audited again`,
      featuredImageAlt: 'A lake',
    });
    const log = await getAdmin(`${adminPaths.auditLog}?action=post.save`);
    expect(log.statusCode).toBe(200);
    const [latest] = (log.json() as AuditLogPage).items;
    expect(latest).toMatchObject({
      action: 'post.save',
      detail: 'Changed: title, tags, featuredImageAlt',
    });
    expect(latest!.detail).not.toContain('A lake');
  });
});

describe('new drafts', () => {
  it('take a free address from the title, and refuse a featured image from elsewhere', async () => {
    const title = `${tag} Same Title`;
    const [first, second] = await Promise.all([createPost(title), createPost(title)]);
    expect(new Set([first.slug, second.slug])).toEqual(
      new Set([`${tag}-same-title`, `${tag}-same-title-2`]),
    );
    expect(first).toMatchObject({ status: 'draft', category: 'Personal Development' });
    const refused = await send('PUT', `/api/admin/posts/${first.id}`, {
      ...fieldsOf(first),
      featuredImage: 'javascript:alert(1)',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ featuredImage: postMessages.featuredImageInvalid });
  });
});

describe('deleting', () => {
  it('a deleted post answers 404 and leaves the list and the feed', async () => {
    const slug = `${tag}-deleted`;
    const draft = await completeDraft(slug);
    const published: AdminPost = (
      await send('POST', `/api/admin/posts/${draft.id}/publish`, { version: draft.version })
    ).json();
    expect(await publicSlugs()).toContain(slug);
    const before = await contentVersion();
    const deleted = await send(
      'DELETE',
      `/api/admin/posts/${draft.id}?version=${published.version}`,
    );
    expect(deleted.statusCode).toBe(204);
    expect(await contentVersion()).toBeGreaterThan(before);
    expect(await publicSlugs()).not.toContain(slug);
    expect((await publicGet(blogApi.post(slug))).statusCode).toBe(404);
    expect(await feedText()).not.toContain(slug);
    expect((await getAdmin(`/api/admin/posts/${draft.id}`)).statusCode).toBe(404);
  });
});

describe('the owner’s list', () => {
  it('shows every state and filters by one', async () => {
    const listed = (await getAdmin('/api/admin/posts')).json() as {
      slug: string;
      status: string;
    }[];
    const ours = listed.filter((post) => post.slug.startsWith(tag));
    expect(new Set(ours.map((post) => post.status))).toEqual(
      new Set(['draft', 'published', 'unpublished']),
    );
    const drafts = (await getAdmin('/api/admin/posts?status=draft')).json() as {
      status: string;
    }[];
    expect(drafts.length).toBeGreaterThan(0);
    expect(drafts.every((post) => post.status === 'draft')).toBe(true);
  });

  it('lists drafts first (last edited first), then scheduled, then published newest first', async () => {
    const order = `${tag}-order`;
    const publishNow = async (post: AdminPost) => {
      const answer = await send('POST', `/api/admin/posts/${post.id}/publish`, {
        version: post.version,
      });
      expect(answer.statusCode).toBe(200);
    };
    const scheduled = await completeDraft(`${order}-scheduled`);
    const at = await send('POST', `/api/admin/posts/${scheduled.id}/publish`, {
      version: scheduled.version,
      publishAt: localIn(3 * hour),
    });
    expect(at.statusCode).toBe(200);
    const older = await completeDraft(`${order}-published-older`);
    await publishNow(older);
    clock.advance(60_000);
    await publishNow(await completeDraft(`${order}-published-newer`));
    const edited = await completeDraft(`${order}-draft-edited-last`);
    await completeDraft(`${order}-draft-edited-first`);
    clock.advance(60_000);
    // The draft made first is the one edited last; the older post, corrected since, stays where
    // its publication puts it.
    await save(edited, { excerpt: 'Changed again.' });
    clock.advance(60_000);
    const published = (await getAdmin(`/api/admin/posts/${older.id}`)).json() as AdminPost;
    await save(published, { excerpt: 'Corrected.' });

    const listed = (await getAdmin('/api/admin/posts')).json() as { slug: string }[];
    expect(listed.filter((post) => post.slug.startsWith(order)).map((post) => post.slug)).toEqual(
      [
        'draft-edited-last',
        'draft-edited-first',
        'scheduled',
        'published-newer',
        'published-older',
      ].map((suffix) => `${order}-${suffix}`),
    );
  });

  it('needs the owner’s session', async () => {
    expect((await publicGet('/api/admin/posts')).statusCode).toBe(401);
    const preview = await app.inject({
      method: 'POST',
      url: '/api/admin/posts/preview',
      headers: { origin: siteOrigin },
      payload: { content: 'x' },
    });
    expect(preview.statusCode).toBe(401);
  });
});

describe('images', () => {
  it('are stored as AVIF and WebP at 600 and 1200 px and served for a year', async () => {
    const image = await uploadImage();
    expect(image).toMatchObject({ width: 1200, height: 630 });
    expect(image.src).toMatch(/^\/api\/media\/uploads\/[a-z0-9]+-1200\.webp$/);
    expect(image.avifSrcSet).toMatch(/-600\.avif 600w, .*-1200\.avif 1200w$/);
    const served = await publicGet(image.src);
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    const avif = image.avifSrcSet.split(' ')[0]!;
    const small = await publicGet(avif);
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ format: 'heif', width: 600 });
  });

  it('refuses a file that is not an image, whatever it is called', async () => {
    const response = await owner.send(
      'POST',
      '/api/admin/posts/images',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      { 'content-type': 'image/png' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: postMessages.imageType });

    const gif = await sharp({
      create: { width: 800, height: 400, channels: 3, background: '#000' },
    })
      .gif()
      .toBuffer();
    const asGif = await owner.send('POST', '/api/admin/posts/images', gif, {
      'content-type': 'image/jpeg',
    });
    expect(asGif.statusCode).toBe(400);
  });

  it('refuses an image over 40 megapixels from its header, however small the file', async () => {
    // 8200 × 5000 = 41 megapixels of one colour: a file of a few hundred kilobytes.
    const huge = await sharp({
      create: { width: 8200, height: 5000, channels: 3, background: '#204060' },
    })
      .png({ compressionLevel: 1 })
      .toBuffer();
    expect(huge.length).toBeLessThan(postImageMaxBytes);
    const response = await owner.send('POST', '/api/admin/posts/images', huge, {
      'content-type': 'image/png',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: postMessages.imageTooManyPixels });
  });

  it('accepts an image of exactly 40 megapixels', async () => {
    const largest = await sharp({
      create: { width: 8000, height: 5000, channels: 3, background: '#204060' },
    })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const response = await owner.send('POST', '/api/admin/posts/images', largest, {
      'content-type': 'image/png',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ width: 1200, height: 750 });
  });

  it('refuses an image over the size cap with its own message', async () => {
    const response = await owner.send(
      'POST',
      '/api/admin/posts/images',
      Buffer.alloc(10 * 1024 * 1024 + 1, 0xff),
      { 'content-type': 'application/octet-stream' },
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: postMessages.imageTooLarge });
  });
});

describe('preview', () => {
  it('renders with the public renderer and its sanitiser', async () => {
    const content =
      '# Title\n\n<script>alert(1)</script>\n\n[x](javascript:alert(1)) *kept* <img src=x onerror=alert(1)>';
    const response = await send('POST', '/api/admin/posts/preview', { content });
    expect(response.statusCode).toBe(200);
    const { html } = response.json() as { html: string };
    expect(html).toBe(renderPostHtml(content));
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<em>kept</em>');
    expect(html).not.toContain('script');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('onerror');
  });

  it('gives the editor its post with the text once (the preview draws it by the same renderer)', async () => {
    const draft = await completeDraft(`${tag}-rendered`);
    const read = await getAdmin(`/api/admin/posts/${draft.id}`);
    expect(read.statusCode).toBe(200);
    const post = read.json() as AdminPost;
    expect(post).toMatchObject({ id: draft.id, content: draft.content, version: draft.version });
    // The editor's page carries its text in the field; a rendering beside it would be the
    // text again in every first HTML.
    expect(post).not.toHaveProperty('contentHtml');
    const drawn = await send('POST', '/api/admin/posts/preview', { content: post.content });
    expect(drawn.json()).toEqual({ html: renderPostHtml(draft.content) });
    expect(drawn.json().html).toContain('<h2>A heading</h2>');
  });
});

describe('starter content', () => {
  let root: string;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'posts-seed-'));
    fs.writeFileSync(
      path.join(root, 'starter.md'),
      [
        '---',
        'title: A starter post',
        `slug: ${tag}-starter`,
        'excerpt: Seeded by this test.',
        'category: Frameworks',
        'publishedAt: 2020-01-15',
        'featuredImage: two-of-you-framework.svg',
        'featuredImageAlt: Two overlapping circles.',
        '---',
        '',
        'The starter body.',
      ].join('\n'),
    );
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  const testimonials = [
    { name: `${tag} Client`, title: 'Founder', content: 'Starter words.', rating: 5, sortOrder: 9 },
  ];
  /**
   * A start's seeding, run beside the live app: the app's public reads learn the new content
   * version as any replica does, by asking for it (its poll; here at once).
   */
  const seed = async () => {
    const result = await runSeeds(app.knex, {
      coachName: 'Adrian Vale',
      blogDir: root,
      testimonials,
    });
    await app.inject({ url: '/api/site/content-version' });
    return result;
  };

  it('is inserted once: a restart neither overwrites edits nor brings back deleted posts', async () => {
    const first = await seed();
    expect(first.inserted).toEqual({ testimonials: 1, blogPosts: 1 });
    expect(await publicSlugs()).toContain(`${tag}-starter`);

    // The owner edits the testimonial and deletes the post.
    await app
      .knex('testimonials')
      .where({ name: `${tag} Client` })
      .update({ content: 'Edited.' });
    const [{ id }] = await app
      .knex('blog_posts')
      .where({ slug: `${tag}-starter` })
      .select('id');
    const post: AdminPost = (await getAdmin(`/api/admin/posts/${id}`)).json();
    expect(
      (await send('DELETE', `/api/admin/posts/${id}?version=${post.version}`)).statusCode,
    ).toBe(204);

    // The next start seeds again.
    const second = await seed();
    expect(second.inserted).toEqual({ testimonials: 0, blogPosts: 0 });
    expect(await publicSlugs()).not.toContain(`${tag}-starter`);
    expect((await publicGet(blogApi.post(`${tag}-starter`))).statusCode).toBe(404);
    const [testimonial] = await app.knex('testimonials').where({ name: `${tag} Client` });
    expect(testimonial.content).toBe('Edited.');
  });
});
