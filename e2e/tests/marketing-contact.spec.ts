import { expect, test, type Page } from '@playwright/test';
import { coachName } from '../support/site';
import { shownAs } from '../support/quotes';

/** Opens a page and waits until the browser has taken over the server's HTML. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html[data-page-ready="marketing"]')).toBeAttached();
}

function form(page: Page) {
  const main = page.getByRole('main');
  return {
    type: main.getByRole('combobox', { name: 'Inquiry Type' }),
    name: main.getByRole('textbox', { name: 'Name' }),
    email: main.getByRole('textbox', { name: 'Email' }),
    organization: main.getByRole('textbox', { name: 'Organization' }),
    message: main.getByRole('textbox', { name: 'Message' }),
    referral: main.getByRole('combobox', { name: 'How did you hear about me?' }),
    submit: main.getByRole('button', { name: 'Send Message' }),
  };
}

async function fill(page: Page) {
  const f = form(page);
  await f.type.selectOption('partnership');
  await f.name.fill('Robin Partner');
  await f.email.fill(`robin-${Date.now()}@example.com`);
  await f.organization.fill('Aligned Ventures');
  await f.message.fill('We would love to explore a workshop series with your frameworks.');
  await f.referral.selectOption('podcast');
}

test.describe('contact form', () => {
  test('shows every message under its field and sends nothing', async ({ page }) => {
    let posted = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact')) posted = true;
    });
    await open(page, '/connect');
    const f = form(page);
    await f.submit.click();
    await expect(f.type).toHaveAccessibleDescription('Please select what this is about');
    await expect(f.name).toHaveAccessibleDescription('Name is required');
    await expect(f.email).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(f.message).toHaveAccessibleDescription(
      'Please provide more details about your inquiry',
    );
    await expect(f.type).toBeFocused();
    expect(posted).toBe(false);
  });

  test('sends a message, shows the success toast, confirms it in the form’s place and resets', async ({
    page,
  }) => {
    await open(page, '/connect');
    await fill(page);
    const f = form(page);
    const response = page.waitForResponse(
      (r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST',
    );
    await f.submit.click();
    expect((await response).status()).toBe(201);
    const toast = page.getByRole('status').filter({ hasText: 'Message sent successfully!' });
    await expect(toast).toContainText('I’ll get back to you within 48 hours.');
    // In the form's place, in his words: what happens next, and it stays after the toast.
    const sent = page.getByRole('status', { name: 'Message Sent' });
    await expect(sent).toBeFocused();
    await expect(sent).toContainText(
      'I read every one myself, and I’ll get back to you within 48 hours at',
    );
    await expect(sent).toBeInViewport();
    await expect(f.submit).toHaveCount(0);
    await page.mouse.move(0, 0);
    await expect(toast).toBeHidden({ timeout: 8000 });
    await expect(sent).toBeVisible();
    await sent.getByRole('button', { name: 'Write Another Message' }).click();
    await expect(f.name).toHaveValue('');
    await expect(f.message).toHaveValue('');
    await expect(f.type).toHaveValue('');
  });

  test("shows 'Sending Message...' while pending and the error toast on failure", async ({
    page,
  }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contact', async (route) => {
      await held;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"message":"Internal Server Error"}',
      });
    });
    await open(page, '/connect');
    await fill(page);
    await form(page).submit.click();
    await expect(page.getByRole('button', { name: 'Sending Message...' })).toBeDisabled();
    release();
    const alert = page.getByRole('alert').filter({ hasText: 'Error sending message' });
    await expect(alert).toContainText('500: {"message":"Internal Server Error"}');
    await expect(form(page).name).toHaveValue('Robin Partner');
  });

  test('keeps what the visitor typed before the page became interactive, and sends it', async ({
    page,
  }) => {
    // The site's code arrives only once the visitor has filled the server-rendered form.
    let deliver!: () => void;
    const typed = new Promise<void>((resolve) => (deliver = resolve));
    await page.route('**/main.js', async (route) => {
      await typed;
      await route.continue();
    });
    // Not waiting for the load event, which waits for that code.
    await page.goto('/connect', { waitUntil: 'commit' });
    await fill(page);
    deliver();
    await expect(page.locator('html[data-page-ready="marketing"]')).toBeAttached();
    const f = form(page);
    await expect(f.name).toHaveValue('Robin Partner');
    await expect(f.type).toHaveValue('partnership');
    await expect(f.referral).toHaveValue('podcast');
    const sent = page.waitForRequest('**/api/contact');
    await f.submit.click();
    expect((await sent).postDataJSON()).toMatchObject({
      inquiryType: 'partnership',
      name: 'Robin Partner',
      organization: 'Aligned Ventures',
      message: 'We would love to explore a workshop series with your frameworks.',
      referralSource: 'podcast',
    });
    await expect(
      page.getByRole('status').filter({ hasText: 'Message sent successfully!' }),
    ).toBeVisible();
  });

  test('?type=speaking chooses the inquiry type', async ({ page }) => {
    await open(page, '/connect?type=speaking');
    await expect(form(page).type).toHaveValue('speaking');
  });
});

test.describe('home testimonials', () => {
  const quotes = (page: Page) =>
    page.getByRole('list', { name: 'Client testimonials' }).getByRole('listitem');

  test('shows the first three from the API', async ({ page }) => {
    await page.goto('/');
    await expect(quotes(page)).toHaveCount(3);
    const api = await (await page.request.get('/api/testimonials')).json();
    expect(api.length).toBeGreaterThanOrEqual(3);
    for (let index = 0; index < 3; index += 1) {
      // The owner's words as written, shown with typographic quotes.
      const shown = shownAs(api[index].content).source.slice(1, -1);
      await expect(quotes(page).nth(index)).toContainText(new RegExp(shown));
    }
  });

  // The home page arrives with its testimonials; these reach it through in-site navigation,
  // where the browser asks the API itself.
  for (const { label, answer } of [
    { label: 'an empty list', answer: { status: 200, body: '[]' } },
    { label: 'a failure', answer: { status: 500, body: '{"message":"Internal Server Error"}' } },
  ]) {
    test(`falls back to three five-star testimonials when the API answers ${label}`, async ({
      page,
    }) => {
      await page.route('**/api/testimonials', (route) =>
        route.fulfill({ ...answer, contentType: 'application/json' }),
      );
      await open(page, '/about');
      await page.getByRole('link', { name: `${coachName}, home` }).click();
      await expect(quotes(page)).toHaveCount(3);
      await expect(quotes(page).first()).toContainText('Founder, technology company');
      for (let index = 0; index < 3; index += 1) {
        await expect(
          quotes(page).nth(index).getByRole('img', { name: 'Rated 5 out of 5' }),
        ).toBeVisible();
      }
    });
  }
});
