import { expect, test } from '@playwright/test';
import { declinedCard, successCard } from '../support/stripe/fake-stripe-server';
import { routeStripe } from '../support/stripe/stripe-routes';
import { siteWithoutStripeOrigin } from '../support/site';
import {
  answerQuestionnaire,
  pickDay,
  pickTime,
  uniqueEmail,
  weekdayAhead,
} from './booking-support';
import { hydrated } from '../support/hydrated';

/** Paid packages: pricing → checkout → Stripe → success (reconcile) → schedule → questionnaire. */
test.describe('buying a package', () => {
  test.beforeEach(async ({ request }) => {
    const status = await (await request.get('/api/payments/status')).json();
    test.skip(!status.cardPaymentsEnabled, 'card payments are off in this run (no Stripe key)');
  });

  test('pays, schedules the session and reaches the questionnaire', async ({ page, browser }) => {
    // The whole purchase in one test: pricing, checkout, reconcile, schedule, questionnaire.
    const stripeScripts = await routeStripe(page);
    await page.goto('/consulting/specials');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('LIMITED TIME SPECIALS');
    expect(stripeScripts, 'Stripe.js is not part of the pricing page').toEqual([]);

    await page.getByRole('button', { name: 'Choose 5-Session Package' }).click();
    await expect(page).toHaveURL(/\/checkout\?package=5-session$/);
    await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText(
      '5-Session Package',
    );
    const pay = page.getByRole('button', { name: 'Complete Purchase - $6,000' });
    await expect(pay).toBeEnabled();
    expect(stripeScripts.length).toBeGreaterThan(0);

    const email = uniqueEmail('buyer');
    await page.getByLabel('Full Name', { exact: true }).fill('Robin Buyer');
    await page.getByLabel('Email Address', { exact: true }).fill(email);
    await page.getByLabel('Card number').fill(successCard);
    await pay.click();

    await expect(page).toHaveURL(/\/consultation-success\?payment_intent=pi_/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Successful!');
    await expect(page.getByText(/Payment reference: pi_/)).toBeVisible();
    // His page, in his frame: his bar into his portal, no pitch of a free call, no newsletter.
    await expect(
      page.getByRole('navigation', { name: 'Client portal' }).getByRole('link', {
        name: 'Open Your Portal',
      }),
    ).toBeVisible();
    await expect(page.getByText(/Free Discovery Call|Free Call/)).toHaveCount(0);
    await expect(page.getByText('Get Everything First (Before Social Media)')).toHaveCount(0);
    const schedule = page.getByRole('link', { name: 'Schedule Your Session' });
    await expect(schedule).toBeVisible();
    await schedule.click();

    await expect(page).toHaveURL(/\/schedule\/\d+$/);
    // Another browser, without this booking's cookie or key, learns nothing about it.
    const stranger = await browser.newPage();
    await stranger.goto(page.url());
    // A state his browser finds once the page has hydrated (a new browser: its code loads cold).
    await hydrated(stranger);
    await expect(stranger.getByRole('heading', { name: 'Booking Not Found' })).toBeVisible();
    await stranger.close();
    const details = page.getByRole('region', { name: 'Booking Details' });
    await expect(details).toContainText('5-Session Transformation Package');
    await expect(details).toContainText('Robin Buyer');
    await expect(details).toContainText(email);
    await expect(details).toContainText('$6,000.00');
    await expect(details).toContainText('Payment Confirmed');

    await page.getByLabel('Time zone', { exact: true }).selectOption('America/Cancun');
    await pickDay(page, weekdayAhead(6));
    await pickTime(page, '9:30 AM');
    await page.getByRole('button', { name: 'Schedule Session 1 of 5' }).click();
    // Said on the page, above the form, with no toast over it.
    await expect(page.getByRole('status', { name: 'Session 1 Booked' })).toBeVisible();
    await expect(page.getByText('Consultation Scheduled')).toHaveCount(0);
    // A package of five: the page stays for the next session, and lists the one booked.
    const sessions = page.getByRole('region', { name: 'Your Sessions' });
    await expect(sessions).toContainText('9:30 AM');
    await expect(sessions).toContainText('4 sessions remaining');
    // Its long label stays one line on a 360 px phone: one pill's height, not two lines'.
    const questionnaire = page.getByRole('link', { name: 'Complete Pre-Session Questionnaire' });
    const viewport = page.viewportSize()!;
    await page.setViewportSize({ width: 360, height: 740 });
    await expect
      .poll(async () => (await questionnaire.boundingBox())?.height, {
        message: 'the questionnaire button’s height at 360 px',
      })
      .toBeLessThanOrEqual(48);
    await page.setViewportSize(viewport);
    await questionnaire.click();
    await expect(page).toHaveURL(/\/questionnaire\/\d+$/);
    await expect(
      page.getByRole('heading', { name: 'CONSCIOUSNESS DISCOVERY SESSION QUESTIONNAIRE' }),
    ).toBeVisible();

    // Back on the scheduling link, the session is still there.
    await page.goBack();
    await expect(page.getByRole('region', { name: 'Your Sessions' })).toContainText('9:30 AM');

    // He answers the questionnaire; 'You’re All Set' then opens his portal signed in, with no
    // code to ask for: this browser made the booking, and its access cookie stands for the key.
    await page.goForward();
    await answerQuestionnaire(page);
    const allSet = page.getByRole('region', { name: 'You’re All Set' });
    await expect(allSet).toBeVisible();
    await allSet.getByRole('link', { name: 'Open Your Client Portal' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Robin');
    await expect(page).toHaveURL(/\/portal$/);
    await expect(page.getByLabel('Email')).toHaveCount(0);
    await expect(page.getByText('Not a client yet?')).toHaveCount(0);
  });

  test('on a phone, after paying and booking, the questionnaire page opens at its top, and Back returns to where he was', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await routeStripe(page);
    await page.goto('/checkout?package=5-session');
    const pay = page.getByRole('button', { name: 'Complete Purchase - $6,000' });
    await expect(pay).toBeEnabled();
    await page.getByLabel('Full Name', { exact: true }).fill('Sasha Phone');
    await page.getByLabel('Email Address', { exact: true }).fill(uniqueEmail('phone-buyer'));
    await page.getByLabel('Card number').fill(successCard);
    await pay.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Successful!');
    await page.getByRole('link', { name: 'Schedule Your Session' }).click();
    await expect(page).toHaveURL(/\/schedule\/\d+$/);
    await page.getByLabel('Time zone', { exact: true }).selectOption('America/Cancun');
    // A day and time of its own (the purchase above books the 6th weekday's 9:30).
    await pickDay(page, weekdayAhead(18));
    await pickTime(page, '11:00 AM');
    await page.getByRole('button', { name: 'Schedule Session 1 of 5' }).click();
    await expect(page.getByRole('status', { name: 'Session 1 Booked' })).toBeVisible();

    // The booked page, scrolled down to its link on to the questionnaire.
    const questionnaire = page.getByRole('link', { name: 'Complete Pre-Session Questionnaire' });
    await questionnaire.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(200);
    await questionnaire.click();
    await expect(page).toHaveURL(/\/questionnaire\/\d+$/);
    const heading = page.getByRole('heading', {
      name: 'CONSCIOUSNESS DISCOVERY SESSION QUESTIONNAIRE',
    });
    await expect(heading).toBeVisible();
    // A new page starts at its top, once drawn too (nothing scrolls it down after).
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(heading).toBeInViewport();

    // Back: the booked page where he left it.
    await page.goBack();
    await expect(page).toHaveURL(/\/schedule\/\d+$/);
    await expect(questionnaire).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => window.scrollY), { message: 'the booked page restored' })
      .toBeGreaterThan(scrolled - 50);
  });

  test('on a phone the card form starts in the first screen, under a short summary', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await routeStripe(page);
    await page.goto('/checkout?package=5-session');
    const card = page.getByLabel('Card number');
    await expect(card).toBeVisible();
    // Measured from the top of the page (not scrolled): the visitor reaches the card field in
    // the first screen.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const cardTop = (await card.boundingBox())!.y;
    expect(cardTop, 'the card field’s top at 360 × 740').toBeLessThanOrEqual(650);
    // Above it, the page's header says what is bought and its price; the whole order (the
    // summary and what the package includes) follows the form.
    const header = page
      .getByRole('main')
      .locator('header', { has: page.getByRole('heading', { level: 1 }) });
    await expect(header).toContainText('5-Session Package · $6,000');
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary).toContainText('5-Session Package');
    await expect(summary).toContainText('$6,000');
    const included = page.getByRole('region', { name: 'What’s Included' });
    await expect(included).toContainText('100% Satisfaction Guarantee');
    expect((await summary.boundingBox())!.y).toBeGreaterThan(cardTop);
    expect((await included.boundingBox())!.y).toBeGreaterThan(cardTop);
  });

  for (const { width, height } of [
    { width: 360, height: 800 },
    { width: 768, height: 1024 },
    { width: 1280, height: 800 },
  ]) {
    test(`at ${width} px the checkout's first screen names the package once, its price on the button`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await routeStripe(page);
      await page.goto('/checkout?package=5-session');
      const summary = page.getByRole('region', { name: 'Order Summary' });
      await expect(summary).toBeVisible();
      // Measured once the card form is ready (the button enabled): the form's final place.
      await expect(page.getByRole('button', { name: 'Complete Purchase - $6,000' })).toBeEnabled({
        timeout: 20_000,
      });
      // Every element on the first screen that says the package's name (the innermost one): the
      // header's line on a phone, the summary beside the form from a tablet up.
      const names = await page.evaluate(() => {
        const named = [...document.querySelectorAll('main *')].filter(
          (element) => element.textContent?.trim() === '5-Session Package',
        );
        return named
          .filter((element) => !named.some((other) => other !== element && element.contains(other)))
          .filter((element) => {
            const box = element.getBoundingClientRect();
            return box.height > 0 && box.top < window.innerHeight && box.bottom > 0;
          })
          .map((element) => element.closest('header, section')?.tagName ?? element.tagName);
      });
      expect(names, 'where the first screen names the package').toHaveLength(1);
      const form = (await page.getByLabel('Card number').boundingBox())!;
      if (width < 768) {
        await expect(page.locator('main header [data-lead]')).toHaveText(
          '5-Session Package · $6,000',
        );
      } else {
        // The summary beside the form says it; the header keeps to its title.
        await expect(page.locator('main header [data-lead]')).toBeHidden();
        const box = (await summary.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(form.x);
        await expect(summary).toContainText('5-Session Package');
        await expect(summary).toContainText('$6,000');
      }
    });
  }

  test('the payment success page’s header on a 360 px phone: the title centred on balanced lines, the icon clear of the rings, as much room below as above', async ({
    page,
  }) => {
    await routeStripe(page);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/checkout?package=single');
    await page.getByLabel('Full Name', { exact: true }).fill('Sam Phone');
    await page.getByLabel('Email Address', { exact: true }).fill(uniqueEmail('phone-buyer'));
    await page.getByLabel('Card number').fill(successCard);
    const pay = page.getByRole('button', { name: 'Complete Purchase - $1,500' });
    await expect(pay).toBeEnabled({ timeout: 20_000 });
    await pay.click();
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toHaveText('Payment Successful!', { timeout: 30_000 });
    await page.evaluate(() => document.fonts.ready);
    const header = await title.evaluate((h1) => {
      const panel = h1.closest('[data-page-header]')!;
      const box = (element: Element) => element.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(h1);
      const lines = new Map<number, { left: number; right: number }>();
      for (const rect of range.getClientRects()) {
        const top = Math.round(rect.top);
        const line = lines.get(top) ?? { left: rect.left, right: rect.right };
        lines.set(top, {
          left: Math.min(line.left, rect.left),
          right: Math.max(line.right, rect.right),
        });
      }
      // The rings: the panel's two pseudo-elements, placed from its top right corner.
      const rings = (['::before', '::after'] as const).map((pseudo) => {
        const style = getComputedStyle(panel, pseudo);
        const right = box(panel).right - parseFloat(style.right);
        const top = box(panel).top + parseFloat(style.top);
        return {
          left: right - parseFloat(style.width),
          right,
          top,
          bottom: top + parseFloat(style.height),
        };
      });
      const words = panel.lastElementChild!;
      const icon = panel.querySelector('svg[data-tone]')!;
      return {
        panel: box(panel).toJSON() as DOMRect,
        icon: box(icon).toJSON() as DOMRect,
        title: box(h1).toJSON() as DOMRect,
        // What shows: a picture drawn larger inside its frame (a scaled drawing, clipped) counts
        // at its frame's edge.
        lastBottom: Math.max(
          ...[...words.querySelectorAll('*')]
            .filter((e) => getComputedStyle(e).transform === 'none')
            .map((e) => box(e).bottom),
        ),
        lines: [...lines.values()],
        rings,
        fits: h1.scrollWidth <= h1.clientWidth,
        pageWidth: document.documentElement.scrollWidth,
      };
    });
    const centre = header.panel.left + header.panel.width / 2;
    // One line, or two of balanced length: never a word left alone.
    expect(header.lines.length).toBeLessThanOrEqual(2);
    const widths = header.lines.map((line) => line.right - line.left);
    expect(Math.min(...widths) / Math.max(...widths), 'the lines’ balance').toBeGreaterThan(0.6);
    for (const line of header.lines)
      expect(Math.abs((line.left + line.right) / 2 - centre), 'a line centred').toBeLessThan(2);
    expect(Math.abs(header.icon.left + header.icon.width / 2 - centre)).toBeLessThan(2);
    // Nothing runs over the panel or the screen.
    expect(header.fits).toBe(true);
    expect(header.title.right).toBeLessThanOrEqual(header.panel.right);
    expect(header.pageWidth).toBeLessThanOrEqual(360);
    // The rings keep to the corner, off the icon and the title.
    for (const ring of header.rings)
      for (const part of [header.icon, header.title]) {
        const apart =
          ring.right <= part.left ||
          ring.left >= part.right ||
          ring.bottom <= part.top ||
          ring.top >= part.bottom;
        expect(apart, 'a ring off the icon and the title').toBe(true);
      }
    // As much navy under the coach's byline as over the icon.
    const above = header.icon.top - header.panel.top;
    const below = header.panel.bottom - header.lastBottom;
    expect(Math.abs(above - below), `${above} px above, ${below} px below`).toBeLessThanOrEqual(4);
  });

  test("a declined card shows 'Payment Failed' and stays on checkout", async ({ page }) => {
    await routeStripe(page);
    await page.goto('/checkout?package=single&name=Casey%20Card&email=casey%40example.com');
    await expect(page.getByLabel('Full Name', { exact: true })).toHaveValue('Casey Card');
    await expect(page.getByLabel('Email Address', { exact: true })).toHaveValue(
      'casey@example.com',
    );
    await page.getByLabel('Card number').fill(declinedCard);
    await page.getByRole('button', { name: 'Complete Purchase - $1,500' }).click();
    await expect(page.getByText('Payment Failed')).toBeVisible();
    await expect(page.getByText('Your card was declined.')).toBeVisible();
    await expect(page).toHaveURL(/\/checkout\?/);
  });

  test("empty name or email: 'Missing Information' and nothing is created", async ({ page }) => {
    await routeStripe(page);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
    });
    await page.goto('/checkout?package=10-session');
    await page.getByLabel('Card number').fill(successCard);
    await page.getByRole('button', { name: 'Complete Purchase - $10,000' }).click();
    await expect(page.getByText('Missing Information')).toBeVisible();
    await expect(page.getByText('Please provide your name and email address.')).toBeVisible();
    expect(posts).toEqual([]);
  });

  test('browsing pricing and checkout without paying creates nothing', async ({ page }) => {
    await routeStripe(page);
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) apiCalls.push(`${request.method()} ${url.pathname}`);
    });
    await page.goto('/consulting/specials');
    await page.getByRole('button', { name: 'Choose Single Session' }).click();
    await expect(page.getByRole('button', { name: 'Complete Purchase - $1,500' })).toBeEnabled();
    await page.getByRole('link', { name: /Back to Consulting Packages/ }).click();
    await expect(page).toHaveURL(/\/consulting#packages$/);
    expect(apiCalls.filter((call) => call.startsWith('POST'))).toEqual([]);
    expect(apiCalls).toContain('GET /api/payments/status');
  });

  test('an unknown package goes back to /consulting', async ({ page, request }) => {
    // By a redirect in the first HTML: the browser never draws a checkout it leaves at once.
    for (const path of ['/checkout', '/checkout?package=platinum']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(response.headers()['location']).toBe('/consulting');
      expect(response.headers()['cache-control']).toBe('no-store');
    }
    await page.goto('/checkout?package=platinum');
    await expect(page).toHaveURL(/\/consulting$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('WORK DIRECTLY WITH ME');
  });
});

