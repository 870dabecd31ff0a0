import { expect, test, type Page } from '@playwright/test';
import { hydrated } from '../support/hydrated';

/**
 * The main pages' heroes are composed by each page's purpose, not one template: measured by their
 * boxes in Chromium, at least four distinct compositions at 1280 px, each page's art present,
 * sized in the HTML and loaded at a phone, a tablet and a desktop width, and nothing scrolling
 * sideways. /speaking carries the proof a bureau looks for. (The owner's hero photograph in the
 * home hero is checked with the other uploads, in person-photos.spec.ts.)
 */

const heroPages = ['/', '/about', '/philosophy', '/consulting', '/speaking', '/blog', '/connect'];
const widths = [360, 768, 1280] as const;

async function open(page: Page, path: string, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path);
  await hydrated(page);
}

interface HeroBoxes {
  viewport: number;
  band: { left: number; right: number; top: number; bottom: number };
  title: { left: number; right: number; top: number; bottom: number };
  art: { left: number; right: number; top: number; bottom: number } | null;
}

/** The boxes of the page's hero: its band (the h1's first navy ancestor band), title and art. */
function heroBoxes(page: Page): Promise<HeroBoxes> {
  return page.evaluate(() => {
    const box = (element: Element) => {
      const rect = element.getBoundingClientRect();
      return {
        left: rect.left,
        right: rect.right,
        top: rect.top + window.scrollY,
        bottom: rect.bottom + window.scrollY,
      };
    };
    const title = document.querySelector('main h1')!;
    const band = title.closest('header') ?? title.parentElement!.parentElement!;
    const art = band.querySelector('[data-page-hero-art] img');
    return {
      viewport: document.documentElement.clientWidth,
      band: box(band),
      title: box(title),
      art: art ? box(art) : null,
    };
  });
}

/**
 * A composition named from its boxes alone: where the art stands against the title, whether it
 * runs off the screen's edge, how much of the width it takes, whether the title is centred and
 * whether the band is short.
 */
function composition({ viewport, band, title, art }: HeroBoxes): string {
  const centred = Math.abs((title.left + title.right) / 2 - viewport / 2) < 4;
  const short = band.bottom - band.top < 560;
  if (!art) return `no art${centred ? ', centred' : ''}`;
  const place =
    art.left >= title.right - 1
      ? 'right'
      : art.right <= title.left + 1
        ? 'left'
        : art.top >= title.bottom - 1
          ? 'below'
          : 'over';
  const bleeds = art.right >= viewport - 1;
  const share = Math.round(((art.right - art.left) / viewport) * 10) / 10;
  return [
    `art ${place}`,
    bleeds ? 'to the edge' : 'inside',
    `${share} of the width`,
    centred ? 'centred title' : 'left title',
    short ? 'short band' : 'tall band',
  ].join(', ');
}

test('the main pages open with at least four distinct hero compositions at 1280 px', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const compositions = new Map<string, string>();
  const boxes = new Map<string, HeroBoxes>();
  for (const path of heroPages) {
    await open(page, path, 1280);
    const measured = await heroBoxes(page);
    boxes.set(path, measured);
    compositions.set(path, composition(measured));
  }
  const distinct = new Set(compositions.values());
  expect(
    distinct.size,
    JSON.stringify(Object.fromEntries(compositions), null, 2),
  ).toBeGreaterThanOrEqual(4);

  // Home: the drawing large against the band's right edge.
  const home = boxes.get('/')!;
  expect(home.art!.right, 'home: the art reaches the screen edge').toBeGreaterThanOrEqual(1279);
  expect(home.art!.right - home.art!.left, 'home: the art is large').toBeGreaterThan(520);
  // About: the portrait leads, on the left of the words.
  const about = boxes.get('/about')!;
  expect(about.art!.right, 'about: the portrait stands left of the title').toBeLessThanOrEqual(
    about.title.left,
  );
  // Speaking: a stage across the full width, the title centred and the drawing under it.
  const speaking = boxes.get('/speaking')!;
  expect(
    speaking.band.right - speaking.band.left,
    'speaking: a full-width band',
  ).toBeGreaterThanOrEqual(1279);
  expect(compositions.get('/speaking')).toContain('centred title');
  expect(speaking.art!.top, 'speaking: the stage under the title').toBeGreaterThanOrEqual(
    speaking.title.bottom,
  );
});

