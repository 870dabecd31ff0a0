import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { indexableStaticPaths } from '@site/contracts/registry';
import { paths } from '@site/contracts/routes';
import { coachName } from '../support/site';
import { hydrated } from '../support/hydrated';

const mainLinks = [
  { name: 'About', path: '/about', h1: 'Cracking the Code' },
  { name: 'Philosophy', path: '/philosophy', h1: 'AWARENESS. ACCURACY. ACTION.' },
  { name: 'Speaking', path: '/speaking', h1: 'TRANSFORM YOUR AUDIENCE' },
  { name: 'Consulting', path: '/consulting', h1: 'WORK DIRECTLY WITH ME' },
  { name: 'Connect', path: '/connect', h1: 'CONNECT WITH ME' },
  { name: 'Blog', path: '/blog', h1: 'INSIGHTS FOR AUTHENTICITY' },
];

const homeHeading = 'From rock bottom to billion-dollar prison to ultimate freedom';

function uniqueEmail() {
  return `chrome-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Serious or critical axe violations inside the header, the footer and the toasts. */
async function chromeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .include('header')
    .include('footer')
    .include('section[aria-label="Notifications"]')
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

function newsletter(page: Page) {
  const box = page.getByRole('region', { name: 'Get Everything First (Before Social Media)' });
  return {
    box,
    input: box.getByRole('textbox', { name: 'Email address' }),
    join: box.getByRole('button', { name: 'Join' }),
  };
}

test.describe('desktop navigation', () => {
  test('every main link opens its page and marks itself current', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeHeading);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const { name, path, h1 } of mainLinks) {
      await nav.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
    await page.getByRole('link', { name: `${coachName}, home` }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeHeading);
  });

  test("the 'Free Discovery Call' button reaches the consulting page's strategy-call section", async ({
    page,
  }) => {
    await page.goto('/blog');
    await page.getByRole('banner').getByRole('link', { name: 'Free Discovery Call' }).click();
    await expect(page).toHaveURL('/consulting#strategy-call');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('WORK DIRECTLY WITH ME');
    // The shell scrolls to the section once the marketing remote has rendered it.
    await expect(page.locator('#strategy-call')).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    // Its button opens the booking page at the top.
    await page.getByRole('link', { name: 'Book Your Free Discovery Call' }).click();
    await expect(page).toHaveURL('/calendar/strategy-call');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Before the page is interactive the link is a plain #main anchor; this checks the script's
    // version, which moves focus without changing the URL.
    await hydrated(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await expect(page).toHaveURL('/about');
  });
});

test.describe('mobile navigation at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("shows the short 'Free Call' label and fits the screen", async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const cta = page.getByRole('banner').getByRole('link', { name: 'Free Call', exact: true });
    await expect(cta).toBeVisible();
    await expect(cta).toHaveAttribute('href', '/consulting#strategy-call');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBe(0);
  });

  test('the menu opens, lists Home and closes on a link', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cracking the Code');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();

    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(menu.getByRole('link')).toHaveText([
      'Home',
      ...mainLinks.map((link) => link.name),
      'Resources',
      'Book Free Discovery Call',
    ]);

    await menu.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeHeading);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test('the open menu and a toast have no serious axe violation', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
    expect(await chromeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await newsletter(page).join.click();
    await expect(page.getByRole('alert')).toBeVisible();
    expect(await chromeViolations(page)).toEqual([]);
  });

  test('the menu closes on its call-to-action and on Escape', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Book Free Discovery Call' }).click();
    await expect(page).toHaveURL('/consulting#strategy-call');
    await expect(page.getByRole('navigation', { name: 'Menu' })).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Menu' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });
});

for (const width of [360, 768]) {
  test(`at ${width} px the open menu dims the page behind it, stands on a hairline and closes on a click beside it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/speaking');
    await hydrated(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu).toBeVisible();
    const look = await page.evaluate(() => {
      const panel = document.getElementById('site-menu')!;
      const box = panel.getBoundingClientRect();
      // What lies under a point of the page below the panel, and beside it.
      const below = document.elementFromPoint(window.innerWidth / 2, box.bottom + 40)!;
      const alpha = (color: string) => Number(/^rgba\(.*,\s*([\d.]+)\)$/.exec(color)?.[1] ?? 1);
      const style = getComputedStyle(panel);
      return {
        scrim: below.hasAttribute('data-menu-scrim'),
        dim: alpha(getComputedStyle(below).backgroundColor),
        edge: parseFloat(style.borderBottomWidth),
        panelBottom: box.bottom,
      };
    });
    expect(look.scrim).toBe(true);
    expect(look.dim).toBeGreaterThanOrEqual(0.35);
    // The call-to-action once on screen: the menu's where the header's is shortened, none from
    // 768 px, where the header shows it whole beside the menu.
    const header = page.getByRole('banner');
    if (width < 768) {
      await expect(header.getByRole('link', { name: 'Free Call', exact: true })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Book Free Discovery Call' })).toBeVisible();
    } else {
      await expect(
        header.getByRole('link', { name: 'Free Discovery Call', exact: true }),
      ).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Book Free Discovery Call' })).toHaveCount(0);
    }
    expect(look.edge).toBeGreaterThanOrEqual(1);
    await page.mouse.click(Math.round(width / 2), Math.round(look.panelBottom + 40));
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL('/speaking');
  });
}

