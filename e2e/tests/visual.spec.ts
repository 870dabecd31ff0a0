import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { describeForeignFonts, textInForeignFonts } from '../support/fonts';
import { publicPages as pages } from '../support/routes';
import { successCard } from '../support/stripe/fake-stripe-server';
import { routeStripe } from '../support/stripe/stripe-routes';
import { coachName, siteOrigin } from '../support/site';
import { cancunInstant, pickDay, weekdayAhead } from './booking-support';
import { hydrated } from '../support/hydrated';

/**
 * Visual regression: every route of the registry and the main states, at a phone, a tablet and a
 * desktop width, compared with the committed screenshots in visual.spec.ts-snapshots/ (at most
 * 0.2 % of the pixels may differ). A layout change that moves an element fails here. Each page is
 * opened once, at the phone's width, and its viewport then resized to the others (a resize lays
 * the page out again as a load at that width would; loading it three times only cost time). Stable by construction: the site's own web fonts, all
 * loaded before a screenshot, and no text drawn by a font of the machine (each test asks Chromium
 * which fonts drew every text first: see support/fonts.ts), seeded data, animations and the caret
 * off. Dates:
 * - where the browser alone decides them (the calendar's month, today and the bookable days,
 *   computed from the browser's clock before any day is chosen), the browser's clock is fixed
 *   (`fixClock`), so they are drawn and compared like everything else;
 * - where the server's time decides them (a chosen day's times: the API answers availability only
 *   for days ahead of its today; a session booked through the API on a day ahead of the real
 *   today), they are masked, as is a payment's reference (random).
 *
 * After a deliberate change of the look, look at the diffs in the report, then update the
 * baselines: `npm run test:e2e -w e2e -- tests/visual.spec.ts --update-snapshots=changed`.
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

/** For a single element: the sticky header out of its way (see the stylesheet). */
const elementShot = {
  ...screenshot,
  stylePath: path.join(__dirname, 'visual-element.css'),
} as const;

// Three widths, each with its own screenshot, in one test.
test.describe.configure({ timeout: 120_000 });

/**
 * The browser's clock, fixed at a weekday morning in Cancun long past: every calendar the browser
 * draws shows the same month, today and bookable days on any day the tests run. The server's own
 * clock is untouched, so no day of that month is ever sent to it (no day is chosen under it).
 */
const fixedBrowserNow = new Date('2025-03-04T15:00:00Z');
const fixClock = (page: Page) => page.clock.setFixedTime(fixedBrowserNow);

/** The pages of the registry whose calendar the browser draws from its clock. */
const calendarPaths = new Set(['/calendar/strategy-call']);

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  // Every face the page declares, loaded before anything is compared: no text is waiting for its
  // face in a fallback (a local face the machine does not have fails, and is not waited for).
  await page.evaluate(async () => {
    const loads: Promise<unknown>[] = [];
    document.fonts.forEach((face) => loads.push(face.load()));
    await Promise.allSettled(loads);
    await document.fonts.ready;
  });
  await expect(page.locator('h1')).toHaveCount(1);
  // The footer's copyright year is the server clock's: one fixed year in its place, of the same
  // width, so the screenshots hold in any year.
  await page
    .getByRole('contentinfo')
    .getByText(/^© \d{4} /)
    .evaluateAll((lines) => {
      for (const line of lines) line.textContent = line.textContent!.replace(/^© \d{4}/, '© 2025');
    });
}

/**
 * Every character on the page is drawn by the site's own faces, as Chromium reports it: a
 * character they do not hold is drawn by a font of the machine, which differs between machines
 * (and so would the screenshot).
 */
async function expectOwnFaces(page: Page) {
  const foreign = describeForeignFonts(await textInForeignFonts(page));
  expect(foreign, `text drawn by a font of the machine on ${page.url()}`).toEqual([]);
}

/**
 * Puts text of a fixed length in place of one element's text that the server's clock decides (a
 * day, a time), which a screenshot masks: the mask hides the words, not the lines they take.
 */
