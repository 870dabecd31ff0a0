import { expect, test, type Page } from '@playwright/test';
import { paths } from '@site/contracts/routes';
import { pages } from '../support/routes';
import { owner } from '../support/site';
import { hydrated, signInAsOwner } from '../support/owner-session';

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

test.describe('the back office’s own frame', () => {
  test('no back-office page, sign-in included, carries the public header or footer, in its first HTML or after hydration', async ({
    page,
  }) => {
    test.setTimeout(30_000 + screens.length * 5_000);
    const signInAnswer = await page.goto(paths.adminSignIn);
    expect(await signInAnswer!.text()).not.toMatch(/<header|<footer/);
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await expectNoPublicChrome(page, paths.adminSignIn);
    // The sign-in page's frame is minimal: the way back to the site, no navigation.
    await expect(page.getByRole('link', { name: 'View site' })).toHaveAttribute('href', '/');
    await expect(nav(page)).toHaveCount(0);

    await signIn(page);
    for (const { path, firstHtmlH1 } of screens) {
      const answer = await page.goto(path);
      expect(await answer!.text(), path).not.toMatch(/<header|<footer/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstHtmlH1!);
      await expect(page.locator('html[data-hydrated]')).toBeAttached();
      await expectNoPublicChrome(page, path);
    }
  });

  test('at 1280 px the sidebar shows the screens in groups, with View site and Sign Out in view', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await signIn(page, paths.adminBookings);
    await expect(menuButton(page)).toBeHidden();
    for (const [group, links] of [
      ['Today', ['Today', 'Calendar', 'Messages', 'Notices']],
      [
        'Clients & bookings',
        ['Clients', 'Bookings', 'Schedules', 'Subscribers', 'Privacy requests'],
      ],
      ['Content', ['Posts', 'Testimonials', 'Newsletter']],
      ['Site', ['Site and data', 'Activity']],
      ['Account', ['Account']],
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
  });

  test('at 360 px the menu opens from the keyboard, Escape closes it, and no screen scrolls sideways', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000 + screens.length * 6_000);
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
    await nav(page).getByRole('link', { name: 'Subscribers' }).press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subscribers');
    await expect(nav(page)).toBeHidden();

    // The address, short enough for a phone's line, is not broken mid-word (it wraps, if at all,
    // after its punctuation).
    await page.goto(`${paths.adminSubscribers}?q=${encodeURIComponent(email)}`);
    const cell = page.getByText(email, { exact: true });
    await expect(cell).toBeVisible();
    const breaksAfter = await cell.evaluate((element) => {
      const text = element.firstChild!;
      const range = document.createRange();
      const lines: string[] = [];
      let top: number | undefined;
      for (let i = 0; i < text.textContent!.length; i += 1) {
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        const rect = range.getClientRects()[0];
        if (!rect) continue;
        if (top !== undefined && rect.top > top + 2) lines.push(text.textContent![i - 1]!);
        top = rect.top;
      }
      return lines;
    });
    for (const character of breaksAfter) expect('-.@_').toContain(character);

    for (const { path, firstHtmlH1 } of [
      ...screens,
      { path: paths.adminSignIn, firstHtmlH1: 'Today' },
    ]) {
      await page.goto(path);
      if (path !== paths.adminSignIn)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstHtmlH1!);
      await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${path} at 360 px is ${width} px wide`).toBeLessThanOrEqual(360);
    }
  });

  test('Sign Out in the frame signs the owner out from any screen, at either width', async ({
    page,
  }) => {
    await signIn(page, paths.adminPosts);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
    await expect(page).toHaveURL(new RegExp(`${paths.adminSignIn}(\\?|$)`));
    // The session is over: the back office sends him to sign in again.
    await page.goto(paths.adminMessages);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');

    await page.setViewportSize({ width: 360, height: 780 });
    await page.getByLabel('Username').fill(owner.username);
    await page.getByLabel('Password').fill(owner.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Messages');
    await menuButton(page).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
    await page.goto(paths.adminToday);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
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
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  });
});
