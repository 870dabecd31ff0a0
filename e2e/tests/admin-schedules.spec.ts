import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import type { ScheduledSlot } from '@site/contracts/api-types';
import { calendarMessages } from '@site/contracts/calendar';
import { paths } from '@site/contracts/routes';
import { addDays, formatDateString, slotMessages, todayIn } from '@site/contracts/slots';
import type { SchedulesDocument } from '@site/contracts/endpoints/schedules';
import { timezoneOptionText } from '@site/contracts/timezones';
import { siteOrigin } from '../support/site';
import {
  calendarDayName,
  cancunInstant,
  expectNoSeriousAxeViolations,
  expectNoSidewaysScroll,
  pickDay,
  uniqueEmail,
} from './booking-support';
import { signInAsOwner } from '../support/owner-session';
import { hydrated } from '../support/hydrated';

/**
 * The coach's time in his hands: he keeps the free call to Tuesdays 14:00–18:00 and takes next
 * week off; a visitor whose browser is in Kolkata sees only those times, in his own zone, and
 * books one; the call shows in the coach's week and in his calendar feed (read by an
 * independent iCalendar parser). Runs after every other test (its own project): the schedule it
 * saves holds for every visitor, and it puts the one it found back when done.
 */

/** The test's clock: read once, every date below derives from it (any day, any month end). */
const clock = new Date();
const today = todayIn('America/Cancun', clock);
const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
let nextMonday = addDays(today, 1);
while (weekday(nextMonday) !== 1) nextMonday = addDays(nextMonday, 1);
const nextSunday = addDays(nextMonday, 6);
/** Next week's Tuesday is off; the one after is open. */
const offTuesday = addDays(nextMonday, 1);
const openTuesday = addDays(nextMonday, 8);

const callMinutes = 15;
/** The open Tuesday's starts, 14:00 to 17:45 Cancun every quarter hour, as instants. */
const tuesdayStarts = Array.from({ length: 16 }, (_, i) => {
  const minutes = 14 * 60 + i * callMinutes;
  const hhmm = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return cancunInstant(openTuesday, hhmm);
});
/** Kolkata is 10 h 30 ahead of Cancun: those times fall on the Wednesday there, 00:30 to 04:15. */
const kolkataDay = todayIn('Asia/Kolkata', new Date(tuesdayStarts[0]!));
const kolkataOffDay = addDays(kolkataDay, -7);

const inKolkata = (instant: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Kolkata', hour: 'numeric', minute: '2-digit' })
    .format(new Date(instant))
    .replace(/\s/g, ' ');
/** A time as the back office writes it, on the twelve-hour clock: "2:00 PM". */
const inCancun = (instant: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Cancun',
    hour: 'numeric',
    minute: '2-digit',
  })
    .format(new Date(instant))
    .replace(/\s/g, ' ');

/**
 * The open Tuesday's starts no session holds yet: the other specs (and an earlier repeat of this
 * one) may have booked one of them, and a held time is never offered.
 */
async function freeStarts(request: APIRequestContext): Promise<string[]> {
  const answer = await request.get('/api/consultation-bookings');
  expect(answer.ok(), await answer.text()).toBe(true);
  const held = (await answer.json()) as ScheduledSlot[];
  return tuesdayStarts.filter((start) => {
    const from = new Date(start).getTime();
    const to = from + callMinutes * 60_000;
    return !held.some(
      (session) =>
        new Date(session.scheduledAt).getTime() < to && from < new Date(session.endsAt).getTime(),
    );
  });
}

/** The feed's address, made (or made anew) in the calendar's panel. */
async function feedAddress(page: Page): Promise<string> {
  const feed = page.getByRole('region', { name: 'Your calendar app' });
  const make = feed.getByRole('button', { name: 'Make My Calendar Address' });
  const regenerate = feed.getByRole('button', { name: 'Revoke & regenerate' });
  await expect(make.or(regenerate)).toBeVisible();
  if (await make.isVisible()) await make.click();
  else {
    await regenerate.click();
    await feed.getByRole('button', { name: 'Make a New Address' }).click();
  }
  await expect(feed.getByText(calendarMessages.feedCreated)).toBeVisible();
  return feed.getByLabel('Your calendar feed address').inputValue();
}