async function fixText(locator: Locator, text: string) {
  await expect(locator).toHaveCount(1);
  await locator.evaluate((element, value) => {
    element.textContent = value;
  }, text);
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

/**
 * Each width in turn, narrowest first, on the page already open: the viewport is resized and the
 * page laid out again, without a new navigation (one page load per state instead of one per
 * width, the same screenshots). Before `shoot` runs, the images that came into view at the new
 * width are loaded and every text is checked again for a font of the machine (what shows differs
 * between widths).
 */
async function atEachWidth(
  page: Page,
  shoot: (size: (typeof widths)[number]) => Promise<void>,
  sizes: readonly (typeof widths)[number][] = widths,
) {
  for (const size of sizes) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.waitForFunction(() =>
      Array.from(document.images).every((image) => {
        const box = image.getBoundingClientRect();
        const inView = box.bottom > 0 && box.top < window.innerHeight;
        return !inView || image.complete;
      }),
    );
    await expectOwnFaces(page);
    await shoot(size);
  }
}

/** A page's screenshot, compared softly: one run shows every width that differs. */
const expectShot = expect.soft;

// The first width is the one each page opens at; atEachWidth resizes from there.
test.use({ viewport: { width: widths[0].width, height: widths[0].height } });

for (const row of pages) {
  test(`${row.route} looks as before at every width`, async ({ page }) => {
    if (calendarPaths.has(row.path)) await fixClock(page);
    await open(page, row.path);
    // The first HTML holds the month of the server's clock; once the page has hydrated, the
    // browser's (fixed) clock takes over and the calendar opens on its month.
    if (calendarPaths.has(row.path)) {
      await hydrated(page);
      await expect(page.getByRole('grid', { name: 'March 2025' })).toBeVisible();
    }
    // The checkout shows its order once the payment form is prepared.
    if (row.path.startsWith('/checkout')) {
      await expect(page.getByRole('region', { name: 'Order Summary' })).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(row.h1);
    await atEachWidth(page, async (size) => {
      // Nothing scrolls sideways.
      expect
        .soft(
          await page.evaluate(() => document.documentElement.scrollWidth),
          `the page's width at ${size.width} px`,
        )
        .toBeLessThanOrEqual(size.width);
      await expectShot(page).toHaveScreenshot(`${slug(row.path)}-${size.name}.png`, {
        ...screenshot,
        // The site's own address (the payment set-up page's webhook) carries the run's port
        // (E2E_PORT_BASE): masked; it is code, so any four-digit port takes the same width.
        mask: [page.locator('code', { hasText: siteOrigin })],
      });
    });
  });
}

test('the footer', async ({ page }) => {
  await open(page, '/about');
  await atEachWidth(page, async (size) => {
    await expectShot(page.getByRole('contentinfo')).toHaveScreenshot(
      `footer-${size.name}.png`,
      elementShot,
    );
  });
});

test('the pricing cards', async ({ page }) => {
  await open(page, '/consulting/specials');
  const cards = page.locator('article').first().locator('..');
  await atEachWidth(page, async (size) => {
    await expectShot(cards).toHaveScreenshot(`pricing-cards-${size.name}.png`, elementShot);
  });
});

test('the home framework cards', async ({ page }) => {
  await open(page, '/');
  const region = page.getByRole('region', { name: 'Four Frameworks. One Aligned Life.' });
  await atEachWidth(page, async (size) => {
    await expectShot(region).toHaveScreenshot(`home-frameworks-${size.name}.png`, elementShot);
  });
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
  await atEachWidth(page, async (size) => {
    await card.scrollIntoViewIfNeeded();
    await expectShot(card).toHaveScreenshot(`framework-expanded-${size.name}.png`, elementShot);
  });
});

test('the strategy call with a time chosen', async ({ page }) => {
  // The real clock: the API answers a day's calendar availability only for days ahead of its own
  // today, so the day and its times are the server's to decide (masked below).
  await open(page, '/calendar/strategy-call');
  // A weekday no other test books: another test's booking on the day shown took a time off its
  // list, moving the card below by a fraction of a pixel (and today's times shrink as the day goes
  // on).
  await pickDay(page, weekdayAhead(9));
  const times = page.getByRole('list', { name: 'Available Times' }).getByRole('button');
  await expect(times.first()).toBeVisible();
  await times.first().click();
  await expect(page.getByRole('button', { name: 'Confirm Discovery Call' })).toBeDisabled();
  // What the form appears in: on a phone the form itself, right under the times in the
  // calendar's card (whose month and days the server's clock decides); wider, the call's details
  // card it ends. The line naming the chosen day and time is masked, and text of a fixed length
  // stands in for it first (a longer day's name took a line or a pixel more); the form is drawn
  // afresh where it moves, so the text is fixed at each width.
  await atEachWidth(page, async (size) => {
    const form = page.getByRole('form', { name: 'Your Information' });
    const shown =
      size.width < 768
        ? page.locator('#your-information')
        : page.getByRole('region', { name: 'Discovery Call Details' });
    await expect(shown.getByRole('form', { name: 'Your Information' })).toBeVisible();
    const chosen = form.getByRole('group', { name: 'Your discovery call' }).locator('p');
    await fixText(chosen, 'Wed,\u00a0Sep\u00a030 · 12:45\u00a0PM · Cancun\u00a0time');
    await expectShot(shown).toHaveScreenshot(`strategy-call-time-chosen-${size.name}.png`, {
      ...elementShot,
      mask: [chosen],
    });
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
  await atEachWidth(page, async (size) => {
    await expectShot(page).toHaveScreenshot(`success-processing-${size.name}.png`, {
      ...screenshot,
      mask: [page.getByText(/^Payment reference/)],
    });
  });
});

test('the payment success page, payment not found', async ({ page }) => {
  await open(page, '/consultation-success?payment_intent=pi_visual_unknown');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'We Couldn’t Confirm Your Payment Yet',
  );
  await expect(page).toHaveTitle(`We Couldn’t Confirm Your Payment Yet | ${coachName}`);
  await atEachWidth(page, async (size) => {
    await expectShot(page).toHaveScreenshot(`success-unconfirmed-${size.name}.png`, screenshot);
  });
});

test('the payment success page, confirmed, then the schedule page', async ({ page }) => {
  test.setTimeout(180_000);
  // A real purchase through the Stripe fakes: the success page reconciles it as paid.
  await routeStripe(page);
  await page.goto('/checkout?package=5-session');
  await page.getByLabel('Full Name', { exact: true }).fill('Visual Buyer');
  // One address for every run: a package has no one-per-address rule, and the booking's page
  // shows it.
  await page.getByLabel('Email Address', { exact: true }).fill('visual-buyer@example.com');
  await page.getByLabel('Card number').fill(successCard);
  const pay = page.getByRole('button', { name: 'Complete Purchase - $6,000' });
  await expect(pay).toBeEnabled({ timeout: 20_000 });
  await pay.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Successful!', {
    timeout: 30_000,
  });
  await expect(page).toHaveTitle(`Payment Successful | ${coachName}`);
  await settle(page);
  await atEachWidth(page, async (size) => {
    await expectShot(page).toHaveScreenshot(`success-confirmed-${size.name}.png`, {
      ...screenshot,
      mask: [page.getByText(/^Payment reference/)],
    });
  });

  // One session booked as the client would (on a weekday of its own, so runs never compete for
  // it), then the booking's page: sessions booked and remaining.
  const link = page.getByRole('link', { name: 'Schedule Your Session' });
  const bookingId = /\/schedule\/(\d+)/.exec((await link.getAttribute('href')) ?? '')?.[1];
  expect(bookingId).toBeDefined();
  const booked = await page.request.post(`/api/consultation-bookings/${bookingId}/schedule`, {
    data: { scheduledAt: cancunInstant(weekdayAhead(17), '10:00'), timezone: 'America/Cancun' },
  });
  expect(booked.ok(), await booked.text()).toBe(true);
  await page.setViewportSize({ width: widths[0].width, height: widths[0].height });
  await fixClock(page);
  await open(page, `/schedule/${bookingId}`);
  const sessions = page.getByRole('region', { name: 'Your Sessions' });
  await expect(sessions).toContainText('1 of 5 booked');
  // The first HTML holds the month of the server's clock (the page is drawn with the booking);
  // once hydrated, the browser's (fixed) clock takes over, as on the strategy call.
  await hydrated(page);
  await expect(page.getByRole('grid', { name: 'March 2025' })).toBeVisible();
  // The zone shown is the browser's by default: the coach's, whatever machine runs this.
  await page.getByLabel('Time zone', { exact: true }).selectOption('America/Cancun');
  // Masked below, and of a fixed length first: a longer day's name took a line more.
  await fixText(
    sessions.getByRole('listitem').locator('p').first(),
    'Wednesday, September 30, 2026 at 10:00 AM (Eastern Standard)',
  );
  await fixText(
    page.getByText(/^You can ask for a full refund/),
    'You can ask for a full refund within 48 hours of your purchase, until Wednesday, ' +
      'September 30, 2026 at 10:00 AM (Eastern Standard).',
  );
  await atEachWidth(page, async (size) => {
    await expectShot(page).toHaveScreenshot(`schedule-sessions-${size.name}.png`, {
      ...screenshot,
      fullPage: true,
      // The session's day and time, and the end of the refund window: the server's clock
      // decided them.
      mask: [sessions.getByRole('listitem'), page.getByText(/^You can ask for a full refund/)],
    });
  });
});

