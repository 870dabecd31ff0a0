import { expect, test } from '@playwright/test';
import { paths } from '@site/contracts/routes';
import { recordedClient } from '../support/portal-materials';
import { signInAsOwner } from '../support/owner-session';
import { hydrated } from '../support/hydrated';
import {
  bookStrategyCall,
  cancunInstant,
  expectNoSeriousAxeViolations,
  expectNoSidewaysScroll,
  uniqueEmail,
  weekdayAhead,
} from './booking-support';

/**
 * A client's page as a CRM record: a head (his address, his package at a glance, Book a Session,
 * the one primary action), then his record in tabs; the tab chosen is in the address, so a reload
 * opens it; on a phone the tabs wrap into rows of chips, every one in sight. Reads the
 * seeded 10-session client and changes nothing.
 */
test('a client’s page: a head with his package at a glance and the one primary action, then tabs kept in the address; every tab in sight on a phone', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAsOwner(page, `${paths.adminClients}?q=${encodeURIComponent(recordedClient.email)}`);
  await hydrated(page);
  await page.getByRole('link', { name: recordedClient.name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(recordedClient.name);
  await hydrated(page);

  // The head: his address, his package and what is left of it, and one gold button.
  await expect(page.getByRole('link', { name: /^rowan\.recorded@/ })).toHaveAttribute(
    'href',
    `mailto:${recordedClient.email}`,
  );
  const packages = page.getByRole('list', { name: 'His packages' });
  await expect(packages).toContainText(/^10-Session Package · bought .+\d+ of 10 left/);
  const book = page.getByRole('button', { name: 'Book a Session' });
  await expect(book).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Sections of this page' });
  expect((await book.boundingBox())!.y).toBeLessThan((await tabs.boundingBox())!.y);

  // The record in tabs: one in view, the others a keystroke away, each in the address.
  await expect(tabs.getByRole('tab')).toHaveText([
    'Sessions',
    'Messages',
    'Notes',
    'Check-ins',
    'Materials',
    'Packages',
    'Emails',
  ]);
  await expect(page.getByRole('tabpanel', { name: 'Sessions' })).toBeVisible();
  await expect(page.getByRole('tabpanel')).toHaveCount(1);
  // Every tab fits: no step buttons at the row's ends.
  await expect(page.getByRole('button', { name: 'More tabs' })).toBeHidden();
  await tabs.getByRole('tab', { name: 'Sessions' }).focus();
  await page.keyboard.press('End');
  await expect(tabs.getByRole('tab', { name: 'Emails' })).toBeFocused();
  await expect(page.getByRole('region', { name: 'Emails sent to the client' })).toBeVisible();
  await expect(page).toHaveURL(/\?tab=emails$/);
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('region', { name: 'Packages', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\?tab=packages$/);
  await expectNoSeriousAxeViolations(page);

  // Reloaded (or opened from a link), the page arrives on that tab, drawn so by the server.
  const answer = await page.request.get(page.url());
  expect(await answer.text()).toMatch(/aria-selected="true"[^>]*>(<[^>]+>)*Packages</);
  await page.reload();
  await expect(tabs.getByRole('tab', { name: 'Packages' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('region', { name: 'Packages', exact: true })).toBeVisible();

  // A phone (360 px): every tab in sight, wrapped into rows of chips a finger's size, none cut
  // and no step buttons; the arrow keys still move between them.
  await page.setViewportSize({ width: 360, height: 800 });
  await hydrated(page);
  await expectNoSidewaysScroll(page);
  const row = await tabs.evaluate((list) => ({
    scrolls: list.scrollWidth > list.clientWidth,
    lines: new Set(
      [...list.querySelectorAll('[role="tab"]')].map((tab) =>
        Math.round(tab.getBoundingClientRect().top),
      ),
    ).size,
  }));
  expect(row.scrolls).toBe(false);
  expect(row.lines).toBeGreaterThan(1);
  for (const tab of await tabs.getByRole('tab').all()) {
    await expect(tab).toBeInViewport({ ratio: 1 });
    expect((await tab.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
  await expect(page.getByRole('button', { name: 'More tabs' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Earlier tabs' })).toBeHidden();
  await tabs.getByRole('tab', { name: 'Packages' }).focus();
  await page.keyboard.press('Home');
  await expect(tabs.getByRole('tab', { name: 'Sessions' })).toBeFocused();
  await expect(tabs.getByRole('tab', { name: 'Sessions' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page).toHaveURL(new RegExp(`/admin/clients/\\d+$`));
  // Its sessions as cards that keep to their card, the attendance choice included: nothing in
  // a package's box scrolls sideways, and the choice ends inside the box.
  const sessions = page.getByRole('tabpanel', { name: 'Sessions' });
  const choice = sessions.getByRole('combobox').first();
  await expect(choice).toBeVisible();
  const boxes = await sessions.evaluate((panel) =>
    [...panel.querySelectorAll('[role="region"]')].map((box) => ({
      name: box.getAttribute('aria-label'),
      beyond: box.scrollWidth - box.clientWidth,
      right: box.getBoundingClientRect().right,
    })),
  );
  expect(boxes.length).toBeGreaterThan(0);
  for (const box of boxes)
    expect(box.beyond, `${box.name} scrolls sideways`).toBeLessThanOrEqual(0);
  const end = (await choice.boundingBox())!;
  expect(end.x + end.width).toBeLessThanOrEqual(boxes[0]!.right);
});

/**
 * The owner lands on a list or a record and finds what to do next: the Clients list has Add a
 * Booking where the Bookings list has it; a client with nothing left to book (a free call only)
 * has Give a Package where Book a Session would stand, which opens the Packages tab's form.
 */
test('Clients offers Add a Booking where Bookings has it; a client with nothing to book gets Give a Package in his head, opening its form in one press, at 360, 768 and 1280 px', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('no-credits');
  const visitor = await playwright.request.newContext({ baseURL });
  await bookStrategyCall(visitor, cancunInstant(weekdayAhead(28), '13:00'), email);
  await visitor.dispose();
  await signInAsOwner(page, paths.adminBookings);

  const addBooking = page.getByRole('main').getByRole('link', { name: 'Add a Booking' });
  const boxOn = async (path: string) => {
    await page.goto(path);
    await hydrated(page);
    return addBooking.boundingBox();
  };
  for (const width of [1280, 768, 360]) {
    await page.setViewportSize({ width, height: 800 });
    const [onBookings, onClients] = [
      await boxOn(paths.adminBookings),
      await boxOn(paths.adminClients),
    ];
    expect(onClients, `Clients at ${width} px`).toEqual(onBookings);
  }
  await addBooking.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add a Booking');

  await page.goto(`${paths.adminClients}?q=${encodeURIComponent(email)}`);
  // The free call's visitor, found by his address (every such visitor has the same name).
  await page.getByRole('link', { name: 'Another Visitor' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Another Visitor');
  const give = page.getByRole('link', { name: 'Give a Package' });
  for (const width of [1280, 768, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(give).toBeVisible();
    // A gold button as tall as a finger, never a grey sentence; no credits to add to a free call.
    expect((await give.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await expect(page.getByRole('link', { name: 'Add Credits' })).toHaveCount(0);
    await expect(page.getByText('No sessions left to book')).toHaveCount(0);
    await expectNoSidewaysScroll(page);
  }
  await give.click();
  const packages = page.getByRole('tabpanel', { name: 'Packages' });
  await expect(packages).toBeVisible();
  await expect(page).toHaveURL(/[?&]tab=packages/);
  await expect(packages.getByRole('heading', { name: 'Give a package' })).toBeVisible();
  await expect(packages.getByLabel('Package', { exact: true })).toBeFocused();
});
