import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { publicPages as pages } from '../support/routes';
import { routeStripe } from '../support/stripe/stripe-routes';

// Sideways scrolling of every page at 360, 768 and 1280 px is checked by visual.spec.ts.
test.describe('accessibility of every page', () => {
  for (const { path } of [...pages, { path: '/no-such-page' }]) {
    test(`${path} has no serious axe violation`, async ({ page }) => {
      await routeStripe(page); // the checkout's Stripe.js, doubled
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
      expect(serious).toEqual([]);
    });
  }
});