test('the contact form with its errors', async ({ page }) => {
  await open(page, '/connect');
  const form = page.getByRole('form', { name: 'Contact form' });
  const name = form.getByRole('textbox', { name: 'Name' });
  // The form checks itself once the page has hydrated.
  await expect(async () => {
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(name).toHaveAccessibleDescription('Name is required', { timeout: 1000 });
  }).toPass();
  await atEachWidth(page, async (size) => {
    await expectShot(form).toHaveScreenshot(`contact-errors-${size.name}.png`, elementShot);
  });
});

test('the questionnaire with a validation error', async ({ page }) => {
  await open(page, '/questionnaire');
  const card = page.getByRole('region', { name: 'Pre-session questionnaire' });
  const email = card.getByRole('textbox', { name: 'Your email address' });
  await expect(async () => {
    await email.fill('not-an-email');
    await email.blur();
    await expect(card.getByText('Please enter a valid email address')).toBeVisible({
      timeout: 1000,
    });
  }).toPass();
  await atEachWidth(page, async (size) => {
    await expectShot(card).toHaveScreenshot(`questionnaire-error-${size.name}.png`, elementShot);
  });
});

test('the back office sign-in page', async ({ page }) => {
  await open(page, '/admin/sign-in');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign In');
  await atEachWidth(page, async (size) => {
    await expectShot(page).toHaveScreenshot(`admin-sign-in-${size.name}.png`, screenshot);
  });
});

