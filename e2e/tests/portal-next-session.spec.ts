import { expect, test } from '@playwright/test';
import { paths } from '@site/contracts/routes';
import { signInAsOwner } from '../support/owner-session';
import { signInToPortal } from '../support/portal-sign-in';
import { siteOrigin } from '../support/site';
import { expectNoSidewaysScroll, openTimes, uniqueEmail, weekdayAhead } from './booking-support';

/**
 * A buyer of five sessions right after booking the first, on a phone: the state every buyer of a
 * package is in when the purchase ends. His package's card books the four sessions left, and the
 * Next card's "Move" opens his booked session's move at the top of the schedule page, not the
 * form for booking another.
 */

test('a buyer of five sessions with the first booked books the second from his package, and Move opens that session’s move, at 360 px', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('portal-next-session');
  const zone = 'America/Cancun';
  await signInAsOwner(page, paths.adminClients);
  const created = await page.request.post('/api/admin/bookings', {
    headers: { origin: siteOrigin },
    data: { packageType: '5-session', name: 'Avery Next', email, payment: 'offline' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, scheduleUrl } = (await created.json()) as { id: number; scheduleUrl: string };
  const key = new URL(scheduleUrl).searchParams.get('key');
  // His first session, booked as the schedule page books it (a weekday no other test books).
  const sessionDay = weekdayAhead(29);
  const [open] = await openTimes(page.request, 'sessions', sessionDay, zone);
  const booked = await page.request.post(
    `/api/consultation-bookings/${id}/schedule?key=${encodeURIComponent(key ?? '')}`,
    { data: { scheduledAt: open!.startsAt, timezone: zone, format: 'video' } },
  );
  expect(booked.ok(), await booked.text()).toBe(true);

  const phone = await browser.newContext({
    baseURL: siteOrigin,
    viewport: { width: 360, height: 740 },
  });
  const client = await phone.newPage();
  await signInToPortal(client, email);
  await expect(client.getByRole('heading', { level: 1 })).toHaveText('Welcome, Avery');

  const next = client.getByRole('region', { name: 'Next' });
  await expect(next).toHaveAccessibleDescription(/^Your next session: /);
  const card = client.getByRole('region', { name: /^5-Session/ });
  await expect(card).toContainText('4 of 5 sessions left to book.');
  // Nothing to join yet: booking Session 2 is the Next card's one gold action, adding the session
  // booked to his calendar its second; the package's card does not repeat it, and keeps its own
  // way to change the one booked.
  const bookNext = next.getByRole('link', { name: 'Book Session 2' });
  await expect(bookNext).toBeVisible();
  const background = (link: typeof bookNext) =>
    link.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(await background(bookNext)).toBe('rgb(201, 162, 77)');
  expect(await background(next.getByRole('link', { name: 'Add to Calendar' }))).not.toBe(
    'rgb(201, 162, 77)',
  );
  await expect(card.getByRole('link', { name: 'Book Session 2' })).toHaveCount(0);
  await expect(card.getByRole('link', { name: 'Move or Cancel Sessions' })).toBeVisible();
  await expectNoSidewaysScroll(client);

  // Move: the page opens on moving this very session, its form in view with the focus.
  await next.getByRole('link', { name: 'Move' }).click();
  await expect(client).toHaveURL(new RegExp(`/schedule/${id}\\?move=\\d+`));
  const moveHeading = client.getByRole('heading', { name: 'Move Your Session' });
  await expect(moveHeading).toBeFocused();
  await expect(moveHeading).toBeInViewport();
  await expect(client.getByText(/^Currently: /)).toBeVisible();
  // The calendar opens on the session's own day (weeks ahead, often in a later month), its time
  // left to choose.
  const [year, month, date] = sessionDay.split('-').map(Number) as [number, number, number];
  const monthName = new Date(Date.UTC(year, month - 1, 15)).toLocaleDateString('en-US', {
    month: 'long',
    timeZone: 'UTC',
  });
  await expect(client.getByRole('button', { name: /, selected$/ })).toHaveAccessibleName(
    new RegExp(`\\b${monthName} ${date}, ${year}\\b`),
  );
  await expect(client.getByRole('button', { pressed: true })).toHaveCount(0);
  // Keeping its time leaves the move; a reload opens the page on booking the next session.
  await client.getByRole('button', { name: 'Keep Current Time' }).click();
  await expect(client.getByRole('heading', { name: 'Select Date & Time' })).toBeVisible();
  await expect(client).not.toHaveURL(/move=/);
  await client.reload();
  await expect(client.getByRole('heading', { name: 'Select Date & Time' })).toBeVisible();
  await expect(client.getByRole('heading', { name: 'Move Your Session' })).toHaveCount(0);

  // Book Session 2: the schedule page's form for the next session.
  await client.goto(paths.portal);
  await bookNext.click();
  await expect(client).toHaveURL(new RegExp(`/schedule/${id}(\\?|$)`));
  await expect(client.getByRole('heading', { name: 'Select Date & Time' })).toBeVisible();
  await expect(client.getByRole('heading', { name: 'Move Your Session' })).toHaveCount(0);
});
