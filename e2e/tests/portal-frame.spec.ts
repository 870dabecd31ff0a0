import { expect, test, type Browser, type Page } from '@playwright/test';
import { portalEmptyMessages } from '@site/contracts/client-portal';
import { paths } from '@site/contracts/routes';
import { timesShownIn } from '@site/contracts/timezones';
import { signInAsOwner } from '../support/owner-session';
import { signInToPortal } from '../support/portal-sign-in';
import { coachName, siteOrigin } from '../support/site';
import { expectNoSidewaysScroll, uniqueEmail } from './booking-support';

/**
 * The client portal as a signed-in client's own place: signed out, the public page under the
 * site's header (its 'Free Discovery Call'); signed in, his own bar (the brand home, 'Client
 * Portal', his name, Sign Out) in place of that header, with no pitch to book a free call; the
 * Next card saying exactly what is next; on a phone, every section link in sight (wrapped into
 * rows of finger-sized pills, the section being read marked), no row that scrolls sideways.
 */

/** A 5-session package the coach adds (paid outside the site) for a new client. */
async function addPackage(page: Page, name: string, email: string) {
  await signInAsOwner(page, paths.adminClients);
  const created = await page.request.post('/api/admin/bookings', {
    headers: { origin: siteOrigin },
    data: { packageType: '5-session', name, email, payment: 'offline' },
  });
  expect(created.status(), await created.text()).toBe(201);
}

async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: siteOrigin,
    viewport: { width: 360, height: 740 },
    hasTouch: true,
  });
  return context.newPage();
}