test('/consulting keeps its hero short: the packages begin in the first screen at 1280 px', async ({
  page,
}) => {
  await open(page, '/consulting', 1280);
  const packages = page.locator('#packages');
  const title = packages.getByRole('heading', { level: 2 });
  await expect(title).toHaveText('Choose How Deep You Want to Go');
  await expect(title).toBeInViewport();
  const top = await packages.evaluate((element) => element.getBoundingClientRect().top);
  expect(top, 'the packages band starts within the first screen').toBeLessThan(600);
});

test('/about leads with the portrait and the story’s first line as a pull quote, said once', async ({
  page,
}) => {
  await open(page, '/about', 1280);
  const hero = page.locator('main header').first();
  const quote = hero.locator('blockquote');
  await expect(quote).toBeVisible();
  await expect(quote).toHaveText(/^I want to tell you this story honestly/);
  // The story goes on from the quote instead of opening with it a second time.
  const said = (await quote.textContent())!.trim();
  const story = await page.locator('#story').textContent();
  expect(story).not.toContain(said);
  await expect(page.locator('#story h2 ~ p').first()).toHaveText(/^The polished version says/);
  await expect(hero.getByRole('img', { name: /^Portrait of / })).toBeVisible();
});

test('every hero’s art is present, sized in the HTML and loaded, and no page scrolls sideways', async ({
  page,
}) => {
  test.setTimeout(240_000);
  for (const width of widths) {
    for (const path of heroPages) {
      await open(page, path, width);
      const where = `${path} at ${width} px`;
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(sideways, `${where}: scrolls sideways`).toBeLessThanOrEqual(0);
      const art = page.locator('main [data-page-hero-art] img').first();
      if (width < 600 && path === '/consulting') {
        // The compact hero shows its art from a tablet; on a phone its offer follows the words.
        await expect(art, where).toBeHidden();
        continue;
      }
      await expect(art, where).toBeVisible();
      const image = await art.evaluate((img: HTMLImageElement) => {
        const rect = img.getBoundingClientRect();
        return {
          width: img.getAttribute('width'),
          height: img.getAttribute('height'),
          loaded: img.complete && img.naturalWidth > 0,
          drawn: { width: rect.width, height: rect.height },
        };
      });
      expect(image.width, `${where}: the art's width in the HTML`).not.toBeNull();
      expect(image.height, `${where}: the art's height in the HTML`).not.toBeNull();
      expect(image.loaded, `${where}: the art loads`).toBe(true);
      expect(image.drawn.width, `${where}: the art is drawn`).toBeGreaterThan(100);
      expect(image.drawn.height, `${where}: the art is drawn`).toBeGreaterThan(100);
    }
  }
});

test('/speaking shows its formats at a glance and a record of recent stages', async ({ page }) => {
  for (const width of [360, 1280]) {
    await open(page, '/speaking', width);
    const glance = page.getByRole('region', { name: 'Speaking at a Glance' });
    await expect(glance).toBeVisible();
    const formats = glance.getByRole('list', { name: 'Formats' }).getByRole('listitem');
    await expect(formats).toHaveCount(4);
    for (const [format, length] of [
      ['Keynote', '60–90 minutes'],
      ['Workshop', 'Half a day'],
      ['Fireside chat', '45 minutes'],
      ['Virtual', '45–60 minutes'],
    ]) {
      const item = formats.filter({
        has: page.getByRole('heading', { name: format, exact: true }),
      });
      await expect(item, `${format} at ${width} px`).toBeVisible();
      await expect(item).toContainText(length!);
    }
    await expect(glance.getByText('Audiences', { exact: true })).toBeVisible();
    await expect(glance.getByText('Travels from', { exact: true })).toBeVisible();
    const stages = glance
      .getByRole('list', { name: 'Recent Stages' })
      .getByRole('listitem', { includeHidden: true });
    const count = await stages.count();
    expect(count).toBeGreaterThan(4);
    const showAll = glance.getByRole('button', { name: 'Show All Stages' });
    if (width < 600) {
      // A phone shows the four newest; the rest on demand.
      for (let index = 0; index < count; index += 1) {
        if (index < 4) await expect(stages.nth(index)).toBeVisible();
        else await expect(stages.nth(index)).toBeHidden();
      }
      await showAll.click();
      await expect(glance.getByRole('button', { name: 'Show Fewer Stages' })).toBeVisible();
    } else {
      await expect(showAll).toBeHidden();
    }
    for (const stage of await stages.all()) {
      await expect(stage).toBeVisible();
      // Each line: a year, the kind of event and its city.
      await expect(stage).toHaveText(/^\d{4}\s*\S.+·\s*\S+/);
    }
    // Each format tile carries its description, on a phone too.
    for (const item of await formats.all()) {
      await expect(item.locator('p')).toBeVisible();
    }
  }
  // The media kit's downloads stay.
  await expect(page.getByRole('link', { name: 'Download Media Kit (PDF)' })).toBeVisible();
});

