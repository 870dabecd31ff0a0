import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { paths } from '@site/contracts/routes';
import { coachName, siteOrigin } from '../support/site';
import { signInAsOwner } from '../support/owner-session';
import { hydrated } from '../support/hydrated';

/**
 * A person in the site: before the owner uploads anything, the coach's portrait slots show his
 * designed drawing (said to be one) and the testimonials line-art marks; once he uploads his
 * portrait and a client's headshot in the back office, a visitor's About page and home page show
 * them, in their first HTML (no script), with their size and responsive sets; axe finds nothing
 * serious either way.
 */

const designedAlt = `Portrait of ${coachName}, drawn in gold line art`;
const photoAlt = `Portrait of ${coachName}`;

/** Moves within the back office by its sidebar (the screen is ready when its heading shows). */
async function backOffice(page: Page, screen: string) {
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: screen })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(screen);
}

/** A photograph-sized JPEG drawn by the browser (a gradient): what a camera would hand over. */
async function jpeg(page: Page, width: number, height: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w!;
      canvas.height = h!;
      const context = canvas.getContext('2d')!;
      const gradient = context.createLinearGradient(0, 0, w!, h!);
      gradient.addColorStop(0, '#7a5c3e');
      gradient.addColorStop(1, '#d9b38c');
      context.fillStyle = gradient;
      context.fillRect(0, 0, w!, h!);
      return canvas.toDataURL('image/jpeg', 0.9);
    },
    [width, height],
  );
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** A visitor without scripts: what he sees is the server's first HTML. */
async function asVisitor<T>(browser: Browser, work: (page: Page) => Promise<T>): Promise<T> {
  const visitor = await browser.newContext({ baseURL: siteOrigin, javaScriptEnabled: false });
  try {
    return await work(await visitor.newPage());
  } finally {
    await visitor.close();
  }
}

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

