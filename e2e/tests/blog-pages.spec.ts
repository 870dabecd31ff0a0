import AxeBuilder from '@axe-core/playwright';
import { shownAs } from '../support/quotes';
import { expect, test, type Page } from '@playwright/test';
import { coachName, siteOrigin } from '../support/site';
import { hydrated } from '../support/hydrated';

interface Post {
  slug: string;
  title: string;
  category: string;
  tags?: string[];
  featuredImage: string;
  updatedAt: string;
}

const frameworkSlugs = [
  'two-of-you-framework',
  'personal-superpower-framework',
  'synthesis-synergy-framework',
  'four-freedoms-framework',
];

async function seededPosts(page: Page): Promise<Post[]> {
  const response = await page.request.get('/api/blog');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Post[];
}

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

test.describe('blog list', () => {
  test('shows every published post as a card with its sized image', async ({ page }) => {
    const posts = await seededPosts(page);
    expect(posts.length).toBeGreaterThanOrEqual(8);
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('INSIGHTS FOR AUTHENTICITY');
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(posts.length);
    for (const post of posts) {
      await expect(page.getByRole('link', { name: shownAs(post.title) })).toHaveAttribute(
        'href',
        `/blog/${post.slug}`,
      );
    }
    const images = page.locator('article img');
    expect(
      await images.evaluateAll((all) => all.map((img) => img.getAttribute('loading'))),
    ).toEqual(posts.map((_, index) => (index < 2 ? 'eager' : 'lazy')));
    for (const img of await images.all()) {
      await expect(img).toHaveAttribute('width', '1200');
      await expect(img).toHaveAttribute('height', '630');
    }
    // Cards 3 and 4 are fetched at once on wide screens only (1 and 2 are eager everywhere).
    const widePreloads = page.locator('head link[rel="preload"][as="image"][media]');
    expect(
      await widePreloads.evaluateAll((links) =>
        links.map((link) => [link.getAttribute('href'), link.getAttribute('media')]),
      ),
    ).toEqual(posts.slice(2, 4).map((post) => [post.featuredImage, '(min-width: 768px)']));
    await expect(
      page.locator('head link[rel="alternate"][type="application/rss+xml"]'),
    ).toHaveAttribute('href', '/api/blog/feed.xml');
  });

  test('its hero leads to the reading list', async ({ page }) => {
    await page.goto('/blog');
    const link = page.getByRole('link', { name: 'Start With the Reading List' });
    await expect(link).toHaveAttribute('href', '/resources');
    await link.click();
    await expect(page).toHaveURL('/resources');
  });

  test('ends with the site’s closing call after the posts, the last thing before the footer', async ({
    page,
  }) => {
    await page.goto('/blog');
    const closing = page.getByRole('region', { name: 'Ready to Go Deeper?' });
    await expect(closing).toBeVisible();
    await expect(
      closing.getByRole('link', { name: 'Book Your Free Discovery Call' }),
    ).toHaveAttribute('href', '/calendar/strategy-call');
    // After the last card: nothing of the list follows it.
    const order = await page.evaluate(() => {
      const cards = document.querySelectorAll('main article');
      const last = cards[cards.length - 1]!;
      const panel = document.querySelector('main [aria-labelledby="blog-closing-title"]')!;
      const main = document.querySelector('main')!;
      return {
        afterCards: Boolean(last.compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING),
        endsMain: main.getBoundingClientRect().bottom - panel.getBoundingClientRect().bottom < 200,
      };
    });
    expect(order).toEqual({ afterCards: true, endsMain: true });
  });

  test('a card opens its post', async ({ page }) => {
    const [first] = await seededPosts(page);
    await page.goto('/blog');
    // A click while the list hydrates can be lost (the shell's script starts after the first
    // frame, which may come after the load event): the visitor's click comes once it is live.
    await hydrated(page);
    await page.getByRole('link', { name: shownAs(first!.title) }).click();
    await expect(page).toHaveURL(`/blog/${first!.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(shownAs(first!.title));
  });

  for (const width of [360, 768, 1280]) {
    test(`at ${width} px every card title stands above its excerpt and a row's titles start on one line`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/blog');
      const cards = await page
        // The grid's cards (the newest post, drawn wide above them, has a longer excerpt).
        .locator('[data-card-grid] article:not([data-featured-post])')
        .evaluateAll((articles) =>
          articles.map((card) => {
            /** The lines a block's text takes (its height under its top padding). */
            const lines = (element: Element) => {
              const style = getComputedStyle(element);
              const height = element.getBoundingClientRect().height - parseFloat(style.paddingTop);
              return Math.round(height / parseFloat(style.lineHeight));
            };
            const title = card.querySelector('h2, h3')!;
            const excerpt = card.querySelector('.excerpt')!;
            const meta = card.querySelector('.meta')!;
            const style = getComputedStyle(title);
            return {
              top: Math.round(card.getBoundingClientRect().top),
              titleTop: title.getBoundingClientRect().top,
              titleSize: parseFloat(style.fontSize),
              serif: /Lora/.test(style.fontFamily),
              excerptSize: parseFloat(getComputedStyle(excerpt).fontSize),
              excerptLines: lines(excerpt),
              metaLines: lines(meta),
            };
          }),
        );
      expect(cards.length).toBeGreaterThanOrEqual(4);
      for (const card of cards) {
        expect(card.serif).toBe(true);
        expect(card.titleSize).toBeGreaterThanOrEqual(card.excerptSize * 1.15);
        expect(card.excerptLines).toBeLessThanOrEqual(3);
        // The meta wraps between its parts rather than cut one (another check reads them whole).
        expect(card.metaLines).toBeLessThanOrEqual(2);
      }
      // The cards of a row lay out their meta alike (the category on its line, the date and the
      // reading time on the next): none wraps at a different place from its neighbours'.
      const metaByRow = new Map<number, number[]>();
      for (const card of cards)
        metaByRow.set(card.top, [...(metaByRow.get(card.top) ?? []), card.metaLines]);
      for (const row of metaByRow.values()) expect(new Set(row).size).toBe(1);
      // A phone shows one card a row; a tablet and a desktop several.
      const rows = new Map<number, number[]>();
      for (const card of cards) rows.set(card.top, [...(rows.get(card.top) ?? []), card.titleTop]);
      expect([...rows.values()].some((row) => row.length > 1)).toBe(width > 360);
      for (const row of rows.values())
        expect(Math.max(...row) - Math.min(...row)).toBeLessThanOrEqual(1);
    });
  }

  test('at 768 px a card alone on the last row is laid across it, no taller than the cards above', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    await page.goto('/blog');
    const cards = await page
      .locator('[data-card-grid] article:not([data-featured-post])')
      .evaluateAll((articles) =>
        articles.map((card) => {
          const box = card.getBoundingClientRect();
          const image = card.querySelector('img')!.getBoundingClientRect();
          const title = card.querySelector('h2, h3')!.getBoundingClientRect();
          return {
            width: box.width,
            height: box.height,
            imageHeight: image.height,
            textBesideImage: title.left >= image.right - 1,
          };
        }),
      );
    expect(cards.length % 2, 'an odd count leaves one card on the last row').toBe(1);
    const last = cards.at(-1)!;
    const others = cards.slice(0, -1);
    expect(last.width).toBeGreaterThan(others[0]!.width * 1.8);
    expect(last.textBesideImage, 'its words beside its picture').toBe(true);
    expect(last.height).toBeLessThanOrEqual(Math.min(...others.map((card) => card.height)));
    expect(last.imageHeight).toBeLessThanOrEqual(
      Math.max(...others.map((card) => card.imageHeight)) + 1,
    );
  });

  test('the category chips are one row at every width, scrolling where they do not fit', async ({
    page,
  }) => {
    await page.goto('/blog');
    const nav = page.getByRole('navigation', { name: 'Blog categories' });
    const measure = () =>
      nav.evaluate((element) => {
        const list = element.querySelector('ul')!;
        return {
          tops: [...list.querySelectorAll('a')].map((a) =>
            Math.round(a.getBoundingClientRect().top),
          ),
          overflows: list.scrollWidth > list.clientWidth + 1,
          buttons: element.querySelectorAll('button').length,
          sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        };
      });
    for (const width of [360, 768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const where = `at ${width} px`;
      // The row measures itself on resize: read it once its buttons agree with its overflow.
      await expect
        .poll(async () => {
          const settled = await measure();
          return settled.overflows === settled.buttons > 0;
        }, where)
        .toBe(true);
      const row = await measure();
      expect(row.tops.length, where).toBe(7);
      expect(new Set(row.tops).size, `${where}: chip tops ${row.tops.join(', ')}`).toBe(1);
      expect(row.sideways, where).toBe(0);
      // A row that runs past its column says so with the site's step buttons.
      if (row.overflows)
        await expect(nav.getByRole('button', { name: 'More categories' }), where).toBeVisible();
      else await expect(nav.getByRole('button'), where).toHaveCount(0);
      // A desktop's column holds all seven, also after the window was narrower.
      if (width === 1280) await expect(nav.getByRole('button'), where).toHaveCount(0);
    }
  });

  test('chips filter through the URL, a filtered URL opens filtered, and All Posts clears it', async ({
    page,
  }) => {
    const posts = await seededPosts(page);
    const frameworks = posts.filter(
      (post) => post.category === 'Frameworks' || post.tags?.includes('Frameworks'),
    );
    await page.goto('/blog');
    const chips = page.getByRole('navigation', { name: 'Blog categories' });
    await chips.getByRole('link', { name: 'Frameworks' }).click();
    await expect(page).toHaveURL('/blog?category=frameworks');
    await expect(page.getByRole('article')).toHaveCount(frameworks.length);
    await expect(chips.getByRole('link', { name: 'Frameworks' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await page.goto('/blog?category=two-of-you');
    await expect(page.getByRole('article')).toHaveCount(
      posts.filter((post) => post.category === 'Two of You' || post.tags?.includes('Two of You'))
        .length,
    );
    await expect(page.getByRole('link', { name: /The Two of You Framework/ })).toBeVisible();

    await chips.getByRole('link', { name: 'All Posts' }).click();
    await expect(page).toHaveURL('/blog');
    await expect(page.getByRole('article')).toHaveCount(posts.length);
  });

  test('an unknown category shows the empty state', async ({ page }) => {
    await page.goto('/blog?category=no-such-category');
    await expect(page.getByRole('heading', { name: 'No blog posts available' })).toBeVisible();
    await expect(page.getByText('Check back soon for new content')).toBeVisible();
  });

  test('the API failing shows the list error state', async ({ page }) => {
    await page.goto('/');
    await page.route('**/api/blog-summaries*', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
    );
    // A client-side visit, so the browser itself asks the API: one the router makes, so once the
    // page has hydrated (before, a link is followed as a new page, rendered by the server).
    await hydrated(page);
    await page.getByRole('banner').getByRole('link', { name: 'Blog' }).first().click();
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { name: 'Failed to load blog posts' })).toBeVisible();
    await expect(alert).toContainText('Please try again later');
  });
});

