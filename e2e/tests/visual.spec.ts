import { expect, test, type Locator, type Page } from '@playwright/test';
import { publicPages as pages } from '../support/routes';
import { routeStripe } from '../support/stripe/stripe-routes';

/**
 * Visual regression: every route of the registry and the main states, at a phone, a tablet and a
 * desktop width, compared with the committed screenshots in visual.spec.ts-snapshots/ (at most 0.2 % of the pixels may differ). A layout
 * change that moves an element fails here. Stable by construction: the site's own web fonts (no
 * system font in headings or text), seeded data, animations and the caret off, and whatever
 * depends on today (the calendar's month, a chosen day's times, a payment's reference) masked.
 *
 * After a deliberate change of the look, look at the diffs in the report, then update the
 * baselines: `npm run test:e2e -w e2e -- tests/visual.spec.ts --update-snapshots`.
 */

const widths = [
  { name: 'phone', width: 360, height: 780 },
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

// A busy machine takes a while to produce two identical screenshots in a row: allow it.
const screenshot = {
  maxDiffPixelRatio: 0.002,
  animations: 'disabled',
  caret: 'hide',
  timeout: 20_000,
} as const;

test.describe.configure({ timeout: 60_000 });

/** Parts whose content depends on the day the tests run. */
const datedParts = (page: Page): Locator[] => [
  page.locator('.rdp-root'),
  page.locator('[data-visual="dated"]'),
];

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  await expect(page.locator('h1')).toHaveCount(1);
}

async function open(page: Page, path: string) {
  await routeStripe(page);
  await page.goto(path);
  await settle(page);
}

const slug = (path: string) =>
  path
    .replace(/[?#].*$/, '')
    .replace(/\W+/g, '-')
    .replace(/^-|-$/g, '') || 'home';

for (const size of widths) {
  test.describe(`${size.name} (${size.width} px)`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    for (const row of pages) {
      test(`${row.route} looks as before`, async ({ page }) => {
        await open(page, row.path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(row.h1);
        // Nothing scrolls sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          size.width,
        );
        await expect(page).toHaveScreenshot(`${slug(row.path)}-${size.name}.png`, {
          ...screenshot,
          mask: datedParts(page),
        });
      });
    }

    test('the footer', async ({ page }) => {
      await open(page, '/about');
      await expect(page.getByRole('contentinfo')).toHaveScreenshot(
        `footer-${size.name}.png`,
        screenshot,
      );
    });

    test('the pricing cards', async ({ page }) => {
      await open(page, '/consulting/specials');
      const cards = page.locator('article').first().locator('..');
      await expect(cards).toHaveScreenshot(`pricing-cards-${size.name}.png`, screenshot);
    });

    test('the home framework cards', async ({ page }) => {
      await open(page, '/');
      await expect(
        page.getByRole('region', { name: 'Four frameworks. One aligned life.' }),
      ).toHaveScreenshot(`home-frameworks-${size.name}.png`, screenshot);
    });

    test('a framework card expanded', async ({ page }) => {
      await open(page, '/philosophy');
      const toggle = page.getByRole('button', { name: 'read the complete framework' }).first();
      // The button works once the page has hydrated.
      await expect(async () => {
        await toggle.click();
        await expect(page.getByRole('button', { name: 'show less' })).toBeVisible({
          timeout: 1000,
        });
      }).toPass();
      const card = page.locator('article').filter({ has: page.getByText('show less') });
      await card.scrollIntoViewIfNeeded();
      await expect(card).toHaveScreenshot(`framework-expanded-${size.name}.png`, screenshot);
    });

    test('the strategy call with a time chosen', async ({ page }) => {
      await open(page, '/calendar/strategy-call');
      // Not today: today's open times shrink as the day goes on.
      const days = page.locator(
        '.rdp-day:not(.rdp-disabled):not(.rdp-outside):not(.rdp-today) button',
      );
      for (let attempt = 0; attempt < 3 && (await days.count()) === 0; attempt += 1) {
        await page.getByRole('button', { name: 'Go to the Next Month' }).click();
      }
      await days.first().click();
      const times = page.getByRole('list', { name: 'Available Times' }).getByRole('button');
      await expect(times.first()).toBeVisible();
      await times.first().click();
      await expect(page.getByRole('button', { name: 'Confirm Discovery Call' })).toBeDisabled();
      // The card the form appears in; the chosen day and time are masked.
      const details = page.getByRole('region', { name: 'Discovery Call Details' });
      await expect(details).toHaveScreenshot(`strategy-call-time-chosen-${size.name}.png`, {
        ...screenshot,
        mask: [details.locator('dd')],
      });
    });

    test('the payment success page, still processing', async ({ page, request }) => {
      // A real payment intent that has not been paid: the API finds it pending.
      const created = await request.post('/api/create-payment-intent', {
        data: { packageType: 'single', name: 'Visual Test', email: 'visual-test@example.com' },
      });
      expect(created.ok(), await created.text()).toBe(true);
      const { clientSecret } = (await created.json()) as { clientSecret: string };
      const intent = clientSecret.split('_secret_')[0];
      await open(page, `/consultation-success?payment_intent=${intent}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Your Payment Is Being Confirmed',
      );
      await expect(page).toHaveScreenshot(`success-processing-${size.name}.png`, {
        ...screenshot,
        mask: [page.getByText(/^Payment reference/)],
      });
    });

    test('the payment success page, payment not found', async ({ page }) => {
      await open(page, '/consultation-success?payment_intent=pi_visual_unknown');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'We Couldn’t Confirm Your Payment Yet',
      );
      await expect(page).toHaveScreenshot(`success-unconfirmed-${size.name}.png`, screenshot);
    });

    for (const [name, path, heading] of [
      ['not-found', '/no-such-page', '404 Page Not Found'],
      ['post-not-found', '/blog/no-such-post', 'Blog Post Not Found'],
      ['schedule-invalid-link', '/schedule/not-a-number', 'Invalid Scheduling Link'],
      ['schedule-booking-not-found', '/schedule/999999', 'Booking Not Found'],
      ['questionnaire-invalid-link', '/questionnaire/not-a-number', 'Invalid Link'],
    ] as const) {
      test(`the ${name} state`, async ({ page }) => {
        await open(page, path);
        await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
        await expect(page).toHaveScreenshot(`${name}-${size.name}.png`, screenshot);
      });
    }
  });
}

test.describe('phone menu', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('the menu open', async ({ page }) => {
    await open(page, '/');
    await expect(async () => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expect(page).toHaveScreenshot('menu-open-phone.png', screenshot);
  });
});
