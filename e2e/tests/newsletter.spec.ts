import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import PostalMime, { type Email } from 'postal-mime';
import {
  getAdminPost,
  listAdminPosts,
  unpublishAdminPost,
} from '@site/contracts/endpoints/admin-posts';
import { urlOf } from '@site/contracts/endpoints/define';
import { paths, toPath } from '@site/contracts/routes';
import { draftPost } from '../support/newsletter';
import { runDir, siteOrigin } from '../support/site';
import { uniqueEmail } from './booking-support';
import { signInAsOwner } from '../support/owner-session';

/**
 * The newsletter keeps its promise: the owner publishes a post and emails it to his subscribers
 * in one action; a subscriber's message (an .eml file: the test API has no SMTP server) holds the
 * post's title and link, and its own unsubscribe link works in the browser: opening it (or the
 * one-click address) shows a page, and that page's button unsubscribes.
 */

const mailDir = path.join(runDir, 'mail');

/** The message to `to` with `subject` among the written .eml files, once it is there. */
async function emailTo(to: string, subject: string): Promise<{ parsed: Email; raw: string }> {
  let found: { parsed: Email; raw: string } | undefined;
  await expect
    .poll(
      async () => {
        const names = (await fs.readdir(mailDir).catch(() => [] as string[])).filter((name) =>
          name.endsWith('-newsletter-broadcast.eml'),
        );
        for (const name of names) {
          const raw = await fs.readFile(path.join(mailDir, name), 'utf8');
          if (!raw.includes(to)) continue;
          const parsed = await PostalMime.parse(raw);
          if (parsed.to?.[0]?.address === to && parsed.subject === subject) {
            found = { parsed, raw };
            return true;
          }
        }
        return false;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

test('the owner publishes a post and emails it in one action; the subscriber’s unsubscribe link works', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const reader = await browser.newContext({ baseURL: siteOrigin });
  const email = uniqueEmail('newsletter-reader');
  const subscribed = await reader.request.post('/api/newsletter', { data: { email } });
  expect(subscribed.ok()).toBe(true);
  const postUrl = `${siteOrigin}${toPath(paths.blogPost, { slug: draftPost.slug })}`;
  expect((await reader.request.get(`/api/blog/${draftPost.slug}`)).status()).toBe(404);

  // The owner composes from the unpublished post, looks at the preview, then one action.
  await signInAsOwner(page, paths.adminNewBroadcast);
  await page.getByLabel('A post of the blog').check();
  await page
    .getByLabel('Post', { exact: true })
    .selectOption({ label: `${draftPost.title} (not published yet)` });
  await expect(page.getByLabel('Subject')).toHaveValue(draftPost.title);
  await page.getByRole('button', { name: 'Save Draft' }).click();
  // The e-mail's frame is made as the owner scrolls to the preview, below the form.
  await page.getByRole('heading', { name: 'Preview' }).scrollIntoViewIfNeeded();
  await expect(
    page
      .frameLocator('iframe[title="The email as HTML"]')
      .getByRole('heading', { name: draftPost.title }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Publish the Post and Email It Now' }).click();
  const confirm = page.getByRole('group', { name: 'Publish and Email Now' });
  await confirm.getByRole('button', { name: 'Publish and Email Now' }).click();
  await expect(page.getByRole('heading', { name: 'Report' })).toBeVisible();
  await expect(page.getByText('Post published and sending')).toBeVisible();

  // The post is live, and the subscriber's email carries its title and link.
  expect((await reader.request.get(`/api/blog/${draftPost.slug}`)).status()).toBe(200);
  const { parsed, raw } = await emailTo(email, draftPost.title);
  expect(parsed.text).toContain(draftPost.title);
  expect(parsed.text).toContain(postUrl);
  expect(parsed.html).toContain(`href="${postUrl}"`);
  const header = (name: string) =>
    parsed.headers.find((entry) => entry.key === name.toLowerCase())?.value;
  expect(header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  expect(header('List-Unsubscribe')).toMatch(
    new RegExp(`^<${siteOrigin}/api/newsletter/unsubscribe\\?token=[\\w-]{32}>$`),
  );
  expect(header('List-Id')).toMatch(/^".+ newsletter" <newsletter\.[\w.-]+>$/);
  expect(raw).toContain(`To: ${email}`);
  // Every line of the stored file ends in CRLF, the bodies' too.
  expect(raw.split('\r\n').filter((line) => line.includes('\n'))).toEqual([]);

  // The one-click address opened in a browser (a client without one-click, a link scanner) is
  // the site's page, and opening it unsubscribes nobody.
  const oneClick = /^<([^>]+)>$/.exec(header('List-Unsubscribe') ?? '')![1]!;
  const readerPage = await reader.newPage();
  await readerPage.goto(oneClick);
  await expect(readerPage).toHaveURL(/\/newsletter\/unsubscribe\?token=[\w-]{32}$/);
  await expect(readerPage.getByRole('heading', { name: 'Leave the Newsletter?' })).toBeVisible();
  await page.goto(`${paths.adminSubscribers}?status=active&q=${encodeURIComponent(email)}`);
  await expect(page.getByText(email)).toBeVisible();

  // The message's own unsubscribe link opens the same page; its button unsubscribes.
  const link = /https?:\/\/\S+\/newsletter\/unsubscribe\?token=[\w-]+/.exec(parsed.text ?? '')?.[0];
  expect(new URL(link!).search).toBe(new URL(readerPage.url()).search);
  await readerPage.goto(link!);
  await readerPage.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(
    readerPage.getByRole('heading', { name: 'You have been unsubscribed' }),
  ).toBeVisible();
  await page.goto(`${paths.adminSubscribers}?status=unsubscribed&q=${encodeURIComponent(email)}`);
  await expect(page.getByText(email)).toBeVisible();

  // The sitemap lists the post now; the broadcast's own page is nowhere in it.
  const sitemap = await (await reader.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(postUrl);
  expect(sitemap).not.toContain('/api/newsletter/broadcasts/');
  await reader.close();

  // The blog goes back to what the other tests (its screenshots) expect: the post off the site.
  const posts = await page.request.get(urlOf(listAdminPosts));
  const listed = ((await posts.json()) as { id: number; slug: string }[]).find(
    (item) => item.slug === draftPost.slug,
  );
  expect(listed).toBeDefined();
  const post = (await (await page.request.get(urlOf(getAdminPost, { id: listed!.id }))).json()) as {
    version: number;
  };
  const off = await page.request.post(urlOf(unpublishAdminPost, { id: listed!.id }), {
    headers: { origin: siteOrigin },
    data: { version: post.version },
  });
  expect(off.status()).toBe(200);
});

/**
 * The composer writes a letter's Markdown from its toolbar and the keyboard, and its Preview tab
 * shows the email as subscribers would get it, before anything is saved (nothing is).
 */
test('the composer’s toolbar formats the letter, and its Preview shows the email before saving', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 360, height: 800 });
  await signInAsOwner(page, paths.adminNewBroadcast);
  await page.getByLabel('A letter written here').check();
  await page.getByLabel('Subject').fill('Spring notes');
  const letter = page.getByLabel(/^Letter/);
  const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
  await letter.fill('Spring notes');
  await letter.selectText();
  await toolbar.getByRole('button', { name: 'Heading' }).click();
  await expect(letter).toHaveValue('## Spring notes');
  await letter.press('End');
  await letter.pressSequentially('\n\nHello reader');
  // The last word, bold from the keyboard.
  await letter.evaluate((area: HTMLTextAreaElement) =>
    area.setSelectionRange(area.value.length - 6, area.value.length),
  );
  await letter.press('ControlOrMeta+b');
  await expect(letter).toHaveValue('## Spring notes\n\nHello **reader**');
  const target = (await toolbar.getByRole('button', { name: 'Bold' }).boundingBox())!;
  expect(Math.min(target.width, target.height)).toBeGreaterThanOrEqual(44);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

  await page.getByRole('tab', { name: 'Preview' }).click();
  const mail = page.frameLocator('iframe[title="The email as HTML"]');
  await expect(mail.getByRole('heading', { name: 'Spring notes', level: 2 })).toBeVisible();
  await expect(mail.locator('strong', { hasText: 'reader' })).toBeVisible();
  await expect(mail.getByRole('link', { name: 'Unsubscribe with one click' })).toBeVisible();
  await page.getByRole('tab', { name: 'Write' }).click();
  await expect(letter).toHaveValue('## Spring notes\n\nHello **reader**');
});
