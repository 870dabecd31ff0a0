import { expect, test } from '@playwright/test';
import { remoteFilesUrl } from '../support/site';

test.describe('a remote that is down', () => {
  test('shows an error panel with Retry while every other route works', async ({ page }) => {
    let blogDown = true;
    await page.route(`${remoteFilesUrl('blog')}/**`, (route) =>
      blogDown ? route.abort('connectionrefused') : route.continue(),
    );

    await page.goto('/blog');
    await expect(page.getByRole('alert')).toContainText('This page could not be loaded');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // The rest of the site is untouched: another remote's page loads through the nav.
    await page.getByRole('banner').getByRole('link', { name: 'About' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cracking the Code');

    // Back on the blog, Retry fetches the remote again once it is reachable.
    await page.goBack();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    blogDown = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('INSIGHTS FOR AUTHENTICITY');
  });

  test('the site still starts when a remote is down at first load', async ({ page }) => {
    await page.route(`${remoteFilesUrl('marketing')}/**`, (route) =>
      route.abort('connectionrefused'),
    );
    await page.goto('/questionnaire');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'CONSCIOUSNESS DISCOVERY SESSION QUESTIONNAIRE',
    );
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