test('on a phone every hero follows one rule: art as a band across the screen, a stage window across the column, or none; a small portrait beside the title; the action in the first screen', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const pages = [...heroPages, '/consulting/specials'];
  for (const path of pages) {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(path);
    await hydrated(page);
    const measured = await page.evaluate(() => {
      const band = document.querySelector('main h1')!.closest('header')!;
      const artBox = band.querySelector('[data-page-hero-art]');
      const img = artBox?.querySelector('img') ?? null;
      const rect = img?.getBoundingClientRect();
      // The first words a visitor reads after the hero: the first section's eyebrow or title.
      const walker = document.createTreeWalker(
        document.querySelector('main')!,
        NodeFilter.SHOW_TEXT,
      );
      let firstTop: number | null = null;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (band.contains(node) || !node.textContent!.trim()) continue;
        if (!(band.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const box = range.getBoundingClientRect();
        if (box.height === 0) continue;
        firstTop = box.top + window.scrollY;
        break;
      }
      return {
        role: artBox?.getAttribute('data-page-hero-art') ?? null,
        layout: band.getAttribute('data-page-hero'),
        art:
          rect && rect.width > 0
            ? { left: rect.left, right: rect.right, width: rect.width, height: rect.height }
            : null,
        lazy: img?.getAttribute('loading') === 'lazy',
        firstTop,
        actionBottom: (() => {
          const action = band.querySelector('a, button');
          return action ? action.getBoundingClientRect().bottom + window.scrollY : null;
        })(),
      };
    });
    const where = `${path} at 360 px`;
    expect(measured.firstTop, `${where}: the first section's words`).not.toBeNull();
    // The hero's action in the first screen; the first section a short scroll under it (the
    // home page's art band and five-line title take a screen of their own: 940 px measured).
    if (measured.actionBottom !== null)
      expect(
        measured.actionBottom,
        `${where}: the hero's action in the first screen`,
      ).toBeLessThanOrEqual(800);
    expect(
      measured.firstTop!,
      `${where}: the first section within a screen and a fifth`,
    ).toBeLessThanOrEqual(960);
    expect(measured.lazy, `${where}: the hero's art is never lazy`).toBe(false);
    if (measured.layout === 'compact') {
      // A short band whose offer follows at once: no art on a phone.
      expect(measured.art, `${where}: no art`).toBeNull();
      continue;
    }
    expect(measured.art, `${where}: the hero's art`).not.toBeNull();
    if (measured.role === 'portrait') {
      expect(measured.art!.height, `${where}: the portrait is capped`).toBeLessThanOrEqual(262);
      expect(measured.art!.height, `${where}: the portrait is shown`).toBeGreaterThan(120);
    } else if (measured.layout === 'stage') {
      // The stage's framed window across the column (the page's 16 px margins either side).
      expect(measured.art!.width, `${where}: the stage across the column`).toBeGreaterThanOrEqual(
        360 - 2 * 16 - 1,
      );
    } else {
      // A band from edge to edge, never a tile beside empty navy.
      expect(measured.art!.left, `${where}: the band from the left edge`).toBeLessThanOrEqual(0);
      expect(measured.art!.right, `${where}: the band to the right edge`).toBeGreaterThanOrEqual(
        360,
      );
      expect(measured.art!.height, `${where}: a band, not a strip`).toBeGreaterThanOrEqual(140);
    }
  }
});
