/**
 * Helpers of the booking end-to-end tests: dates derived from the real clock (each test takes its
 * own weekday so parallel tests never compete for a slot), the calendar, and bookings made
 * through the API as a browser would.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { questionnaireSteps } from '@site/contracts/questionnaire-steps';
import { addDays, slotStart, todayIn } from '@site/contracts/slots';
import { hydrated } from '../support/hydrated';

const isWeekend = (date: string) => [0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay());

/** The n-th weekday after today in Cancun (n = 1 is the next one), YYYY-MM-DD. */
export function weekdayAhead(n: number, clock = new Date()): string {
  let date = todayIn('America/Cancun', clock);
  for (let found = 0; found < n;) {
    date = addDays(date, 1);
    if (!isWeekend(date)) found += 1;
  }
  return date;
}

/** The calendar's name for a day, e.g. 'Monday, December 7, 2026'. */
export function calendarDayName(date: string): RegExp {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const monthName = new Date(Date.UTC(year, month - 1, 15)).toLocaleDateString('en-US', {
    month: 'long',
    timeZone: 'UTC',
  });
  return new RegExp(`\\b${monthName} ${day}, ${year}\\b`);
}

/** Clicks a day on the calendar, turning it to the day's month when needed. */
export async function pickDay(page: Page, date: string) {
  // The strategy call's first HTML holds its calendar: it answers once the page has hydrated.
  await hydrated(page);
  await pickDayIn(page, date);
}

/**
 * Chooses `date` on the booking widget's calendar inside `scope` (a form of the portal, say): from
 * the month it opens on, else from its first month forward (it may open past a month's last few
 * open days).
 */
export async function pickDayIn(scope: Page | Locator, date: string) {
  // A window of a week or less is a list of its days, all shown: no month to turn.
  const dayList = scope.getByRole('button', { name: calendarDayName(date) });
  await expect(scope.getByRole('grid').or(dayList).first()).toBeVisible({ timeout: 20_000 });
  if (!(await scope.getByRole('grid').count())) {
    await dayList.click();
    return;
  }
  const previous = scope.getByRole('button', { name: 'Go to the Previous Month' });
  if (!(await scope.getByRole('button', { name: calendarDayName(date) }).count()))
    for (let back = 0; back < 4; back += 1) {
      if ((await previous.getAttribute('aria-disabled')) === 'true') break;
      await previous.click();
    }
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const day = scope.getByRole('button', { name: calendarDayName(date) });
    if (await day.count()) {
      await day.click();
      return;
    }
    await scope.getByRole('button', { name: 'Go to the Next Month' }).click();
  }
  throw new Error(`The calendar never showed ${date}`);
}

/**
 * Presses the time `label` ("9:30 AM") among the chosen day's times of the booking widget (a
 * grid of buttons under "Available Times"), inside `scope` (the page, or the form it is in), and
 * checks it is shown chosen.
 */
export async function pickTime(scope: Page | Locator, label: string) {
  const time = scope
    .getByRole('list', { name: 'Available Times' })
    .getByRole('button', { name: label, exact: true });
  await time.click();
  await expect(time).toHaveAttribute('aria-pressed', 'true');
}

export const cancunInstant = (date: string, time: string) =>
  slotStart(date, time, 'America/Cancun').toISOString();

