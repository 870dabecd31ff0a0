import { expect, test, type Page } from '@playwright/test';
import { paths, toPath } from '@site/contracts/routes';
import { coachTimezone, timezoneLabel, zoneTimesLine } from '@site/contracts/timezones';
import { pages } from '../support/routes';
import { owner } from '../support/site';
import { wideBooking } from '../support/wide-booking';
import { recordedClient } from '../support/portal-materials';
import { signInAsOwner } from '../support/owner-session';
import { hydrated } from '../support/hydrated';
import {
  bookStrategyCall,
  cancunInstant,
  expectNoSidewaysScroll,
  weekdayAhead,
} from './booking-support';
import { adminNotFoundText, emailSkippedNote, signInMessages } from '@site/contracts/admin';

/**
 * The back office as an app of its own: no public header, footer or newsletter form; a grouped
 * sidebar at desktop width and a Menu button on a phone; View site and Sign Out in its frame;
 * nothing wider than a 360 px phone.
 */

/** Every back-office screen of the signed-in owner, one URL each (the registry's private routes). */
const screens = pages.filter((page) => page.private && page.route !== paths.adminSignIn);

const nav = (page: Page) => page.getByRole('navigation', { name: 'Back office' });
const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true });

async function signIn(page: Page, from: string = paths.adminToday) {
  await signInAsOwner(page, from);
  await expect(nav(page).or(menuButton(page))).toBeVisible();
}

/** Neither the public header (with its call button) nor the footer with its newsletter form. */
async function expectNoPublicChrome(page: Page, path: string) {
  await expect(page.getByRole('banner'), path).toHaveCount(0);
  await expect(page.getByRole('contentinfo'), path).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Free Discovery Call' }), path).toHaveCount(0);
  await expect(page.locator('footer, header'), path).toHaveCount(0);
}

/**
 * Words broken inside themselves: a line that ends between two letters or digits of one word
 * ("Questionnair" / "e", "Complete" / "d"), in any text of the screen; and, in the page's
 * heading, a line that ends after a hyphen inside a word ("5-" / "Session"). A token longer than
 * a line (a key, a long address) may break where it must and is not counted.
 */
async function wordsBrokenInside(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    const wordChar = /[\p{L}\p{N}]/u;
    // Text kept for screen readers only (a table's column names on a phone): clipped to nothing.
    const hiddenFromSight = (element: Element) => {
      for (let at: Element | null = element; at; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (style.clip !== 'auto' && style.clip !== '') return true;
        if (style.clipPath !== 'none' && style.clipPath !== '') return true;
      }
      return false;
    };
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!parent || text.trim().length < 2 || parent.closest('script, style, option, textarea'))
        continue;
      if (parent.checkVisibility?.() === false || hiddenFromSight(parent)) continue;
      const inHeading = parent.closest('h1') !== null;
      let top: number | undefined;
      for (let i = 0; i < text.length; i += 1) {
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getClientRects()[0];
        if (!rect || rect.width === 0) continue;
        if (top !== undefined && rect.top > top + 2) {
          const before = text[i - 1] ?? '';
          const after = text[i] ?? '';
          const word =
            (text.slice(0, i).match(/\S*$/)?.[0] ?? '') + (text.slice(i).match(/^\S*/)?.[0] ?? '');
          const midWord = wordChar.test(before) && wordChar.test(after);
          const atHyphen = inHeading && before === '-' && wordChar.test(text[i - 2] ?? '');
          if ((midWord || atHyphen) && word.length <= 24)
            found.push(`${word} (in ${parent.tagName.toLowerCase()})`);
        }
        top = rect.top;
      }
    }
    return found;
  });
}

/**
 * Dates split across lines inside a table's cells ("29 Nov" / "2026"): a date, with its weekday,
 * is read whole; its time may stand on the next line.
 */
async function datesSplitInCells(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const date =
      /(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*,?\s)?(?:\d{1,2}\s(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*,?\s\d{4}|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\s\d{1,2},\s\d{4})/g;
    const range = document.createRange();
    for (const cell of document.querySelectorAll('td, th')) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? '').matchAll(date)) {
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (tops.size > 1) found.push(match[0]);
        }
      }
    }
    return found;
  });
}

/**
 * A table's row drawn as a card: each cell's name stands in its first column and its value in
 * the second. A value with several lines (a name, then an email) that falls under the name's
 * column is reported.
 */
async function valuesUnderTheirName(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const range = document.createRange();
    for (const cell of document.querySelectorAll<HTMLElement>('td[data-label]')) {
      const style = getComputedStyle(cell);
      // A card's cell on screen (not in a hidden tab), its name drawn before the value (a
      // table's cell draws none).
      if (
        cell.getClientRects().length === 0 ||
        getComputedStyle(cell, '::before').content === 'none'
      )
        continue;
      const valueStart = cell.getBoundingClientRect().left + parseFloat(style.paddingLeft);
      for (const node of cell.childNodes) {
        // Nothing to read (a space, a line break, a word-break hint): nothing out of place.
        if (!node.textContent?.trim()) continue;
        range.selectNodeContents(node);
        const left = (node instanceof Element ? node : range).getBoundingClientRect().left;
        if (left < valueStart - 1) found.push(`${cell.dataset.label}: ${node.textContent?.trim()}`);
      }
    }
    return found;
  });
}

/**
 * How many rows each list's filter bar takes (its fields and its buttons, bottom-aligned): the
 * screen's own, not the frame's Search field.
 */
async function filterBarRows(page: Page): Promise<number[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main form[role="search"]')].map((form) => {
      const boxes = [...form.children]
        .map((child) => child.getBoundingClientRect())
        .sort((a, b) => a.top - b.top);
      let rows = 0;
      let bottom = -Infinity;
      for (const box of boxes) {
        if (box.top >= bottom - 1) rows += 1;
        bottom = Math.max(bottom, box.bottom);
      }
      return rows;
    }),
  );
}

/** Section links ("Sections of this page") or a list's tabs ("Posts by state") standing on more than one row. */
async function sectionLinksWrapped(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        'nav[aria-label^="Sections of"], nav[aria-label$=" by state"]',
      ),
    ]
      .filter((nav) => {
        const tops = [...nav.querySelectorAll('li')].map((item) =>
          Math.round(item.getBoundingClientRect().top),
        );
        const across = getComputedStyle(nav.querySelector('ul')!).flexDirection === 'row';
        return across && new Set(tops).size > 1;
      })
      .map((nav) => nav.getAttribute('aria-label')!),
  );
}

