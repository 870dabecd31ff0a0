import { expect, test } from '@playwright/test';
import { allEndpoints } from '@site/contracts/endpoints/index';
import { coachName, siteOrigin } from '../support/site';

/**
 * The API's readable reference (/api/docs, Swagger UI reading /api/openapi.json) as a client team
 * opens it: through the site, every file from the site's own origin, nothing from a CDN.
 */
test('the API reference renders every area from the site’s own origin only', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  // A file refused by the page's Content-Security-Policy is reported here.
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('requestfailed', (request) => problems.push(`failed: ${request.url()}`));

  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: `${coachName}: site API` })).toBeVisible();
  // One section per area of the endpoint table, the owner's back office included.
  const areas = [...new Set(allEndpoints.map((endpoint) => endpoint.area))];
  for (const area of areas) {
    await expect(page.locator(`#operations-tag-${area}`)).toBeVisible();
  }
  // Areas start collapsed; the owner's opens on a click and lists its operations.
  await page.locator('#operations-tag-admin').click();
  await expect(
    page.locator('.opblock-summary-path').filter({ hasText: /^\/api\/admin\/session$/ }),
  ).toHaveCount(3);

  const network = requested.filter((url) => !/^(data|blob):/.test(url));
  expect(network.length).toBeGreaterThan(3);
  expect(network.filter((url) => new URL(url).origin !== siteOrigin)).toEqual([]);
  // The document itself came through the same origin.
  expect(network.some((url) => /\/api\/(openapi\.json|docs\/json)$/.test(url))).toBe(true);
  expect(problems).toEqual([]);
});
