import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { erasureMailSubjects } from '@site/contracts/client-actions';
import { paths } from '@site/contracts/routes';
import { siteOrigin } from '../support/site';
import {
  expectNoSeriousAxeViolations,
  openFreeCallTimes,
  uniqueEmail,
  weekdayAhead,
} from './booking-support';
import { signInAsOwner } from '../support/owner-session';
import { hydrated } from '../support/hydrated';

/**
 * A person's erasure, as the owner does it on request: a visitor books a free call, writes
 * through the contact form and subscribes; the owner finds all of it on the Privacy requests
 * screen, erases it after confirming, reads what was deleted, and finds nothing left but the last
 * email telling him so, neither on that screen nor among his messages and bookings. Someone
 * else's data stays.
 */

async function post(request: APIRequestContext, url: string, data: unknown) {
  const response = await request.post(url, { data });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return response.json() as Promise<Record<string, unknown>>;
}

/** A visitor's trace on the site: a scheduled free call, a contact message, a subscription. */
async function visitorLeavesData(
  request: APIRequestContext,
  name: string,
  email: string,
  at: string,
) {
  const { bookingId } = (await post(request, '/api/create-payment-intent', {
    packageType: 'strategy-call',
    name,
    email,
  })) as { bookingId: number };
  await post(request, `/api/consultation-bookings/${bookingId}/schedule`, {
    scheduledAt: at,
    timezone: 'Europe/Paris',
  });
  await post(request, '/api/contact', {
    inquiryType: 'general',
    name,
    email,
    message: `${name} asks about a workshop for a small team.`,
  });
  await post(request, '/api/newsletter', { email });
}

async function lookUp(page: Page, email: string) {
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page).toHaveURL(
    new RegExp(`[?&]email=${encodeURIComponent(email).replace(/[.+]/g, '\\$&')}`),
  );
}

test('the owner erases a person on request: everything about them goes, what the law keeps is named, others stay', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const erased = { name: `Erased Visitor ${stamp}`, email: uniqueEmail('erase-me') };
  const other = { name: `Kept Visitor ${stamp}`, email: uniqueEmail('keep-me') };
  const visitor = await browser.newContext({ baseURL: siteOrigin });
  // A weekday no other test books, at times still open there (a retry finds its first attempt's).
  const [first, second] = await openFreeCallTimes(
    visitor.request,
    weekdayAhead(23),
    'Europe/Paris',
  );
  await visitorLeavesData(visitor.request, erased.name, erased.email, first!);
  await visitorLeavesData(visitor.request, other.name, other.email, second!);
  await visitor.close();

  await signInAsOwner(page, paths.adminPerson);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Requests');

  // A malformed address is refused before any lookup.
  await page.getByLabel('Email address').fill('not-an-address');
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');

  await lookUp(page, erased.email);
  await expect(page.getByRole('heading', { name: 'Bookings (1)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sessions (1)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Contact messages (1)' })).toBeVisible();
  await expect(
    page.getByText(`${erased.name} asks about a workshop for a small team.`),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Newsletter' })).toContainText('Subscribed since');
  // A free call is not a payment: nothing is kept after the erasure.
  await expect(page.getByRole('region', { name: /Kept after an erasure/ })).toContainText(
    'Nothing: no package was paid.',
  );
  // His client record was made with his booking; he never signed in to his portal.
  const account = page.getByRole('region', { name: 'Client portal account' });
  await expect(account).toContainText('Last sign-in');
  await expect(account).toContainText('Never');
  await expectNoSeriousAxeViolations(page);

  // Asked once, with the consequence named; Cancel erases nothing.
  const opener = page.getByRole('button', { name: `Erase everything about ${erased.email}` });
  await opener.click();
  await expect(page.getByText('This cannot be undone.')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(opener).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Contact messages (1)' })).toBeVisible();

  await opener.click();
  await page.getByRole('button', { name: 'Erase This Person’s Data' }).click();
  const report = page.getByRole('status').filter({ hasText: `${erased.email} was erased` });
  await expect(report).toBeVisible();
  await expect(report).toContainText('1 booking deleted');
  await expect(report).toContainText('1 session deleted');
  await expect(report).toContainText('1 contact message deleted');
  await expect(report).toContainText('1 subscription deleted');
  await expect(report).toContainText('0 paid bookings kept as a payment record');

  // Looked up again, and elsewhere in the back office: nothing of them is left but the last
  // email to the address, saying that the data is erased.
  await lookUp(page, erased.email);
  await expect(page.getByRole('heading', { name: 'Emails sent (1)' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Emails sent (1)' })).toContainText(
    erasureMailSubjects.erased,
  );
  // What holds nothing is named in one line, not a card each.
  const nothing = page.getByRole('region', { name: 'Nothing stored' });
  await expect(nothing).toContainText(/Nothing stored in: bookings, sessions, .*contact messages/);
  await expect(page.getByRole('heading', { name: 'Bookings (0)' })).toHaveCount(0);
  await page.goto(paths.adminMessages);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('main')).not.toContainText(erased.email);
  await expect(page.locator('main')).toContainText(other.email);
  await page.goto(`${paths.adminBookings}?q=${encodeURIComponent(erased.email)}`);
  await expect(page.getByRole('row').filter({ hasText: erased.email })).toHaveCount(0);

  // The other visitor's data is untouched.
  await page.goto(paths.adminPerson);
  await hydrated(page);
  await lookUp(page, other.email);
  await expect(page.getByRole('heading', { name: 'Contact messages (1)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bookings (1)' })).toBeVisible();
});
