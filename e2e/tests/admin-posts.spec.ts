import { expect, test, type Page } from '@playwright/test';
import { slugFromTitle } from '@site/contracts/admin-posts';
import { paths, toPath } from '@site/contracts/routes';
import { siteOrigin } from '../support/site';
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from './booking-support';
import { signInAsOwner } from '../support/owner-session';

/**
 * The owner writes a post in the back office and the public site follows at once: he writes it
 * with an image, previews it, publishes it; a visitor gets it in the first HTML, the blog list
 * and the sitemap; he unpublishes it and the visitor gets the 404 page.
 */

/** A 1200×630 PNG drawn by the browser: a real image, as a phone or a camera would give. */
async function pngImage(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 630;
    const context = canvas.getContext('2d')!;
    const gradient = context.createLinearGradient(0, 0, 1200, 630);
    gradient.addColorStop(0, '#10141f');
    gradient.addColorStop(1, '#e6c77a');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 1200, 630);
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  return Buffer.from(base64, 'base64');
}

test('the owner writes a post with an image, previews and publishes it; a visitor reads it; unpublished, it is gone', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const title = `Stillness Before Strategy ${Date.now()}`;
  const slug = slugFromTitle(title);
  const postPath = toPath(paths.blogPost, { slug });

  await signInAsOwner(page, paths.adminPosts);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Posts');
  await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await page.getByLabel('Title').fill(title);
  await page.getByRole('button', { name: 'Start Writing' }).click();
  await expect(page.getByLabel(/^Address/)).toHaveValue(slug);

  await page.getByLabel(/^Excerpt/).fill('Why the calm comes first, and the plan second.');
  await page
    .getByLabel(/^Text/)
    .fill(
      '# Begin with the breath\n\nA plan made in a hurry is **borrowed**.\n\n<script>alert(1)</script>',
    );
  // The styled picker: its button opens the browser's file chooser, and it names the file chosen.
  const featured = page.getByLabel(/^Featured image/);
  await expect(page.getByText('Choose Image…').first()).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await featured.click();
  await (
    await chooser
  ).setFiles({
    name: 'calm.png',
    mimeType: 'image/png',
    buffer: await pngImage(page),
  });
  await expect(page.getByText(/^calm\.png · \d+(\.\d)? (bytes|KB)$/)).toBeVisible();
  // Publishing needs the featured image described; the editor's thumbnail reads the description.
  await page.getByLabel(/^What the featured image shows/).fill('A calm sea at first light');
  const thumbnail = page.getByRole('img', { name: 'A calm sea at first light' });
  await expect(thumbnail).toHaveAttribute('src', /^\/api\/media\/uploads\/[a-z0-9]+-1200\.webp$/);
  const imageSrc = (await thumbnail.getAttribute('src'))!;
  // The image stands clear of the dashed drop zone above it, as the editor's fields are spaced.
  // (The picker's input lies over its whole box.)
  const dropZone = (await featured.boundingBox())!;
  const image = (await thumbnail.boundingBox())!;
  expect(image.y - (dropZone.y + dropZone.height)).toBeGreaterThanOrEqual(8);

  // The preview is the public renderer's output: the heading demoted, the script dropped.
  const preview = page.getByTestId('post-preview');
  await expect(preview.getByRole('heading', { level: 2 })).toHaveText('Begin with the breath');
  await expect(preview.locator('strong')).toHaveText('borrowed');
  await expect(preview.locator('script')).toHaveCount(0);

  // The editor is usable by everyone, down to 360 px: Save and Publish in reach at the window's
  // foot wherever the owner is in the form, the title whole on its lines.
  await expectNoSeriousAxeViolations(page);
  const bar = page.getByRole('group', { name: 'Save and publish' });
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoSidewaysScroll(page);
    // From the top, down the form by the keyboard to the excerpt, far below the fold at 360 px.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByLabel('Title', { exact: true }).focus();
    const excerptField = page.getByLabel(/^Excerpt/);
    for (
      let tab = 0;
      tab < 30 && !(await excerptField.evaluate((f) => f === document.activeElement));
      tab += 1
    )
      await page.keyboard.press('Tab');
    await expect(excerptField).toBeFocused();
    await expect(bar.getByRole('button', { name: 'Save Draft' })).toBeInViewport();
    await expect(bar.getByRole('button', { name: 'Publish Now' })).toBeInViewport();
    // One low row at every width, a phone’s too (two rows were some 100 px): the state, then both
    // buttons on its line.
    expect((await bar.boundingBox())!.height, `${width} px`).toBeLessThanOrEqual(72);
    // The field reached by the keyboard is brought into view clear of the bar (once the page's
    // smooth scroll has ended).
    await expect
      .poll(async () => {
        const excerpt = (await excerptField.boundingBox())!;
        const barBox = (await bar.boundingBox())!;
        return excerpt.y >= 0 && excerpt.y + excerpt.height <= barBox.y;
      })
      .toBe(true);
    const titleField = page.getByLabel('Title', { exact: true });
    await titleField.scrollIntoViewIfNeeded();
    expect(await titleField.evaluate((field) => field.scrollHeight <= field.clientHeight + 1)).toBe(
      true,
    );
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: 'Publish Now' }).click();
  await expect(page.getByRole('link', { name: 'View on the site' })).toBeVisible();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();

  // A visitor: the first HTML carries the post, the list and the sitemap name it.
  const visitor = await browser.newContext({ baseURL: siteOrigin });
  const first = await visitor.request.get(postPath);
  expect(first.status()).toBe(200);
  const html = await first.text();
  expect(html).toContain(`<h1`);
  expect(html).toContain(title);
  expect(html).toContain('Begin with the breath');
  expect(html).toContain(imageSrc.replace(/-1200\.webp$/, '-600.avif 600w'));
  // Pages the shell's page cache already held follow the content version within one poll
  // (a second), not after their expiry.
  const body = async (path: string) => (await visitor.request.get(path)).text();
  const within = { timeout: 5_000 };
  await expect.poll(() => body(paths.blog), within).toContain(title);
  await expect.poll(() => body('/sitemap.xml'), within).toContain(postPath);
  await expect.poll(() => body('/api/blog/feed.xml'), within).toContain(postPath);
  const reader = await visitor.newPage();
  await reader.goto(postPath);
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(
    reader.getByRole('heading', { level: 2, name: 'Begin with the breath' }),
  ).toBeVisible();

  // The owner takes it down; the visitor's next request gets the 404 page.
  await page.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByText('Unpublished', { exact: true })).toBeVisible();
  await expect.poll(async () => (await visitor.request.get(postPath)).status(), within).toBe(404);
  expect(await body(postPath)).toContain('Blog Post Not Found');
  await expect.poll(() => body(paths.blog), within).not.toContain(title);
  await expect.poll(() => body('/sitemap.xml'), within).not.toContain(postPath);
  await expect.poll(() => body('/api/blog/feed.xml'), within).not.toContain(postPath);
  await reader.reload();
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText('Blog Post Not Found');
  await visitor.close();
});

