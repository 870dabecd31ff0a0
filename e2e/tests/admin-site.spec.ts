import { expect, test } from '@playwright/test';
import { paths } from '@site/contracts/routes';
import { addDays, todayIn } from '@site/contracts/slots';
import { coachTimezone } from '@site/contracts/timezones';
import { siteLinks, siteOrigin } from '../support/site';
import { leaveUnsavedMessages } from '@site/contracts/admin';
import { signInAsOwner } from '../support/owner-session';
import { hydrated } from '../support/hydrated';

/**
 * The owner's site in his hands: he adds a testimonial and moves it to the top, and a visitor's
 * home page (its first HTML, before any script) shows it; he finds a visitor's message among the
 * notices the site kept for him; he downloads his data as a ZIP; the free call's hours and the
 * booking horizon he sets are in the calendar page's first HTML.
 */

test.describe('the owner’s site in the back office', () => {
  // One after another: two of these tests save the settings form, which writes every setting it
  // loaded; run at once, the later save put back what the other had just changed.
  test.describe.configure({ mode: 'serial' });
  // Signing in, the outbox's round and a download: more than the default budget on a busy machine.
  test.slow();

  test('a testimonial the owner adds and moves first is on the visitor’s home page', async ({
    page,
    browser,
    request,
  }) => {
    const name = `Maria ${Date.now().toString(36)}`;
    const words = `Working with the coach gave ${name} her evenings back.`;

    await signInAsOwner(page, paths.adminTestimonials);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Testimonials');
    const form = page.getByRole('region', { name: 'Add a testimonial' });
    await form.getByLabel('Name of the person quoted').fill(name);
    await form.getByLabel('Their role or title').fill('Founder, Lumen Studio');
    await form.getByLabel('Testimonial').fill(words);
    await form.getByRole('button', { name: 'Add Testimonial' }).click();
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();

    // Added last; moved up one place at a time until it is first in the order.
    const cards = page
      .getByRole('list', { name: 'Testimonials, in display order' })
      .getByRole('listitem');
    const count = await cards.count();
    expect(count).toBeGreaterThan(1);
    for (let place = count - 1; place > 0; place -= 1) {
      await page.getByRole('button', { name: `Move up: ${name}` }).click();
      await expect(cards.nth(place - 1).getByRole('heading', { level: 2 })).toHaveText(name);
    }
    const first = cards.first();
    await expect(first).toContainText('On the home page');

    // A remote keeps a rendered page up to 30 s (per URL and settings): the visitor's first HTML
    // shows the new order at the latest once that has passed.
    const firstQuote = (html: string) =>
      /<blockquote[^>]*>([\s\S]*?)<\/blockquote>/.exec(html)?.[1] ?? '';
    await expect
      .poll(async () => firstQuote(await (await request.get(`${siteOrigin}/`)).text()), {
        timeout: 45_000,
        intervals: [1_000, 2_000, 5_000],
      })
      .toContain(words);
    const visitor = await browser.newContext({ baseURL: siteOrigin, javaScriptEnabled: false });
    try {
      const visitorPage = await visitor.newPage();
      await visitorPage.goto('/');
      const results = visitorPage.getByRole('region', { name: 'Real People. Measurable Change.' });
      await expect(results.getByText(name, { exact: true })).toBeVisible();
      await expect(results.locator('figure').first()).toContainText(words);
    } finally {
      await visitor.close();
    }

    // Hidden again: the home page is back to the seeded testimonials for the other tests.
    await page.getByRole('button', { name: `Hide: ${name}` }).click();
    await expect(page.getByRole('button', { name: `Show: ${name}` })).toBeVisible();
  });

  test('a profile link the owner sets is on every page at once, and unset falls back to the environment', async ({
    page,
    request,
  }) => {
    const xProfile = `https://x.com/owner_${Date.now().toString(36)}`;
    const xLink = (html: string) => html.includes(`href="${xProfile}"`);

    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAsOwner(page, paths.adminSite);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Site and Data');
    // The fields share the card's width in two columns (not two 300 px columns in a 950 px
    // card), and the host's names sit behind the site's disclosure, its chevron in a ring.
    const form = page.locator('form').filter({ has: page.getByLabel('X profile') });
    const [formBox, fieldBox] = [
      await form.boundingBox(),
      await page.getByLabel('X profile').boundingBox(),
    ];
    expect(fieldBox!.width).toBeGreaterThan(formBox!.width / 2 - 40);
    // One closed note for the host at the card's end, opened to its variables' names.
    const host = page.locator('summary', { hasText: /for your web host/i });
    await expect(host).toHaveCount(1);
    await expect(host).toHaveText('Technical notes for your web host');
    await expect(host.locator('svg')).toBeVisible();
    await expect(page.getByText('MEETING_URL')).toBeHidden();
    await host.click();
    for (const name of ['MEETING_URL', 'MAIL_POSTAL_ADDRESS', 'OWNER_EMAIL'])
      await expect(page.getByText(name, { exact: true })).toBeVisible();
    const [hostBox, saveBox] = [
      await host.boundingBox(),
      await page.getByRole('button', { name: 'Save Settings' }).boundingBox(),
    ];
    expect(hostBox!.y).toBeLessThan(saveBox!.y);
    await page.getByLabel('X profile').fill('not a link');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(
      page.getByText('Enter a full address starting with https:// (or leave it empty)'),
    ).toBeVisible();

    await page.getByLabel('X profile').fill(xProfile);
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    try {
      // The shell reads the settings again within two seconds; no rebuild, no restart.
      for (const path of ['/', '/connect']) {
        await expect
          .poll(async () => xLink(await (await request.get(`${siteOrigin}${path}`)).text()), {
            timeout: 15_000,
          })
          .toBe(true);
      }
    } finally {
      await page.getByLabel('X profile').fill('');
      await page.getByRole('button', { name: 'Save Settings' }).click();
      await expect(page.getByText('Settings saved').first()).toBeVisible();
    }
    await expect
      .poll(
        async () =>
          (await (await request.get(`${siteOrigin}/`)).text()).includes(siteLinks.SOCIAL_X_URL),
        {
          timeout: 15_000,
        },
      )
      .toBe(true);
  });

  test('the specials’ end date the owner sets: the specials page says when the offer ends, and once passed claims nothing', async ({
    page,
    request,
  }) => {
    const today = todayIn(coachTimezone, new Date());
    const specials = async () => (await request.get(`${siteOrigin}${paths.specials}`)).text();
    const endOn = async (date: string) => {
      await page.getByLabel('Specials end on').fill(date);
      await page.getByRole('button', { name: 'Save Settings' }).click();
      await expect(page.getByText('Settings saved').first()).toBeVisible();
    };
    await signInAsOwner(page, paths.adminSite);
    try {
      await endOn(addDays(today, 10));
      await expect
        .poll(async () => /Offer ends [A-Z][a-z]+ \d{1,2}/.test(await specials()), {
          timeout: 15_000,
        })
        .toBe(true);
      await endOn(addDays(today, -1));
      await expect
        .poll(async () => (await specials()).includes('Offer ends'), { timeout: 15_000 })
        .toBe(false);
      const html = await specials();
      expect(html).not.toContain('<s>');
      expect(html).not.toContain('LIMITED TIME SPECIALS');
      expect(html).toContain('CONSULTING PACKAGES');
    } finally {
      await endOn('');
    }
    await expect
      .poll(async () => (await specials()).includes('<s>'), { timeout: 15_000 })
      .toBe(true);
  });

  test('leaving the settings with a change not saved asks first: Stay keeps it, Leave goes', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAsOwner(page, paths.adminToday);
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Back office' });
    await nav.getByRole('link', { name: 'Site and Data' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Site and Data');
    const profile = page.getByLabel('X profile');
    const typed = 'https://x.com/not_saved_yet';
    await profile.fill(typed);

    const dialog = page.getByRole('alertdialog', { name: leaveUnsavedMessages.title });
    const stay = dialog.getByRole('button', { name: leaveUnsavedMessages.stay });
    const today = nav.getByRole('link', { name: 'Today', exact: true });
    await today.click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(leaveUnsavedMessages.lost('the site settings'));
    await expect(stay).toBeFocused();
    await stay.click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${paths.adminSite}$`));
    await expect(profile).toHaveValue(typed);

    // The browser's Back is held too: the page and what was typed stay until he chooses.
    await page.evaluate(() => window.history.back());
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${paths.adminSite}$`));
    await expect(profile).toHaveValue(typed);

    await today.click();
    await dialog.getByRole('button', { name: leaveUnsavedMessages.leave }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.adminToday}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Today');
  });

  test('the booking hours are set on Schedules alone: Site and data links there, and the calendar page shows those in force', async ({
    page,
    request,
  }) => {
    // The first HTML's text as the visitor reads it: without the comments React writes between
    // a paragraph's parts, nor the spans that keep its hyphenated words whole.
    const calendarText = async () =>
      (await (await request.get(`${siteOrigin}${paths.strategyCall}`)).text())
        .replace(/<!--[^]*?-->|<[^>]+>/g, '')
        // A time keeps its AM or PM with a no-break space.
        .replaceAll('\u00a0', ' ');
    expect(await calendarText()).toContain('1:00 PM–4:00 PM Cancun time, up to 60 days ahead');

    await signInAsOwner(page, paths.adminSite);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Site and Data');
    const bookings = page.getByRole('group', { name: 'Bookings' });
    await expect(bookings.getByRole('textbox')).toHaveCount(0);
    await bookings.getByRole('link', { name: 'Schedules' }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.adminSchedules}$`));
    await expect(page.getByRole('note', { name: 'In force now' })).toBeVisible();
  });

  test('the owner reads the notice of a visitor’s message, and downloads his data', async ({
    page,
    request,
  }) => {
    const sender = `Noa ${Date.now().toString(36)}`;
    const sent = await request.post(`${siteOrigin}/api/contact`, {
      data: {
        inquiryType: 'general',
        name: sender,
        email: `noa-${Date.now()}@example.org`,
        message: 'Could we talk about a retreat for our team?',
      },
    });
    expect(sent.status()).toBe(201);

    await signInAsOwner(page, paths.adminNotices);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notices');
    const notice = page.getByRole('link', { name: new RegExp(`enquiry from ${sender}`) });
    // The outbox sends within seconds; then the list shows it.
    await expect
      .poll(async () => (await page.request.get('/api/admin/notices')).text(), { timeout: 30_000 })
      .toContain(`enquiry from ${sender}`);
    await page.reload();
    await notice.click();
    await expect(
      // The notice's subject heads its page.
      page.getByRole('heading', { level: 1, name: new RegExp(`enquiry from ${sender}`) }),
    ).toBeVisible();
    await expect(page.getByText('Could we talk about a retreat for our team?')).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Site and Data' })
      .click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download All Data (ZIP)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^site-data-\d{4}-\d\d-\d\d\.zip$/);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const zip = Buffer.concat(chunks);
    // A ZIP file (local file header "PK\3\4") that names the messages with the visitor's.
    expect(zip.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(zip.toString('latin1')).toContain('messages.csv');
  });
});