test.describe('the coach’s schedules', () => {
  test.slow();
  let found: SchedulesDocument | null = null;

  test.afterEach(async ({ page }) => {
    if (found === null) return;
    // Back to the schedules found (at the version now held), for whatever runs next.
    const now = (await (
      await page.request.get('/api/admin/schedules')
    ).json()) as SchedulesDocument;
    const restored = await page.request.put('/api/admin/schedules', {
      data: { ...found, version: now.version },
      headers: { origin: siteOrigin },
    });
    expect(restored.ok(), await restored.text()).toBe(true);
    found = null;
  });

  test('Tuesdays 14:00–18:00 and next week off: a visitor in Kolkata sees only those times and books one', async ({
    page,
    browser,
  }) => {
    await signInAsOwner(page, paths.adminSchedules);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Schedules');
    await hydrated(page);
    // The two schedules are tabs: the free call's is one click away.
    await page.getByRole('tab', { name: 'Free strategy call' }).click();
    const freeCall = page.getByRole('tabpanel', { name: 'Free strategy call' });
    // The heading comes before the schedules are read: the form's own controls say they are.
    await expect(freeCall.getByRole('button', { name: 'Add hours on Monday' })).toBeVisible();
    found = (await (await page.request.get('/api/admin/schedules')).json()) as SchedulesDocument;

    for (const day of ['Monday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
      const remove = freeCall.getByRole('button', { name: new RegExp(`^Remove ${day}, range`) });
      while ((await remove.count()) > 0) await remove.first().click();
    }
    const tuesdayRanges = freeCall.getByRole('button', { name: /^Remove Tuesday, range/ });
    while ((await tuesdayRanges.count()) > 0) await tuesdayRanges.first().click();
    await freeCall.getByRole('button', { name: 'Add hours on Tuesday' }).click();
    // Each time chosen on the twelve-hour clock, as the back office writes every time; a field
    // offers the day's times once the owner comes to it.
    const from = freeCall.getByLabel('Tuesday, range 1, from');
    await from.hover();
    await expect(from.locator('option')).toHaveCount(48);
    await from.selectOption({ label: '2:00 PM' });
    const to = freeCall.getByLabel('Tuesday, range 1, to');
    await to.focus();
    await to.selectOption({ label: '6:00 PM' });

    // Next week off: one override from Monday to Sunday, Time off ticked.
    const overrides = freeCall.getByRole('group', { name: /^Override / });
    const before = await overrides.count();
    await freeCall.getByRole('button', { name: 'Add a Date Override' }).click();
    const added = overrides.nth(before);
    await added.getByLabel('From').fill(nextMonday);
    await added.getByLabel('To (included)').fill(nextSunday);
    await expect(added.getByLabel('Time off (no sessions on these dates)')).toBeChecked();

    // The preview already shows what a visitor in Kolkata will see: Wednesdays only (his day of
    // the coach's Tuesday afternoons), the open one and not the one of the week off.
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByLabel('Schedule').selectOption('free-call');
    // One field for the zone: typing lists the zones that match, Enter takes the first.
    const visitorZone = preview.getByRole('combobox', { name: 'Visitor’s time zone' });
    await visitorZone.fill('Kolkata');
    await expect(preview.getByRole('listbox')).toBeVisible();
    await visitorZone.press('Enter');
    await expect(visitorZone).toHaveValue(timezoneOptionText('Asia/Kolkata'));
    await expect(preview.getByRole('listbox')).toHaveCount(0);
    await preview.getByLabel('Weeks shown').selectOption('4');
    const previewDays = preview.getByRole('list', { name: /Times offered, Free strategy call/ });
    // The preview shows its first days, the others on asking (offered when there are more).
    await expect(previewDays).toBeVisible();
    const showAll = preview.getByRole('button', { name: /^Show all \d+ days$/ });
    if ((await showAll.count()) > 0) await showAll.click();
    const headings = previewDays.getByRole('heading');
    await expect(headings.filter({ hasText: formatDateString(kolkataDay) })).toHaveCount(1);
    for (const heading of await headings.allTextContents()) expect(heading).toMatch(/^Wednesday, /);
    await expect(headings.filter({ hasText: formatDateString(kolkataOffDay) })).toHaveCount(0);

    // Saved from the bar at the window's foot, in view with the top of the form, which says
    // that something is unsaved until it is.
    await page.evaluate(() => window.scrollTo(0, 0));
    const bar = page.getByRole('group', { name: 'Save the schedules' });
    await expect(bar.getByRole('status')).toHaveText('Unsaved changes');
    const barBox = (await bar.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(barBox.y + barBox.height).toBeLessThanOrEqual(viewport.height + 1);
    expect(barBox.y).toBeGreaterThan(viewport.height / 2);
    await bar.getByRole('button', { name: 'Save Schedules' }).click();
    await expect(page.getByText('Schedules saved')).toBeVisible();
    await expect(bar.getByRole('status')).toHaveText('All changes saved');
    // Nothing left to save: the bar returns to the form's end, out of the way; the toast covers
    // none of its buttons.
    const toastBox = (await page
      .getByRole('region', { name: 'Notifications' })
      .getByRole('listitem')
      .filter({ hasText: 'Schedules saved' })
      .boundingBox())!;
    const barAfter = (await bar.boundingBox())!;
    expect(barAfter.y).toBeGreaterThan(viewport.height);
    expect(
      toastBox.y + toastBox.height <= barAfter.y || toastBox.y >= barAfter.y + barAfter.height,
    ).toBe(true);
    await expectNoSeriousAxeViolations(page);
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoSidewaysScroll(page);
    await page.setViewportSize({ width: 1280, height: 720 });

    const open = await freeStarts(page.request);
    expect(open.length).toBeGreaterThan(0);
    const name = `Ananya Iyer ${Date.now()}`;
    const chosen = open[0]!;
    const visitor = await browser.newContext({ baseURL: siteOrigin, timezoneId: 'Asia/Kolkata' });
    try {
      const visitorPage = await visitor.newPage();
      await visitorPage.goto(paths.strategyCall);
      await hydrated(visitorPage);
      await expect(visitorPage.getByLabel('Time zone', { exact: true })).toHaveValue(
        'Asia/Kolkata',
      );
      // The free call's calendar holds the coach's dates (its hours are his); the times are the
      // visitor's: the open Tuesday's afternoon is 00:30 to 04:15 of his Wednesday.
      await pickDay(visitorPage, openTuesday);
      const times = visitorPage.getByRole('list', { name: 'Available Times' }).getByRole('button');
      await expect(times).toHaveText(open.map(inKolkata));
      expect(inKolkata(tuesdayStarts[0]!)).toBe('12:30 AM');
      // Next week's Tuesday (off) and the Monday and Wednesday around the open one are not offered.
      for (const date of [offTuesday, addDays(openTuesday, -1), addDays(openTuesday, 1)]) {
        const button = visitorPage.getByRole('button', { name: calendarDayName(date) });
        if ((await button.count()) > 0) await expect(button).toBeDisabled();
      }

      await visitorPage.getByRole('button', { name: inKolkata(chosen), exact: true }).click();
      await visitorPage.getByLabel('Full Name', { exact: true }).fill(name);
      await visitorPage.getByLabel('Email Address', { exact: true }).fill(uniqueEmail('schedules'));
      await visitorPage.getByRole('button', { name: 'Confirm Discovery Call' }).click();
      await expect(visitorPage.getByText('Discovery Call Scheduled!').first()).toBeVisible();
      await expect(visitorPage).toHaveURL(/\/questionnaire\/\d+$/);

      // The API refuses a time the schedule does not offer: next week's Tuesday.
      const created = await visitorPage.request.post('/api/create-payment-intent', {
        data: { packageType: 'strategy-call', name: 'Off Week', email: uniqueEmail('schedules') },
      });
      const { bookingId } = (await created.json()) as { bookingId: number };
      const refused = await visitorPage.request.post(
        `/api/consultation-bookings/${bookingId}/schedule`,
        { data: { scheduledAt: cancunInstant(offTuesday, '15:00'), timezone: 'Asia/Kolkata' } },
      );
      expect(refused.status()).toBe(400);
      expect(((await refused.json()) as { message: string }).message).toBe(slotMessages.grid);
    } finally {
      await visitor.close();
    }

    // The coach sees the call in his week, at his own time (Cancun).
    await page.goto(`${paths.adminCalendar}?view=week&date=${openTuesday}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Calendar');
    // Drawn by the server with his week and his feed's panel: live once hydrated.
    await hydrated(page);
    const cell = page.locator(`li[data-day="${openTuesday}"]`);
    await expect(cell.getByRole('link', { name: `${name} · Free call` })).toBeVisible();
    const end = new Date(new Date(chosen).getTime() + callMinutes * 60_000).toISOString();
    await expect(cell).toContainText(`${inCancun(chosen)}–${inCancun(end)}`);

    // And his calendar app reads it from the private feed.
    const webcal = await feedAddress(page);
    const answer = await page.request.get(new URL(webcal.replace(/^webcal:/, 'http:')).pathname);
    expect(answer.status()).toBe(200);
    const events = new ICAL.Component(ICAL.parse(await answer.text()))
      .getAllSubcomponents('vevent')
      .map((vevent) => new ICAL.Event(vevent))
      .filter((event) => event.summary.includes(name));
    expect(events).toHaveLength(1);
    expect(events[0]!.startDate.toJSDate().toISOString()).toBe(chosen);
    expect(events[0]!.endDate.toJSDate().toISOString()).toBe(end);
  });

  test('the preview lays each day’s times in even rows: at every width from 360 to 1440 px no time stands alone on a row', async ({
    page,
  }) => {
    await signInAsOwner(page, paths.adminSchedules);
    await hydrated(page);
    const preview = page.getByRole('region', { name: 'Preview' });
    const days = preview.getByRole('list', { name: /^Times offered/ });
    await expect(days).toBeVisible();
    // Every day the next two weeks offer, so a day of many times is among them.
    const showAll = preview.getByRole('button', { name: /^Show all \d+ days$/ });
    if ((await showAll.count()) > 0) await showAll.click();
    // Every width from a phone's to a wide laptop's, so each count of times a row can hold is met.
    const widths = Array.from({ length: 46 }, (_, step) => 360 + step * 24);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      await expect
        .poll(
          () =>
            days.locator(':scope > li').evaluateAll((items) =>
              items.flatMap((day) => {
                const chips = [...day.querySelectorAll('ul > li')];
                const rows = new Map<number, number>();
                for (const chip of chips) {
                  const top = Math.round(chip.getBoundingClientRect().top);
                  rows.set(top, (rows.get(top) ?? 0) + 1);
                }
                const counts = [...rows.values()];
                const name = day.querySelector('h3')?.textContent ?? '';
                return counts.length > 1 && counts.includes(1)
                  ? [`${name}: ${counts.join(' + ')}`]
                  : [];
              }),
            ),
          { message: `days with a time alone on a row at ${width} px`, timeout: 2_000 },
        )
        .toEqual([]);
    }
    // Made narrow again (a tablet turned upright), the rows follow the window down: the widest
    // rows never hold the page at their width.
    await page.setViewportSize({ width: 360, height: 800 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
  });

  test('a weekday is one short row, and a time-zone field shows its zone whole', async ({
    page,
  }) => {
    await signInAsOwner(page, paths.adminSchedules);
    await hydrated(page);
    await page.getByRole('tab', { name: 'Free strategy call' }).click();
    const freeCall = page.getByRole('tabpanel', { name: 'Free strategy call' });
    await expect(freeCall.getByRole('button', { name: 'Add hours on Monday' })).toBeVisible();
    const weekly = freeCall.getByRole('group', { name: 'Weekly hours' });

    // A day with hours and a closed one: each a single line of the form, at a desktop and a tablet.
    const sunday = weekly.getByRole('group', { name: 'Sunday', exact: true });
    const remove = sunday.getByRole('button', { name: /^Remove Sunday, range/ });
    while ((await remove.count()) > 0) await remove.first().click();
    await expect(sunday).toContainText('Closed');
    const monday = weekly.getByRole('group', { name: 'Monday', exact: true });
    if ((await monday.getByRole('button', { name: /^Remove Monday, range/ }).count()) === 0)
      await monday.getByRole('button', { name: 'Add hours on Monday' }).click();
    for (const width of [1280, 768, 360]) {
      await page.setViewportSize({ width, height: 800 });
      for (const day of [monday, sunday]) {
        const box = await day.boundingBox();
        expect(box!.height, `${width} px`).toBeLessThanOrEqual(64);
      }
    }

    // Every day's add control on the day's own line (never a line of its own under the day), in
    // the client's hours too, whose closed days say so in a longer sentence; the two tabs one
    // row on a phone.
    const visitorHours = freeCall.getByRole('group', { name: 'The client’s hours' });
    const clientsHoursOn = visitorHours.getByRole('checkbox');
    if (!(await clientsHoursOn.isChecked())) await clientsHoursOn.check();
    await expect(
      visitorHours.getByRole('button', { name: 'Add hours on Client’s Monday' }),
    ).toBeVisible();
    for (const width of [768, 360]) {
      await page.setViewportSize({ width, height: 800 });
      const rows = await freeCall
        .getByRole('button', { name: /^Add hours on / })
        .evaluateAll((buttons) =>
          buttons.map((button) => {
            const day = button.closest('fieldset')!.getBoundingClientRect();
            const add = button.getBoundingClientRect();
            return { name: button.getAttribute('aria-label'), offset: add.top - day.top };
          }),
        );
      expect(rows.length).toBeGreaterThanOrEqual(14);
      for (const row of rows) expect(row.offset, `${row.name} at ${width} px`).toBeLessThan(16);
    }
    const tabTops = await page
      .getByRole('tab')
      .evaluateAll((tabs) => tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)));
    expect(new Set(tabTops).size).toBe(1);

    // Each duration's select shows its longest choice whole ("Any time ahead"), on a phone too.
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const clipped = await freeCall
        .getByRole('combobox', { name: /^(Buffer|Minimum notice|Start times)/ })
        .evaluateAll((selects) =>
          (selects as HTMLSelectElement[]).flatMap((select) => {
            const style = getComputedStyle(select);
            const room =
              select.clientWidth -
              parseFloat(style.paddingLeft) -
              parseFloat(style.paddingRight) -
              20;
            return [...select.options]
              .map((option) => {
                const probe = document.createElement('span');
                probe.style.font = style.font;
                probe.style.whiteSpace = 'pre';
                probe.style.position = 'absolute';
                probe.textContent = option.text;
                document.body.append(probe);
                const text = probe.getBoundingClientRect().width;
                probe.remove();
                return { option: option.text, text, room };
              })
              .filter((fit) => fit.text > fit.room);
          }),
        );
      expect(clipped, `${width} px`).toEqual([]);
    }

    // Each zone field as wide as its column, and its chosen zone's name fits in it beside its
    // chevron, at a phone's width and a desktop's.
    const selects = [
      page.getByRole('combobox', { name: 'Time zone', exact: true }),
      page
        .getByRole('region', { name: 'Preview' })
        .getByRole('combobox', { name: 'Visitor’s time zone' }),
    ];
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const select of selects) {
        const fit = await select.evaluate((element: HTMLInputElement) => {
          const style = getComputedStyle(element);
          const probe = document.createElement('span');
          probe.style.font = style.font;
          probe.style.whiteSpace = 'pre';
          probe.style.position = 'absolute';
          probe.textContent = element.value;
          document.body.append(probe);
          const text = probe.getBoundingClientRect().width;
          probe.remove();
          // Its right padding holds the chevron.
          const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
          return {
            room: element.clientWidth - padding,
            text,
            parent: element.parentElement!.clientWidth,
            width: element.offsetWidth,
          };
        });
        expect(fit.width, `${width} px`).toBeGreaterThanOrEqual(fit.parent - 1);
        expect(fit.text, `${width} px`).toBeLessThanOrEqual(fit.room);
      }
    }
  });
});
