import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { packages } from '@site/contracts/packages';
import { questionnaireSteps } from '@site/contracts/questionnaire-steps';
import { ownerSessionCookie } from '@site/contracts/owner-session';
import { paths } from '@site/contracts/routes';
import { pages } from '../support/routes';
import { owner, siteOrigin } from '../support/site';
import { hydrated } from '../support/hydrated';
import {
  cancunInstant,
  expectNoSeriousAxeViolations,
  uniqueEmail,
  weekdayAhead,
} from './booking-support';

/**
 * The owner's back office against the real API: a visitor books a free call, answers the
 * questionnaire, writes through the contact form and subscribes; the owner signs in and finds all
 * of it, acts on it, and adds a booking paid outside the site. The owner account is created by
 * the API's `owner create` command when the test servers start (see playwright.config.ts).
 */

/** Every back-office page, one URL each (the registry's private routes). */
const adminPages = pages.filter((page) => page.private);

/** A fresh browser (its own cookies) on the site. */
async function newVisitor(browser: Browser) {
  const context = await browser.newContext({ baseURL: siteOrigin });
  return { context, request: context.request };
}

async function post(request: APIRequestContext, url: string, data: unknown) {
  const response = await request.post(url, { data });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return response.json() as Promise<Record<string, unknown>>;
}

/** A visitor's free call, scheduled and with the questionnaire answered, as the site does it. */
async function visitorBooksFreeCall(request: APIRequestContext, name: string, email: string) {
  const { bookingId } = (await post(request, '/api/create-payment-intent', {
    packageType: 'strategy-call',
    name,
    email,
  })) as { bookingId: number };
  await post(request, `/api/consultation-bookings/${bookingId}/schedule`, {
    // A weekday no other test books on, 14:30 in Cancun; on CI's retry another such day (the
    // first attempt holds this one).
    scheduledAt: cancunInstant(weekdayAhead(test.info().retry === 0 ? 8 : 14), '14:30'),
    timezone: 'Europe/Paris',
  });
  const answers = Object.fromEntries(
    questionnaireSteps.flatMap((step) =>
      step.questions.map((question) => [
        question.field,
        question.kind === 'scale' ? 7 : `${name} answers: ${question.field} in earnest.`,
      ]),
    ),
  );
  await post(request, '/api/consultation-questionnaire', { bookingId, name, email, ...answers });
  return bookingId;
}

