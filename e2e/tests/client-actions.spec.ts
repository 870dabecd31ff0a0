import { expect, test, type Browser, type Page } from '@playwright/test';
import { clientActionMessages, erasureMailSubjects } from '@site/contracts/client-actions';
import { paths } from '@site/contracts/routes';
import { siteOrigin } from '../support/site';
import {
  expectNoSeriousAxeViolations,
  expectNoSidewaysScroll,
  uniqueEmail,
  weekdayAhead,
} from './booking-support';
import { signInAsOwner } from '../support/owner-session';
import { hydrated } from '../support/hydrated';
import { mailsTo } from '../support/mail';

/**
 * The coach's actions on a client and the client's self-service, against the real API: the coach
 * adds a credit to a client's single session (with its reason) and books a session for him from
 * his client page; the client opens his portal from his booking's link and finds the session and
 * the credit left, saves his time zone, downloads his data (nothing of another client in it) and
 * asks for its erasure, which the coach then sees on Privacy requests with the law's limit and
 * carries out.
 */

/** A package added by the coach (paid outside the site); its schedule link carries its key. */
async function addPackage(
  page: Page,
  input: { packageType: string; name: string; email: string },
): Promise<{ id: number; scheduleUrl: string }> {
  const created = await page.request.post('/api/admin/bookings', {
    headers: { origin: siteOrigin },
    data: { ...input, payment: 'offline' },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { id: number; scheduleUrl: string };
}

async function openPortal(
  browser: Browser,
  booking: { id: number; scheduleUrl: string },
): Promise<Page> {
  const context = await browser.newContext({ baseURL: siteOrigin });
  const client = await context.newPage();
  const key = new URL(booking.scheduleUrl, siteOrigin).searchParams.get('key');
  await client.goto(`${paths.portal}?booking=${booking.id}&key=${key}`);
  await hydrated(client);
  return client;
}

test.describe('the coach’s actions on a client', () => {
  test('the coach adds a credit with its reason and books a session for a client, who sees it in his portal, saves his zone, downloads his data and asks for its erasure', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const email = uniqueEmail('actions-client');
    const otherEmail = uniqueEmail('actions-other');
    await signInAsOwner(page, paths.adminClients);
    const booking = await addPackage(page, {
      packageType: 'single',
      name: 'Casey Actions',
      email,
    });
    await addPackage(page, { packageType: 'single', name: 'Other Person', email: otherEmail });

    // The coach opens the client's page and adds a credit: a reason is required.
    await page.goto(`${paths.adminClients}?q=${encodeURIComponent(email)}`);
    await hydrated(page);
    await page.getByRole('link', { name: 'Casey Actions' }).click();
    await expect(page.getByRole('heading', { name: 'Casey Actions', level: 1 })).toBeVisible();
    // Each action is a button until asked for: its form then opens with the focus in it. Credits
    // are added on the Packages tab.
    await page.getByRole('tab', { name: 'Packages' }).click();
    await page.getByRole('button', { name: 'Add Credits' }).click();
    const credits = page.locator('form', {
      has: page.getByRole('heading', { name: 'Add credits' }),
    });
    await expect(credits.getByLabel('Package', { exact: true })).toBeFocused();
    await credits.getByRole('button', { name: 'Add Credits' }).click();
    const reason = credits.getByLabel('Reason', { exact: true });
    await expect(reason).toBeFocused();
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(reason).toHaveAccessibleDescription(
      `Kept in the client’s record and the activity log. ${clientActionMessages.reasonRequired}`,
    );
    await reason.fill('A second session to finish the plan');
    await credits.getByRole('button', { name: 'Add Credits' }).click();
    // The package is named as people name it: its kind and the day it was bought (whose parts are
    // joined by no-break spaces).
    await expect(
      page.getByText(/^1 credit added to Single Session · bought [A-Z][a-z]{2}\s\d{1,2},\s\d{4}$/),
    ).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Reason: A second session to finish the plan')).toBeVisible();

    // He books a session for the client in a free time of a day of his calendar.
    await page.getByRole('button', { name: 'Book a Session' }).click();
    await page.getByRole('button', { name: 'Choose a Time' }).click();
    const form = page.getByRole('form', { name: 'Book a session for the client' });
    await form.getByLabel('Day (your calendar)', { exact: true }).fill(weekdayAhead(27));
    const time = form.getByLabel('Time', { exact: true });
    await expect(time.locator('option').nth(1)).toBeAttached({ timeout: 20_000 });
    const startsAt = await time.locator('option').nth(1).getAttribute('value');
    await time.selectOption(startsAt!);
    await form.getByRole('button', { name: 'Book Session' }).click();
    await expect(page.getByRole('button', { name: 'Book a Session' })).toBeFocused({
      timeout: 20_000,
    });
    await expect(page.getByText('1 of 2', { exact: false }).first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoSidewaysScroll(page);

    // The client opens his portal: the session is there, and one session is left to book.
    const client = await openPortal(browser, booking);
    await expect(client.getByRole('heading', { level: 1 })).toHaveText('Welcome, Casey');
    const single = client.getByRole('region', { name: 'Single Breakthrough Session' });
    await expect(single).toContainText('1 of 2 sessions left to book.');
    await expect(single.getByRole('heading', { name: 'Sessions to Come' })).toBeVisible();
    await expect(single.getByText('None booked.')).toHaveCount(0);
    // Nothing shared with him yet: Notes and Materials are each their title and one line under
    // it (the portal's one card anatomy), not a card of white space.
    for (const name of ['Notes and Action Plan', 'Materials']) {
      const box = await client.getByRole('region', { name, exact: true }).boundingBox();
      expect(box!.height, name).toBeLessThanOrEqual(112);
    }
    // The side index marks the section being read: Receipts, once its link has taken him there.
    const index = client.getByRole('navigation', { name: 'Sections of your portal' });
    // What matters now (his next session) is the first section, read first.
    await expect(index.getByRole('link', { name: 'Next', exact: true })).toHaveAttribute(
      'aria-current',
      'location',
    );
    await index.getByRole('link', { name: 'Receipts' }).click();
    await expect(index.getByRole('link', { name: 'Receipts' })).toHaveAttribute(
      'aria-current',
      'location',
    );

    // He saves his time zone, found by search among every zone (its form opened on demand).
    const zone = client.getByRole('region', { name: 'Your Time Zone' });
    await zone.getByRole('button', { name: 'Change Time Zone' }).click();
    await zone.getByLabel('Search all zones (a city or region)').fill('Kolkata');
    await zone.getByLabel('Search all zones (a city or region)').press('Enter');
    await expect(zone.getByLabel('Time zone', { exact: true })).toHaveValue('Asia/Kolkata');
    await zone.getByRole('button', { name: 'Save Time Zone' }).click();
    await expect(zone.getByText(clientActionMessages.timezoneSaved)).toBeVisible();

    // He downloads his data: his own, nobody else's.
    const data = client.getByRole('region', { name: 'Your Data' });
    await expect(data).toContainText('Download a copy of everything we keep about you');
    const [download] = await Promise.all([
      client.waitForEvent('download'),
      data.getByRole('link', { name: 'Download My Data' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('my-data.json');
    const exported = await client.request.get('/api/portal/data');
    expect(exported.status()).toBe(200);
    const text = await exported.text();
    expect(text).toContain(email.toLowerCase());
    expect(text).toContain('Asia/Kolkata');
    expect(text).not.toContain(otherEmail.toLowerCase());
    expect(text).not.toContain('Other Person');

    // He asks for his data to be erased, from quiet words under the download, once confirmed.
    await data.getByRole('button', { name: 'Delete my data…' }).click();
    await data.getByRole('button', { name: 'Ask to Erase My Data' }).click();
    await expect(data.getByRole('status')).toContainText('Your coach confirms it by');
    await expectNoSeriousAxeViolations(client);
    await client.setViewportSize({ width: 360, height: 800 });
    await expectNoSidewaysScroll(client);

    // The coach sees the request on Privacy requests, with the law's limit; the client cannot
    // carry it out himself.
    const request = page.getByRole('region', { name: 'Erasure requests from clients' });
    await page.goto(paths.adminPerson);
    await hydrated(page);
    const item = request.getByRole('listitem').filter({ hasText: email.toLowerCase() });
    await expect(item).toBeVisible();
    await expect(item).toContainText('asked today');
    await expect(item).toContainText('Due by');
    await expect(request.getByText('The law gives 30 days', { exact: false })).toBeVisible();
    await expect(item.getByRole('button', { name: 'Erase Data…' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    // He got the receipt of his request by email.
    const mailWith = (subject: string) => async () =>
      (await mailsTo(email.toLowerCase())).some(({ text }) => text.includes(subject));
    await expect.poll(mailWith(erasureMailSubjects.requested), { timeout: 20_000 }).toBe(true);

    // Looked up, his portal is listed: his account with the request, the credit given him; the
    // sections read at 360 px too.
    await page.getByLabel('Email address').fill(email.toLowerCase());
    await page.getByRole('button', { name: 'Find' }).click();
    const account = page.getByRole('region', { name: 'Client portal account' });
    // His zone named as the site names zones.
    await expect(account).toContainText('Kolkata time');
    await expect(account).toContainText('Asked');
    await expect(
      page.getByRole('heading', { name: 'Credits and packages given (1)' }),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    const size = page.viewportSize();
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoSidewaysScroll(page);
    if (size) await page.setViewportSize(size);
    const listed = (await (await page.request.get('/api/admin/erasure-requests')).json()) as {
      clientId: number;
      email: string;
    }[];
    const mine = listed.find((one) => one.email === email.toLowerCase())!;
    const refused = await client.request.post(
      `/api/admin/erasure-requests/${mine.clientId}/confirm`,
      {
        headers: { origin: siteOrigin },
      },
    );
    expect(refused.status()).toBe(401);

    // The coach carries it out: the request leaves the list, and the client's portal is gone.
    await item.getByRole('button', { name: 'Erase Data…' }).click();
    await item.getByRole('button', { name: 'Confirm Erasure' }).click();
    await expect(page.getByText(clientActionMessages.erasureConfirmed)).toBeVisible({
      timeout: 20_000,
    });
    await expect(item).toHaveCount(0);
    expect((await client.request.get('/api/portal')).status()).toBe(401);
    // A last email tells him that his data is erased.
    await expect.poll(mailWith(erasureMailSubjects.erased), { timeout: 20_000 }).toBe(true);

    // Today, where what waits for the owner is counted, stays accessible.
    await page.goto(paths.adminToday);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});
