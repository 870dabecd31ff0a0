import { expect, test } from '@playwright/test';
import { routeStripe } from '../support/stripe/stripe-routes';
import {
  expectNoSeriousAxeViolations,
  expectNoSidewaysScroll,
  pickDay,
  weekdayAhead,
} from './booking-support';

const pages: { path: string; ready: string | RegExp; prepare?: 'pick-day' }[] = [
  { path: '/consulting/specials', ready: 'LIMITED TIME SPECIALS' },
  {
    path: '/calendar/strategy-call',
    ready: /Schedule Your Free Strategy Call/,
    prepare: 'pick-day',
  },
  { path: '/consultation-success', ready: 'Payment Successful!' },
  { path: '/resources', ready: 'Resources' },
  { path: '/schedule/not-a-number', ready: 'Invalid Scheduling Link' },
  { path: '/schedule/999999', ready: 'Booking Not Found' },
];

test.describe('booking pages', () => {
  for (const width of [1280, 360]) {
    for (const { path, ready, prepare } of pages) {
      test(`${path} at ${width} px: its heading, no serious axe violation, no sideways scroll`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(ready);
        if (prepare === 'pick-day') {
          await pickDay(page, weekdayAhead(5));
          await page.getByRole('button', { name: '1:00 PM' }).click();
          await expect(page.getByLabel('Full Name', { exact: true })).toBeVisible();
        }
        await expectNoSeriousAxeViolations(page);
        await expectNoSidewaysScroll(page);
      });
    }

    test(`checkout at ${width} px is accessible once ready`, async ({ page, request }) => {
      const status = await (await request.get('/api/payments/status')).json();
      test.skip(!status.cardPaymentsEnabled, 'card payments are off in this run');
      await routeStripe(page);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/checkout?package=5-session');
      await expect(page.getByRole('button', { name: /Complete Purchase/ })).toBeEnabled();
      await expectNoSeriousAxeViolations(page);
      await expectNoSidewaysScroll(page);
    });
  }

  test('the reading list links the four framework guides', async ({ page }) => {
    await page.goto('/resources');
    const guides = page.getByRole('region', { name: 'Start With the Frameworks' });
    for (const slug of [
      'two-of-you-framework',
      'personal-superpower-framework',
      'synthesis-synergy-framework',
      'four-freedoms-framework',
    ]) {
      await expect(guides.locator(`a[href="/blog/${slug}"]`)).toHaveCount(1);
    }
    await expect(
      page.getByRole('region', { name: 'Essential Reading' }).getByRole('link'),
    ).not.toHaveCount(0);
  });

  test('the pricing page and the strategy call text arrive in the first HTML', async ({
    request,
  }) => {
    const pricing = await (await request.get('/consulting/specials')).text();
    expect(pricing).toContain('LIMITED TIME SPECIALS');
    expect(pricing).toContain('Most Popular');
    const call = await (await request.get('/calendar/strategy-call')).text();
    expect(call).toContain('Discovery Call Details');
    expect(pricing).not.toContain('js.stripe.com');
  });
});
