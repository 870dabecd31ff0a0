import { expect, test } from '@playwright/test';
import { publicPages as pages } from '../support/routes';
import { routeStripe } from '../support/stripe/stripe-routes';
import { coachName, siteOrigin } from '../support/site';
import { hydrated } from '../support/hydrated';

test.describe('every route of the site', () => {
  for (const { path, h1, title } of pages) {
    test(`${path} renders its page inside the shell`, async ({ page }) => {
      await routeStripe(page); // the checkout's Stripe.js, doubled
      await page.goto(path);
      // The page as a visitor uses it: composed and hydrated (the shell's script starts after the
      // first frame, which may come after the load event).
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page).toHaveTitle(title);
      // The site's header, or on a client's task page (scheduling, his questionnaire) his own bar.
      await expect(page.getByRole('banner').or(page.locator('[data-client-bar]'))).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      const pathname = new URL(path, siteOrigin).pathname;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${siteOrigin}${pathname}`,
      );
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
        'content',
        `${siteOrigin}${pathname}`,
      );
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
    });
  }

  test('an unknown path shows the 404 page with its hint: the path no route matches', async ({
    page,
  }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
    // The hint speaks to the visitor, in a developer's manner: the path that matched no route.
    await expect(
      page.getByText('The link may be mistyped, or the page has moved: there is no page at'),
    ).toBeVisible();
    await expect(page.locator('main code')).toHaveText('/no-such-page');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page).toHaveTitle(`404 Page Not Found | ${coachName}`);
    const waysBack = page.getByRole('navigation', { name: 'Ways back' });
    for (const [name, href] of [
      ['Return Home', '/'],
      ['Read the Blog', '/blog'],
      ['Contact Me', '/connect'],
    ]) {
      await expect(waysBack.getByRole('link', { name })).toHaveAttribute('href', href!);
    }
  });

  test('navigating between remotes keeps one page and one heading', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Blog' }).first().click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('INSIGHTS FOR AUTHENTICITY');
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'From rock bottom to billion-dollar prison to ultimate freedom',
    );
  });

  test('the sitemap lists the pages and the published posts', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.ok()).toBe(true);
    expect(response.headers()['content-type']).toContain('xml');
    const xml = await response.text();
    expect(xml).toContain(`<loc>${siteOrigin}/about</loc>`);
    expect(xml).toContain(`<loc>${siteOrigin}/site-map</loc>`);
    expect(xml).toContain(`<loc>${siteOrigin}/blog/two-of-you-framework</loc>`);
    expect(xml).not.toContain('/checkout');
  });
});