test.describe('blog post', () => {
  test('the four framework guides linked from the home page resolve', async ({ page }) => {
    for (const slug of frameworkSlugs) {
      const response = await page.goto(`/blog/${slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Framework');
      await expect(page.locator('h1')).toHaveCount(1);
    }
  });

  test('shows the whole post: header, body, call to action, tags, share links and author', async ({
    page,
  }) => {
    await page.goto('/blog/two-of-you-framework');
    const url = `${siteOrigin}/blog/two-of-you-framework`;
    await expect(page.getByRole('heading', { level: 1 })).toContainText('The Two of You Framework');
    await expect(page.getByRole('link', { name: /Back to Blog/ })).toHaveAttribute('href', '/blog');
    // The custom subtitle stands in for the excerpt.
    await expect(page.getByText('The complete guide to ending the quiet tug-of-war')).toBeVisible();
    await expect(page.getByText(`By ${coachName}`)).toBeVisible();
    await expect(page.locator('article time').first()).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    const post = page.locator('article').first();
    await expect(post.getByText(/\d+ min read/).first()).toBeVisible();
    await expect(page.locator('article h2').first()).toBeVisible();

    const cta = page.getByRole('link', { name: `Talk To ${coachName} and See For Yourself` });
    await expect(cta).toHaveAttribute('href', '/consulting#strategy-call');

    const share = page.getByRole('region', { name: 'Share this article' }).getByRole('link');
    await expect(share).toHaveCount(3);
    for (const link of await share.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(await link.getAttribute('href')).toContain(encodeURIComponent(url));
    }
    await expect(page.getByRole('region', { name: `About ${coachName}` })).toBeVisible();

    await cta.click();
    await expect(page).toHaveURL('/consulting#strategy-call');
  });

  test('its tags are set flat, as words, unlike the index’s clickable category chips', async ({
    page,
  }) => {
    await page.goto('/blog/two-of-you-framework');
    const tags = page.getByRole('region', { name: 'Tags' }).getByRole('listitem');
    expect(await tags.count()).toBeGreaterThan(0);
    await expect(page.getByRole('region', { name: 'Tags' }).getByRole('link')).toHaveCount(0);
    const look = await tags.first().evaluate((tag) => {
      const style = getComputedStyle(tag);
      return {
        border: style.borderTopWidth,
        background: style.backgroundColor,
      };
    });
    expect(look.border, 'no pill outline').toBe('0px');
    expect(look.background, 'no pill ground').toBe('rgba(0, 0, 0, 0)');
  });

  test('at 360 px its tags wrap with no line starting with their separator', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    // Six long tags: three lines on a phone.
    await page.goto('/blog/four-freedoms-framework');
    const tags = page.getByRole('region', { name: 'Tags' }).getByRole('listitem');
    const lines = await tags.evaluateAll((items) => {
      const tops = new Map<number, string[]>();
      for (const item of items) {
        const top = Math.round(item.getBoundingClientRect().top);
        // What the line shows: the separator drawn before or after the tag, and its words.
        const before = getComputedStyle(item, '::before').content;
        const after = getComputedStyle(item, '::after').content;
        const text = [before, item.textContent, after]
          .map((part) => (part === 'none' || part === 'normal' ? '' : part!.replace(/"/g, '')))
          .join('');
        tops.set(top, [...(tops.get(top) ?? []), text]);
      }
      return [...tops.values()].map((line) => line.join(' '));
    });
    expect(lines.length, 'the tags wrap at 360 px').toBeGreaterThan(1);
    for (const line of lines) expect(line, 'a line of tags').not.toMatch(/^\s*·/);
  });

  test('ends with Keep Reading: other posts as cards, the same category first, each opening its post', async ({
    page,
  }) => {
    const posts = await seededPosts(page);
    const current = posts.find((post) => post.slug === 'two-of-you-framework')!;
    const sameCategory = posts.filter(
      (post) => post.slug !== current.slug && post.category === current.category,
    );
    await page.goto(`/blog/${current.slug}`);
    const keepReading = page.getByRole('region', { name: 'Keep Reading' });
    await expect(keepReading.getByRole('heading', { level: 2 })).toHaveText('Keep Reading');
    const links = keepReading.getByRole('article').getByRole('link');
    const count = await links.count();
    expect(count).toBeGreaterThanOrEqual(2);
    expect(count).toBeLessThanOrEqual(3);
    const hrefs = await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')));
    expect(hrefs).not.toContain(`/blog/${current.slug}`);
    expect(new Set(hrefs).size).toBe(count);
    // The post's own category leads, as far as it has other posts.
    expect(hrefs.slice(0, Math.min(count, sameCategory.length))).toEqual(
      sameCategory.slice(0, count).map((post) => `/blog/${post.slug}`),
    );
    await hydrated(page);
    await links.first().click();
    await expect(page).toHaveURL(hrefs[0]!);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('at 768 px Keep Reading is a list, each post laid across its row, none bigger than another', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    await page.goto('/blog/two-of-you-framework');
    const cards = await page
      .getByRole('region', { name: 'Keep Reading' })
      .getByRole('article')
      .evaluateAll((articles) =>
        articles.map((card) => {
          const box = card.getBoundingClientRect();
          const image = card.querySelector('img')!.getBoundingClientRect();
          const title = card.querySelector('h3')!.getBoundingClientRect();
          return {
            width: Math.round(box.width),
            height: box.height,
            textBesideImage: title.left >= image.right - 1,
          };
        }),
      );
    expect(cards.length).toBeGreaterThanOrEqual(2);
    expect(new Set(cards.map((card) => card.width)).size, 'one width').toBe(1);
    for (const card of cards) expect(card.textBesideImage).toBe(true);
    const heights = cards.map((card) => card.height);
    expect(Math.max(...heights) / Math.min(...heights)).toBeLessThan(1.35);
  });

  test('an unknown slug shows Blog Post Not Found with HTTP 404 and leads back', async ({
    page,
  }) => {
    const response = await page.goto('/blog/no-such-post');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog Post Not Found');
    await expect(
      page.getByText('The blog post you’re looking for doesn’t exist or has been moved.'),
    ).toBeVisible();
    expect(response?.status()).toBe(404);
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL('/blog');
  });

  test('the API failing shows Failed to Load Post', async ({ page }) => {
    await page.goto('/blog');
    // A click before the page is interactive is a plain link to the server-rendered post.
    await expect(page.locator('html[data-page-ready="blog"]')).toBeAttached();
    await page.route('**/api/blog/*', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
    );
    await page.getByRole('link', { name: /The Two of You Framework/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Failed to Load Post');
    await expect(page.getByText('There was an error loading this blog post.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
  });

  test('the first HTML of a post holds its text, its og tags and its BlogPosting', async ({
    request,
  }) => {
    const response = await request.get('/blog/two-of-you-framework');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('The Two of You Framework');
    expect(html).toContain('There are two of you.');
    expect(html).toMatch(/<meta property="og:type" content="article"/);
    expect(html).toContain(`<link rel="canonical" href="${siteOrigin}/blog/two-of-you-framework"`);
    expect(html).toMatch(
      /<meta property="og:image" content="[^"]+\/api\/blog\/two-of-you-framework\/social\.png\?v=\d+"/,
    );
    const jsonLd = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html);
    expect(jsonLd).not.toBeNull();
    expect(JSON.parse(jsonLd![1]!)).toMatchObject({
      '@type': 'BlogPosting',
      headline: expect.stringContaining('The Two of You Framework'),
      author: { name: coachName },
    });
  });

  test("og:image is the post's 1200×630 PNG", async ({ page }) => {
    await page.goto('/blog/two-of-you-framework');
    const og = page.locator('meta[property="og:image"]');
    await expect(og).toHaveAttribute('content', /social\.png/);
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute(
      'content',
      '1200',
    );
    await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute(
      'content',
      '630',
    );
    const image = await page.request.get((await og.getAttribute('content'))!);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    const size = await page.evaluate(
      async (url) => {
        const bitmap = await createImageBitmap(await (await fetch(url)).blob());
        return [bitmap.width, bitmap.height];
      },
      new URL((await og.getAttribute('content'))!).pathname,
    );
    expect(size).toEqual([1200, 630]);
  });
});

test.describe('blog server rendering', () => {
  test('the first HTML of the list holds the posts, filtered by ?category= on the server', async ({
    request,
  }) => {
    const posts = (await (await request.get('/api/blog')).json()) as Post[];
    const all = await (await request.get('/blog')).text();
    for (const post of posts) expect(all).toContain(`href="/blog/${post.slug}"`);

    const filtered = await request.get('/blog?category=two-of-you');
    expect(filtered.status()).toBe(200);
    const html = await filtered.text();
    for (const post of posts) {
      const inCategory = post.category === 'Two of You' || post.tags?.includes('Two of You');
      expect(html.includes(`href="/blog/${post.slug}"`), post.slug).toBe(!!inCategory);
    }
  });

  test('the browser takes over the server HTML of both pages without a hydration mismatch', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(String(error)));
    for (const path of ['/blog', '/blog?category=frameworks', '/blog/two-of-you-framework']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Hydration runs after load; give a mismatch the time to be reported.
      await page.waitForLoadState('networkidle');
    }
    expect(problems.filter((text) => /hydrat|#418|#423|#425|did not match/i.test(text))).toEqual(
      [],
    );
  });
});

test.describe('blog feed', () => {
  test('is linked from the footer and parses as RSS with every post', async ({ page }) => {
    const posts = await seededPosts(page);
    await page.goto('/blog');
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Blog RSS Feed' });
    await expect(footerLink).toHaveAttribute('href', '/api/blog/feed.xml');
    const parsed = await page.evaluate(async () => {
      const response = await fetch('/api/blog/feed.xml');
      const doc = new DOMParser().parseFromString(await response.text(), 'application/xml');
      return {
        type: response.headers.get('content-type'),
        error: doc.querySelector('parsererror')?.textContent ?? null,
        root: doc.documentElement.nodeName,
        links: [...doc.querySelectorAll('item > link')].map((link) => link.textContent),
      };
    });
    expect(parsed.error).toBeNull();
    expect(parsed.type).toContain('application/rss+xml');
    expect(parsed.root).toBe('rss');
    expect(parsed.links).toEqual(posts.map((post) => `${siteOrigin}/blog/${post.slug}`));
  });
});

test.describe('blog accessibility', () => {
  const paths = [
    '/blog',
    '/blog?category=frameworks',
    '/blog/two-of-you-framework',
    '/blog/no-such-post',
  ];
  for (const width of [1280, 360]) {
    for (const path of paths) {
      test(`${path} at ${width} px: no serious axe violation, no sideways scrolling`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
      });
    }
  }
});
