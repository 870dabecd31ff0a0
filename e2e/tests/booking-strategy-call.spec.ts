import { expect, test, type Page } from '@playwright/test';
import { freeCallDetailsNeededHint } from '@site/contracts/routes';
import {
  formatBriefDate,
  formatDate,
  formatPickerDay,
  formatTime,
  todayIn,
} from '@site/contracts/slots';
import {
  bookStrategyCall,
  cancunInstant,
  expectNoSidewaysScroll,
  openTimes,
  pickDay,
  uniqueEmail,
  weekdayAhead,
} from './booking-support';
import { hydrated } from '../support/hydrated';

const times = (page: Page) =>
  page.getByRole('list', { name: 'Available Times' }).getByRole('button');

test.describe('free strategy call', () => {
  test('the first HTML holds the coach’s calendar as of now, and the browser takes it over without a mismatch', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/calendar/strategy-call')).text();
    const [year = 0, month = 1, date = 1] = todayIn('America/Cancun', new Date())
      .split('-')
      .map(Number);
    expect(html).toContain('role="grid"');
    // The calendar opens on today's month, or on the next one when today's has fewer than three
    // open days left (a cue then leads back, if any are left) or none (late on a month's last day).
    const monthOf = (index: number) =>
      new Date(year, index, 15).toLocaleDateString('en-US', { month: 'long', year: 'numeric' });
    const todayMonth = monthOf(month - 1);
    const caption = /rdp-caption_label[^>]*>([^<]+)</.exec(html)?.[1];
    expect([todayMonth, monthOf(month)]).toContain(caption);
    if (caption === todayMonth)
      expect(html).toContain(
        `aria-label="Today, ${formatPickerDay(new Date(year, month - 1, date))}"`,
      );
    const cue = todayMonth.split(' ')[0] ?? '';
    const opensLater = html.includes('Earlier times in ');
    if (opensLater) expect(html).toMatch(new RegExp(`Earlier times in (<!-- -->)?${cue}`));
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto('/calendar/strategy-call');
    await hydrated(page);
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: caption ?? '' })
        .first(),
    ).toBeVisible();
    if (opensLater)
      await expect(page.getByRole('button', { name: `Earlier times in ${cue}` })).toBeVisible();
    else if (caption === todayMonth)
      await expect(page.getByRole('button', { name: /^Today, / })).toBeVisible();
    expect(problems.filter((text) => /hydrat|#418|#423|#425|did not match/i.test(text))).toEqual(
      [],
    );
  });

  test('books a call and goes on to the questionnaire', async ({ page }) => {
    await page.goto('/calendar/strategy-call');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      'Schedule Your Free Strategy Call',
    );
    const day = weekdayAhead(2);
    await pickDay(page, day);
    await expect(times(page)).toHaveCount(13);
    await page.getByRole('button', { name: '1:45 PM' }).click();
    const confirm = page.getByRole('button', { name: 'Confirm Discovery Call' });
    // Disabled until both details are in, saying why.
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAccessibleDescription(freeCallDetailsNeededHint);
    await page.getByLabel('Full Name', { exact: true }).fill('Quinn Caller');
    await page.getByLabel('Email Address', { exact: true }).fill(uniqueEmail('caller'));
    await expect(confirm).toHaveAccessibleDescription('');
    await expect(page.getByText(freeCallDetailsNeededHint)).toHaveCount(0);
    const summary = page.getByRole('group', { name: 'Your discovery call' });
    await expect(summary).toContainText(
      `${formatBriefDate(cancunInstant(day, '13:45'), 'America/Cancun')} · 1:45 PM · Cancun time`,
    );
    await page.getByRole('button', { name: 'Confirm Discovery Call' }).click();
    await expect(page.getByText('Discovery Call Scheduled!').first()).toBeVisible();
    await expect(page).toHaveURL(/\/questionnaire\/\d+$/);
    await expect(
      page.getByRole('heading', { name: 'CONSCIOUSNESS DISCOVERY SESSION QUESTIONNAIRE' }),
    ).toBeVisible();
    // The call is confirmed first, and the confirmation outlives the toast: when, a calendar
    // file of the call, and one line saying the questions below are optional.
    const booked = page.getByRole('status', { name: 'Discovery Call Scheduled!' });
    await expect(booked).toBeFocused();
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    const startsAt = cancunInstant(day, '13:45');
    await expect(booked).toContainText(
      `${formatDate(startsAt, zone)} at ${formatTime(startsAt, zone)}`,
    );
    // The call named once, by the card's heading.
    await expect(booked).not.toContainText('Strategy Call');
    await expect(booked).toContainText(
      'The questionnaire below is optional and takes 10–15 minutes.',
    );
    // No second way into the questions: the calendar file is its one link, no gold button in it.
    await expect(booked.getByRole('link')).toHaveText(['Add to Calendar']);
    await expect(booked.getByRole('button')).toHaveText(['Go to the questions']);
    // The card says what the toast said, and the toast is gone: the card is the confirmation.
    await expect(booked.getByRole('heading', { level: 2 }).first()).toHaveText(
      /Discovery Call Scheduled!$/,
    );
    await expect(booked).toContainText(
      'Your free discovery call has been scheduled. You’ll receive a confirmation email shortly.',
    );
    await expect(
      page.getByRole('region', { name: 'Notifications' }).getByRole('listitem'),
    ).toHaveCount(0);
    await page.waitForTimeout(6_000);
    await expect(booked).toBeVisible();
    const file = await page.request.get(
      (await booked.getByRole('link', { name: 'Add to Calendar' }).getAttribute('href'))!,
    );
    expect(file.status()).toBe(200);
    expect(await file.text()).toContain(
      `DTSTART:${startsAt.replace(/[-:]/g, '').replace(/\.\d+/, '')}`,
    );
    // A reload keeps it (the browser's history holds the state); its line's button brings step 1
    // into view with the focus, on the same page.
    await page.reload();
    await expect(booked).toBeVisible();
    const url = page.url();
    await booked.getByRole('button', { name: 'Go to the questions' }).click();
    const step1 = page.getByRole('heading', { name: 'Current Reality' });
    await expect(step1).toBeFocused();
    await expect(step1).toBeInViewport();
    expect(page.url()).toBe(url);
    // The questionnaire can wait: his portal keeps the call and the questionnaire.
    await page.goto(`/portal?booking=${/\/questionnaire\/(\d+)$/.exec(url)![1]}`);
    await expect(page.getByRole('region', { name: 'Next', exact: true })).toContainText(
      formatTime(startsAt, zone),
    );
  });

  test('shows times in the chosen zone and hides a slot another booking took', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const day = weekdayAhead(3);
    const other = await playwright.request.newContext({ baseURL });
    await bookStrategyCall(other, cancunInstant(day, '14:30'));
    await page.goto('/calendar/strategy-call');
    await pickDay(page, day);
    await expect(times(page)).toHaveCount(12);
    await expect(page.getByRole('button', { name: '2:30 PM' })).toHaveCount(0);
    await page.getByLabel('Time zone', { exact: true }).selectOption('Europe/Paris');
    await expect(times(page).first()).toHaveText(
      new Intl.DateTimeFormat('en-US', {
        hour: 'numeric',
        minute: '2-digit',
        timeZone: 'Europe/Paris',
      }).format(new Date(cancunInstant(day, '13:00'))),
    );
    await other.dispose();
  });

  test("a slot taken meanwhile: 'Booking Failed', the server's reason, the slot disappears", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const day = weekdayAhead(4);
    await page.goto('/calendar/strategy-call');
    await pickDay(page, day);
    await page.getByRole('button', { name: '3:00 PM' }).click();
    await page.getByLabel('Full Name', { exact: true }).fill('Late Larry');
    await page.getByLabel('Email Address', { exact: true }).fill(uniqueEmail('late'));

    const other = await playwright.request.newContext({ baseURL });
    await bookStrategyCall(other, cancunInstant(day, '15:00'));
    await other.dispose();

    await page.getByRole('button', { name: 'Confirm Discovery Call' }).click();
    await expect(page.getByText('Booking Failed')).toBeVisible();
    await expect(page.getByText(/no longer available/)).toBeVisible();
    await expect(page.getByRole('button', { name: '3:00 PM' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/calendar\/strategy-call$/);
  });

  test('can be booked with the keyboard alone', async ({ page }) => {
    await page.goto('/calendar/strategy-call');
    // Two weeks after the first open day: a weekday no other test books. The calendar arrives
    // in the first HTML; its keys work once its code has run, which the first step waits for.
    const focusedDay = page.locator('.rdp-day_button:focus');
    await expect(async () => {
      // Focused anew each time: a focus that landed before the calendar ran was never seen by it,
      // and a day drawn again as the browser's clock takes over is a new button. The arrow counts
      // only when it moved the focus to another day (a focus lost with its button moves nothing).
      const firstOpenDay = page.locator('.rdp-day_button:not([disabled])').first();
      await firstOpenDay.blur();
      await firstOpenDay.focus();
      const from = await firstOpenDay.getAttribute('aria-label');
      await page.keyboard.press('ArrowDown');
      await expect(focusedDay).toHaveCount(1, { timeout: 500 });
      expect(await focusedDay.getAttribute('aria-label')).not.toBe(from);
    }).toPass();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    // The day chosen keeps the focus, so the next Tab leads on from the calendar.
    await expect(focusedDay).toHaveAttribute('aria-label', /, selected$/);
    await expect(times(page)).toHaveCount(13);
    await page.keyboard.press('Tab');
    // Near a month's end the calendar opens on the next month, with a cue back under it.
    if (await page.getByRole('button', { name: /^Earlier times in / }).count()) {
      await expect(page.getByRole('button', { name: /^Earlier times in / })).toBeFocused();
      await page.keyboard.press('Tab');
    }
    await expect(
      page.getByLabel('Time zone', { exact: true }),
      `the focus after the calendar: ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 160))}`,
    ).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Search all zones (a city or region)')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: '1:00 PM' })).toBeFocused();
    await page.keyboard.press('Enter');
    const name = page.getByLabel('Full Name', { exact: true });
    for (
      let step = 0;
      step < 20 && !(await name.evaluate((el) => el === document.activeElement));
      step += 1
    )
      await page.keyboard.press('Tab');
    await expect(name).toBeFocused();
    await page.keyboard.type('Kim Keys');
    await page.keyboard.press('Tab');
    await page.keyboard.type(uniqueEmail('keys'));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Discovery Call Scheduled!').first()).toBeVisible();
    await expect(page).toHaveURL(/\/questionnaire\/\d+$/);
  });

  test.describe('on a 360 px phone', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('a chosen time is followed right under it by Your Information, the call’s details after the form', async ({
      page,
    }) => {
      await page.goto('/calendar/strategy-call');
      // A weekday of its own: the first test of this file books 1:45 PM on the second one.
      await pickDay(page, weekdayAhead(5));
      const name = page.getByLabel('Full Name', { exact: true });
      await expect(name).toHaveCount(0);
      const time = page.getByRole('button', { name: '1:45 PM' });
      await time.click();
      // The form stood ~600 px below the chosen time, under the call's details: now it follows
      // the times, and the details card comes after it.
      await expect(page.getByRole('heading', { name: 'Your Information' })).toBeVisible();
      // Brought into view: the form down to its button, which stood below the screen's edge.
      await expect(page.getByRole('button', { name: 'Confirm Discovery Call' })).toBeInViewport();
      await expect(name).toBeInViewport();
      // Under the times: the form's heading, the one line naming the time chosen, then the field.
      const slot = (await page.getByRole('list', { name: 'Available Times' }).boundingBox())!;
      const field = (await name.boundingBox())!;
      expect(field.y - (slot.y + slot.height)).toBeLessThan(220);
      const details = (await page
        .getByRole('region', { name: 'Discovery Call Details' })
        .boundingBox())!;
      const confirm = (await page
        .getByRole('button', { name: 'Confirm Discovery Call' })
        .boundingBox())!;
      expect(details.y).toBeGreaterThan(confirm.y);
      await expect(page.getByLabel('Full Name', { exact: true })).toHaveCount(1);
      await expectNoSidewaysScroll(page);
      // Wider, the form is back at the end of the call's details beside the calendar.
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect(
        page.getByRole('region', { name: 'Discovery Call Details' }).getByLabel('Full Name', {
          exact: true,
        }),
      ).toBeVisible();
    });

    test('at 360x800 the chosen time is one line, with the name field and the Confirm button within one screen of it; Change goes back to the times', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto('/calendar/strategy-call');
      // A weekday of its own, as above.
      await pickDay(page, weekdayAhead(7));
      const time = page.getByRole('button', { name: '2:15 PM' });
      await time.click();
      const summary = page.getByRole('group', { name: 'Your discovery call' });
      await expect(summary).toContainText('2:15 PM · Cancun time');
      const confirm = page.getByRole('button', { name: 'Confirm Discovery Call' });
      await expect(confirm).toBeInViewport();
      const name = page.getByLabel('Full Name', { exact: true });
      await expect(name).toBeInViewport();
      const line = (await summary.locator('p').boundingBox())!;
      const button = (await confirm.boundingBox())!;
      // One line of text (it stood as three label/value pairs, ~160 px).
      expect(line.height).toBeLessThan(32);
      expect(button.y + button.height - line.y).toBeLessThanOrEqual(800);
      await summary.getByRole('button', { name: 'Change' }).click();
      await expect(time).toBeFocused();
      await expect(time).toBeInViewport();
    });

    test('at 360x800 the whole title and a first row of the month’s days stand in the first screen', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto('/calendar/strategy-call');
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(
        'Schedule Your Free Strategy Call',
      );
      const firstWeek = page.getByRole('grid').locator('tbody tr').first();
      const week = (await firstWeek.boundingBox())!;
      expect(week.y + week.height).toBeLessThanOrEqual(800);
      // The lead keeps its facts on a phone.
      await expect(page.locator('header[data-page-header]')).toContainText('days ahead');
    });

    test('the call booked at 360x800, no toast stands over the booked card’s heading or its calendar link', async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto('/calendar/strategy-call');
      // Any open time a few weekdays ahead: a retry takes another.
      const [open] = await openTimes(request, 'free-call', weekdayAhead(6));
      await pickDay(page, open!.date);
      await times(page)
        .getByText(formatTime(open!.startsAt, 'America/Cancun'), { exact: true })
        .click();
      await page.getByLabel('Full Name', { exact: true }).fill('Pat Phone');
      await page.getByLabel('Email Address', { exact: true }).fill(uniqueEmail('phone-call'));
      await page.getByRole('button', { name: 'Confirm Discovery Call' }).click();
      await expect(page).toHaveURL(/\/questionnaire\/\d+$/);
      const booked = page.getByRole('status', { name: 'Discovery Call Scheduled!' });
      await expect(booked).toBeVisible();
      const covered = () =>
        page.evaluate(() => {
          const card = document.querySelector<HTMLElement>('[aria-labelledby="call-booked"]')!;
          const targets = [card.querySelector('h2')!, card.querySelector('a')!].map((el) =>
            el.getBoundingClientRect(),
          );
          const toasts = [...document.querySelectorAll('[aria-label="Notifications"] li')].map(
            (el) => el.getBoundingClientRect(),
          );
          return toasts.some((t) =>
            targets.some(
              (r) => t.left < r.right && r.left < t.right && t.top < r.bottom && r.top < t.bottom,
            ),
          );
        });
      // At once and for the toast's whole life (5 s): never covered.
      for (let look = 0; look < 6; look += 1) {
        expect(await covered(), `a toast covers the card (look ${look})`).toBe(false);
        await page.waitForTimeout(1_000);
      }
      // The spec's words stand in the card instead, its heading and calendar link in the window.
      await expect(booked).toContainText('Discovery Call Scheduled!');
      await expect(
        booked.getByRole('heading', { name: 'Discovery Call Scheduled!' }),
      ).toBeInViewport();
      await expect(booked.getByRole('link', { name: 'Add to Calendar' })).toBeInViewport();
      // Room between the bar at the top and the card (it stood flush against it), at the page's top.
      const gap = await page.evaluate(() => {
        window.scrollTo(0, 0);
        // The client's bar once the booking signs him in, else the site's header.
        const bar = (document.querySelector('[data-client-bar]') ??
          document.querySelector('header'))!.getBoundingClientRect();
        const card = document.querySelector('[aria-labelledby="call-booked"]')!;
        return Math.round(card.getBoundingClientRect().top - bar.bottom);
      });
      expect(gap).toBeGreaterThanOrEqual(16);
    });

    test('the calendar is as tall as the month it shows: no blank row under its last week, in any month it turns to', async ({
      page,
    }) => {
      await page.goto('/calendar/strategy-call');
      // Its arrows work once the browser has taken the page over.
      await hydrated(page);
      const grid = page.getByRole('grid');
      const next = page.getByRole('button', { name: 'Go to the Next Month' });
      // The space the calendar keeps (the box around the month) under its last week.
      const measure = () =>
        grid.evaluate((table) => {
          const box = table.closest('.rdp-root')!.parentElement!.getBoundingClientRect();
          const weeks = table.querySelectorAll('tbody tr');
          return Math.round(box.bottom - weeks[weeks.length - 1]!.getBoundingClientRect().bottom);
        });
      // This month and the next two (the booking window's), whatever their number of weeks.
      for (let month = 0; month < 3; month += 1) {
        // Polled: a change of height eases in.
        await expect.poll(measure, 'blank space under the last week').toBe(0);
        if (await next.isDisabled()) break;
        await next.click();
      }
    });
  });

  for (const width of [360, 768, 1280]) {
    test(`at ${width} px a day of 13 times stands in rows of 3 of one width, the last row short at the left`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/calendar/strategy-call');
      // A weekday no other test books on: the free call's full day, 1:00 to 4:00 PM.
      await pickDay(page, weekdayAhead(20));
      await expect(times(page)).toHaveCount(13);
      const boxes = await times(page).evaluateAll((buttons) =>
        buttons.map((button) => {
          const { top, left, right, width } = button.getBoundingClientRect();
          return { top, left, right, width };
        }),
      );
      const rows: (typeof boxes)[] = [];
      for (const box of boxes) {
        const row = rows.find((each) => Math.abs(each[0]!.top - box.top) < 2);
        if (row) row.push(box);
        else rows.push([box]);
      }
      // One column count throughout: the grid never changes its columns for its last rows.
      expect(rows.map((row) => row.length)).toEqual([3, 3, 3, 3, 1]);
      // Every time one width, each column at one place on every row.
      const widths = boxes.map((box) => box.width);
      expect(Math.max(...widths) - Math.min(...widths)).toBeLessThan(1);
      const grid = (await page.getByRole('list', { name: 'Available Times' }).boundingBox())!;
      for (const row of rows) {
        expect(Math.abs(row[0]!.left - grid.x)).toBeLessThan(1.5);
        row.forEach((box, column) =>
          expect(Math.abs(box.left - rows[0]![column]!.left)).toBeLessThan(1),
        );
      }
      // A full row spans the grid.
      expect(Math.abs(rows[0]![2]!.right - (grid.x + grid.width))).toBeLessThan(1.5);
    });
  }
});