/**
 * The same site whose API has no Stripe secret key (a second shell and API started for the run):
 * its shell has a publishable key, but gives it to no page while its API says card payments are
 * off, so the pages' servers send visitors to /stripe-setup before drawing a checkout.
 */
test.describe('card payments not activated', () => {
  test('pricing and checkout lead to /stripe-setup', async ({ page, request }) => {
    const status = await request.get(`${siteWithoutStripeOrigin}/api/payments/status`);
    expect(await status.json()).toMatchObject({ cardPaymentsEnabled: false });

    await page.goto(`${siteWithoutStripeOrigin}/consulting/specials`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('LIMITED TIME SPECIALS');
    await page.getByRole('button', { name: 'Choose Single Session' }).click();
    await expect(page).toHaveURL(`${siteWithoutStripeOrigin}/stripe-setup?package=single`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.goto(`${siteWithoutStripeOrigin}/checkout?package=single`);
    await expect(page).toHaveURL(`${siteWithoutStripeOrigin}/stripe-setup?package=single`);
  });

  test('the server sends a checkout on to /stripe-setup before any of it is drawn', async ({
    page,
    request,
  }) => {
    const first = await request.get(`${siteWithoutStripeOrigin}/checkout?package=single`, {
      maxRedirects: 0,
    });
    expect(first.status()).toBe(302);
    expect(first.headers()['location']).toBe('/stripe-setup?package=single');
    // Every text any document of the visit showed, as it was drawn: the checkout's never.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { seenTexts: string[] }).seenTexts = seen;
      new MutationObserver(() => seen.push(document.body?.innerText ?? '')).observe(document, {
        childList: true,
        subtree: true,
        characterData: true,
      });
    });
    await page.goto(`${siteWithoutStripeOrigin}/checkout?package=single`);
    await expect(page).toHaveURL(`${siteWithoutStripeOrigin}/stripe-setup?package=single`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const seen = await page.evaluate(() =>
      (window as unknown as { seenTexts: string[] }).seenTexts.join('\n'),
    );
    expect(seen).not.toMatch(/Complete Your Purchase|Preparing your checkout/i);
  });

  test('a visitor who chooses a package sees first what he can do, and both ways work', async ({
    page,
  }) => {
    const choose = async () => {
      await page.goto(`${siteWithoutStripeOrigin}/consulting/specials`);
      await page.getByRole('button', { name: 'Choose 5-Session Package' }).click();
      await expect(page).toHaveURL(`${siteWithoutStripeOrigin}/stripe-setup?package=5-session`);
    };
    await choose();
    // The page greets him in his words; his choice named, then what he can do.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Let’s Set Up Your Package Together',
    );
    const visitor = page.locator('header', { has: page.getByRole('heading', { level: 1 }) });
    await expect(visitor).toContainText(
      'You chose the 5-Session Package ($6,000). Card payments are not available on this site yet',
    );
    await expect(visitor).toBeInViewport();
    const call = visitor.getByRole('link', { name: 'Book a Free Discovery Call' });
    const message = visitor.getByRole('link', { name: 'Send a Message' });
    await expect(call).toBeInViewport();
    await expect(message).toBeInViewport();
    // The owner's instructions come after, behind a disclosure of their own.
    const owner = page.getByRole('region', {
      name: 'For the site’s owner: turning on card payments',
    });
    await expect(owner).toContainText('STRIPE_SECRET_KEY');
    await expect(visitor).not.toContainText('STRIPE_');
    await expect(visitor).not.toContainText('Not Activated');
    // The alert is the owner's, at the head of his section.
    await expect(owner.getByRole('alert')).toContainText('Payment Methods Not Activated');
    const top = async (locator: typeof owner) => (await locator.boundingBox())!.y;
    expect(await top(owner)).toBeGreaterThan(await top(message));
    // Opened by the browser from the package's button, the page is the one centred column it is
    // when loaded directly: nothing pushed left with the right of a wide screen empty.
    await page.setViewportSize({ width: 1280, height: 800 });
    const headerBox = (await visitor.boundingBox())!;
    const ownerBox = (await owner.boundingBox())!;
    expect(headerBox.width).toBeLessThan(900);
    expect(Math.abs(headerBox.x - (1280 - headerBox.x - headerBox.width))).toBeLessThan(24);
    expect(Math.abs(ownerBox.x - headerBox.x)).toBeLessThan(2);

    await call.click();
    await expect(page).toHaveURL(`${siteWithoutStripeOrigin}/consulting#strategy-call`);
    const section = page.getByRole('region', {
      name: 'Start With a Free 15-Minute Discovery Call',
    });
    await expect(section).toBeInViewport();
    // The free call needs no card payments: its booking page opens on this site too.
    await section.getByRole('link', { name: 'Book Your Free Discovery Call' }).click();
    await expect(page).toHaveURL(`${siteWithoutStripeOrigin}/calendar/strategy-call`);

    await choose();
    await visitor.getByRole('link', { name: 'Send a Message' }).click();
    await expect(page).toHaveURL(
      `${siteWithoutStripeOrigin}/connect?package=5-session#contact-form`,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('CONNECT WITH ME');
    // He lands at the form, told his message is waiting there, filed as a booking request.
    const waiting = page.getByText(
      'Your message about the 5-Session Package is written for you below. Add your name and email, and send it.',
    );
    await expect(waiting).toBeInViewport();
    await expect(waiting).toBeFocused();
    await expect(page.getByRole('combobox', { name: 'Inquiry Type' })).toHaveValue('package');
    // The message he may send starts from his choice.
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(
      'I would like to book the 5-Session Package ($6,000). Please let me know how I can pay for it.',
    );
  });
});