/** A table's buttons whose words stand on more than one line ("Send" / "Again"). */
async function buttonsWrappedInTables(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('td button')]
      .filter((button) => {
        if (button.getClientRects().length === 0) return false;
        const range = document.createRange();
        range.selectNodeContents(button);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1;
      })
      .map((button) => button.textContent ?? ''),
  );
}

/** Named scroll boxes a keyboard can stop on although nothing in them scrolls. */
async function focusableWithNothingToScroll(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[role="region"]')]
      .filter(
        (box) =>
          box.tabIndex >= 0 &&
          box.getClientRects().length > 0 &&
          box.scrollWidth <= box.clientWidth &&
          box.scrollHeight <= box.clientHeight,
      )
      .map((box) => box.getAttribute('aria-label') ?? box.id),
  );
}

/**
 * Where a dot between two facts (a phone row's facts, a card's "title · rating · state") stands
 * wrong: its room is not split equally, or it shows at a line's start or end. Each fact after the
 * first draws its dot (its ::after) in the gap to its left; on a line's start that gap lies
 * outside its line's box, which must clip it.
 */
async function dotsMisplaced(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = [];
    const facts = [
      ...document.querySelectorAll<HTMLElement>(
        'td[data-fact] ~ td[data-fact], [data-separated] > * + *',
      ),
    ].filter((fact) => fact.getClientRects().length > 0);
    for (const fact of facts) {
      const name = (fact.textContent ?? '').trim().slice(0, 40);
      const dot = getComputedStyle(fact, '::after');
      if (!dot.content.includes('·')) {
        faults.push(`${name}: no dot before it`);
        continue;
      }
      const line = fact.parentElement!;
      const lineStyle = getComputedStyle(line);
      const contentLeft =
        line.getBoundingClientRect().left +
        parseFloat(lineStyle.borderLeftWidth) +
        parseFloat(lineStyle.paddingLeft);
      const box = fact.getBoundingClientRect();
      let before = fact.previousElementSibling as HTMLElement | null;
      // The fact before it (a row's pill, drawn on the title's line, is not one).
      const isFact = (element: HTMLElement) =>
        element.getClientRects().length > 0 &&
        (!fact.matches('td') || element.matches('td[data-fact]'));
      while (before && !isFact(before))
        before = before.previousElementSibling as HTMLElement | null;
      const room = parseFloat(dot.width);
      if (box.left - contentLeft < 1) {
        // It starts a line: its dot hangs outside the line's box, which clips it.
        if (lineStyle.overflowX !== 'clip' && lineStyle.overflowX !== 'hidden')
          faults.push(`${name}: a dot at a line's start`);
        else if (room <= parseFloat(lineStyle.overflowClipMargin || '0'))
          faults.push(`${name}: its dot inside the clip margin`);
      } else if (before) {
        // On the line of the fact before it: the dot centred in the room between them.
        const gap = box.left - before.getBoundingClientRect().right;
        if (Math.abs(gap - room) > 1.5)
          faults.push(
            `${name}: ${gap.toFixed(1)} px after the fact before, the dot's room ${room} px`,
          );
      }
    }
    return faults;
  });
}

/** The back office's list screens, each a table (or the notices' list) in its card. */
const listScreens = [
  paths.adminBookings,
  paths.adminClients,
  paths.adminPosts,
  paths.adminSubscribers,
  paths.adminNotices,
  paths.adminAuditLog,
];