let counter = 0;
/** An address no other test uses (one upcoming free call per email). */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now()}-${process.pid}-${counter}@example.com`;
}

/** Books a free strategy call at `scheduledAt` through the API, as another visitor would. */
export async function bookStrategyCall(
  request: APIRequestContext,
  scheduledAt: string,
  email = uniqueEmail('other'),
): Promise<number> {
  const created = await request.post('/api/create-payment-intent', {
    data: { packageType: 'strategy-call', name: 'Another Visitor', email },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { bookingId } = (await created.json()) as { bookingId: number };
  const scheduled = await request.post(`/api/consultation-bookings/${bookingId}/schedule`, {
    data: { scheduledAt, timezone: 'America/Cancun' },
  });
  expect(scheduled.ok(), await scheduled.text()).toBe(true);
  return bookingId;
}

/** An open time of a schedule: its day and HH:mm in the zone asked, and its instant. */
export interface OpenTime {
  date: string;
  time: string;
  startsAt: string;
}

/**
 * The times of a schedule (`free-call` or `sessions`) still open from `date` on (up to a week), read
 * from the API a visitor's picker reads: a test that books takes one of these instead of a fixed
 * time, so a retry (its first attempt's booking holds the time) books the next one.
 */
export async function openTimes(
  request: APIRequestContext,
  kind: 'free-call' | 'sessions',
  date: string,
  zone = 'America/Cancun',
): Promise<OpenTime[]> {
  const query = new URLSearchParams({ timezone: zone, from: date, to: addDays(date, 7) });
  const response = await request.get(`/api/schedules/${kind}/slots?${query}`);
  expect(response.ok(), await response.text()).toBe(true);
  const { dates } = (await response.json()) as {
    dates: Record<string, { time: string; startsAt: string }[]>;
  };
  return Object.keys(dates)
    .sort()
    .flatMap((day) => dates[day]!.map((slot) => ({ date: day, ...slot })));
}

/** The free call's open times from `date` on, as instants. */
export async function openFreeCallTimes(
  request: APIRequestContext,
  date: string,
  zone = 'America/Cancun',
): Promise<string[]> {
  return (await openTimes(request, 'free-call', date, zone)).map((slot) => slot.startsAt);
}

/** No serious or critical axe-core violation on the page as it is now. */
export async function expectNoSeriousAxeViolations(page: Page) {
  // A toast sliding in is half transparent for a moment: axe judges the colours once the page's
  // finite animations have ended (spinners run forever and are left alone).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // A sandboxed frame (the email preview: sandbox="" lets it run no script) cannot run axe:
  // injected, its analysis never answers. Its HTML is the email's, not a page of the site.
  const { violations } = await new AxeBuilder({ page }).exclude('iframe[sandbox]').analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    // Each node by its markup's start (a generated class name alone says nothing in a report).
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)}`).join(', ')})`,
    );
  expect(serious).toEqual([]);
}

/**
 * The page fits its width without sideways scrolling; when it does not, the message names the
 * deepest elements reaching past the window's right edge.
 */
export async function expectNoSidewaysScroll(page: Page) {
  // Measured once the page has laid itself out again (a window just narrowed: a list that counts
  // its columns from its width re-renders after its resize observer has run).
  await expect(async () => {
    const { overflow, past } = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const beyond = [...document.body.querySelectorAll('*')].filter(
        (element) =>
          element.getBoundingClientRect().right > width + 0.5 &&
          ![...element.children].some((child) => child.getBoundingClientRect().right > width + 0.5),
      );
      return {
        overflow: document.documentElement.scrollWidth - width,
        past: beyond
          .slice(0, 5)
          .map(
            (element) =>
              `<${element.tagName.toLowerCase()}> ${(element.textContent ?? '').trim().slice(0, 60)}`,
          ),
      };
    });
    expect(overflow, `past the right edge: ${past.join(' | ')}`).toBeLessThanOrEqual(0);
  }).toPass({ timeout: 5_000 });
}

/** The questionnaire's steps' titles, in order (the list the wizard draws), each an h2 of its own. */
export const questionnaireStepTitles = questionnaireSteps.map((step) => step.title);

/** The answer a test types into field `index` of step `step`. */
export function questionnaireAnswer(step: number, index: number) {
  return `Step ${step + 1}, answer ${index + 1}: an honest, considered answer.`;
}

/** Answers every step of the questionnaire open on `page` and submits it. */
export async function answerQuestionnaire(page: Page) {
  for (const [step, title] of questionnaireStepTitles.entries()) {
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    const fields = page.locator('form textarea, form input[type="text"]');
    for (let index = 0; index < (await fields.count()); index += 1)
      await fields.nth(index).fill(questionnaireAnswer(step, index));
    const last = step === questionnaireStepTitles.length - 1;
    await page.getByRole('button', { name: last ? 'Submit Intake Form' : 'Next' }).click();
  }
}
