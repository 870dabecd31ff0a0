import { expect, test } from '@playwright/test';
import { routeStripe } from '../support/stripe/stripe-routes';
import {
  expectNoSeriousAxeViolations,
  expectNoSidewaysScroll,
  pickDay,
  uniqueEmail,
  weekdayAhead,
} from './booking-support';
import { hydrated } from '../support/hydrated';

const pages: { path: string; ready: string | RegExp; prepare?: 'pick-day' }[] = [
  { path: '/consulting/specials', ready: 'LIMITED TIME SPECIALS' },
  {
    path: '/calendar/strategy-call',
    ready: /Schedule Your Free Strategy Call/,
    prepare: 'pick-day',
  },
  { path: '/consultation-success', ready: 'Thank You' },
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
        // A state the browser finds (a booking that does not exist is asked of the API once the
        // page has hydrated): a busy machine may take a while to hydrate.
        await hydrated(page);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(ready, {
          timeout: 15_000,
        });
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
      // Enabled once the page has hydrated and the card form is ready: slow on a busy machine.
      await expect(page.getByRole('button', { name: /Complete Purchase/ })).toBeEnabled({
        timeout: 20_000,
      });
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

  test('each reading-list card carries its post’s cover, the blog’s line art, as a small medallion beside its title', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/resources');
    const cards = page
      .getByRole('region', { name: 'Start With the Frameworks' })
      .getByRole('listitem');
    await expect(cards).toHaveCount(4);
    for (const card of await cards.all()) {
      const cover = card.locator('img');
      await cover.scrollIntoViewIfNeeded();
      await expect(cover).toHaveAttribute('alt', '');
      const drawn = await cover.evaluate((img: HTMLImageElement) => ({
        loaded: img.complete && img.naturalWidth > 0,
        width: img.getBoundingClientRect().width,
        height: img.getBoundingClientRect().height,
        src: img.currentSrc,
      }));
      expect(drawn.loaded, drawn.src).toBe(true);
      expect(drawn.width).toBeGreaterThanOrEqual(64);
      expect(drawn.width).toBeLessThanOrEqual(80);
      expect(drawn.height).toBe(drawn.width);
      // Beside the title, level with it.
      const title = await card.getByRole('heading', { level: 3 }).boundingBox();
      const box = (await cover.boundingBox())!;
      expect(title!.x).toBeGreaterThan(box.x + box.width);
      expect(title!.y).toBeLessThan(box.y + box.height);
    }
  });

  test('/consulting/specials ends with a way out for the undecided: the free call and a message', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/consulting/specials');
    await hydrated(page);
    const after = page.getByRole('region', { name: 'After You Purchase' });
    const deciding = page.getByRole('region', { name: 'Not Sure Which Package Fits?' });
    const call = deciding.getByRole('link', { name: 'Book a Free Discovery Call' });
    const message = deciding.getByRole('link', { name: 'Send a Message' });
    // The header's own call: the free call's section on /consulting.
    const headerCall = await page
      .getByRole('banner')
      .getByRole('link', { name: /Free (Discovery )?Call/ })
      .first()
      .getAttribute('href');
    await expect(call).toHaveAttribute('href', headerCall!);
    await expect(message).toHaveAttribute('href', '/connect');
    // The page's last word, under the guarantee; its two actions within the phone's width.
    expect((await deciding.boundingBox())!.y).toBeGreaterThan(
      (await after.boundingBox())!.y + (await after.boundingBox())!.height,
    );
    for (const action of [call, message]) {
      const box = (await action.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
    }
    await call.click();
    await expect(page).toHaveURL(/\/consulting#strategy-call$/);
    await expect(
      page.getByRole('region', { name: 'Start With a Free 15-Minute Discovery Call' }),
    ).toBeInViewport();
    await page.goBack();
    await page
      .getByRole('region', { name: 'Not Sure Which Package Fits?' })
      .getByRole('link', { name: 'Send a Message' })
      .click();
    await expect(page).toHaveURL(/\/connect$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('CONNECT WITH ME');
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

  test('a visitor’s schedule page arrives drawn with his booking: the browser asks the API nothing; without the booking’s cookie it is drawn in the browser', async ({
    page,
    browser,
  }) => {
    // A free call made by this browser, through its own cookie jar (as the call's page makes it).
    const created = await page.request.post('/api/create-payment-intent', {
      data: { packageType: 'strategy-call', name: 'Drawn Visitor', email: uniqueEmail('drawn') },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const { bookingId } = (await created.json()) as { bookingId: number };
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));

    const answer = await page.goto(`/schedule/${bookingId}`);
    expect(answer!.headers()['cache-control']).toBe('no-store');
    // The first HTML holds the booking and the calendar, no loading state.
    const html = (await answer!.text()).replace(/<!-- -->/g, '');
    expect(html).toContain('Drawn Visitor');
    expect(html).toContain('Select Date &amp; Time');
    expect(html).toMatch(/role="grid"/);
    expect(html).not.toContain('Loading booking details...');
    await hydrated(page);
    // A free call's page names the call, never a package's credits.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Discovery Call');
    // Its booking and calendar came with the HTML: the browser asks only for the times of the
    // day the calendar chose for him once live (its first open day), and the times taken. (Once
    // that request is made: on a busy machine it can follow a quiet half-second, networkidle.)
    await expect
      .poll(() => asked.filter((path) => path.startsWith('/api/calendar-availability/')).length)
      .toBe(1);
    await page.waitForLoadState('networkidle');
    expect(
      asked.filter(
        (path) =>
          path.startsWith('/api/') &&
          !/^\/api\/calendar-availability\/\d{4}-\d{2}-\d{2}$/.test(path) &&
          path !== '/api/consultation-bookings',
      ),
    ).toEqual([]);
    expect(asked.filter((path) => path.startsWith('/api/calendar-availability/'))).toHaveLength(1);
    // Hydrated in place and working: a day can be chosen.
    await pickDay(page, weekdayAhead(16));
    await expect(page.getByRole('list', { name: 'Available Times' })).toBeVisible();

    // Another browser: the page's loading state; the booking is never in its HTML.
    const other = await browser.newContext();
    try {
      const elsewhere = await (await other.request.get(`/schedule/${bookingId}`)).text();
      expect(elsewhere).toContain('Loading booking details...');
      expect(elsewhere).not.toContain('Drawn Visitor');
    } finally {
      await other.close();
    }
  });

  test('a free call’s schedule page: on a phone the scheduling comes first, within 500 px of the top; at 1280 px beside the details, which say Free and confirm no payment', async ({
    browser,
  }) => {
    const phone = await browser.newContext({ viewport: { width: 360, height: 780 } });
    try {
      const page = await phone.newPage();
      const created = await page.request.post('/api/create-payment-intent', {
        data: {
          packageType: 'strategy-call',
          name: 'Phone Visitor',
          email: uniqueEmail('phone-schedule'),
        },
      });
      expect(created.ok(), await created.text()).toBe(true);
      const { bookingId } = (await created.json()) as { bookingId: number };
      await page.goto(`/schedule/${bookingId}`);
      await hydrated(page);
      const scheduling = page.getByRole('heading', { name: 'Select Date & Time' });
      const details = page.getByRole('region', { name: 'Booking Details' });
      const top = async (locator: typeof details) =>
        locator.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
      expect(await top(scheduling)).toBeLessThan(500);
      expect(await top(details)).toBeGreaterThan(await top(scheduling));
      await expect(details).toContainText('Free');
      await expect(details).not.toContainText('$0.00');
      await expect(details.getByText('Payment Confirmed')).toHaveCount(0);
      await expectNoSidewaysScroll(page);

      await page.setViewportSize({ width: 1280, height: 900 });
      const left = (locator: typeof details) =>
        locator.evaluate((element) => element.getBoundingClientRect().left);
      expect(await left(details)).toBeLessThan(await left(scheduling));
      expect(Math.abs((await top(details)) - (await top(scheduling)))).toBeLessThan(120);
    } finally {
      await phone.close();
    }
  });
});
