import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { setupMessages } from '@site/contracts/admin';
import { passwordMessages } from '@site/contracts/owner-password';
import { paths } from '@site/contracts/routes';
import { apiWithoutStripeLog, siteWithoutStripeOrigin } from '../support/site';
import { expectNoSeriousAxeViolations } from './booking-support';
import { hydrated } from '../support/hydrated';

/**
 * A new owner's first run, on the second site of the run (its own API and a fresh database with no
 * owner, see playwright.config.ts): the set-up link from the API's start-up output, his username
 * and password chosen in the browser, signing in with them; then he changes his password, and the
 * session he had in another browser ends.
 */

/** The set-up link the API printed when it started (a JSON log line with `setupUrl`). */
async function setupLinkFromStartUp(): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const lines = readFileSync(apiWithoutStripeLog, 'utf8').split('\n');
        for (const line of lines) {
          if (!line.includes('"setupUrl"')) continue;
          link = (JSON.parse(line) as { setupUrl: string }).setupUrl;
        }
        return link;
      },
      { message: `a set-up link in ${apiWithoutStripeLog}` },
    )
    .toBeDefined();
  return link!;
}

const username = 'jordan';
const firstPassword = 'river stones at dawn';
const newPassword = 'lanterns over the harbour';

async function signIn(page: Page, password: string) {
  await page.goto(`${siteWithoutStripeOrigin}${paths.adminSignIn}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign In');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Back office' });

async function newBrowser(browser: Browser) {
  const context = await browser.newContext({ baseURL: siteWithoutStripeOrigin });
  return { context, page: await context.newPage() };
}

test('a new owner sets his account up from the start-up link, signs in, changes his password, and his other session ends', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const link = await setupLinkFromStartUp();
  // On the site's own origin (its SITE_ORIGIN), not a fixed port.
  expect(link.startsWith(`${siteWithoutStripeOrigin}${paths.adminSetup}#token=`)).toBe(true);

  const here = await newBrowser(browser);
  const page = here.page;
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set Up Your Account');
  await hydrated(page);
  // The token leaves the address bar once read.
  await expect(page).toHaveURL(`${siteWithoutStripeOrigin}${paths.adminSetup}`);

  const form = page.getByRole('form', { name: 'Set Up Your Account' });
  await expectNoSeriousAxeViolations(page);
  await form.getByLabel('Username').fill(username);
  // A common password: the API's list refuses it, with the rule's words.
  await form.getByLabel('Password', { exact: true }).fill('password1234');
  await form.getByLabel('Password again').fill('password1234');
  await form.getByRole('button', { name: 'Create My Account' }).click();
  await expect(form.getByText(passwordMessages.common)).toBeVisible();

  await form.getByLabel('Password', { exact: true }).fill(firstPassword);
  await form.getByLabel('Password again').fill(firstPassword);
  await form.getByRole('button', { name: 'Create My Account' }).click();
  await expect(page.getByRole('heading', { name: 'Your account is ready' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Go to the Back Office' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Today');
  await expect(nav(page)).toBeVisible();

  // The set-up is over: its page answers 404 and points to sign-in.
  const over = await page.request.get(paths.adminSetup);
  expect(over.status()).toBe(404);
  await page.goto(paths.adminSetup);
  await expect(page.getByText(setupMessages.done)).toBeVisible();

  // Signed out, he signs in with what he chose.
  await page.goto(paths.adminAccount);
  await hydrated(page);
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign In');
  await signIn(page, firstPassword);
  await expect(nav(page)).toBeVisible();

  // A second browser of his, signed in too.
  const elsewhere = await newBrowser(browser);
  await signIn(elsewhere.page, firstPassword);
  await expect(nav(elsewhere.page)).toBeVisible();

  // He changes his password on Account.
  await nav(page).getByRole('link', { name: 'Account' }).click();
  const change = page.getByRole('form', { name: 'Change password' });
  await change.getByLabel('Current password').fill(firstPassword);
  await change.getByLabel('New password', { exact: true }).fill(newPassword);
  await change.getByLabel('New password again').fill(newPassword);
  await change.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Your password is changed')).toBeVisible();

  // This browser stays signed in; the other one is sent to sign in.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account');
  await elsewhere.page.goto(paths.adminToday);
  await expect(elsewhere.page.getByRole('heading', { level: 1 })).toHaveText('Sign In');

  // The old password no longer works; the new one does.
  await signIn(elsewhere.page, firstPassword);
  await expect(elsewhere.page.getByRole('alert')).toHaveText(
    'The username or password is incorrect.',
  );
  await signIn(elsewhere.page, newPassword);
  await expect(nav(elsewhere.page)).toBeVisible();

  await here.context.close();
  await elsewhere.context.close();
});