async function signIn(page: Page, from: string = paths.adminToday) {
  await page.goto(from);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign In');
  await page.getByLabel('Username').fill(owner.username);
  await page.getByLabel('Password').fill(owner.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // The sidebar's navigation, or on a phone the button that opens it.
  await expect(nav(page).or(page.getByRole('button', { name: 'Menu' }))).toBeVisible();
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Back office' });

test.describe('the owner’s back office', () => {
  test('the owner finds a visitor’s free call and answers, handles the message, exports subscribers and adds an offline booking whose schedule link works', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const visitor = await newVisitor(browser);
    const name = `Visitor ${Date.now()}`;
    const email = uniqueEmail('admin-visitor');
    await visitorBooksFreeCall(visitor.request, name, email);
    await post(visitor.request, '/api/contact', {
      inquiryType: 'speaking',
      name,
      email,
      organization: 'Tech Summit',
      referralSource: 'podcast',
      message: 'Would you speak at our conference next spring?',
    });
    await post(visitor.request, '/api/newsletter', { email });
    await visitor.context.close();

    // Signed out, the back office sends him to sign-in, and back after.
    await signIn(page, paths.adminBookings);
    await expect(page).toHaveURL(/\/admin\/bookings$/);
    await expect(nav(page).getByRole('link', { name: 'Bookings' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // The free call booked a minute ago, and its answers laid out by step.
    await page.getByLabel('Name or email').fill(email);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/[?&]q=/);
    // A free call reads as one, never "Paid"; the list says the questionnaire is answered.
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Free call');
    await expect(row).toContainText('Questionnaire answered');
    await page.getByRole('link', { name }).click();
    // Named after the client and the package, never by its number.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `${name} · ${packages['strategy-call'].name}`,
    );
    await expect(page.getByRole('region', { name: 'Free call' })).toContainText(
      'None: the discovery call is free',
    );
    await expect(page.getByRole('region', { name: 'Payment' })).toHaveCount(0);
    const session = page.getByRole('region', { name: 'Session' });
    await expect(session).toContainText('2:30 PM');
    await expect(session).not.toContainText(/\((Eastern Standard|Cancun)/);
    // The client's zone in the public site's words.
    await expect(session).toContainText('(Paris time)');
    const answers = page.getByRole('region', { name: 'Questionnaire' });
    // Its first section open, the others folded under one disclosure.
    await answers.getByText(`The other ${questionnaireSteps.length - 1} sections`).click();
    for (const [index, step] of questionnaireSteps.entries()) {
      await expect(answers.getByRole('heading', { level: 3 }).nth(index)).toHaveText(
        `${index + 1}. ${step.title}`,
      );
    }
    const first = questionnaireSteps[0]!.questions[0]!;
    await expect(answers.getByText(first.question, { exact: true })).toBeVisible();
    await expect(answers.getByText(`${name} answers: ${first.field} in earnest.`)).toBeVisible();

    // The contact message, marked handled.
    await nav(page).getByRole('link', { name: 'Messages' }).click();
    const message = page.getByRole('article').filter({ hasText: email });
    await expect(message).toContainText('Would you speak at our conference next spring?');
    await expect(message.getByRole('link', { name: `Reply to ${name}` })).toHaveAttribute(
      'href',
      new RegExp(`^mailto:${email.replace(/[.+]/g, '\\$&')}\\?`),
    );
    await message.getByRole('button', { name: `Mark Handled: message from ${name}` }).click();
    await expect(page.getByRole('article').filter({ hasText: email })).toHaveCount(0);
    await page.getByRole('link', { name: 'Handled', exact: true }).click();
    await expect(page.getByRole('article').filter({ hasText: email })).toBeVisible();

    // The subscribers (under the newsletter), exported as CSV with a header row.
    await nav(page).getByRole('link', { name: 'Newsletter' }).click();
    await nav(page).getByRole('link', { name: 'Subscribers' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const csv = readFileSync((await (await download).path())!, 'utf8');
    const [header, ...rows] = csv.trim().split(/\r?\n/);
    expect(header!.toLowerCase()).toContain('email');
    expect(rows.some((row) => row.includes(email))).toBe(true);

    // A package paid by bank transfer: added, its page opened, its schedule link works.
    await nav(page).getByRole('link', { name: 'Bookings' }).click();
    await page.getByRole('link', { name: 'Add a Booking' }).click();
    const client = uniqueEmail('admin-offline');
    await page.getByRole('radio', { name: /Single Session/ }).check();
    await page.getByLabel('Client’s name').fill('Offline Client');
    await page.getByLabel('Client’s email').fill(client);
    await page.getByRole('radio', { name: /Paid outside the site/ }).check();
    await page.getByRole('button', { name: 'Add Booking' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Offline Client · ${packages.single.name}`,
    );
    await expect(page.getByRole('region', { name: 'Payment' })).toContainText(
      'Paid outside the site',
    );
    const bookingPage = new URL(page.url()).pathname;
    // The client's scheduling link is a button that copies it (the address folded behind "Show Link").
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: siteOrigin,
    });
    const sessions = page.getByRole('region', { name: 'Session' });
    await expect(sessions.getByRole('link', { name: /\/schedule\// })).toHaveCount(0);
    await sessions.getByRole('button', { name: 'Copy Scheduling Link' }).click();
    await expect(sessions.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
    const scheduleUrl = await page.evaluate(() => navigator.clipboard.readText());
    expect(scheduleUrl).toMatch(/\/schedule\/\d+\?key=/);

    // The client opens it in his own browser, which has never seen the booking.
    const clientBrowser = await newVisitor(browser);
    const clientPage = await clientBrowser.context.newPage();
    await clientPage.goto(scheduleUrl!);
    await expect(clientPage.getByRole('heading', { level: 1 })).toHaveText(
      'Schedule Your Consultation',
    );
    await expect(clientPage.getByText(packages.single.scheduleLabel)).toBeVisible();
    await expect(clientPage.getByText('Booking Not Found')).toHaveCount(0);
    await clientBrowser.context.close();

    // The activity log names what he did, and on what, in words (the action's code only as a
    // tooltip), linked to the booking's page.
    await nav(page).getByRole('link', { name: 'Activity' }).click();
    const entry = page.getByRole('row').filter({ hasText: 'Added a booking' }).first();
    await expect(entry.getByText('Added a booking')).toHaveAttribute('title', 'booking.create');
    await expect(page.getByRole('table')).not.toContainText('booking.create');
    // The booking by its human title, as the bookings' pages name it, never "Booking #7".
    await expect(
      entry.getByRole('link', {
        name: `Offline Client · ${packages.single.name} · Paid outside the site`,
      }),
    ).toHaveAttribute('href', bookingPage);

    // The booking's client is a link to his client page.
    await page.goto(bookingPage);
    await hydrated(page);
    await page
      .getByRole('region', { name: 'Client and package' })
      .getByRole('link', { name: 'Offline Client' })
      .click();
    await expect(page).toHaveURL(/\/admin\/clients\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Offline Client');
    await expect(page.getByText(client).first()).toBeVisible();
  });

  test('signed out, every back-office page sends the owner to sign-in, with the way back', async ({
    page,
  }) => {
    // A time per page, so one more screen in the registry never runs the test out of time.
    test.setTimeout(adminPages.length * 6_000);
    for (const { path } of adminPages.filter((row) => row.signedIn)) {
      const signInUrl = `${siteOrigin}${paths.adminSignIn}?next=${encodeURIComponent(path)}`;
      // Without a session cookie, the site's server sends him on before any page is drawn.
      const answer = await page.request.get(path, { maxRedirects: 0 });
      expect(answer.status(), path).toBe(303);
      expect(new URL(answer.headers()['location'] ?? '', siteOrigin).toString()).toBe(signInUrl);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign In');
      await expect(page).toHaveURL(signInUrl);
      await expect(page.getByRole('navigation', { name: 'Back office' })).toHaveCount(0);
    }

    // A cookie whose session has ended (or never was): the server asks the API as it renders
    // the page, and sends him on before drawing anything.
    await page
      .context()
      .addCookies([{ name: ownerSessionCookie.plain, value: 'A'.repeat(43), url: siteOrigin }]);
    const ended = await page.request.get(paths.adminBookings, { maxRedirects: 0 });
    expect(ended.status()).toBe(302);
    expect(new URL(ended.headers()['location'] ?? '', siteOrigin).pathname).toBe(paths.adminSignIn);
    await page.goto(paths.adminBookings);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign In');
    await expect(page).toHaveURL(
      `${siteOrigin}${paths.adminSignIn}?next=${encodeURIComponent(paths.adminBookings)}`,
    );
  });

  test('the sign-in page arrives drawn for a signed-out browser: it asks the API nothing, and signs in', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    for (const cookie of [undefined, 'A'.repeat(43)]) {
      // No session cookie, then one whose session has ended: signed out either way.
      if (cookie) {
        await page
          .context()
          .addCookies([{ name: ownerSessionCookie.plain, value: cookie, url: siteOrigin }]);
      }
      asked.length = 0;
      const answer = await page.goto(`${paths.adminSignIn}?next=${paths.adminPosts}`);
      const html = (await answer!.text()).replace(/<!-- -->/g, '');
      expect(html).toContain('for="admin-sign-in-username"');
      expect(html).not.toContain('Loading…');
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      expect(asked.filter((seen) => seen.startsWith('/api/'))).toEqual([]);
    }
    await page.getByLabel('Username').fill(owner.username);
    await page.getByLabel('Password').fill(owner.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Posts');
  });

  // One test a width: the two run side by side.
  for (const width of [1280, 360]) {
    test(`every back-office page has no serious axe violation and no sideways scroll at ${width} px, signed out and in`, async ({
      page,
    }) => {
      test.setTimeout(30_000 + adminPages.length * 12_000);
      await page.setViewportSize({ width, height: 800 });
      await page.goto(paths.adminSignIn);
      await expect(page.getByLabel('Username')).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await signIn(page);
      for (const { path, firstHtmlH1 } of adminPages.filter(
        (row) => row.route !== paths.adminSignIn,
      )) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstHtmlH1!);
        // The screen has loaded: no skeleton is left.
        await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
        await expectNoSeriousAxeViolations(page);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${path} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
      }
    });
  }

  test('a back-office page arrives drawn with the owner’s data: the browser asks the API nothing, and loads its screen’s code and its remote’s manifest once, hinted as its script starts', async ({
    page,
  }) => {
    await signIn(page);
    // Today, drawn in the browser after signing in, has had its answers (its overview, then its
    // new check-ins, asked apart): none of its requests may be counted against the next page.
    await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    const asked: string[] = [];
    page.on('request', (request) =>
      asked.push(new URL(request.url()).pathname + new URL(request.url()).search),
    );
    const answer = await page.goto(`${paths.adminBookings}?status=paid`);
    // The first HTML holds the screen with his data: the bookings, or the filters' empty state,
    // and no skeleton.
    const html = (await answer!.text()).replace(/<!-- -->/g, '');
    expect(html).toMatch(/<table|No booking matches these filters\./);
    expect(html).not.toContain('Loading…');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bookings');
    await expect(
      page.getByRole('table').or(page.getByText('No booking matches these filters.')),
    ).toBeVisible();
    await hydrated(page);
    // Hydrated in place: the browser asks the API neither who is signed in nor for the data.
    await page.waitForLoadState('networkidle');
    expect(asked.filter((seen) => seen.startsWith('/api/'))).toEqual([]);
    const head = page.locator('head');
    await expect(head.locator('link[rel="preload"][as="fetch"][href^="/api/"]')).toHaveCount(0);
    // The files the shell's script reads (the remote's manifest, the screen's own chunk, named
    // after it) are hinted as that script starts, after the first paint: drawn with his data,
    // the page leaves the bandwidth to that paint. Each is fetched once: the script takes the
    // hinted copy.
    await expect(
      head.locator('link[rel="preload"][as="fetch"][href="/remotes/admin/mf-manifest.json"]'),
    ).toHaveCount(1);
    const screenCode = head.locator(
      'link[rel="preload"][as="script"][href*="/remotes/admin/bookings-list."]',
    );
    await expect(screenCode).toHaveCount(1);
    for (const url of [
      '/remotes/admin/mf-manifest.json',
      new URL((await screenCode.getAttribute('href'))!, siteOrigin).pathname,
    ])
      expect(
        asked.filter((seen) => seen === url),
        url,
      ).toHaveLength(1);
  });

  test('a broadcast arrives drawn with its preview and the posts to choose from: the browser asks the API nothing', async ({
    page: signInPage,
    context,
  }) => {
    await signIn(signInPage);
    const created = await signInPage.request.post('/api/admin/broadcasts', {
      headers: { origin: siteOrigin },
      data: { subject: 'Drawn on the server', source: 'markdown', markdown: 'A short letter.' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    // The broadcast opens in a new tab of his signed-in browser, so only its own requests are
    // counted: Today, drawn in the browser after signing in, may still be asking for its data
    // when a listener on the sign-in tab starts counting (a loaded machine caught it).
    await signInPage.close();
    const page = await context.newPage();
    // On a phone, where the preview stands more than a screen below the form's top.
    await page.setViewportSize({ width: 360, height: 740 });
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    const answer = await page.goto(`/admin/broadcasts/${id}`);
    const html = (await answer!.text()).replace(/<!-- -->/g, '');
    // The preview (the answer the broadcast's own read led to) and the posts' list, no loading.
    expect(html).toContain('<strong>Subject:</strong> Drawn on the server');
    expect(html).not.toContain('Loading the preview…');
    expect(html).not.toContain('Loading the posts…');
    // The e-mail's frame is made when the owner scrolls near it (below the whole form), not
    // with the page: its document would be parsed and laid out while the page comes alive.
    expect(html).not.toContain('title="The email as HTML"');
    await hydrated(page);
    // Two frames drawn after the page came alive: the observer has had its say.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await expect(page.getByTitle('The email as HTML')).toHaveCount(0);
    await page.getByRole('heading', { name: 'Preview', level: 2 }).scrollIntoViewIfNeeded();
    await expect(
      page
        .frameLocator('iframe[title="The email as HTML"]')
        .getByRole('paragraph')
        .filter({ hasText: 'A short letter.' }),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(asked.filter((path) => path.startsWith('/api/'))).toEqual([]);
  });

  test('the back office can be used with the keyboard: sign in, move between screens', async ({
    page,
  }) => {
    await page.goto(paths.adminToday);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign In');
    // Enter signs in through the app once it has started (before, the form has no script yet).
    await hydrated(page);
    await page.getByLabel('Username').focus();
    await page.keyboard.type(owner.username);
    await page.keyboard.press('Tab');
    await page.keyboard.type(owner.password);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Today');
    const messages = nav(page).getByRole('link', { name: 'Messages' });
    await messages.focus();
    await expect(messages).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Messages');
    await expect(messages).toHaveAttribute('aria-current', 'page');
  });
});
