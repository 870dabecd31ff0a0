import { expect, test, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { calendarMessages } from '@site/contracts/calendar';
import { paths } from '@site/contracts/routes';
import { addDays, todayIn } from '@site/contracts/slots';
import {
  cancunInstant,
  expectNoSeriousAxeViolations,
  expectNoSidewaysScroll,
  pickDay,
  uniqueEmail,
  weekdayAhead,
} from './booking-support';
import { signInAsOwner } from '../support/owner-session';
import { hydrated } from '../support/hydrated';

/**
 * The coach's calendar against the real API: a visitor's free call shows in his week, opens its
 * booking and reaches his calendar app through the private feed (read by an independent
 * iCalendar parser); time he blocks leaves the visitors' picker; at phone width the week is a
 * day list, and the days answer the arrow keys. Days are weekdays no other test books on.
 */
const days = {
  booked: weekdayAhead(24),
  blocked: weekdayAhead(25),
  overlapping: weekdayAhead(30),
  next: weekdayAhead(22),
};

async function signIn(page: Page, from: string) {
  await signInAsOwner(page, from);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Calendar');
}

const weekOf = (date: string) => `${paths.adminCalendar}?view=week&date=${date}`;
const dayCell = (page: Page, date: string) => page.locator(`li[data-day="${date}"]`);

test.describe('the coach’s calendar', () => {
  test('a visitor’s free call shows in his week, opens its booking, and reaches his calendar app’s feed', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const name = `Calendar Visitor ${Date.now()}`;
    const visitor = await browser.newPage();
    await visitor.goto(paths.strategyCall);
    await pickDay(visitor, days.booked);
    await visitor.getByRole('button', { name: '3:15 PM' }).click();
    await visitor.getByLabel('Full Name', { exact: true }).fill(name);
    await visitor.getByLabel('Email Address', { exact: true }).fill(uniqueEmail('calendar'));
    await visitor.getByRole('button', { name: 'Confirm Discovery Call' }).click();
    await expect(visitor.getByText('Discovery Call Scheduled!').first()).toBeVisible();
    await visitor.close();

    await signIn(page, weekOf(days.booked));
    const cell = dayCell(page, days.booked);
    const entry = cell.getByRole('link', { name: `${name} · Free call` });
    await expect(entry).toBeVisible();
    await expect(cell).toContainText('3:15 PM–3:30 PM');
    // From a laptop's width the week is a time grid: the call stands in its day's column, a
    // quarter past the 3 PM line, a quarter of an hour tall, its name first, its start beside it.
    await page.setViewportSize({ width: 1280, height: 900 });
    const column = await cell.boundingBox();
    const box = entry.locator('xpath=ancestor::li[1]');
    const item = await box.boundingBox();
    const hour = async (label: string) => {
      const found = await page
        .locator('[aria-hidden="true"] > span', { hasText: label })
        .boundingBox();
      return found!.y + found!.height / 2;
    };
    const [three, four] = [await hour('3\u00a0PM'), await hour('4\u00a0PM')];
    expect(item!.x).toBeGreaterThanOrEqual(column!.x);
    expect(item!.x + item!.width).toBeLessThanOrEqual(column!.x + column!.width);
    expect(item!.width).toBeGreaterThan(column!.width / 2);
    expect(Math.abs(item!.y - (three + (four - three) / 4))).toBeLessThanOrEqual(2);
    expect(Math.abs(item!.height - (four - three) / 4)).toBeLessThanOrEqual(2);
    const who = box.locator('[data-who]');
    const start = box.locator('[data-start]');
    await expect(start).toHaveText('3:15\u00a0PM');
    const [whoBox, startBox] = [await who.boundingBox(), await start.boundingBox()];
    // One line inside the box: the name (cut with an ellipsis when long; whole in the tooltip),
    // then the start whole beside it.
    expect(Math.abs(startBox!.y - whoBox!.y)).toBeLessThanOrEqual(1);
    expect(startBox!.x).toBeGreaterThanOrEqual(whoBox!.x + whoBox!.width);
    expect(startBox!.x + startBox!.width).toBeLessThanOrEqual(item!.x + item!.width + 1);
    for (const part of [whoBox!, startBox!]) {
      expect(part.y).toBeGreaterThanOrEqual(item!.y - 1);
      expect(part.y + part.height).toBeLessThanOrEqual(item!.y + item!.height + 1);
    }
    await expect(box).toHaveAttribute('title', `3:15\u00a0PM–3:30\u00a0PM · ${name} · Free call`);
    // On a tablet the week is the day-by-day agenda: the name whole beside its day.
    await page.setViewportSize({ width: 768, height: 900 });
    await expect(
      page.locator('[aria-hidden="true"] > span', { hasText: '3\u00a0PM' }),
    ).toBeHidden();
    const row = await entry.boundingBox();
    expect(await who.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(
      true,
    );
    expect(row!.width).toBeGreaterThan(200);
    // Every day of the agenda with free hours shows them one way: its row of times.
    const freeTimes = page.locator('[data-slots]');
    for (let index = 0; index < (await freeTimes.count()); index += 1)
      await expect(freeTimes.nth(index).getByRole('button').first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await entry.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `${name} · Free Strategy Call`,
    );
    await expect(page.getByText(name).first()).toBeVisible();

    await page.goto(weekOf(days.booked));
    // Drawn by the server with the week and the feed's panel: live once hydrated.
    await hydrated(page);
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
    const webcal = await feed.getByLabel('Your calendar feed address').inputValue();
    expect(webcal).toMatch(/^webcal:\/\/.+\/api\/calendar-feed\/[\w-]{43}\.ics$/);

    // What a calendar app reads at that address (its https form).
    const answer = await request.get(new URL(webcal.replace(/^webcal:/, 'http:')).pathname);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(answer.headers()['cache-control']).toBe('private, no-store');
    const events = new ICAL.Component(ICAL.parse(await answer.text()))
      .getAllSubcomponents('vevent')
      .map((vevent) => new ICAL.Event(vevent))
      .filter((event) => event.summary.includes(name));
    expect(events).toHaveLength(1);
    expect(events[0]!.startDate.toJSDate().toISOString()).toBe(cancunInstant(days.booked, '15:15'));
    expect(events[0]!.component.getFirstPropertyValue('status')).toBe('CONFIRMED');

    // Shown once: after a reload only its date is said.
    await page.reload();
    await expect(feed.getByText(/^Your address was made on /)).toBeVisible();
    await expect(feed.getByLabel('Your calendar feed address')).toHaveCount(0);
  });

  test('at 1280 px the week is seven equal columns: two overlapping times share their day’s width side by side, never widening it', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, weekOf(days.overlapping));
    const panel = page.getByRole('region', { name: /^\w+day, \w+ \d+, \d{4}$/ });
    const free = panel.getByRole('button', { name: 'Free This Time' });
    // The day's own: what an earlier attempt left blocked is freed first.
    await expect(page.getByRole('form', { name: 'Block time' })).toBeVisible();
    for (let left = await free.count(); left > 0; left -= 1) {
      await free.first().click();
      await expect(free).toHaveCount(left - 1);
    }
    const form = page.getByRole('form', { name: 'Block time' });
    for (const [from, until, note] of [
      ['13:00', '14:00', 'Overlap one'],
      ['13:30', '14:30', 'Overlap two'],
    ] as const) {
      await form.getByLabel('From (time)').fill(from);
      await form.getByLabel('Until (time)').fill(until);
      await form.getByLabel(/^Note/).fill(note);
      await form.getByRole('button', { name: 'Block This Time' }).click();
      await expect(dayCell(page, days.overlapping)).toContainText(`Blocked: ${note}`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    const widths = await page
      .locator('li[data-day]')
      .evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().width));
    expect(widths).toHaveLength(7);
    expect(Math.max(...widths) - Math.min(...widths)).toBeLessThanOrEqual(1);
    const cell = await dayCell(page, days.overlapping).boundingBox();
    const boxes = await dayCell(page, days.overlapping)
      .locator('li')
      .filter({ hasText: /^.*Overlap/ })
      .evaluateAll((items) =>
        items
          .map((item) => item.getBoundingClientRect())
          .map(({ x, width }) => ({ x, right: x + width })),
      );
    expect(boxes).toHaveLength(2);
    const [first, second] = boxes.sort((a, b) => a.x - b.x) as [
      (typeof boxes)[0],
      (typeof boxes)[0],
    ];
    // Side by side inside the day: neither covers the other, both within its column.
    expect(first.right).toBeLessThanOrEqual(second.x + 1);
    expect(first.x).toBeGreaterThanOrEqual(cell!.x - 1);
    expect(second.right).toBeLessThanOrEqual(cell!.x + cell!.width + 1);

    // Put the day back as it was.
    for (let left = 2; left > 0; left -= 1) {
      await free.first().click();
      await expect(free).toHaveCount(left - 1);
    }
  });

  test('time he blocks leaves the visitors’ picker, and is free again once he frees it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, weekOf(days.blocked));
    const form = page.getByRole('form', { name: 'Block time' });
    await form.getByLabel('From (time)').fill('13:00');
    await form.getByLabel('Until (time)').fill('14:00');
    await form.getByLabel(/^Note/).fill('Workshop');
    await form.getByRole('button', { name: 'Block This Time' }).click();
    await expect(page.getByText(calendarMessages.blocked)).toBeVisible();
    await expect(dayCell(page, days.blocked)).toContainText('1:00 PM–2:00 PM');
    await expect(dayCell(page, days.blocked)).toContainText('Blocked: Workshop');

    const visitor = await browser.newPage();
    await visitor.goto(paths.strategyCall);
    await pickDay(visitor, days.blocked);
    const times = visitor.getByRole('list', { name: 'Available Times' }).getByRole('button');
    await expect(visitor.getByRole('button', { name: '2:00 PM' })).toBeVisible();
    for (const time of ['1:00 PM', '1:15 PM', '1:30 PM', '1:45 PM'])
      await expect(visitor.getByRole('button', { name: time })).toHaveCount(0);
    const shown = await times.count();

    await page
      .getByRole('region', { name: /^\w+day, \w+ \d+, \d{4}$/ })
      .getByRole('button', { name: 'Free This Time' })
      .click();
    await expect(page.getByText(calendarMessages.unblocked)).toBeVisible();
    await visitor.reload();
    await pickDay(visitor, days.blocked);
    await expect(visitor.getByRole('button', { name: '1:00 PM' })).toBeVisible();
    await expect(times).toHaveCount(shown + 4);
    await visitor.close();
  });

  test('the month is a grid of seven columns under one weekday row at 360, 768 and 1280 px, today marked, no cell overflowing, nothing scrolling sideways; a phone shows the tapped day’s agenda', async ({
    page,
  }) => {
    await signIn(page, `${paths.adminCalendar}?view=month`);
    const month = page.getByRole('list', { name: /^\w+ \d{4}$/ });
    const cells = month.locator(':scope > li');
    await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
    // The weeks that hold a day of the month, four to six: no row lies wholly outside it.
    const outside = await cells.evaluateAll((items) =>
      items.map((item) => item.getAttribute('data-outside') === 'true'),
    );
    expect([28, 35, 42]).toContain(outside.length);
    const weeks = outside.length / 7;
    for (let week = 0; week < weeks; week += 1)
      expect(outside.slice(week * 7, week * 7 + 7), `week ${week + 1}`).toContain(false);
    for (const width of [1280, 768, 700, 360]) {
      await page.setViewportSize({ width, height: 900 });
      const layout = await month.evaluate((list) => {
        const items = [...list.querySelectorAll(':scope > li')] as HTMLElement[];
        const boxes = items.map((item) => item.getBoundingClientRect());
        const own = list.getBoundingClientRect();
        const weekdays = list.previousElementSibling!.getBoundingClientRect();
        return {
          shown: boxes.filter((box) => box.width > 0 && box.height > 0).length,
          columns: new Set(boxes.map((box) => Math.round(box.left))).size,
          rows: new Set(boxes.map((box) => Math.round(box.top))).size,
          inside: boxes.every((box) => box.left >= own.left - 1 && box.right <= own.right + 1),
          overflowing: items
            .filter((item) => item.scrollWidth > item.clientWidth + 1)
            .map((item) => item.dataset.day),
          weekdaysAbove: weekdays.bottom <= boxes[0]!.top + 1,
        };
      });
      expect(layout, `the month at ${width} px`).toEqual({
        shown: weeks * 7,
        columns: 7,
        rows: weeks,
        inside: true,
        overflowing: [],
        weekdaysAbove: true,
      });
      await expect(month.locator('button[aria-current="date"]')).toBeVisible();
      await expectNoSidewaysScroll(page);
    }
    // A phone: tapping a day shows its agenda under the grid.
    const other = month
      .locator(':scope > li:not([data-outside]) button:not([aria-pressed="true"])')
      .first();
    const day = await other.evaluate((button) => button.closest('li')!.dataset.day!);
    await other.click();
    await expect(page).toHaveURL(new RegExp(`date=${day}`));
    await expect(
      page.getByRole('heading', { level: 2, name: /^\w+day, \w+ \d+, \d{4}$/ }),
    ).toHaveText(new RegExp(`^\\w+day, \\w+ ${Number(day.slice(8))},`));
    // No keyboard hints on a phone; the controls in one row.
    await expect(page.getByText(/Use the arrow keys/)).toBeHidden();
    const controls = page.getByRole('group', { name: 'Calendar controls' });
    const tops = await controls
      .getByRole('button')
      .evaluateAll(
        (buttons) => new Set(buttons.map((b) => Math.round(b.getBoundingClientRect().top))).size,
      );
    expect(tops).toBe(1);
  });

  test('his working hours are tinted at 1280 px; a free hour opens the book-or-block forms on it; at 360 px a day off reads "Not working"', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const day = weekdayAhead(26);
    await signIn(page, weekOf(day));
    const cell = dayCell(page, day);
    // A weekday of his schedules: its working hours plain white, the open time; the hours
    // outside them grey, and no gold rule beside them. The weekend's columns have none.
    const band = cell.locator('[data-working]').first();
    await expect(band).toBeVisible();
    const colours = await band.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        band: style.backgroundColor,
        rule: style.borderLeftWidth,
        column: getComputedStyle(element.parentElement!).backgroundColor,
      };
    });
    expect(colours.band).toBe('rgb(255, 255, 255)');
    expect(colours.rule).toBe('0px');
    expect(colours.column).not.toBe('rgb(255, 255, 255)');
    expect(colours.column).not.toBe('rgb(245, 239, 227)');
    const saturday = addDays(day, 6 - ((new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7) - 1);
    await expect(dayCell(page, saturday).locator('[data-working]')).toHaveCount(0);

    // The block form's start has its day: the day chosen above.
    await expect(
      page.getByRole('form', { name: 'Block time' }).getByLabel('From (day)'),
    ).toHaveValue(day);

    // Its first open hour, a button named for its day and time: clicked, the forms below open
    // on that day, the block form holding that hour, the first field focused.
    const slot = cell
      .getByRole('list', { name: /^Open hours on / })
      .getByRole('button')
      .first();
    const name = (await slot.getAttribute('aria-label'))!;
    expect(name).toMatch(/^Book or block \w{3} \d{1,2} \w{3}, \d{1,2}:\d{2}\s(AM|PM)$/);
    const [, hour, minute, half] = name.match(/(\d{1,2}):(\d{2})\s(AM|PM)$/)!;
    const clock = `${String((Number(hour) % 12) + (half === 'PM' ? 12 : 0)).padStart(2, '0')}:${minute}`;
    await slot.click();
    await expect(page).toHaveURL(new RegExp(`date=${day}`));
    const form = page.getByRole('form', { name: 'Block time' });
    await expect(form.getByLabel('From (time)')).toHaveValue(clock);
    // The start has its day as the end has: the hour's own.
    await expect(form.getByLabel('From (day)')).toHaveValue(day);
    await expect(form.getByLabel('Until (day)')).toHaveValue(day);
    await expect(page.locator('#book-package, #block-from-day').first()).toBeFocused();

    // From the keyboard too, after the form was changed.
    await form.getByLabel('From (time)').fill('06:00');
    await slot.focus();
    await page.keyboard.press('Enter');
    await expect(form.getByLabel('From (time)')).toHaveValue(clock);

    // A phone: the chosen day's free hours are a finger's size; a weekend day is "Not working".
    await page.setViewportSize({ width: 360, height: 800 });
    await expect(dayCell(page, saturday)).toContainText('Not working');
    const target = (await slot.boundingBox())!;
    expect(Math.min(target.width, target.height)).toBeGreaterThanOrEqual(44);
    await expectNoSidewaysScroll(page);
  });

  test('an empty week says so and points to the next booking ahead, a link to its week', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    // Something booked ahead, whatever else the other tests booked.
    const visitor = await browser.newPage();
    await visitor.goto(paths.strategyCall);
    await pickDay(visitor, days.next);
    await visitor.getByRole('button', { name: '3:15 PM' }).click();
    await visitor.getByLabel('Full Name', { exact: true }).fill(`Next Visitor ${Date.now()}`);
    await visitor.getByLabel('Email Address', { exact: true }).fill(uniqueEmail('calendar-next'));
    await visitor.getByRole('button', { name: 'Confirm Discovery Call' }).click();
    await expect(visitor.getByText('Discovery Call Scheduled!').first()).toBeVisible();
    await visitor.close();

    // A week ten weeks gone by: nothing in it, one line under its heading naming what comes next.
    await signIn(page, weekOf(addDays(todayIn('America/Cancun', new Date()), -70)));
    const next = page.getByRole('link', { name: /^Next: / });
    await expect(next.locator('xpath=..')).toHaveText(
      /^Nothing booked this week · Next: \w{3}, \w{3} \d{1,2}, \d{1,2}:\d{2}\s(AM|PM), .+ →$/,
    );
    const name = (await next.innerText()).replace('→', '').split(', ').at(-1)!.trim();
    await next.click();
    // Its week: the booking named there, and no such line (the week has a booking).
    await expect(page).toHaveURL(/view=week&date=\d{4}-\d{2}-\d{2}/);
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await expect(
      page.getByRole('link', { name: new RegExp(`^${escaped} · `) }).first(),
    ).toBeVisible();
    await expect(page.getByText('Nothing booked this week')).toHaveCount(0);
  });

  test('at 360 px the week is a day list that the arrow keys move through, axe-clean', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await signIn(page, weekOf(days.booked));
    await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
    const list = page.getByRole('list', { name: /^Week of / });
    const cells = list.locator(':scope > li');
    await expect(cells).toHaveCount(7);
    const boxes = await cells.evaluateAll((items) =>
      items.map((item) => item.getBoundingClientRect()),
    );
    // One day under another, each the list's full width.
    for (let index = 1; index < boxes.length; index += 1) {
      expect(boxes[index]!.left).toBe(boxes[0]!.left);
      expect(boxes[index]!.top).toBeGreaterThanOrEqual(boxes[index - 1]!.bottom);
    }
    expect(boxes[0]!.width).toBeGreaterThan(300);
    await expectNoSidewaysScroll(page);
    await expectNoSeriousAxeViolations(page);

    const chosen = list.getByRole('button', { pressed: true });
    await expect(chosen.locator('xpath=ancestor::li[1]')).toHaveAttribute('data-day', days.booked);
    await chosen.focus();
    await page.keyboard.press('ArrowRight');
    const next = addDays(days.booked, 1);
    await expect(page).toHaveURL(new RegExp(`date=${next}`));
    await expect(dayCell(page, next).getByRole('button', { pressed: true })).toBeFocused();

    // The month at phone width: the same grid of seven columns, compact cells.
    await page.getByRole('button', { name: 'Month' }).click();
    const month = page.getByRole('list', { name: /^\w+ \d{4}$/ });
    await expect(month.locator(':scope > li').first()).toBeVisible();
    expect([28, 35, 42]).toContain(await month.locator(':scope > li').count());
    await expectNoSidewaysScroll(page);
  });
});
