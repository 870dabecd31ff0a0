import { expect, test, type Browser, type Page } from '@playwright/test';
import { paths } from '@site/contracts/routes';
import { questionnaireSteps } from '@site/contracts/questionnaire-steps';
import { signInAsOwner } from '../support/owner-session';
import { signInToPortal } from '../support/portal-sign-in';
import { siteOrigin } from '../support/site';
import { expectNoSidewaysScroll, uniqueEmail } from './booking-support';

/**
 * The client portal as a signed-in client's own place: signed out, the public page under the
 * site's header (its 'Free Discovery Call'); signed in, his own bar (the brand home, 'Client
 * Portal', his name, Sign Out) in place of that header, with no pitch to book a free call; the
 * Next card saying exactly what is next; on a phone, the sections' row a real control (end
 * buttons that scroll it, the section being read marked) that stays in view.
 */

/** A 5-session package the coach adds (paid outside the site) for a new client. */
async function addPackage(page: Page, name: string, email: string) {
  await signInAsOwner(page, paths.adminClients);
  const created = await page.request.post('/api/admin/bookings', {
    headers: { origin: siteOrigin },
    data: { packageType: '5-session', name, email, payment: 'offline' },
  });
  expect(created.status(), await created.text()).toBe(201);
}

async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: siteOrigin,
    viewport: { width: 360, height: 740 },
    hasTouch: true,
  });
  return context.newPage();
}

test('the portal is the client’s own place: his bar signed in, the public header signed out, the sections’ row a real control at 360 px', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('portal-frame');
  await addPackage(page, 'Avery Frame', email);

  const client = await phone(browser);
  await client.goto(paths.portal);
  // Signed out: a public page, under the site's header with its call to book a free call.
  const header = client.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Free Call' })).toBeVisible();
  await expect(client.getByRole('navigation', { name: 'Client portal' })).toHaveCount(0);

  await signInToPortal(client, email);
  await expect(client.getByRole('heading', { level: 1 })).toHaveText('Welcome, Avery Frame');
  // Signed in: his bar, and no pitch of a free call anywhere on his page.
  const bar = client.getByRole('navigation', { name: 'Client portal' });
  await expect(bar).toBeVisible();
  await expect(bar).toContainText('Client Portal');
  await expect(bar.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(client.getByRole('link', { name: /Free (Discovery )?Call/ })).toHaveCount(0);
  await expect(client.getByText('Free Discovery Call')).toHaveCount(0);

  // What is next, said exactly, with its one action.
  const next = client.getByRole('region', { name: 'Next' });
  await expect(next).toContainText('Fill in your questionnaire');
  await expect(next).toContainText(`${questionnaireSteps.length} short steps`);
  await expect(next.getByRole('link')).toHaveText(['Start']);

  // The sections' row: its end button scrolls it, and it stays in view under his bar.
  const sections = client.getByRole('navigation', { name: 'Sections of your portal' });
  const later = sections.getByRole('button', { name: 'Later sections' });
  const earlier = sections.getByRole('button', { name: 'Earlier sections' });
  await expect(later).toBeEnabled();
  await expect(earlier).toBeDisabled();
  const list = sections.getByRole('list');
  await later.click();
  await expect.poll(() => list.evaluate((row) => row.scrollLeft)).toBeGreaterThan(0);
  await expect(earlier).toBeEnabled();

  // Picking a section goes there and marks it; the row stays in view under the bar.
  await sections.getByRole('link', { name: 'Receipts' }).click();
  await expect(client).toHaveURL(/#receipts-title$/);
  await expect(sections.getByRole('link', { name: 'Receipts' })).toHaveAttribute(
    'aria-current',
    'location',
  );
  const barBox = await bar.boundingBox();
  const rowBox = await sections.boundingBox();
  expect(barBox!.y).toBe(0);
  expect(rowBox!.y).toBeGreaterThanOrEqual(barBox!.height - 1);
  expect(rowBox!.y).toBeLessThan(barBox!.height + 20);
  // Scrolling back up marks the section being read.
  await client.evaluate(() => window.scrollTo(0, 0));
  await expect(sections.getByRole('link', { name: 'Next' })).toHaveAttribute(
    'aria-current',
    'location',
  );
  await expectNoSidewaysScroll(client);

  // Signed out again, the public header is back.
  await bar.getByRole('button', { name: 'Sign Out' }).click();
  await expect(client.getByRole('banner').getByRole('link', { name: 'Free Call' })).toBeVisible();
  await expect(client.getByRole('navigation', { name: 'Client portal' })).toHaveCount(0);
  await client.context().close();
});