test('the portal is the client’s own place: his bar signed in, the public header signed out, every section link in sight at 360 px', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('portal-frame');
  await addPackage(page, 'Avery Frame', email);

  const client = await phone(browser);
  await client.goto(paths.portal);
  // Signed out: a public page, under the site's header with its call to book a free call.
  const header = client.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Free Call' })).toBeVisible();
  await expect(client.getByRole('navigation', { name: 'Client portal' })).toHaveCount(0);

  await signInToPortal(client, email);
  await expect(client.getByRole('heading', { level: 1 })).toHaveText('Welcome, Avery');
  // Signed in: his bar, and no pitch of a free call anywhere on his page.
  const bar = client.getByRole('navigation', { name: 'Client portal' });
  await expect(bar).toBeVisible();
  await expect(bar).toContainText('Client Portal');
  await expect(bar.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(client.getByRole('link', { name: /Free (Discovery )?Call/ })).toHaveCount(0);
  await expect(client.getByText('Free Discovery Call')).toHaveCount(0);

  // What is next, said exactly, with its one action.
  const next = client.getByRole('region', { name: 'Next' });
  // (Nothing booked yet: his first session comes first, his questionnaire its one second action.)
  await expect(next).toContainText('Book your 1st of 5 sessions');
  await expect(next.getByRole('link')).toHaveText(['Choose a Time', 'Start the Questionnaire']);
  // His tool's compact header: the Next card's action in the first screen of even a 640 px tall
  // phone (under a marketing-sized header it sat near 690 px).
  await client.evaluate(() => window.scrollTo(0, 0));
  const action = (await next.getByRole('link', { name: 'Choose a Time' }).boundingBox())!;
  expect(action.y + action.height).toBeLessThanOrEqual(640);
  // Beside the greeting, his coach as the About page draws him (not the round head mark).
  const coach = client.getByRole('group', { name: 'Your coach' });
  await expect(coach.getByRole('img', { name: /^Portrait of / })).toHaveAttribute('width', '480');

  // The sections' links on a phone: every one in sight, wrapped into rows of 44 px pills, no
  // row that scrolls sideways nor its end buttons.
  const sections = client.getByRole('navigation', { name: 'Sections of your portal' });
  await expect(sections.getByRole('button', { name: 'Later sections' })).toBeHidden();
  await expect(sections.getByRole('button', { name: 'Earlier sections' })).toBeHidden();
  const links = await sections.getByRole('link').evaluateAll((items) =>
    items.map((item) => {
      const box = item.getBoundingClientRect();
      return { left: box.left, right: box.right, top: box.top, height: box.height };
    }),
  );
  expect(links.length).toBeGreaterThan(4);
  for (const box of links) {
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(360);
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
  expect(new Set(links.map((box) => Math.round(box.top))).size).toBeGreaterThan(1);
  // They come after the Next card (its action stays in the first screen, above).
  expect(links[0]!.top).toBeGreaterThan(action.y + action.height);
  // And so for the keyboard: the card's actions are met before the links (the page's order is the
  // screen's, not rearranged by its styles).
  const linksFollow = await next.evaluate(
    (card, nav) => Boolean(card.compareDocumentPosition(nav!) & Node.DOCUMENT_POSITION_FOLLOWING),
    await sections.elementHandle(),
  );
  expect(linksFollow, 'the section links follow the Next card in the page').toBe(true);
  const list = sections.getByRole('list');
  expect(await list.evaluate((row) => row.scrollWidth <= row.clientWidth)).toBe(true);
  // At the page's top the first section is the one marked.
  await expect(sections.getByRole('link', { name: 'Next' })).toHaveAttribute(
    'aria-current',
    'location',
  );

  // Picking a section goes there and marks it.
  await sections.getByRole('link', { name: 'Receipts' }).click();
  await expect(client).toHaveURL(/#receipts-title$/);
  await expect(sections.getByRole('link', { name: 'Receipts' })).toHaveAttribute(
    'aria-current',
    'location',
  );
  await expect(client.getByRole('heading', { name: 'Receipts' })).toBeInViewport();
  // Scrolling back up (the reader's own scroll: a picked section stays marked until then) marks
  // the section being read.
  await client.mouse.move(180, 600);
  await client.mouse.wheel(0, -200);
  await client.evaluate(() => window.scrollTo(0, 0));
  await expect(sections.getByRole('link', { name: 'Next' })).toHaveAttribute(
    'aria-current',
    'location',
  );
  await expectNoSidewaysScroll(client);

  // Signed out again, the public header is back.
  await bar.getByRole('button', { name: 'Sign Out' }).click();
  await expect(client.getByRole('banner').getByRole('link', { name: 'Free Call' })).toBeVisible();
  await expect(client.getByRole('navigation', { name: 'Client portal' })).toHaveCount(0);
  await client.context().close();
});

test('his tasks keep his frame: the questionnaire and the scheduling page draw his bar with the way back, and for a fresh browser the way into his portal', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('portal-tasks');
  await addPackage(page, 'Rowan Tasks', email);

  const client = await phone(browser);
  await client.goto(paths.portal);
  await signInToPortal(client, email);
  await expect(client.getByRole('heading', { level: 1 })).toHaveText('Welcome, Rowan');

  // The questionnaire, from the Next card (the one place that asks for it): his bar, no pitch of
  // a free call, no newsletter.
  await expect(client.getByRole('link', { name: /Questionnaire/ })).toHaveCount(1);
  await client
    .getByRole('region', { name: 'Next' })
    .getByRole('link', { name: 'Start the Questionnaire' })
    .click();
  await expect(client).toHaveURL(/\/questionnaire\/\d+\?key=/);
  const questionnaireUrl = client.url();
  const bar = client.getByRole('navigation', { name: 'Client portal' });
  await expect(bar.getByRole('link', { name: /Back to Your Portal/ })).toBeVisible();
  await expect(client.getByRole('banner')).toHaveCount(0);
  await expect(client.getByText('Free Discovery Call')).toHaveCount(0);
  await expect(client.getByRole('contentinfo').getByRole('textbox')).toHaveCount(0);
  await expectNoSidewaysScroll(client);

  // Back to the portal, then to his sessions' page: the same frame.
  await bar.getByRole('link', { name: /Back to Your Portal/ }).click();
  await expect(client).toHaveURL(/\/portal$/);
  await client
    .getByRole('region', { name: 'Next' })
    // Nothing booked yet: the Next card's way to book the first one, not to move or cancel.
    .getByRole('link', { name: 'Choose a Time' })
    .click();
  await expect(client).toHaveURL(/\/schedule\/\d+\?key=/);
  await expect(bar.getByRole('link', { name: /Back to Your Portal/ })).toBeVisible();
  await expect(client.getByRole('banner')).toHaveCount(0);
  await expect(client.getByText('Free Discovery Call')).toHaveCount(0);
  await expectNoSidewaysScroll(client);
  const scheduleUrl = client.url();
  await client.context().close();

  // The same pages in a fresh browser (the email's links): his frame from the first HTML, never
  // the site's header with its free call nor the newsletter; his bar leads into his portal.
  const visitor = await phone(browser);
  for (const url of [questionnaireUrl, scheduleUrl]) {
    const firstHtml = await (await visitor.request.get(url)).text();
    expect(firstHtml).toContain('aria-label="Client portal"');
    expect(firstHtml).not.toContain('Free Discovery Call');
    await visitor.goto(url);
    await expect(
      visitor
        .getByRole('navigation', { name: 'Client portal' })
        .getByRole('link', { name: 'Open Your Portal' }),
    ).toHaveAttribute('href', /^\/portal\?booking=\d+&key=/);
    await expect(visitor.getByRole('banner')).toHaveCount(0);
    await expect(visitor.getByText('Free Discovery Call')).toHaveCount(0);
    await expect(visitor.getByRole('contentinfo').getByRole('textbox')).toHaveCount(0);
    await expectNoSidewaysScroll(visitor);
  }
  await expect(visitor.getByRole('link', { name: 'Open Your Client Portal' })).toHaveAttribute(
    'href',
    /^\/portal\?booking=\d+&key=/,
  );
  // From his bar, the booking's key signs him in to his portal.
  await visitor
    .getByRole('navigation', { name: 'Client portal' })
    .getByRole('link', { name: 'Open Your Portal' })
    .click();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Welcome, Rowan');
  await visitor.context().close();
});

/** Whether a card stacks its title, its line and its action (each below the one before). */
async function stacked(card: ReturnType<Page['getByRole']>) {
  const title = await card.getByRole('heading', { level: 2 }).boundingBox();
  const line = await card.locator('p').first().boundingBox();
  const buttons = card.getByRole('button');
  const action = (await buttons.count()) > 0 ? await buttons.first().boundingBox() : null;
  return (
    line!.y >= title!.y + title!.height - 1 &&
    (action === null || action.y >= line!.y + line!.height - 1)
  );
}

test('signed in, the portal greets him by first name beside his coach, its cards share one anatomy, and its footer is slim', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('portal-anatomy');
  await addPackage(page, 'Morgan Anatomy', email);

  const context = await browser.newContext({
    baseURL: siteOrigin,
    viewport: { width: 1280, height: 900 },
  });
  const client = await context.newPage();
  await client.goto(paths.portal);
  await signInToPortal(client, email);
  // His first name in the greeting; his full name stays in his bar.
  await expect(client.getByRole('heading', { level: 1 })).toHaveText('Welcome, Morgan');
  await expect(client.getByRole('navigation', { name: 'Client portal' })).toContainText(
    'Morgan Anatomy',
  );

  // His coach beside the greeting: his picture and his name.
  const coach = client.getByRole('group', { name: 'Your coach' });
  await expect(coach.getByRole('img')).toBeVisible();
  // Writing to him is one action under one name, and it opens the text box itself.
  await expect(client.getByText(/^(Send|Write) a Message$/)).toHaveCount(0);
  const write = client
    .getByRole('link', { name: 'Write to Your Coach' })
    .or(client.getByRole('button', { name: 'Write to Your Coach' }));
  await expect(write).toHaveCount(1);
  await write.click();
  const message = client.getByRole('textbox', { name: 'Your message' });
  await expect(message).toBeFocused();
  await expect(message).toBeInViewport();
  await client.keyboard.press('Escape');

  // One anatomy for every card, at 1280 and 768 px: title, its line under it, its action under
  // that; never a one-line row.
  for (const width of [1280, 768]) {
    await client.setViewportSize({ width, height: 900 });
    for (const name of [
      'Messages with Your Coach',
      'Notes and Action Plan',
      'Materials',
      'Your Time Zone',
    ]) {
      // Polled: a card's content settles after the width changes and its data arrives.
      await expect
        .poll(() => stacked(client.getByRole('region', { name })), {
          message: `${name} at ${width} stacks its title, line and action`,
        })
        .toBe(true);
    }
  }
  await client.setViewportSize({ width: 1280, height: 900 });

  // The time zone card names the zone the times are in.
  const browserZone = await client.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  await expect(client.getByRole('region', { name: 'Your Time Zone' })).toContainText(
    timesShownIn(browserZone),
  );

  // Under his own place, a slim footer: the legal pages and where to ask, no marketing.
  const footer = client.getByRole('contentinfo');
  await expect(footer.getByRole('link')).toHaveText([
    /.+/,
    'Privacy Policy',
    'Terms of Service',
    'Portal Help & Contact',
  ]);
  await expect(footer.getByRole('navigation', { name: 'Quick Links' })).toHaveCount(0);
  await expect(footer.getByRole('textbox')).toHaveCount(0);
  await context.close();
});

