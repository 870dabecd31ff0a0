import { expect, type Page } from '@playwright/test';
import { paths } from '@site/contracts/routes';
import { hydrated } from './hydrated';
import { owner } from './site';

/**
 * The owner opens a back-office page signed out: the site answers with the sign-in form, he signs
 * in there and lands on the page he asked for (the caller checks which). A busy machine takes a
 * while to render the first back-office page, hence the long waits.
 */
export async function signInAsOwner(page: Page, from: string = paths.adminToday) {
  await page.goto(from);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Sign In', { timeout: 20_000 });
  await hydrated(page);
  await page.getByLabel('Username').fill(owner.username);
  await page.getByLabel('Password').fill(owner.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(heading).not.toHaveText('Sign In', { timeout: 20_000 });
}