test.describe('footer', () => {
  test('quick links, site map, social links and copyright', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { level: 1 })).toHaveCount(0);
    const quickLinks = footer.getByRole('navigation', { name: 'Quick Links' });
    await expect(quickLinks.getByRole('link', { name: 'Site Map' })).toHaveAttribute(
      'href',
      '/site-map',
    );
    for (const network of ['LinkedIn', 'X', 'YouTube']) {
      const link = footer.getByRole('link', {
        name: `${coachName} on ${network} (opens in a new tab)`,
      });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    // The year of the site's clock (the server's, this machine's).
    await expect(footer).toContainText(
      `© ${new Date().getUTCFullYear()} ${coachName}. All rights reserved.`,
    );

    await quickLinks.getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page).toHaveURL('/terms-of-service');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
  });
});

test('the footer’s Site Map opens a page for people listing every indexable page', async ({
  page,
}) => {
  await page.goto('/about');
  const quickLinks = page.getByRole('contentinfo').getByRole('navigation', { name: 'Quick Links' });
  await quickLinks.getByRole('link', { name: 'Site Map' }).click();
  await expect(page).toHaveURL('/site-map');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Site Map');
  await expect(page).toHaveTitle(`Site Map | ${coachName}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2 })).toHaveText([
    'About the Work',
    'Work Together',
    'Read',
    'The Site',
  ]);
  const hrefs = await main
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  // Every page the search engines' site map lists, the site map itself aside.
  for (const path of indexableStaticPaths.filter((path) => path !== paths.siteMap)) {
    expect(hrefs, path).toContain(path);
  }
  // The files for machines, last, in one line.
  await expect(main.getByRole('link', { name: 'XML site map' })).toHaveAttribute(
    'href',
    '/sitemap.xml',
  );
  await expect(main.getByRole('link', { name: 'blog’s RSS feed' })).toHaveAttribute(
    'href',
    '/api/blog/feed.xml',
  );
  // A page of the map opens as any link does.
  await main.getByRole('link', { name: 'Philosophy and Frameworks' }).click();
  await expect(page).toHaveURL('/philosophy');
});

test('on a phone the footer is short: brand, newsletter and one block of links, each a 44 px target', async ({
  page,
}) => {
  for (const width of [360, 768]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const quickLinks = footer.getByRole('navigation', { name: 'Quick Links' });
    const where = `at ${width} px`;
    // The files for search engines and feed readers wait for a desktop's footer.
    await expect(quickLinks.getByRole('link', { name: 'Site Map' }), where).toBeHidden();
    await expect(quickLinks.getByRole('link', { name: 'Blog RSS Feed' }), where).toBeHidden();
    await expect(footer.getByRole('textbox'), where).toBeVisible();
    const links = await quickLinks.getByRole('link').filter({ visible: true }).all();
    expect(links.length, where).toBeGreaterThanOrEqual(10);
    for (const link of links) {
      const box = (await link.boundingBox())!;
      expect(box.height, `${where}: ${await link.textContent()}`).toBeGreaterThanOrEqual(44);
    }
    if (width === 360) {
      const height = (await footer.boundingBox())!.height;
      expect(height, 'the footer at 360 px').toBeLessThanOrEqual(620);
    }
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways, where).toBe(0);
  }
});

test.describe('newsletter', () => {
  test('an empty address shows the error toast and the line under the field, and sends nothing', async ({
    page,
  }) => {
    let requests = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/newsletter')) requests += 1;
    });
    await page.goto('/');
    const { input, join } = newsletter(page);
    await join.click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Error');
    await expect(alert).toContainText('Please enter your email address.');
    // Said under the field too, where the visitor is looking.
    await expect(input).toHaveAccessibleDescription('Please enter your email address.');
    expect(requests).toBe(0);
  });

  test("a valid address shows 'Joining...', then 'Success!', and in the form's place the coach's confirmation, which stays", async ({
    page,
  }) => {
    // Hold the real request a moment so the submitting state can be seen.
    await page.route('**/api/newsletter', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.goto('/');
    const { box, input, join } = newsletter(page);
    const address = uniqueEmail();
    await input.fill(address);
    await join.click();

    const joining = box.getByRole('button', { name: 'Joining...' });
    await expect(joining).toBeDisabled();
    await expect(input).toBeDisabled();

    const status = page.getByRole('status').filter({ hasText: 'Success!' });
    await expect(status).toContainText('You’ve been subscribed to our newsletter.');
    // The form's place says what comes next, in his words, with the address it goes to.
    const joined = box.getByRole('status', { name: 'You’re In' });
    await expect(joined).toBeVisible();
    await expect(joined).toBeFocused();
    await expect(joined).toContainText(`From my next piece on, it reaches you at ${address}`);
    await expect(input).toHaveCount(0);
    // In the navy footer the card keeps the footer's ground: ivory words on a faint veil, no
    // white slab.
    expect(
      await joined.evaluate((card) => {
        const style = getComputedStyle(card);
        return { background: style.backgroundColor, color: style.color };
      }),
    ).toEqual({ background: 'rgba(245, 239, 227, 0.06)', color: 'rgb(245, 239, 227)' });

    // Toasts dismiss themselves after 5000 ms (a toast under the pointer waits: move it away);
    // the confirmation stays.
    await page.mouse.move(0, 0);
    await expect(status).toBeHidden({ timeout: 8000 });
    await expect(joined).toBeVisible();
  });

  test('keeps an address typed before the page became interactive, and sends it', async ({
    page,
  }) => {
    // The site's code arrives only once the visitor has typed into the server-rendered box.
    let deliver!: () => void;
    const typed = new Promise<void>((resolve) => (deliver = resolve));
    await page.route('**/main.js', async (route) => {
      await typed;
      await route.continue();
    });
    // Not waiting for the load event, which waits for that code.
    await page.goto('/', { waitUntil: 'commit' });
    const { input, join } = newsletter(page);
    const email = uniqueEmail();
    await input.fill(email);
    deliver();
    await hydrated(page);
    await expect(input).toHaveValue(email);
    const sent = page.waitForRequest('**/api/newsletter');
    await join.click();
    expect((await sent).postDataJSON()).toEqual({ email });
  });

  test("a server failure shows '{status}: {body}' in the error toast", async ({ page }) => {
    await page.route('**/api/newsletter', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"message":"Internal Server Error"}',
      }),
    );
    await page.goto('/');
    const { input, join } = newsletter(page);
    await input.fill(uniqueEmail());
    await join.click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Error');
    await expect(alert).toContainText('500: {"message":"Internal Server Error"}');
    await expect(input).not.toHaveValue('');
  });

  test('the close button dismisses a toast', async ({ page }) => {
    await page.goto('/');
    await newsletter(page).join.click();
    await expect(page.getByRole('alert')).toBeVisible();
    await page.getByRole('button', { name: 'Close notification' }).click();
    await expect(page.getByRole('alert')).toBeHidden();
  });
});

test.describe('typefaces', () => {
  test('the brand faces load from a style of their own, which starting the page never changes', async ({
    page,
  }) => {
    // A rule inserted into a sheet holding @font-face rules makes Chromium lay out all the text
    // again; styled-components inserts rules while a page hydrates, so the fonts live apart.
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeHeading);
    const sheets = await page.evaluate(async () => {
      await document.fonts.ready;
      return {
        withFontFaces: [...document.styleSheets]
          .filter((sheet) => [...sheet.cssRules].some((rule) => rule instanceof CSSFontFaceRule))
          .map((sheet) => (sheet.ownerNode as Element).getAttributeNames().join(' ')),
        loaded: (
          await Promise.all(
            ['600 20px "Lora Variable"', '400 17px "Source Sans 3 Variable"'].map((font) =>
              document.fonts.load(font),
            ),
          )
        )
          .flat()
          .filter((face) => face.status === 'loaded')
          .map((face) => face.family.replace(/["']/g, '')),
      };
    });
    expect(sheets.withFontFaces).toEqual(['data-fonts']);
    expect(sheets.loaded).toEqual(['Lora Variable', 'Source Sans 3 Variable']);
  });
});