test('a new client’s empty sections say what comes there, and at 1280 px the sections’ column stays in view under his bar while he scrolls', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('portal-column');
  await addPackage(page, 'Quinn Column', email);

  const context = await browser.newContext({
    baseURL: siteOrigin,
    viewport: { width: 1280, height: 800 },
  });
  const client = await context.newPage();
  await client.goto(paths.portal);
  await signInToPortal(client, email);
  await expect(client.getByRole('heading', { level: 1 })).toHaveText('Welcome, Quinn');
  // A brand-new client: each section with nothing in it yet says what will appear there and when.
  for (const [name, line] of [
    ['Notes and Action Plan', portalEmptyMessages.notes],
    ['Materials', portalEmptyMessages.materials],
    ['Messages with Your Coach', portalEmptyMessages.messages],
  ] as const)
    await expect(client.getByRole('region', { name })).toContainText(line);
  const bar = (await client.getByRole('navigation', { name: 'Client portal' }).boundingBox())!;
  const sections = client.getByRole('navigation', { name: 'Sections of your portal' });
  await expect(sections.getByRole('link', { name: 'Your Data' })).toBeVisible();
  const start = (await sections.boundingBox())!;

  // Down the page, a screen at a time to its end: the column keeps its place under the bar.
  const height = await client.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeGreaterThan(800 + start.y);
  for (const y of [start.y + 300, Math.round(height / 2), height]) {
    await client.evaluate((top) => window.scrollTo(0, top), y);
    await expect
      .poll(async () => (await sections.boundingBox())!.y, { message: `the column at ${y}` })
      .toBeGreaterThanOrEqual(bar.height - 1);
    const box = (await sections.boundingBox())!;
    expect(box.y, `the column's top at scrollY ${y}`).toBeLessThan(bar.height + 40);
    await expect(sections.getByRole('link', { name: 'Next' })).toBeInViewport();
  }
  await context.close();
});