test('the menu open', async ({ page }) => {
  await open(page, '/');
  await expect(async () => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible({
      timeout: 1000,
    });
  }).toPass();
  // The full navigation shows from 1024 px: no menu button on the desktop.
  const withMenuButton = widths.filter((size) => size.width < 1024);
  await atEachWidth(
    page,
    async (size) => {
      await expectShot(page).toHaveScreenshot(`menu-open-${size.name}.png`, screenshot);
    },
    withMenuButton,
  );
});

for (const [name, pagePath, heading] of [
  ['not-found', '/no-such-page', '404 Page Not Found'],
  ['post-not-found', '/blog/no-such-post', 'Blog Post Not Found'],
  ['schedule-invalid-link', '/schedule/not-a-number', 'Invalid Scheduling Link'],
  ['schedule-booking-not-found', '/schedule/999999', 'Booking Not Found'],
  ['questionnaire-invalid-link', '/questionnaire/not-a-number', 'Invalid Link'],
] as const) {
  test(`the ${name} state`, async ({ page }) => {
    await open(page, pagePath);
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    // The tab says the same as the page, in the site's title pattern.
    await expect(page).toHaveTitle(`${heading} | ${coachName}`);
    await atEachWidth(page, async (size) => {
      await expectShot(page).toHaveScreenshot(`${name}-${size.name}.png`, screenshot);
    });
  });
}
