import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { formatDate, formatTime } from '@site/contracts/slots';
import { timezoneInParentheses } from '@site/contracts/timezones';
import {
  answerQuestionnaire,
  cancunInstant,
  questionnaireStepTitles,
  uniqueEmail,
  weekdayAhead,
} from './booking-support';

/**
 * The pre-session questionnaire against the real API: each test books a free strategy call the
 * way the site's own strategy-call page does (create it, then schedule it) from the page's context,
 * so the browser holds the booking's access cookie exactly as a client's would.
 */

/**
 * A free-call slot on this file's own weekday (no other test books that day, so tests running
 * in parallel never compete for a slot): the strategy call's grid starts at 1:00 PM in Cancun and
 * offers a slot every 15 minutes.
 */
function strategyCallSlot(slotIndex: number): string {
  const minutes = 13 * 60 + 15 * slotIndex;
  const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return cancunInstant(weekdayAhead(7), time);
}

async function bookScheduledCall(page: Page, slotIndex: number, who: string) {
  // Any page of the site: the calls go to its origin, so the cookie lands in this browser.
  await page.goto('/consulting');
  const created = await page.request.post('/api/create-payment-intent', {
    data: {
      packageType: 'strategy-call',
      name: `${who} Client`,
      email: uniqueEmail(who.toLowerCase()),
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { bookingId } = (await created.json()) as { bookingId: number };
  const scheduled = await page.request.post(`/api/consultation-bookings/${bookingId}/schedule`, {
    data: { scheduledAt: strategyCallSlot(slotIndex), timezone: 'America/Cancun' },
  });
  expect(scheduled.status(), await scheduled.text()).toBe(200);
  return bookingId;
}

const heroHeading = 'CONSCIOUSNESS DISCOVERY SESSION QUESTIONNAIRE';
const stepTitles = questionnaireStepTitles;

async function expectNoSeriousAxeViolation(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(serious).toEqual([]);
}

/**
 * After a free call's questionnaire: the call's own confirmation, never a payment's. What and
 * when (in the browser's zone), how to join, a calendar file of the invitation's event, and the
 * manage link, which opens the booking.
 */
async function expectFreeCallConfirmed(page: Page, bookingId: number, who: string) {
  await expect(page).toHaveURL(new RegExp(`/consultation-success\\?booking=${bookingId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Discovery Call Is Booked');
  // The page thanks him for his answers itself; no toast lies over it.
  await expect(page.getByText('Your answers are with me', { exact: false })).toBeVisible();
  await expect(page.getByText('Questionnaire Submitted')).toHaveCount(0);
  await expect(page).toHaveTitle(/^Your Discovery Call Is Booked \|/);
  await expect(page.getByText('Payment Successful!')).toHaveCount(0);
  await expect(page.getByRole('main').getByText(/receipt|payment/i)).toHaveCount(0);
  // Booked, he is in his own frame: never the public header's "Free Discovery Call".
  await expect(page.getByRole('navigation', { name: 'Client portal' })).toBeVisible();
  await expect(page.getByText(/Free Discovery Call|Free Call/)).toHaveCount(0);
  const call = page.getByRole('region', { name: 'Your Call' });
  await expect(call).toContainText('Free 15-Minute Strategy Call');
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const startsAt = strategyCallSlot(0);
  await expect(call).toContainText(
    `${formatDate(startsAt, zone)} at ${formatTime(startsAt, zone)} ${timezoneInParentheses(zone)}`,
  );
  await expect(call.getByText(/Join the video call|link to join comes by email/)).toBeVisible();

  const file = await page.request.get(
    (await call.getByRole('link', { name: 'Add to Calendar' }).getAttribute('href'))!,
  );
  expect(file.status()).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(await file.text()));
  expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  expect(event.startDate.toJSDate().toISOString()).toBe(new Date(startsAt).toISOString());
  expect(event.uid).toMatch(/^[0-9a-f-]{36}@/);

  await call.getByRole('link', { name: 'Manage Your Booking' }).click();
  await expect(page).toHaveURL(new RegExp(`/schedule/${bookingId}$`));
  await expect(page.getByText(`${who} Client`).first()).toBeVisible();
}

test.describe('pre-session questionnaire', () => {
  test('a scheduled client answers all seven steps and submits; the link then says it is complete, and another browser cannot open it', async ({
    page,
    browser,
  }) => {
    const bookingId = await bookScheduledCall(page, 0, 'Flow');
    await page.goto(`/questionnaire/${bookingId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroHeading);
    await expect(page.getByText('Expected completion time: 10–15 minutes')).toBeVisible();
    const summary = page.getByRole('region', { name: 'Your session' });
    await expect(summary).toContainText('Flow Client');
    await expect(summary).toContainText('Free 15-Minute Strategy Call');
    await expect(summary).toContainText('1:00 PM');
    await expect(summary).toContainText('1:00 PM (Eastern Standard)');

    await answerQuestionnaire(page);

    await expectFreeCallConfirmed(page, bookingId, 'Flow');

    await page.goto(`/questionnaire/${bookingId}`);
    const done = page.getByRole('region', { name: 'Questionnaire Complete' });
    await expect(done.getByRole('heading', { name: 'Questionnaire Complete' })).toBeVisible();
    await expect(
      page.getByText('You’ve already completed your questionnaire', { exact: false }),
    ).toBeVisible();
    // A card's title at the card-title size (22 px on a desktop), never a section title's.
    expect(
      await done
        .getByRole('heading')
        .evaluate((title) => parseFloat(getComputedStyle(title).fontSize)),
    ).toBeCloseTo(22, 0);
    // The hero says it is done; the way on is his portal, not the site's home.
    await expect(page.getByText(/Your answers are in/)).toBeVisible();
    await expect(page.getByText(/Expected completion time/)).toHaveCount(0);
    await expect(done.getByRole('link', { name: 'Open Your Portal' })).toHaveAttribute(
      'href',
      `/portal?booking=${bookingId}`,
    );
    await expect(page.getByRole('link', { name: 'Return Home' })).toHaveCount(0);

    const stranger = await browser.newContext();
    try {
      const other = await stranger.newPage();
      await other.goto(`/questionnaire/${bookingId}`);
      // The site's one not-found state, in his frame, his portal first; no raw error, no hero.
      await expect(other.getByRole('heading', { level: 1 })).toHaveText('Booking Not Found');
      await expect(other.getByRole('link', { name: 'Open Your Client Portal' })).toBeVisible();
      await expect(other.getByText(/^Error:/)).toHaveCount(0);
      await expect(other.getByText(/Expected completion time/)).toHaveCount(0);
      await expect(other.getByText('Flow Client')).toHaveCount(0);
    } finally {
      await stranger.close();
    }
  });

  test('an invalid link says so', async ({ page }) => {
    const response = await page.goto('/questionnaire/not-a-number');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroHeading);
    await expect(page.getByRole('heading', { name: 'Invalid Link' })).toBeVisible();
    await expectNoSeriousAxeViolation(page);
  });

  test('the whole questionnaire can be completed with the keyboard alone', async ({ page }) => {
    test.setTimeout(120_000);
    const bookingId = await bookScheduledCall(page, 1, 'Keys');
    await page.goto(`/questionnaire/${bookingId}`);
    await expect(page.getByRole('heading', { level: 2, name: stepTitles[0] })).toBeVisible();

    let step = 0;
    let answered = 0;
    for (let presses = 0; presses < 400 && !page.url().includes('/consultation-success');) {
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLInputElement | null;
        if (!element) return { tag: '', type: '', text: '', value: '' };
        return {
          tag: element.tagName.toLowerCase(),
          type: element.type ?? '',
          text: element.textContent?.trim() ?? '',
          value: element.value ?? '',
        };
      });
      if ((focused.tag === 'textarea' || focused.type === 'text') && focused.value === '') {
        answered += 1;
        await page.keyboard.type(`Honest answer ${answered}.`);
      } else if (focused.type === 'range' && focused.value === '5') {
        await page.keyboard.press('ArrowRight');
        await expect(page.locator(':focus')).toHaveValue('6');
      } else if (focused.text === 'Next' || focused.text === 'Submit Intake Form') {
        await page.keyboard.press('Enter');
        if (focused.text === 'Next') {
          step += 1;
          // Focus moves to the new step's heading.
          await expect(page.locator(':focus')).toHaveText(stepTitles[step] ?? '');
        }
        continue;
      }
      await page.keyboard.press('Tab');
      presses += 1;
    }

    await expect(page).toHaveURL(new RegExp(`/consultation-success\\?booking=${bookingId}$`));
    await expect(page.getByText('Your answers are with me', { exact: false })).toBeVisible();
    expect(step).toBe(stepTitles.length - 1);
  });

  test('the first HTML has the hero and a skeleton, never the booking; it hydrates cleanly and has no serious axe violation at 1280 and 360 px', async ({
    page,
  }) => {
    // Two widths, two screens each, each checked by axe: more than the default 30 s when busy.
    test.setTimeout(90_000);
    const bookingId = await bookScheduledCall(page, 2, 'Axe');
    const response = await page.request.get(`/questionnaire/${bookingId}`);
    const html = await response.text();
    expect(html).toContain(heroHeading);
    // The line's words, whatever spans keep "10–15" whole.
    expect(html.replace(/<[^>]*>/g, '')).toContain('Expected completion time: 10–15 minutes');
    expect(html).toContain('Loading your questionnaire...');
    expect(html).not.toContain('Axe Client');

    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/questionnaire/${bookingId}`);
      await expect(page.getByRole('region', { name: 'Your session' })).toContainText('Axe Client');
      // The second visit reopens the draft on the step left last; start from the first.
      await page.getByRole('button', { name: /^Step 1: Current Reality/ }).click();
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByText("Please describe what's working in your life")).toBeVisible();
      await expectNoSeriousAxeViolation(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);

      await page.getByRole('button', { name: /^Step 4: Your Readiness/ }).click();
      await expect(page.getByRole('slider')).toHaveCount(3);
      await expectNoSeriousAxeViolation(page);
    }
    expect(problems).toEqual([]);
  });

  test('on a 360 px phone the first question starts in the first screen, under a header that says how long it takes', async ({
    page,
  }) => {
    const bookingId = await bookScheduledCall(page, 3, 'Phone');
    // A common phone's window (360 × 800), the page title in every page's one style.
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`/questionnaire/${bookingId}`);
    await expect(page.getByRole('region', { name: 'Your session' })).toContainText('Phone Client');
    await expect(page.getByText('Expected completion time: 10–15 minutes')).toBeVisible();
    await expect(page.getByRole('main').getByText('Jordan Rivers', { exact: true })).toBeVisible();
    const field = page.getByRole('textbox').first();
    const label = page.locator(`label[for="${await field.getAttribute('id')}"]`);
    // The step's title, the first question and its answer field in the first screen, without
    // scrolling (the field stood at 828 px under a hero of four lines of capitals).
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const box = (await label.boundingBox())!;
    expect(box.y).toBeGreaterThan(0);
    expect(box.y + box.height).toBeLessThanOrEqual(800);
    const stepTitle = (await page
      .getByRole('region', { name: 'Pre-session questionnaire' })
      .getByRole('heading', { level: 2 })
      .first()
      .boundingBox())!;
    expect(stepTitle.y + stepTitle.height).toBeLessThanOrEqual(800);
    expect((await field.boundingBox())!.y).toBeLessThan(800);
    // His bar's way home is a whole tap target, though only its mark shows on a phone.
    const home = (await page
      .locator('[data-client-bar]')
      .getByRole('link', { name: 'Jordan Rivers, home' })
      .boundingBox())!;
    expect(Math.min(home.width, home.height)).toBeGreaterThanOrEqual(44);
    // What the header's paragraph says of saved answers, the questions' card says too.
    await expect(
      page
        .getByRole('region', { name: 'Pre-session questionnaire' })
        .getByText(/answers are saved in this browser/),
    ).toBeVisible();
  });

  test('without a booking the first step asks for name and email, and the answers survive a reload', async ({
    page,
  }) => {
    await page.goto('/questionnaire');
    await page.getByRole('textbox', { name: 'Your full name' }).fill('Drafty Visitor');
    await page.getByRole('textbox', { name: 'Your email address' }).fill('not-an-email');
    await page.getByRole('textbox', { name: 'Your email address' }).blur();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Your full name' })).toHaveValue(
      'Drafty Visitor',
    );
    await expectNoSeriousAxeViolation(page);
  });
});