test('the editor is a writing tool: the text keeps its height beside a preview that follows it, its tools write the Markdown and Ctrl+Z takes them back, and a phone shows one at a time', async ({
  page,
}) => {
  const title = `Writing Tools ${Date.now()}`;
  await signInAsOwner(page, paths.adminPosts);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByLabel('Title').fill(title);
  await page.getByRole('button', { name: 'Start Writing' }).click();
  const text = page.getByLabel(/^Text/);
  await expect(text).toBeVisible();
  // A long post: forty paragraphs, the last a heading.
  const paragraphs = Array.from(
    { length: 40 },
    (_, index) => `Paragraph ${index + 1}: a calm sentence about the work, long enough to wrap.`,
  );
  await text.fill(`${paragraphs.join('\n\n')}\n\n## The Last Word`);
  const preview = page.getByTestId('post-preview');
  await expect(preview.getByRole('heading', { name: 'The Last Word' })).toBeAttached();

  // The field keeps one height and scrolls inside; the preview stands beside it, their feet
  // level, and the page stays short enough to reach the settings.
  // (Measured once the faces are in: the label, hint and toolbar above the field are set in them.)
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const field = (await text.boundingBox())!;
  const box = (await preview.boundingBox())!;
  expect(box.x).toBeGreaterThan(field.x + field.width);
  await expect
    .poll(async () => {
      const [f, b] = [(await text.boundingBox())!, (await preview.boundingBox())!];
      return Math.abs(b.y + b.height - (f.y + f.height));
    })
    .toBeLessThanOrEqual(2);
  expect(field.height).toBeLessThan(800);
  expect(await text.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  // Written down to the end, the preview shows the end too.
  await text.evaluate((el) => {
    el.scrollTop = el.scrollHeight;
  });
  await expect(preview.getByRole('heading', { name: 'The Last Word' })).toBeInViewport();
  await text.evaluate((el) => {
    el.scrollTop = 0;
  });
  await expect(preview.getByText(/^Paragraph 1:/)).toBeInViewport();

  // Bold from the toolbar on selected words, seen bold in the preview; Ctrl+Z takes it back.
  await text.evaluate((el: HTMLTextAreaElement) => {
    el.focus();
    el.setSelectionRange(el.value.indexOf('calm'), el.value.indexOf('calm') + 4);
  });
  const tools = page.getByRole('toolbar', { name: 'Formatting' });
  await tools.getByRole('button', { name: 'Bold' }).click();
  await expect(text).toHaveValue(/^Paragraph 1: a \*\*calm\*\* sentence/);
  await expect(preview.locator('strong').first()).toHaveText('calm');
  await page.keyboard.press('Control+z');
  await expect(text).toHaveValue(/^Paragraph 1: a calm sentence/);
  // Ctrl+K makes the selection a link, its address selected to type over.
  await text.evaluate((el: HTMLTextAreaElement) => {
    el.setSelectionRange(el.value.indexOf('the work'), el.value.indexOf('the work') + 8);
  });
  await page.keyboard.press('Control+k');
  await page.keyboard.type('https://example.org/work');
  await expect(text).toHaveValue(
    /^Paragraph 1: a calm sentence about \[the work\]\(https:\/\/example\.org\/work\),/,
  );
  await expect(preview.getByRole('link', { name: 'the work' }).first()).toHaveAttribute(
    'href',
    'https://example.org/work',
  );

  // A phone: Write or Preview, one at a time, both at the window's width.
  await page.setViewportSize({ width: 360, height: 800 });
  const show = page.getByRole('group', { name: 'Show' });
  await expect(show.getByRole('button', { name: 'Write' })).toHaveAttribute('aria-pressed', 'true');
  await expect(text).toBeVisible();
  await expect(preview).toBeHidden();
  await show.getByRole('button', { name: 'Preview' }).click();
  await expect(preview).toBeVisible();
  await expect(text).toBeHidden();
  await expectNoSidewaysScroll(page);
  await show.getByRole('button', { name: 'Write' }).click();
  await expect(text).toBeVisible();
});