test('a footer without the newsletter leaves no empty column between the brand and its links at 1280 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const path of [paths.portal, paths.newsletterUnsubscribe]) {
    await page.goto(path);
    const footer = page.getByRole('contentinfo');
    const blurb = await footer.getByText(/alignment of your True Self/).boundingBox();
    const links = footer.getByRole('navigation', { name: 'Quick Links' });
    const nav = await links.boundingBox();
    const lastColumn = await links.getByRole('link').last().boundingBox();
    // The links begin close after the blurb, and spread over the rest of the row.
    expect(`${path}: ${nav!.x - (blurb!.x + blurb!.width) < 120}`).toBe(`${path}: true`);
    expect(`${path}: ${lastColumn!.x > nav!.x + nav!.width / 2}`).toBe(`${path}: true`);
  }
});

for (const url of ['/checkout?package=single', '/consultation-success?booking=999999']) {
  test(`${url.split('?')[0]}: its focused bar carries the brand's wordmark at 360, 768 and 1280 px, and its ways back`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(url);
    const bar = page.getByRole('navigation', { name: 'Client portal' });
    const home = bar.getByRole('link', { name: `${coachName}, home` });
    for (const width of [360, 768, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      // The mark and the coach's name, as the site's header draws them: never the mark alone.
      await expect(home.getByText(coachName, { exact: true }), `${width} px`).toBeVisible();
      await expect(home).toHaveAttribute('href', '/');
      await expect(home.locator('svg')).toBeVisible();
      const open = bar.getByRole('link', { name: 'Open Your Portal' });
      await expect(open).toBeVisible();
      // On one line, the name beside the mark and the portal's button at the bar's far end.
      const name = (await home.getByText(coachName, { exact: true }).boundingBox())!;
      const mark = (await home.locator('svg').boundingBox())!;
      const button = (await open.boundingBox())!;
      expect(Math.abs(name.y + name.height / 2 - (mark.y + mark.height / 2))).toBeLessThan(4);
      expect(name.x + name.width).toBeLessThan(button.x);
      expect(button.x + button.width).toBeLessThanOrEqual(width);
      if (width < 768)
        for (const target of [home, open])
          expect(
            (await target.boundingBox())!.height,
            `${width} px tap target`,
          ).toBeGreaterThanOrEqual(44);
      await expectNoSidewaysScroll(page);
    }
  });
}
