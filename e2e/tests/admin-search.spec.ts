import { expect, test, type Page } from '@playwright/test';
import { paths } from '@site/contracts/routes';
import { hydrated } from '../support/hydrated';
import { signInAsOwner } from '../support/owner-session';
import { recordedClient } from '../support/portal-materials';
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from './booking-support';

/**
 * The back office's search: the owner types part of a seeded client's name in the Search field
 * (in the sidebar on a laptop, at the top of the menu on a phone), lands on the results screen at
 * its own address, drawn by the server with the results, and opens the client from there. Reads
 * the seeded client and changes nothing.
 */
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const searchField = (page: Page) => page.getByRole('searchbox', { name: 'Search' });
/** The results screen's address for `text`, as a pattern of the whole URL's end. */
const addressOf = (text: string) =>
  new RegExp(
    `${paths.adminSearch}\\?${new URLSearchParams({ q: text }).toString()}$`.replace(/\+/g, '\\+'),
  );

/** The client's row among the results, a link as tall as a finger's target at least. */
async function clientRow(page: Page) {
  const row = page
    .getByRole('region', { name: 'Clients' })
    .getByRole('link', { name: new RegExp(recordedClient.name) });
  await expect(row).toBeVisible();
  expect((await row.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  return row;
}

test('the owner finds a client by part of his name from the sidebar at 1280 px and from the phone’s menu at 360 px, and opens his page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const [first, last] = recordedClient.name.split(' ') as [string, string];
  const typed = `${first.toUpperCase()} ${last.slice(0, 3).toLowerCase()}`;

  // A laptop: the field above the sidebar's screens.
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAsOwner(page, paths.adminToday);
  await hydrated(page);
  const field = searchField(page);
  const firstScreen = page.getByRole('navigation', { name: 'Back office' }).getByRole('link', {
    name: 'Today',
  });
  expect((await field.boundingBox())!.y).toBeLessThan((await firstScreen.boundingBox())!.y);
  // "/" outside a text field puts the focus in it.
  await heading(page).click();
  await page.keyboard.press('/');
  await expect(field).toBeFocused();
  await page.keyboard.type(typed);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(addressOf(typed));
  await expect(heading(page)).toHaveText('Search');
  await expect(page).toHaveTitle('Search · Back office');
  await hydrated(page);
  await expect(field).toHaveValue(typed);
  await clientRow(page);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousAxeViolations(page);

  // Its address is the results': asked afresh, the server draws them in the first HTML.
  const answer = await page.request.get(page.url());
  expect(await answer.text()).toMatch(new RegExp(`<strong>${recordedClient.name}</strong>`));

  await (await clientRow(page)).click();
  await expect(heading(page)).toHaveText(recordedClient.name);
  // Back returns to the results.
  await page.goBack();
  await expect(heading(page)).toHaveText('Search');
  await clientRow(page);

  // A phone: the field at the top of the menu.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(paths.adminToday);
  await hydrated(page);
  await expect(searchField(page)).toBeHidden();
  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.click();
  await expect(searchField(page)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await searchField(page).fill(last.toLowerCase());
  await searchField(page).press('Enter');
  await expect(page).toHaveURL(addressOf(last.toLowerCase()));
  await expect(heading(page)).toHaveText('Search');
  // Searching closed the menu.
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await hydrated(page);
  const row = await clientRow(page);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousAxeViolations(page);
  await row.click();
  await expect(heading(page)).toHaveText(recordedClient.name);
});