test.describe('a person in the site', () => {
  // Uploads change what every page draws: one after another, and back to none at the end.
  test.describe.configure({ mode: 'serial' });
  test.slow();

  test('with nothing uploaded, the portrait slots show the designed drawing and the testimonials marks', async ({
    page,
    browser,
  }) => {
    await asVisitor(browser, async (visitor) => {
      await visitor.goto(paths.about);
      const drawing = visitor.getByRole('img', { name: designedAlt, exact: true });
      await expect(drawing).toBeVisible();
      await expect(drawing).toHaveAttribute('width', '480');
      await expect(drawing).toHaveAttribute('height', '600');
      await expect(drawing).toHaveAttribute('src', /\.svg$/);

      // The same designed portrait where the visitor books (the byline's small upright frame),
      // sized in the first HTML.
      await visitor.goto(paths.strategyCall);
      const host = visitor
        .getByRole('region', { name: 'Discovery Call Details' })
        .getByRole('img', { name: designedAlt, exact: true });
      await expect(host).toHaveAttribute('width', '480');
      await expect(host).toHaveAttribute('height', '600');

      await visitor.goto('/');
      const quotes = visitor.getByRole('list', { name: 'Client testimonials' }).locator('figure');
      await expect(quotes.first()).toBeVisible();
      for (const quote of await quotes.all()) {
        await expect(quote.locator('[data-testimonial-picture="mark"] svg')).toBeVisible();
      }
    });

    await page.goto(paths.about);
    await expect(page.getByRole('img', { name: designedAlt, exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the owner uploads his portrait and a client’s headshot: About and the home page show them', async ({
    page,
    browser,
    request,
  }) => {
    // The portrait, on the site settings screen.
    await signInAsOwner(page, paths.adminSite);
    const portraitCard = page.getByRole('group', { name: 'Portrait' });
    await page.getByLabel('Portrait file').setInputFiles({
      name: 'portrait.jpg',
      mimeType: 'image/jpeg',
      buffer: await jpeg(page, 960, 1200),
    });
    await expect(portraitCard.getByRole('img', { name: 'Current portrait' })).toBeVisible({
      timeout: 20_000,
    });

    // A headshot for a client on the home page (the order is left as it is: the back office's
    // testimonials test moves its own to the top meanwhile).
    await backOffice(page, 'Testimonials');
    const onHome = page
      .getByRole('list', { name: 'Testimonials, in display order' })
      .getByRole('listitem')
      .filter({ hasText: 'On the home page' })
      .first();
    const name = (await onHome.getByRole('heading', { level: 2 }).textContent())!.trim();
    await page.getByLabel(`Headshot file: ${name}`).setInputFiles({
      name: 'client.jpg',
      mimeType: 'image/jpeg',
      buffer: await jpeg(page, 800, 800),
    });
    const headshotGroup = page.getByRole('group', { name: `Headshot: ${name}` });
    await expect(headshotGroup.getByRole('img', { name: `Photo of ${name}` })).toBeVisible({
      timeout: 20_000,
    });

    try {
      // The shell reads the settings again within two seconds, and its page cache re-renders a
      // page once the content version has moved (the first request after may still get the page
      // it held): no rebuild, no restart.
      for (const path of [paths.about, paths.strategyCall]) {
        await expect
          .poll(
            async () =>
              (await (await request.get(`${siteOrigin}${path}`)).text()).includes(
                `alt="${photoAlt}"`,
              ),
            { timeout: 15_000 },
          )
          .toBe(true);
      }
      // About: the photograph, in the first HTML, with its size and its responsive sets.
      await asVisitor(browser, async (visitor) => {
        await visitor.goto(paths.about);
        const portrait = visitor.getByRole('img', { name: photoAlt, exact: true });
        await expect(portrait).toBeVisible();
        await expect(portrait).toHaveAttribute('src', /^\/api\/media\/uploads\/.+-960\.webp$/);
        await expect(portrait).toHaveAttribute('width', '960');
        await expect(portrait).toHaveAttribute('height', '1200');
        await expect(
          visitor.locator('picture:has(img[alt="' + photoAlt + '"]) source[type="image/avif"]'),
        ).toHaveAttribute('srcset', /600w, .*960w$/);
        await expect(visitor.getByRole('img', { name: designedAlt })).toHaveCount(0);

        await visitor.goto(paths.strategyCall);
        await expect(
          visitor
            .getByRole('region', { name: 'Discovery Call Details' })
            .getByRole('img', { name: photoAlt, exact: true }),
        ).toHaveAttribute('src', /^\/api\/media\/uploads\//);
      });

      // Home: the first HTML shows the client's headshot beside his words once the page cache
      // has re-rendered the page.
      await expect
        .poll(
          async () =>
            (await (await request.get(`${siteOrigin}/`)).text()).includes(`alt="Photo of ${name}"`),
          { timeout: 45_000, intervals: [1_000, 2_000, 5_000] },
        )
        .toBe(true);
      await asVisitor(browser, async (visitor) => {
        await visitor.goto('/');
        const quote = visitor
          .getByRole('list', { name: 'Client testimonials' })
          .locator('figure')
          .filter({ hasText: name });
        const headshot = quote.getByRole('img', { name: `Photo of ${name}` });
        await expect(headshot).toBeVisible();
        await expect(headshot).toHaveAttribute('src', /^\/api\/media\/uploads\/.+\.webp$/);
        await expect(headshot).toHaveAttribute('width', '800');
      });

      await page.goto(paths.about);
      await expect(page.getByRole('img', { name: photoAlt, exact: true })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto('/');
      await expect(page.getByRole('img', { name: `Photo of ${name}` })).toBeVisible({
        timeout: 45_000,
      });
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      // Back to none for the other tests: the headshot and the portrait removed.
      await page.goto(paths.adminTestimonials);
      // The screen arrives rendered: a click before its script takes over would be lost.
      await hydrated(page);
      const group = page.getByRole('group', { name: `Headshot: ${name}` });
      await expect(group.getByRole('button', { name: 'Remove Headshot' })).toBeEnabled({
        timeout: 20_000,
      });
      await group.getByRole('button', { name: 'Remove Headshot' }).click();
      await group.getByRole('button', { name: 'Yes, Remove Headshot' }).click();
      await expect(group.getByRole('button', { name: `Upload headshot: ${name}` })).toBeVisible();
      await backOffice(page, 'Site and Data');
      const card = page.getByRole('group', { name: 'Portrait' });
      await card.getByRole('button', { name: 'Remove Portrait' }).click();
      await card.getByRole('button', { name: 'Yes, Remove Portrait' }).click();
      await expect(card.getByText(/No photo uploaded/)).toBeVisible();
    }
  });

  test('the owner’s hero photograph takes the home hero’s place: large to the edge, sized, no sideways scroll', async ({
    page,
    browser,
    request,
  }) => {
    await signInAsOwner(page, paths.adminSite);
    const card = page.getByRole('group', { name: 'Home page photo' });
    await page.getByLabel('Home Page Photo file').setInputFiles({
      name: 'hero.jpg',
      mimeType: 'image/jpeg',
      buffer: await jpeg(page, 1200, 1200),
    });
    await expect(card.getByRole('img', { name: 'Current home page photo' })).toBeVisible({
      timeout: 20_000,
    });
    try {
      // The shell's page cache re-renders the home page once the settings have moved.
      await expect
        .poll(
          async () =>
            // The hero's own picture (a testimonial's headshot may be an upload too).
            /data-page-hero-art[^]{0,800}?src="\/api\/media\/uploads\//.test(
              await (await request.get(`${siteOrigin}/`)).text(),
            ),
          { timeout: 30_000 },
        )
        .toBe(true);
      const visitor = await browser.newContext({ baseURL: siteOrigin });
      try {
        const home = await visitor.newPage();
        for (const width of [360, 768, 1280]) {
          await home.setViewportSize({ width, height: 900 });
          await home.goto('/');
          await hydrated(home);
          const photo = home.locator('main [data-page-hero-art] img').first();
          await expect(photo).toHaveAttribute('src', /^\/api\/media\/uploads\//);
          await expect
            .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
            .toBeGreaterThan(0);
          const drawn = await photo.evaluate((img) => {
            const rect = img.getBoundingClientRect();
            return {
              width: rect.width,
              height: rect.height,
              right: rect.right,
              sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
            };
          });
          const where = `home with a photograph at ${width} px`;
          // Large: a phone's whole width (a strip from edge to edge), almost half a wider
          // screen's, reaching its edge.
          expect(drawn.width, where).toBeGreaterThan(width >= 768 ? width * 0.4 : width - 1);
          expect(drawn.height, where).toBeGreaterThan(150);
          if (width === 1280) expect(drawn.right, where).toBeGreaterThanOrEqual(1279);
          expect(drawn.sideways, where).toBeLessThanOrEqual(0);
        }
      } finally {
        await visitor.close();
      }
    } finally {
      // Back to the designed art for the other tests.
      await page.goto(paths.adminSite);
      await hydrated(page);
      await card.getByRole('button', { name: 'Remove Home Page Photo' }).click();
      await card.getByRole('button', { name: 'Yes, Remove Home Page Photo' }).click();
      await expect(card.getByText(/No photo uploaded/)).toBeVisible();
    }
  });
});
