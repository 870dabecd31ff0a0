import { expect, test, type Page } from '@playwright/test';
import {
  cancunInstant,
  expectNoSeriousAxeViolations,
  expectNoSidewaysScroll,
  pickDay,
  uniqueEmail,
  weekdayAhead,
} from './booking-support';
import { hydrated } from '../support/hydrated';

/**
 * A visitor whose browser is in Kolkata (UTC+5:30, a zone outside the nine listed first): both
 * pickers start in his zone, the free call's times read in India Standard Time, and he books
 * one. Days 18 and 19 weekdays ahead are this spec's own.
 */
test.use({ timezoneId: 'Asia/Kolkata' });

/** The test's clock: read once, every date below derives from it. */
const clock = new Date();
const days = { strategyCall: weekdayAhead(18, clock), schedule: weekdayAhead(19, clock) };

/** An instant as a Kolkata clock shows it, e.g. '11:30 PM'. */
const inKolkata = (instant: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'Asia/Kolkata',
    hour: 'numeric',
    minute: '2-digit',
  })
    .format(new Date(instant))
    .replace(/\s/g, ' ');

const times = (page: Page) =>
  page.getByRole('list', { name: 'Available Times' }).getByRole('button');

function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}
const hydrationProblems = (problems: string[]) =>
  problems.filter((text) => /hydrat|#418|#423|#425|did not match/i.test(text));

test.describe('a visitor in Kolkata', () => {
  test('the free call page starts in Kolkata, shows the times in IST, and books one there', async ({
    page,
  }) => {
    const problems = watchHydration(page);
    await page.goto('/calendar/strategy-call');
    await hydrated(page);
    await expect(page.getByLabel('Time zone', { exact: true })).toHaveValue('Asia/Kolkata');
    await pickDay(page, days.strategyCall);
    // The coach's 1:00 PM in Cancun (UTC-5) is 11:30 PM in Kolkata.
    const first = inKolkata(cancunInstant(days.strategyCall, '13:00'));
    expect(first).toBe('11:30 PM');
    await expect(times(page).first()).toHaveText(first);
    const chosen = inKolkata(cancunInstant(days.strategyCall, '14:00'));
    await page.getByRole('button', { name: chosen, exact: true }).click();
    await page.getByLabel('Full Name', { exact: true }).fill('Kiran Rao');
    await page.getByLabel('Email Address', { exact: true }).fill(uniqueEmail('kolkata'));
    const summary = page.getByRole('group', { name: 'Your discovery call' });
    await expect(summary).toContainText(chosen);
    // Its zone by its city, as the page names the call's hours ("Cancun time").
    await expect(summary).toContainText('Kolkata time');
    await page.getByRole('button', { name: 'Confirm Discovery Call' }).click();
    await expect(page.getByText('Discovery Call Scheduled!').first()).toBeVisible();
    await expect(page).toHaveURL(/\/questionnaire\/\d+$/);
    expect(hydrationProblems(problems)).toEqual([]);
  });

  test('the schedule page starts in Kolkata too, any zone can be found, and the picker fits 360 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    const created = await page.request.post('/api/create-payment-intent', {
      data: { packageType: 'strategy-call', name: 'Kiran Later', email: uniqueEmail('kolkata') },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const { bookingId } = (await created.json()) as { bookingId: number };
    const problems = watchHydration(page);
    await page.goto(`/schedule/${bookingId}`);
    await hydrated(page);
    const picker = page.getByLabel('Time zone', { exact: true });
    await expect(picker).toHaveValue('Asia/Kolkata');
    await pickDay(page, days.schedule);
    // Its times read in Kolkata too: the coach's first hour, 1:00 PM in Cancun, first.
    await expect(times(page).first()).toHaveText(inKolkata(cancunInstant(days.schedule, '13:00')));
    await expectNoSeriousAxeViolations(page);
    // Fits the narrow screen: nothing scrolls sideways, the picker inside the page's width.
    await expectNoSidewaysScroll(page);
    const box = (await picker.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);

    // Another zone, found by typing, chosen with Enter; remembered for the next visit.
    const search = page.getByLabel('Search all zones (a city or region)');
    await search.fill('dubai');
    await expect(
      // Named as the common zones are, a friendly name and its city ("Gulf Standard · Dubai").
      page.getByText(/^1 zone matches: [A-Z][\w ]+ · Dubai\. Press Enter to choose it\.$/),
    ).toBeVisible();
    await search.press('Enter');
    await expect(picker).toHaveValue('Asia/Dubai');
    expect(await page.evaluate(() => window.localStorage.getItem('booking.timezone'))).toBe(
      'Asia/Dubai',
    );
    await page.reload();
    await hydrated(page);
    await expect(page.getByLabel('Time zone', { exact: true })).toHaveValue('Asia/Dubai');
    expect(hydrationProblems(problems)).toEqual([]);
  });
});