test.describe('the back office’s own frame', () => {
  test('no back-office page, sign-in included, carries the public header or footer, in its first HTML or after hydration', async ({
    page,
  }) => {
    test.setTimeout(30_000 + screens.length * 5_000);
    const signInAnswer = await page.goto(paths.adminSignIn);
    expect(await signInAnswer!.text()).not.toMatch(/<header|<footer/);
    await hydrated(page);
    await expectNoPublicChrome(page, paths.adminSignIn);
    // The sign-in page's frame is minimal: the way back to the site, no navigation.
    await expect(page.getByRole('link', { name: 'View site' })).toHaveAttribute('href', '/');
    await expect(nav(page)).toHaveCount(0);

    await signIn(page);
    for (const { path, firstHtmlH1 } of screens) {
      const answer = await page.goto(path);
      expect(await answer!.text(), path).not.toMatch(/<header|<footer/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstHtmlH1!);
      await hydrated(page);
      await expectNoPublicChrome(page, path);
    }
  });

  test('a mistyped back-office address, signed in, says so in the back office’s own frame (no public header, footer or newsletter), answered 404, with the way back to Today', async ({
    page,
  }) => {
    await signIn(page);
    const answer = await page.request.get('/admin/nonexistent', { maxRedirects: 0 });
    expect(answer.status()).toBe(404);
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/admin/nonexistent');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
      await expect(nav(page).or(menuButton(page))).toBeVisible();
      await expectNoPublicChrome(page, `/admin/nonexistent at ${width} px`);
      await expect(page.getByText(adminNotFoundText)).toBeVisible();
    }
    await page.getByRole('link', { name: 'Back to Today' }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.adminToday}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Today');
  });

  test('at 1280 px the sidebar shows the screens in groups, with View site and Sign Out in view', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await signIn(page, paths.adminBookings);
    await expect(menuButton(page)).toBeHidden();
    for (const [group, links] of [
      // Messages carries the count of new messages when some wait ("Messages 4 new").
      ['Your Day', ['Today', 'Calendar', /^Messages( \d+ new)?$/]],
      ['Clients & Bookings', ['Clients', 'Bookings', 'Schedules']],
      ['Content', ['Posts', 'Testimonials', 'Newsletter']],
      ['Settings', ['Site and Data', 'Activity', 'Account']],
    ] as const) {
      const list = nav(page).getByRole('list', { name: group, exact: true });
      await expect(list).toBeVisible();
      await expect(list.getByRole('link')).toHaveText([...links]);
    }
    await expect(nav(page).getByRole('link', { name: 'Bookings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Beside the screen, not above it: the sidebar and the heading share the top of the window.
    const side = (await nav(page).boundingBox())!;
    const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    expect(side.x + side.width).toBeLessThanOrEqual(heading.x);
    expect(heading.y).toBeLessThan(100);
    await expect(page.getByRole('link', { name: 'View site' })).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeInViewport();
    // The back office's own heading size, smaller than the marketing pages' display size.
    const size = await page
      .getByRole('heading', { level: 1 })
      .evaluate((h1) => parseFloat(getComputedStyle(h1).fontSize));
    expect(size).toBeLessThanOrEqual(30);

    // On a 1280 × 800 laptop every screen's link is in view, none hidden below the fold of the
    // sidebar.
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const link of await nav(page).getByRole('link').all()) await expect(link).toBeInViewport();

    // One main landmark, the screen's column: the skip link lands past the sidebar, on the heading.
    const main = page.getByRole('main');
    await expect(main).toHaveCount(1);
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main.getByRole('navigation', { name: 'Back office' })).toHaveCount(0);
    await page.reload();
    await hydrated(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(main).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(nav(page).getByRole('link').first()).not.toBeFocused();
  });

  test('the owner’s zone is named once, in the frame, in the public site’s words: at 768 px on one line beside the Menu button, at 1280 px at the sidebar’s foot under “View site”, apart from the name; a phone’s bar holds the name alone; no list repeats it', async ({
    page,
  }) => {
    // One line for a tablet's bar and one for the sidebar's foot: each width shows one at most.
    const lines = page.getByText(zoneTimesLine(coachTimezone), { exact: true });
    const zone = lines.filter({ visible: true });
    for (const [width, path] of [
      [360, paths.adminBookings],
      [768, paths.adminClients],
      [1280, paths.adminNotices],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      if (width === 360) await signIn(page, path);
      else await page.goto(path);
      await hydrated(page);
      await expect(lines).toHaveCount(2);
      const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
      if (width < 768) {
        // A phone's 56 px bar: the coach's name and "Back office" beside the Menu button, the
        // zone's line left out; the screen's heading starts where it did.
        await expect(zone).toHaveCount(0);
        const brand = (await page.getByText('Back office', { exact: true }).boundingBox())!;
        const button = (await menuButton(page).boundingBox())!;
        expect(brand.y + brand.height).toBeLessThanOrEqual(52);
        expect(brand.x + brand.width).toBeLessThan(button.x);
        expect(heading.y).toBeLessThan(100);
        await expectNoSidewaysScroll(page);
        continue;
      }
      await expect(zone).toHaveCount(1);
      const line = (await zone.boundingBox())!;
      // One line, inside the window.
      expect(line.height, `${width}`).toBeLessThan(20);
      expect(line.x + line.width, `${width}`).toBeLessThanOrEqual(width);
      if (width < 1024) {
        // In the bar, beside the Menu button, which keeps its 56 px: the heading starts where it did.
        const button = (await menuButton(page).boundingBox())!;
        expect(line.x + line.width, `${width}`).toBeLessThan(button.x);
        expect(line.y + line.height, `${width}`).toBeLessThanOrEqual(56);
        expect(heading.y, `${width}`).toBeLessThan(100);
      } else {
        expect(line.x + line.width).toBeLessThanOrEqual(heading.x);
        // At the sidebar's foot: under the navigation and "View site", inside the window.
        const links = (await nav(page).boundingBox())!;
        const site = page.getByRole('link', { name: 'View site' });
        const siteBox = (await site.boundingBox())!;
        expect(line.y).toBeGreaterThan(links.y + links.height);
        expect(line.y).toBeGreaterThanOrEqual(siteBox.y + siteBox.height);
        expect(line.y + line.height).toBeLessThanOrEqual(800);
        const brand = (await page.getByText('Back office', { exact: true }).boundingBox())!;
        const label = (await page.getByText('Search', { exact: true }).boundingBox())!;
        // The search's label stands a clear step (at least 12 px) under the brand.
        expect(label.y - (brand.y + brand.height)).toBeGreaterThanOrEqual(12);
      }
      // The screen's own text does not say it again, nor in the zone's other name.
      await expect(page.getByRole('main')).not.toContainText(
        /Eastern Standard|Cancun time|in your zone/,
      );
      await expectNoSidewaysScroll(page);
    }
  });

  test('a list’s email address fills its column at 768 and 1280 px, cut short only where the column ends, the whole address in its title', async ({
    page,
  }) => {
    for (const [width, path] of [
      [1280, paths.adminBookings],
      [1280, paths.adminClients],
      [768, paths.adminBookings],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      if (width === 1280 && path === paths.adminBookings) await signIn(page, path);
      else await page.goto(path);
      await hydrated(page);
      const address = page.locator('td [data-quiet]').filter({ hasText: 'featherstone' }).first();
      await expect(address).toHaveAttribute('title', wideBooking.email);
      const fit = await address.evaluate((element) => {
        const cell = element.closest('td')!;
        const style = getComputedStyle(cell);
        const room =
          cell.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return {
          room: Math.round(room),
          shown: Math.round(element.getBoundingClientRect().width),
          whole: element.scrollWidth <= element.clientWidth,
        };
      });
      // The line takes the column's whole width (no longer a 180 px box in a wider column) ...
      expect(fit.shown, `${path} at ${width}`).toBeGreaterThanOrEqual(fit.room - 1);
      // ... and the address is cut only where its column is narrower than it.
      if (fit.room >= fit.shown && fit.shown > 300) expect(fit.whole).toBe(true);
    }
  });

  test('at 360 px every button, a row’s name and a link standing on its own is a finger’s target, 44 px tall', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await signIn(page, paths.adminToday);
    const short = () =>
      page.evaluate(() =>
        [
          ...document.querySelectorAll<HTMLElement>(
            'main button, main td > a:first-child, main p > a:only-child, main [data-standalone]',
          ),
        ]
          .filter((element) => element.getClientRects().length > 0)
          .filter((element) => {
            // A link inside a sentence is not a target of its own.
            const parent = element.parentElement!;
            return (
              element.tagName !== 'A' ||
              parent.tagName === 'TD' ||
              parent.textContent!.trim() === element.textContent!.trim()
            );
          })
          .map((element) => ({
            name: element.textContent!.trim().slice(0, 30),
            height: Math.round(element.getBoundingClientRect().height),
          }))
          .filter((target) => target.height < 44),
      );
    await expect(page.getByRole('link', { name: 'See All in Calendar' })).toBeVisible();
    expect(await short()).toEqual([]);
    await page.goto(paths.adminBookings);
    await hydrated(page);
    await expect(page.getByRole('link', { name: wideBooking.name })).toBeVisible();
    expect(await short()).toEqual([]);
    await page.getByRole('link', { name: wideBooking.name }).click();
    await expect(page.getByRole('link', { name: 'Back to bookings' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Emails table' })).toBeVisible();
    expect(await short()).toEqual([]);
    for (const [path, link] of [
      [paths.adminNewBooking, 'Cancel'],
      [paths.adminSite, 'Download All Data (ZIP)'],
      [paths.adminTestimonials, null],
    ] as const) {
      await page.goto(path);
      await hydrated(page);
      await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
      expect(await short(), path).toEqual([]);
      if (link) {
        const box = (await page.getByRole('link', { name: link, exact: true }).boundingBox())!;
        expect(box.height, link).toBeGreaterThanOrEqual(44);
      }
    }
  });

  test('testimonials at 360 and 1280 px: a quote is clamped at three lines behind More exactly when it runs longer, one state pill beside each name, the line-art mark explained once', async ({
    page,
  }) => {
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      if (width === 360) await signIn(page, paths.adminTestimonials);
      else await page.reload();
      await hydrated(page);
      const list = page.getByRole('list', { name: 'Testimonials, in display order' });
      await expect(list).toBeVisible();
      const quotes = await list.locator('blockquote').evaluateAll((blocks) =>
        blocks.map((block) => {
          const text = block.firstElementChild as HTMLElement;
          const more = block.parentElement!.querySelector('button[aria-controls]');
          const line = parseFloat(getComputedStyle(text).lineHeight);
          return {
            more: more !== null,
            lines: Math.round(text.clientHeight / line),
            hidden: text.scrollHeight > text.clientHeight + 1,
          };
        }),
      );
      expect(quotes.length).toBeGreaterThan(1);
      for (const [index, quote] of quotes.entries()) {
        // More where words are hidden, and only there; a clamped quote shows three lines.
        expect(quote.more, `quote ${index} at ${width}`).toBe(quote.hidden);
        if (quote.hidden) expect(quote.lines, `quote ${index} at ${width}`).toBe(3);
        // Every quote alike: none shows more than three lines until More opens it.
        expect(quote.lines, `quote ${index} at ${width}`).toBeLessThanOrEqual(3);
      }
      for (const card of await list.getByRole('listitem').all()) {
        const pills = card.getByText(/^(On the home page|Next in line|Hidden)$/);
        await expect(pills).toHaveCount(1);
        const name = (await card.getByRole('heading', { level: 2 }).boundingBox())!;
        const pill = (await pills.boundingBox())!;
        // On the name's line.
        expect(Math.abs(pill.y + pill.height / 2 - (name.y + name.height / 2))).toBeLessThan(
          name.height / 2,
        );
      }
      await expect(page.getByRole('main').getByText(/line-art mark/)).toHaveCount(1);
      await expectNoSidewaysScroll(page);
    }
  });

  test('at 1280 px a list’s filters keep their places when one is set: the field widths with a filter applied are those without', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const widths = async (path: string) => {
      await page.goto(path);
      await hydrated(page);
      // The list's filters, in the screen (the frame's Search field is a search form too).
      const form = page.getByRole('main').getByRole('search');
      await expect(form).toBeVisible();
      return form
        .locator('input, select')
        .evaluateAll((fields) =>
          fields.map((field) => Math.round(field.getBoundingClientRect().width)),
        );
    };
    await signIn(page, paths.adminClients);
    for (const [path, filtered] of [
      [paths.adminClients, `${paths.adminClients}?state=to-mark`],
      [paths.adminBookings, `${paths.adminBookings}?q=a`],
    ] as const) {
      const plain = await widths(path);
      await expect(page.getByRole('link', { name: /^Clear/ })).toHaveCount(0);
      const set = await widths(filtered);
      await expect(page.getByRole('link', { name: /^Clear/ })).toBeVisible();
      expect(set, path).toEqual(plain);
    }
  });

  test('the bar’s name and the screen’s heading start at one edge at 360 and 768 px; Today’s tiles carry no second gold bar and show an arrow', async ({
    page,
  }) => {
    for (const width of [360, 768]) {
      await page.setViewportSize({ width, height: 800 });
      if (width === 360) await signIn(page, paths.adminToday);
      else await page.reload();
      await hydrated(page);
      const name = (await page.getByText('Back office', { exact: true }).boundingBox())!;
      const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
      expect(Math.abs(name.x - heading.x), `${width}`).toBeLessThanOrEqual(1);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    const tiles = page
      .getByRole('region', { name: 'Needs you' })
      .getByRole('listitem')
      .getByRole('link');
    expect(await tiles.count()).toBeGreaterThan(0);
    for (const tile of await tiles.all()) {
      const look = await tile.evaluate((element) => {
        const style = getComputedStyle(element);
        return {
          left: style.borderLeftWidth,
          top: style.borderTopWidth,
          arrow: getComputedStyle(element, '::after').content,
        };
      });
      expect(look.left).toBe(look.top);
      expect(look.arrow).toContain('→');
    }
  });

  test('at 768 px the screen has the window’s width: the Menu button stands above it, no sidebar beside it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await signIn(page, paths.adminClients);
    await expect(menuButton(page)).toBeVisible();
    await expect(nav(page)).toBeHidden();
    const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    expect(heading.x).toBeLessThan(48);
    // The menu opened: its four groups two by two, not one long column.
    await menuButton(page).click();
    const group = async (name: string) =>
      (await nav(page).getByRole('list', { name, exact: true }).boundingBox())!;
    const today = await group('Your Day');
    const clients = await group('Clients & Bookings');
    const content = await group('Content');
    expect(clients.y).toBeLessThan(today.y + today.height);
    expect(clients.x).toBeGreaterThan(today.x + today.width - 1);
    expect(Math.abs(content.x - today.x)).toBeLessThan(2);
  });

  test('at 360 px the bar with the Menu button stays at the window’s top as the screen scrolls, over the screen, and a section scrolled to stops under it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, paths.adminTestimonials);
    await hydrated(page);
    // The bar: the row of the frame's name and the Menu button.
    const bar = menuButton(page).locator('xpath=..');
    // Down to the screen's foot (its form to add a testimonial: some screens further down).
    // (Once the screen has loaded: a skeleton is shorter than the window.)
    await expect(page.locator('#testimonial-new')).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() => {
          window.scrollTo(0, document.documentElement.scrollHeight);
          return window.scrollY;
        }),
      )
      .toBeGreaterThan(400);
    const button = (await menuButton(page).boundingBox())!;
    expect(button.y).toBeGreaterThanOrEqual(0);
    expect(button.y + button.height).toBeLessThan(64);
    // Nothing of the screen lies over it.
    const onTop = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.textContent,
      [button.x + button.width / 2, button.y + button.height / 2],
    );
    expect(onTop).toBe('Menu');
    // A section scrolled to (as a link to its anchor does) stops below the bar, not under it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate(() => document.getElementById('testimonial-new')!.scrollIntoView());
    const heading = (await page.locator('#testimonial-new').boundingBox())!;
    const { y, height } = (await bar.boundingBox())!;
    expect(y).toBeGreaterThanOrEqual(0);
    expect(heading.y).toBeGreaterThanOrEqual(y + height);
  });

  test('at 360 px the menu opens from the keyboard, Escape closes it; at 360, 768 and 1280 px no screen scrolls sideways, breaks a word or a date in a table, wraps its section links, offers an empty scroll box, or wraps its filters at 1280 px', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000 + screens.length * 9_000);
    // A subscriber with an ordinary address (no hyphen to wrap at) and a broadcast whose subject
    // is one long word: the screens must fit them without pushing past the window.
    const email = `j.${Date.now()}${Math.floor(Math.random() * 10)}@example.org`;
    expect((await request.post('/api/newsletter', { data: { email } })).ok()).toBe(true);
    await page.setViewportSize({ width: 360, height: 780 });
    await signIn(page);
    const created = await page.request.post('/api/admin/broadcasts', {
      headers: { origin: new URL(page.url()).origin },
      data: {
        subject: 'Notes-from-the-long-weekend-retreat-for-every-subscriber-on-the-list',
        source: 'markdown',
        markdown: 'A short letter.',
      },
    });
    expect(created.status(), await created.text()).toBe(201);

    await expect(nav(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeHidden();
    await menuButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(nav(page)).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'Today' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(nav(page).getByRole('link', { name: 'Calendar' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(nav(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');

    // Choosing a screen from the menu goes there and closes the menu.
    await page.keyboard.press('Enter');
    await nav(page).getByRole('link', { name: 'Newsletter' }).press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Newsletter');
    await expect(nav(page)).toBeHidden();
    // Its subscribers open under it, in the menu.
    await menuButton(page).click();
    await nav(page).getByRole('link', { name: 'Subscribers' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subscribers');
    await expect(nav(page)).toBeHidden();

    // The address, short enough for a phone's line, is not broken mid-word (it wraps, if at all,
    // after its punctuation).
    await page.goto(`${paths.adminSubscribers}?q=${encodeURIComponent(email)}`);
    const cell = page.getByText(email, { exact: true });
    await expect(cell).toBeVisible();
    const breaksAfter = await cell.evaluate((element) => {
      // Every character of the address, in whichever of its text nodes it stands.
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      const lines: string[] = [];
      let top: number | undefined;
      let previous = '';
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        for (let i = 0; i < text.textContent!.length; i += 1) {
          range.setStart(text, i);
          range.setEnd(text, i + 1);
          const rect = range.getClientRects()[0];
          if (!rect) continue;
          if (top !== undefined && rect.top > top + 2) lines.push(previous);
          top = rect.top;
          previous = text.textContent![i]!;
        }
      }
      return lines;
    });
    for (const character of breaksAfter) expect('-.@_').toContain(character);

    // Every screen's headings of a level share one size (the back office's type sizes).
    const headingSizes = { h2: new Map<string, string>(), h3: new Map<string, string>() };
    for (const { path, route, firstHtmlH1 } of [
      ...screens,
      { path: paths.adminSignIn, route: paths.adminSignIn, firstHtmlH1: 'Today' },
    ]) {
      await page.goto(path);
      if (path !== paths.adminSignIn)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstHtmlH1!);
      await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
      // The same page at a phone's, a tablet's and a laptop's width: nothing wider than the
      // window, no word broken inside itself, no scroll box to tab to with nothing to scroll.
      // A booking's and a client's pages (tables of emails and sessions) on a small tablet too.
      const withTables = route === paths.adminBooking || route === paths.adminClient;
      for (const width of withTables ? [360, 640, 768, 1280] : [360, 768, 1280]) {
        await page.setViewportSize({ width, height: 780 });
        const wide = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(wide, `${path} at ${width} px is ${wide} px wide`).toBeLessThanOrEqual(width);
        expect(await wordsBrokenInside(page), `${path} at ${width} px`).toEqual([]);
        await expect
          .poll(() => focusableWithNothingToScroll(page), { message: `${path} at ${width} px` })
          .toEqual([]);
        // A date in a table is never split; section links stand in one row (it scrolls); a
        // list's filters stand in one row on a laptop.
        expect.soft(await datesSplitInCells(page), `${path} at ${width} px`).toEqual([]);
        expect.soft(await sectionLinksWrapped(page), `${path} at ${width} px`).toEqual([]);
        expect.soft(await valuesUnderTheirName(page), `${path} at ${width} px`).toEqual([]);
        if (width !== 360)
          expect.soft(await buttonsWrappedInTables(page), `${path} at ${width} px`).toEqual([]);
        if (width === 1280) {
          for (const rows of await filterBarRows(page))
            expect.soft(rows, `${path}: the filters' rows at 1280 px`).toBe(1);
          for (const level of ['h2', 'h3'] as const)
            for (const [size, text] of await page.locator(level).evaluateAll((headings) =>
              headings
                // A group's small-capitals label (Today's days, as the sidebar's groups) is
                // a label's style, not a heading size.
                .filter(
                  (h) =>
                    !h.closest('nav') &&
                    h.getClientRects().length > 0 &&
                    getComputedStyle(h).textTransform !== 'uppercase',
                )
                .map((h) => [getComputedStyle(h).fontSize, h.textContent ?? '']),
            ))
              headingSizes[level].set(size!, `${path}: “${text}”`);
        }
        // The Schedules screen's cards take the column's whole width, as every screen's do.
        if (path === paths.adminSchedules) {
          const form = page.getByRole('form', { name: 'Schedules' });
          const [own, column] = await form.evaluate((element) => [
            element.getBoundingClientRect().width,
            document.querySelector('h1')!.getBoundingClientRect().width,
          ]);
          expect.soft(own, `the Schedules form at ${width} px`).toBeGreaterThanOrEqual(column - 1);
        }
      }
      await page.setViewportSize({ width: 360, height: 780 });
    }
    for (const level of ['h2', 'h3'] as const)
      expect([...headingSizes[level]], `the ${level}s' sizes`).toHaveLength(1);
  });

  test('a booking’s page on a desktop: two columns from 1024 px, their tops level at 1280 px (its facts and actions, then the client’s answers and emails), one column at 360 px, no sideways scroll, Send Again in the emails’ last column', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, paths.adminBookings);
    await page.getByRole('link', { name: wideBooking.name }).click();
    const facts = page.getByRole('region', { name: 'Client and package' });
    const answers = page.getByRole('region', { name: 'Questionnaire' });
    const emails = page.getByRole('region', { name: 'Emails', exact: true });
    await expect(emails).toBeVisible();
    await hydrated(page);
    const boxes = async () => ({
      facts: (await facts.boundingBox())!,
      answers: (await answers.boundingBox())!,
      sessions: (await page.getByRole('region', { name: 'Sessions', exact: true }).boundingBox())!,
      emails: (await emails.boundingBox())!,
    });
    let at = await boxes();
    // Side by side, their tops level; each column its own sections one under another.
    expect(Math.abs(at.facts.y - at.answers.y)).toBeLessThanOrEqual(1);
    expect(at.answers.x).toBeGreaterThan(at.facts.x + at.facts.width);
    expect(Math.abs(at.sessions.x - at.facts.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(at.emails.x - at.answers.x)).toBeLessThanOrEqual(1);
    await expectNoSidewaysScroll(page);
    // Send Again, where an email offers it, is the row's last cell.
    const sendAgain = emails.getByRole('button', { name: /^Send again: / }).first();
    if ((await sendAgain.count()) > 0)
      expect(
        await sendAgain.evaluate((button) => {
          const cell = button.closest('td')!;
          return cell === cell.parentElement!.lastElementChild;
        }),
      ).toBe(true);

    await page.setViewportSize({ width: 360, height: 780 });
    at = await boxes();
    // One column: the answers under the booking's facts and actions.
    expect(Math.abs(at.answers.x - at.facts.x)).toBeLessThanOrEqual(1);
    expect(at.answers.y).toBeGreaterThan(at.sessions.y + at.sessions.height - 1);
    await expectNoSidewaysScroll(page);
  });

  test('a booking’s emails: a reminder skipped by a move reads "Skipped" with its reason and no Send Again; on a phone its pill stands under the subject, no word broken, no button wrapped; the state column keeps one width', async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const day = weekdayAhead(26);
    const visitor = await playwright.request.newContext({ baseURL });
    const bookingId = await bookStrategyCall(visitor, cancunInstant(day, '13:00'));
    await visitor.dispose();
    await signIn(page, toPath(paths.adminBooking, { bookingId }));
    const sessions = page.getByRole('region', { name: 'Sessions' });
    // Moved: its reminders, written for 1 PM, are skipped; the move's notice gives the new time.
    await sessions.getByRole('button', { name: /^Reschedule the session of/ }).click();
    const form = page.getByRole('form', { name: /^Move the session of/ });
    await form.getByLabel('New time').selectOption(cancunInstant(day, '14:00'));
    await form.getByRole('button', { name: 'Move Session' }).click();
    await expect(page.getByText('Session moved', { exact: true })).toBeVisible();

    const table = page.getByRole('region', { name: 'Emails table' });
    const skipped = table.getByRole('row').filter({ hasText: 'Skipped' });
    await expect(skipped.first()).toBeVisible();
    expect(await skipped.count()).toBeGreaterThanOrEqual(1);
    for (const row of await skipped.all()) {
      await expect(row).toContainText(emailSkippedNote);
      await expect(row).not.toContainText('Last error');
      await expect(row.getByRole('button')).toHaveCount(0);
    }

    const stateWidths = async () =>
      table
        .locator('tbody td[data-part="state"]')
        .evaluateAll((cells) =>
          cells.map((cell) => Math.round(cell.getBoundingClientRect().width)),
        );
    for (const width of [768, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      // One width for every state, whatever its words ("Sent", "Waiting to send", "Skipped").
      expect(new Set(await stateWidths()).size, `the state column at ${width} px`).toBe(1);
    }

    await page.setViewportSize({ width: 360, height: 780 });
    expect(await wordsBrokenInside(page), 'the booking page at 360 px').toEqual([]);
    const layout = await table.locator('tbody tr').evaluateAll((rows) =>
      rows.map((row) => {
        const subject = row.querySelector('[data-part="subject"]')!.getBoundingClientRect();
        const pill = row.querySelector('td[data-part="state"] span')!.getBoundingClientRect();
        const button = row.querySelector('button')?.getBoundingClientRect();
        return {
          subjectWidth: subject.width,
          rowWidth: row.getBoundingClientRect().width,
          pillUnder: pill.top >= subject.bottom - 1,
          buttonHeight: button?.height ?? 0,
        };
      }),
    );
    for (const row of layout) {
      // The subject has the row's whole width, its pill on the line under it.
      expect(row.subjectWidth).toBeGreaterThan(row.rowWidth - 2);
      expect(row.pillUnder).toBe(true);
      // "Send Again" on one line: no taller than a one-line button of 44 px.
      expect(row.buttonHeight).toBeLessThanOrEqual(44);
    }
  });

  test('lists keep real table rows on a tablet and beside the sidebar, and become compact cards only on a phone', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const stamp = `${Date.now()}${Math.floor(Math.random() * 10)}`;
    expect(
      (await request.post('/api/newsletter', { data: { email: `t.${stamp}@example.org` } })).ok(),
    ).toBe(true);
    await signIn(page, paths.adminBookings);
    // A booking without a session yet: its Session cell has no value.
    const created = await page.request.post('/api/admin/bookings', {
      headers: { origin: new URL(page.url()).origin },
      data: {
        packageType: '5-session',
        name: `Lena Okafor ${stamp}`,
        email: `lena.${stamp}@example.org`,
        payment: 'offline',
      },
    });
    expect(created.status(), await created.text()).toBe(201);

    /** Each table's layout: rows or cards, whether it scrolls in its box, its cards' lines. */
    const tables = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('table')].map((table) => {
          const box = table.closest('[role="region"]') ?? table.parentElement!;
          const cells = [...table.querySelectorAll('tbody td')];
          const shown = cells.filter((cell) => getComputedStyle(cell).display !== 'none');
          return {
            columns: table.querySelectorAll('thead th').length,
            rows: getComputedStyle(table.querySelector('tbody tr')!).display === 'table-row',
            scrolls: box.scrollWidth > box.clientWidth + 1,
            // Lines of a card that say nothing: a dash for an empty value, a name above a lone
            // button.
            empty: shown.filter((cell) => cell.textContent?.trim() === '—').length,
            namedButtons: shown.filter(
              (cell) =>
                getComputedStyle(cell, '::before').content !== 'none' &&
                cell.children.length === 1 &&
                cell.textContent?.trim() === cell.querySelector('button')?.textContent?.trim(),
            ).length,
          };
        }),
      );

    for (const path of [
      paths.adminBookings,
      paths.adminClients,
      paths.adminSubscribers,
      paths.adminAuditLog,
      paths.adminPosts,
    ]) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      await hydrated(page);
      await expect(page.locator('table').first()).toBeVisible();
      // A tablet (the Menu bar above, the window's width) and a small laptop (the sidebar
      // beside): real rows that fit the column.
      for (const width of [768, 1024, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        for (const table of await tables()) {
          expect(table.rows, `${path} at ${width} px: rows`).toBe(true);
          expect(table.scrolls, `${path} at ${width} px: no table scrolls`).toBe(false);
        }
      }
      // A phone: cards, without empty lines or a name above a lone button.
      await page.setViewportSize({ width: 360, height: 780 });
      // (The screen's list: its widest table; a table of three columns stays one on a phone.)
      const [list] = (await tables()).sort((a, b) => b.columns - a.columns);
      expect(list!.rows, `${path} at 360 px: cards`).toBe(false);
      expect(list!.empty, `${path} at 360 px: empty lines`).toBe(0);
      expect(list!.namedButtons, `${path} at 360 px: a name above a lone button`).toBe(0);
      // Cards and caption keep to the list's card: nothing in it scrolls sideways.
      for (const table of await tables())
        expect(table.scrolls, `${path} at 360 px: no table scrolls`).toBe(false);
    }
    // The Bookings list at a tablet's width: a compact table row of a few lines (its dates in
    // one column), not a card's height (about 365 px a booking as cards) nor the five-column
    // row's (157 px). The columns share the width by their longest words, so a long email
    // elsewhere on the page makes a row a line taller, and an address under its name may take a
    // second line after its "@": 103–169 px measured.
    await page.setViewportSize({ width: 768, height: 800 });
    await page.goto(paths.adminBookings);
    await hydrated(page);
    const rowHeights = await page.evaluate(() =>
      [...document.querySelectorAll('tbody tr')].map((row) => row.getBoundingClientRect().height),
    );
    for (const height of rowHeights)
      expect(height, 'a booking row at 768 px').toBeLessThanOrEqual(175);
  });

  test('a list’s row opens its page wherever it is clicked, as a table row at 1280 px and as a card at 360 px', async ({
    page,
  }) => {
    const stamp = `${Date.now()}${Math.floor(Math.random() * 10)}`;
    await signIn(page, paths.adminBookings);
    const created = await page.request.post('/api/admin/bookings', {
      headers: { origin: new URL(page.url()).origin },
      data: {
        packageType: 'single',
        name: `Row Reader ${stamp}`,
        email: `row.${stamp}@example.org`,
        payment: 'offline',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const bookingPage = toPath(paths.adminBooking, { bookingId: id });

    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${paths.adminBookings}?q=${stamp}`);
      await hydrated(page);
      const row = page.locator('tbody tr').filter({ hasText: `Row Reader ${stamp}` });
      await expect(row).toHaveCount(1);
      // A point of its last cell, away from the name: the row's link lies over the whole row.
      const cell = (await row.locator('td:visible').last().boundingBox())!;
      await page.mouse.click(cell.x + 4, cell.y + 4);
      await expect(page, `${width} px`).toHaveURL(new RegExp(`${bookingPage}$`));
    }
  });

  test('from 1024 to 1440 px no list is wider than its card: a table leaves out its secondary columns where its rows would not fit with them', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const stamp = `${Date.now()}${Math.floor(Math.random() * 10)}`;
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, paths.adminBookings);
    // A long surname (a word the table never breaks) and a package paid outside the site (a
    // quiet line under it): a row that needs a wider table than most.
    const created = await page.request.post('/api/admin/bookings', {
      headers: { origin: new URL(page.url()).origin },
      data: {
        packageType: '10-session',
        name: `Hubert Wolfeschlegelsteinhausen ${stamp}`,
        email: `maximiliana.featherstonehaugh.${stamp}@example.org`,
        payment: 'offline',
      },
    });
    expect(created.status(), await created.text()).toBe(201);

    /** Each list on the screen whose content runs past its card, and by how much. */
    const overflowing = () =>
      page.evaluate(() =>
        [
          ...document.querySelectorAll<HTMLElement>(
            '[role="region"][aria-label$="table"], section[aria-label="Notices"]',
          ),
        ]
          .filter((list) => list.getClientRects().length > 0)
          .map((list) => {
            const card = list.parentElement!.getBoundingClientRect();
            const table = list.querySelector('table')?.getBoundingClientRect();
            return {
              list: list.getAttribute('aria-label')!,
              past: Math.max(
                list.scrollWidth - list.clientWidth,
                table ? Math.round(table.right - card.right) : 0,
              ),
            };
          })
          .filter(({ past }) => past > 1),
      );

    // The seeded booking as wide as a real row gets (a payment pending, a Wednesday 10:30 session).
    await expect(page.getByRole('link', { name: wideBooking.name })).toBeVisible();
    const widths = Array.from({ length: 21 }, (_, step) => 1024 + step * 20).concat(1440);
    for (const path of listScreens) {
      await page.goto(path);
      await hydrated(page);
      await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        await expect
          .poll(overflowing, { message: `${path} at ${width} px`, timeout: 2_000 })
          .toEqual([]);
      }
    }
    // The booking's page with its emails on a small tablet and a phone: nothing past the window,
    // its emails in their own scroll box.
    const { id } = (await created.json()) as { id: number };
    await page.goto(toPath(paths.adminBooking, { bookingId: id }));
    await hydrated(page);
    await expect(page.getByRole('region', { name: 'Emails table' })).toBeVisible();
    for (const width of [360, 640, 660, 700]) {
      await page.setViewportSize({ width, height: 800 });
      await expectNoSidewaysScroll(page);
      expect(await wordsBrokenInside(page), `the booking's page at ${width} px`).toEqual([]);
    }

    // Wide enough, the Bookings list shows its secondary columns (the day booked, the amount).
    await page.goto(paths.adminBookings);
    await hydrated(page);
    await page.setViewportSize({ width: 1920, height: 800 });
    await expect(page.getByRole('columnheader', { name: 'Booked' })).toBeVisible();
  });

  test('from 600 to 1440 px no table is cut inside its box: a table stands in columns only where they fit, and a box that still scrolls shows a fade at its right edge', async ({
    page,
  }) => {
    test.setTimeout(420_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, paths.adminBookings);

    /**
     * Each table's box on the screen whose table runs past it without its fade at the right edge
     * saying so, and by how much; and the page itself, if it scrolls sideways.
     */
    const cut = () =>
      page.evaluate(() => {
        const boxes = [
          ...document.querySelectorAll<HTMLElement>(
            '[aria-label$="table"], [role="region"]:has(> table)',
          ),
        ].filter((box) => box.getClientRects().length > 0);
        const faults = boxes
          .map((box) => {
            const past = box.scrollWidth - box.clientWidth;
            const edge = getComputedStyle(box.parentElement!, '::after');
            const fade = edge.content !== 'none' && Number(edge.opacity) > 0.9;
            return { box: box.getAttribute('aria-label')!, past, fade };
          })
          .filter(({ past, fade }) => past > 1 && !fade)
          .map(({ box, past }) => `${box}: ${past} px cut`);
        const page = document.documentElement.scrollWidth - window.innerWidth;
        return page > 0 ? [...faults, `the page: ${page} px sideways`] : faults;
      });

    // The seeded booking as wide as a real one gets, its confirmations sent and its reminders
    // still waiting (a long subject, a whole date, a pill); the seeded client of a 10-session
    // package with sessions over and to come.
    await page.getByRole('link', { name: wideBooking.name }).click();
    await expect(page.getByRole('region', { name: 'Emails table' })).toBeVisible();
    await expect(page.getByText('Waiting to send').first()).toBeVisible();
    // His zone is named once, by the frame: neither the session's line nor the emails repeat it.
    const zoneName = new RegExp(`\\(${timezoneLabel(coachTimezone)}( Time)?\\)`);
    await expect(page.getByRole('region', { name: 'Emails table' })).not.toContainText(zoneName);
    await expect(page.getByRole('region', { name: 'Sessions', exact: true })).not.toContainText(
      zoneName,
    );
    const booking = new URL(page.url()).pathname;
    await page.goto(`${paths.adminClients}?q=${encodeURIComponent(recordedClient.email)}`);
    await page.getByRole('link', { name: recordedClient.name }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(recordedClient.name);
    const client = new URL(page.url()).pathname;

    // Every 12 px to 1104, where the tables change their columns, then every 24 px to 1440: the
    // longest test of the suite at 8 and 16 px, for the rare cut in a band narrower than a step.
    const widths = [
      ...Array.from({ length: 42 }, (_, step) => 600 + step * 12),
      ...Array.from({ length: 15 }, (_, step) => 1104 + step * 24),
    ];
    for (const path of [...listScreens, booking, client]) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      await hydrated(page);
      await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        await expect.poll(cut, { message: `${path} at ${width} px`, timeout: 2_000 }).toEqual([]);
      }
    }
  });

  test('at 360 and 400 px a dot stands between two facts with equal room on both sides, never at a line’s start or end', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await signIn(page, paths.adminBookings);
    // Each screen with its facts (the clients to mark only where some are).
    for (const [path, some] of [
      [paths.adminBookings, true],
      [`${paths.adminClients}?state=to-mark`, false],
      [paths.adminClients, true],
      [paths.adminTestimonials, true],
    ] as const) {
      for (const width of [360, 400]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        await hydrated(page);
        await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
        if (some)
          await expect
            .poll(() => page.locator('td[data-fact], [data-separated]').count(), { message: path })
            .toBeGreaterThan(0);
        expect(await dotsMisplaced(page), `${path} at ${width} px`).toEqual([]);
      }
    }
  });

  test('on a short window (1280 × 640) the sidebar scrolls on its own: its last screen is reachable, View site and Sign Out stay in view', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 640 });
    await signIn(page, paths.adminBookings);
    const links = nav(page).getByRole('link');
    const last = links.last();
    await expect(last).toHaveText('Account');
    // The screens' list is taller than its room: it scrolls inside the sidebar, not the page.
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('link', { name: 'View site' })).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Sign Out', exact: true })).toBeInViewport();
    // Opening the last screen shows its link, marked current, in the sidebar's view at once.
    await last.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account');
    await page.reload();
    await hydrated(page);
    const current = nav(page).getByRole('link', { name: 'Account' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Sign Out', exact: true })).toBeInViewport();
  });

  test('at 360 px a list’s filters stand behind one Filters button that counts them and opens them as a panel; from 768 px they stand open', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await signIn(page, `${paths.adminBookings}?status=paid&kind=paid`);
    await hydrated(page);
    const filters = page.getByRole('search', { name: 'Filter bookings' });
    const button = page.getByRole('button', { name: 'Filters · 2' });
    await expect(button).toBeVisible();
    await expect(filters).toBeHidden();
    // The list starts in the first screen, under the button.
    const firstRow = page.locator('tbody tr').first();
    await expect(firstRow).toBeVisible();
    expect((await firstRow.boundingBox())!.y).toBeLessThan(500);
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(filters).toBeVisible();
    await expect(filters.getByLabel('Status')).toHaveValue('paid');
    await filters.getByLabel('Type').selectOption('');
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/status=paid/);
    await expect(page).not.toHaveURL(/kind=/);
    await expect(page.getByRole('button', { name: 'Filters · 1' })).toBeVisible();
    await expect(filters).toBeHidden();
    await expectNoSidewaysScroll(page);
    // A tablet: the filters stand open above the list, no button.
    await page.setViewportSize({ width: 768, height: 1024 });
    await expect(filters).toBeVisible();
    await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden();

    // The Clients list is made of the same kit: its search, filters and sort behind one button
    // that counts the filters (the sort orders the list, it is not one), its rows in view under it.
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(`${paths.adminClients}?package=10-session&sort=name`);
    await hydrated(page);
    const clientFilters = page.getByRole('search', { name: 'Search and filter clients' });
    await expect(clientFilters).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters · 1' })).toBeVisible();
    const firstClient = page.locator('tbody tr').first();
    await expect(firstClient).toBeVisible();
    expect((await firstClient.boundingBox())!.y).toBeLessThan(500);
    await expectNoSidewaysScroll(page);
  });

  test('Sign Out in the frame signs the owner out from any screen, at either width', async ({
    page,
  }) => {
    await signIn(page, paths.adminPosts);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign In');
    await expect(page).toHaveURL(new RegExp(`${paths.adminSignIn}(\\?|$)`));
    // Said where he lands, politely, until he starts typing.
    const signedOut = page.getByRole('status').filter({ hasText: signInMessages.signedOutNow });
    await expect(signedOut).toBeVisible();
    await page.getByLabel('Username').fill('o');
    await expect(signedOut).toBeHidden();
    // The session is over: the back office sends him to sign in again, and a fresh visit is
    // not told he just signed out.
    await page.goto(paths.adminMessages);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign In');
    await expect(page.getByText(signInMessages.signedOutNow)).toBeHidden();

    await page.setViewportSize({ width: 360, height: 780 });
    await page.getByLabel('Username').fill(owner.username);
    await page.getByLabel('Password').fill(owner.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Messages');
    await menuButton(page).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign In');
    await page.goto(paths.adminToday);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign In');
  });

  test('a screen drawn by the server answers a click made as soon as the page says it is interactive, even when its code is slow to arrive', async ({
    page,
  }) => {
    await signIn(page);
    // His screens start the shell's script after their first paint; the admin part's code then
    // takes a while (held back here). The page's interactive mark must wait for it: a click on
    // the drawn Sign Out before that code runs would be lost.
    await page.route('**/remotes/admin/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto(paths.adminAccount);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account');
    await hydrated(page);
    await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign In');
  });
});
