import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  bookAtTimeParam,
  bookOnDayParam,
  calendarMessages,
  calendarPaths,
  type CalendarView,
} from '@site/contracts/calendar';
import { addDays, todayIn } from '@site/contracts/slots';
import { renderWithProviders } from '@site/ui/testing';
import AdminRoutes from '../../../../routes';
import { signedIn } from '../../../../test/fixtures';
import { mockApi, type Handler, type MockResponse } from '../../../../test/mock-api';
import { instantAt, timeIn, viewDays } from '../calendar-days';
import { formatDay } from '../day-names';

afterEach(() => jest.restoreAllMocks());

// The owner's zone in the fixtures: Cancun (UTC−5 all year).
const zone = 'America/Cancun';
const today = todayIn(zone, new Date());
const tomorrow = addDays(today, 1);

function aView(overrides: Partial<CalendarView> = {}): CalendarView {
  return {
    timezone: zone,
    start: new Date().toISOString(),
    end: new Date().toISOString(),
    entries: [
      {
        kind: 'session',
        bookingId: 42,
        sessionId: 7,
        name: 'Dana Whitfield',
        packageType: 'single',
        startsAt: instantAt(tomorrow, '10:00', zone),
        endsAt: instantAt(tomorrow, '11:30', zone),
        status: 'scheduled',
        bookingStatus: 'paid',
      },
      {
        kind: 'free-call',
        bookingId: 43,
        sessionId: 8,
        name: 'Robin Caller',
        packageType: 'strategy-call',
        startsAt: instantAt(tomorrow, '16:00', zone),
        endsAt: instantAt(tomorrow, '16:15', zone),
        status: 'cancelled',
        bookingStatus: 'paid',
      },
    ],
    blocks: [
      {
        id: 5,
        startsAt: instantAt(tomorrow, '13:00', zone),
        endsAt: instantAt(tomorrow, '14:00', zone),
        note: 'Dentist',
      },
    ],
    busy: [],
    google: 'not-connected',
    openPackages: [
      { bookingId: 44, name: 'Sam Package', packageType: '5-session', sessionsRemaining: 3 },
    ],
    workingHours: [],
    next: null,
    ...overrides,
  };
}

const api = (routes: Record<string, Handler>) =>
  mockApi({
    ...signedIn(),
    [`GET ${calendarPaths.calendar}`]: { body: aView() },
    [`GET ${calendarPaths.feedAddress}`]: { body: { createdAt: null } },
    ...routes,
  });

const renderAt = (path: string) => renderWithProviders(<AdminRoutes />, { path });

describe('the calendar', () => {
  it('points an empty week to the next booking ahead, a link to its week', async () => {
    const user = userEvent.setup();
    const later = addDays(today, 20);
    const at = instantAt(later, '13:30', zone);
    api({
      [`GET ${calendarPaths.calendar}`]: {
        body: aView({
          entries: [],
          blocks: [],
          next: { kind: 'session', bookingId: 42, name: 'Maya Chen', startsAt: at },
        }),
      },
    });
    renderAt(`/admin/calendar?view=week&date=${tomorrow}`);
    const link = await screen.findByRole('link', { name: /^Next: / });
    const words = (text: string) => text.replace(/\s+/g, ' ');
    expect(words(link.parentElement!.textContent!)).toBe(
      words(
        `Nothing booked this week · Next: ${formatDay(later, 'named')}, ${timeIn(at, zone)}, Maya Chen →`,
      ),
    );
    await user.click(link);
    const sent = new URL(screen.getByTestId('location').textContent!, 'http://localhost');
    expect(sent.searchParams.get('date')).toBe(later);
    expect(sent.searchParams.get('view')).toBe('week');
  });

  it('says nothing of the next booking when the week has one, or nothing is booked ahead', async () => {
    const next = {
      kind: 'session',
      bookingId: 42,
      name: 'Maya Chen',
      startsAt: instantAt(addDays(today, 20), '13:30', zone),
    } as const;
    api({ [`GET ${calendarPaths.calendar}`]: { body: aView({ next }) } });
    const { unmount } = renderAt(`/admin/calendar?view=week&date=${tomorrow}`);
    expect((await screen.findAllByRole('link', { name: /Dana Whitfield/ })).length).toBeGreaterThan(
      0,
    );
    expect(screen.queryByText(/Nothing booked this week/)).toBeNull();
    unmount();
    api({ [`GET ${calendarPaths.calendar}`]: { body: aView({ entries: [], blocks: [] }) } });
    renderAt(`/admin/calendar?view=week&date=${tomorrow}`);
    await screen.findByRole('list', { name: /^Week of/ });
    await waitFor(() =>
      expect(document.querySelector('[aria-labelledby="calendar-period"]')).toHaveAttribute(
        'aria-busy',
        'false',
      ),
    );
    expect(screen.queryByText(/Nothing booked this week/)).toBeNull();
  });

  it('marks its chosen day and its chosen view as the back office marks every chosen item', async () => {
    api({});
    renderAt(`/admin/calendar?view=week&date=${tomorrow}`);
    const days = await screen.findByRole('list', { name: /^Week of/ });
    const chosen = within(days).getByRole('button', { pressed: true });
    const other = within(days)
      .getAllByRole('button', { pressed: false })
      .find((button) => button.getAttribute('aria-current') !== 'date')!;
    const week = screen.getByRole('button', { name: 'Week', pressed: true });
    /** Colours as rgb(), whichever way the styles wrote them. */
    const rgb = (colour: string) =>
      /^#[0-9a-f]{6}$/i.test(colour)
        ? `rgb(${[1, 3, 5].map((at) => parseInt(colour.slice(at, at + 2), 16)).join(', ')})`
        : colour;
    const mark = (element: HTMLElement) => {
      const style = getComputedStyle(element);
      return {
        color: rgb(style.color),
        weight: style.fontWeight,
        line: style.textDecorationLine,
        bar: rgb(style.textDecorationColor),
        edge: rgb(style.borderColor),
      };
    };
    // The chosen day: navy bold text and a gold edge, the back office's mark of a chosen item.
    expect(mark(chosen)).toEqual({
      color: 'rgb(19, 33, 60)',
      weight: '700',
      line: 'none',
      bar: 'rgb(201, 162, 77)',
      edge: 'rgb(201, 162, 77)',
    });
    // The view is a switch's position (the segmented control of every toggle): filled navy,
    // white words, no tab's gold bar under them.
    const fill = getComputedStyle(week);
    expect({ color: rgb(fill.color), background: rgb(fill.backgroundColor) }).toEqual({
      color: 'rgb(255, 255, 255)',
      background: 'rgb(19, 33, 60)',
    });
    expect(fill.textDecorationLine).toBe('none');
    expect(within(week.parentElement!).getByRole('button', { name: 'Month' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(mark(other).edge).not.toBe(mark(chosen).edge);
  });

  it('shows the week of the chosen day in the owner’s zone, with links to the bookings', async () => {
    const { callsTo } = api({});
    renderAt(`/admin/calendar?view=week&date=${tomorrow}`);
    const days = await screen.findByRole('list', { name: /^Week of/ });
    const week = viewDays('week', tomorrow);
    await waitFor(() =>
      expect(
        callsTo('GET', calendarPaths.calendar).some(
          (call) => call.url === `${calendarPaths.calendar}?from=${week[0]}&days=7`,
        ),
      ).toBe(true),
    );
    const cell = days.querySelector(`[data-day="${tomorrow}"]`) as HTMLElement;
    // Its start first, then its end (the grid shows the start alone, the end read out).
    const times = await within(cell).findAllByText(
      (_, element) => element?.hasAttribute('data-time') === true,
    );
    expect(times[0]!.textContent!.replace(/\s+/g, ' ').trim()).toBe('10:00 AM–11:30 AM');
    expect(
      within(cell).getByRole('link', { name: 'Dana Whitfield · Single Session' }),
    ).toHaveAttribute('href', '/admin/bookings/42');
    expect(within(cell).getByText('Blocked: Dentist')).toBeInTheDocument();
    expect(
      within(cell).getByRole('link', { name: 'Cancelled: Robin Caller · Free call' }),
    ).toBeInTheDocument();
    expect(days.querySelectorAll(':scope > li')).toHaveLength(7);
    // The chosen day's panel: each item's time and its client once, the client opening the
    // booking (never named by its number), then one line for what was booked.
    const panel = screen.getByRole('list', { name: 'This day' });
    const session = within(panel).getByRole('link', { name: 'Dana Whitfield' }).closest('li');
    const call = within(panel).getByRole('link', { name: 'Robin Caller' }).closest('li');
    expect(within(session!).getByRole('link')).toHaveAttribute('href', '/admin/bookings/42');
    expect(session).toHaveTextContent(/^10:00 AM–11:30 AM · Dana WhitfieldSingle Session$/);
    expect(call).toHaveTextContent(
      /^4:00 PM–4:15 PM · Robin CallerFree Strategy Call · Cancelled$/,
    );
    expect(within(panel).getAllByText(/Dana Whitfield/)).toHaveLength(1);
    expect(screen.queryByText(/Open booking/)).not.toBeInTheDocument();
  });

  it('marks a session whose booking is not paid as Unpaid in the week, the month and the day', async () => {
    const user = userEvent.setup();
    const [paid, free] = aView().entries;
    api({
      [`GET ${calendarPaths.calendar}`]: {
        body: aView({
          entries: [
            paid!,
            { ...free!, status: 'scheduled' },
            {
              kind: 'session',
              bookingId: 45,
              sessionId: 9,
              name: 'Max Unpaid',
              packageType: '10-session',
              startsAt: instantAt(tomorrow, '08:00', zone),
              endsAt: instantAt(tomorrow, '09:30', zone),
              status: 'scheduled',
              bookingStatus: 'pending',
            },
          ],
        }),
      },
    });
    renderAt(`/admin/calendar?view=week&date=${tomorrow}`);
    const days = await screen.findByRole('list', { name: /^Week of/ });
    const cell = days.querySelector(`[data-day="${tomorrow}"]`) as HTMLElement;
    const unpaidBox = (await within(cell).findByRole('link', { name: /^Max Unpaid/ })).closest(
      'li',
    )!;
    // The week's box: the chip in its link's name and on screen, a dashed edge; not on paid ones.
    expect(within(unpaidBox).getByText('Unpaid')).toBeInTheDocument();
    expect(within(cell).getByRole('link', { name: /^Max Unpaid/ })).toHaveAccessibleName(
      'Max Unpaid · 10-Session Package Unpaid',
    );
    expect(getComputedStyle(unpaidBox).borderLeftStyle).toBe('dashed');
    expect(unpaidBox.getAttribute('title')).toMatch(/ · Unpaid$/);
    expect(within(cell).getAllByText('Unpaid')).toHaveLength(1);
    // The day's panel: the chip beside what was booked.
    const panel = screen.getByRole('list', { name: 'This day' });
    const panelItem = within(panel).getByRole('link', { name: 'Max Unpaid' }).closest('li')!;
    expect(panelItem).toHaveTextContent(/10-Session Package Unpaid$/);
    expect(within(panel).getAllByText('Unpaid')).toHaveLength(1);

    // The month's cell: the same dashed edge, and the words for assistive technology.
    await user.click(screen.getByRole('button', { name: 'Month' }));
    const line = await screen.findByRole('link', {
      name: 'Max Unpaid · 10-Session Package · Unpaid',
    });
    expect(line.closest('[data-day]')).toHaveAttribute('data-day', tomorrow);
    expect(getComputedStyle(line.closest('li')!).borderLeftStyle).toBe('dashed');
    const paidLine = screen.getByRole('link', { name: 'Dana Whitfield · Single Session' });
    expect(getComputedStyle(paidLine.closest('li')!).borderLeftStyle).not.toBe('dashed');
  });

  it('places each item of the week’s time grid at its start, as tall as it lasts, overlaps side by side', async () => {
    api({
      [`GET ${calendarPaths.calendar}`]: {
        body: aView({
          blocks: [
            {
              id: 6,
              startsAt: instantAt(tomorrow, '10:30', zone),
              endsAt: instantAt(tomorrow, '11:00', zone),
              note: 'Call back',
            },
          ],
        }),
      },
    });
    renderAt(`/admin/calendar?view=week&date=${tomorrow}`);
    const days = await screen.findByRole('list', { name: /^Week of/ });
    const cell = days.querySelector(`[data-day="${tomorrow}"]`) as HTMLElement;
    const session = (
      await within(cell).findByRole('link', {
        name: 'Dana Whitfield · Single Session',
      })
    ).closest('li')!;
    const block = within(cell).getByText('Blocked: Call back').closest('li')!;
    const call = within(cell)
      .getByRole('link', { name: 'Cancelled: Robin Caller · Free call' })
      .closest('li')!;
    const place = (item: HTMLElement) =>
      ['--top', '--height'].map((name) => Number(item.style.getPropertyValue(name)));
    const lane = (item: HTMLElement) =>
      ['--lane', '--lanes'].map((name) => Number(item.style.getPropertyValue(name)));
    // The session (10:00–11:30) and the block (10:30–11:00) overlap: side by side, each at its
    // own start and as tall as it lasts (07:00 to 21:00 is 840 minutes),
    // each in the day's list.
    expect(session.parentElement).toBe(block.parentElement);
    expect(lane(session)).toEqual([0, 2]);
    expect(lane(block)).toEqual([1, 2]);
    expect(place(session)[0]).toBeCloseTo(180 / 840);
    expect(place(session)[1]).toBeCloseTo(90 / 840);
    expect(place(block)[0]).toBeCloseTo(210 / 840);
    expect(place(block)[1]).toBeCloseTo(30 / 840);
    // The 90-minute session has the room for its package's line; the half-hour block has not.
    expect(session).toHaveAttribute('data-roomy');
    expect(block).not.toHaveAttribute('data-roomy');
    // Its day keeps a plain day's width: the lanes share it (seven equal columns, set by the grid
    // itself, never per day).
    expect(days.style.getPropertyValue('--day-columns')).toBe('');
    // The call overlaps nothing: a box of its own, the column's width.
    expect(call.parentElement).toBe(session.parentElement);
    expect(lane(call)).toEqual([0, 1]);
    // The package and its separator are their own parts: a short box drops them whole.
    const what = session.querySelector('[data-what]')!;
    expect(what.textContent).toBe('\u00a0· Single Session');
    expect(session.querySelector('[data-who]')!.textContent).toBe('Dana Whitfield');
    // In its box the name first, then its start (seen only: its times are read before the link,
    // which is named by its words alone); its whole in its tooltip, time, name and package.
    const words = session.querySelector('[data-words]')!;
    expect([...words.children].map((part) => part.textContent)).toEqual([
      'Dana Whitfield',
      '10:00\u00a0AM',
      '\u00a0· Single Session',
    ]);
    expect(words.querySelector('[data-start]')).toHaveAttribute('aria-hidden', 'true');
    expect(session.getAttribute('title')!.replace(/\u00a0/g, ' ')).toBe(
      '10:00 AM–11:30 AM · Dana Whitfield · Single Session',
    );
    // The hours down the side.
    const frame = days.parentElement!;
    expect(frame.querySelector('[aria-hidden="true"]')?.textContent).toMatch(
      /^7\u00a0AM.*8\u00a0PM$/,
    );
  });

  it('names a month’s weekdays once above its grid, each day’s button still read in full', async () => {
    api({});
    renderAt(`/admin/calendar?view=month&date=${tomorrow}`);
    const month = await screen.findByRole('list', { name: /^\w+ \d{4}$/ });
    const row = month.previousElementSibling!;
    expect(row).toHaveAttribute('aria-hidden', 'true');
    expect([...row.children].map((day) => day.textContent)).toEqual([
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
      'Sun',
    ]);
    // The cell shows its date; its weekday is there for the button's name only.
    const cell = month.querySelector(`[data-day="${tomorrow}"]`) as HTMLElement;
    const button = within(cell).getByRole('button', { name: /bookings?$/ });
    expect(button).toHaveAccessibleName(
      new RegExp(`^${formatDay(tomorrow, 'short')} ${formatDay(tomorrow, 'rest')}`),
    );
    expect(button.querySelector('[data-date]')).toHaveTextContent(
      String(Number(tomorrow.slice(8))),
    );
  });

  it('lists a busy day’s first items in its month cell, one line each, and "+K more" opens the day', async () => {
    const user = userEvent.setup();
    const names = ['Ada Lane', 'Ben Okoro', 'Cleo Marsh', 'Dev Patel', 'Eve Stone'];
    api({
      [`GET ${calendarPaths.calendar}`]: {
        body: aView({
          entries: names.map((name, index) => ({
            kind: 'session' as const,
            bookingId: 100 + index,
            sessionId: 200 + index,
            name,
            packageType: 'single',
            startsAt: instantAt(tomorrow, `${9 + index}:00`.padStart(5, '0'), zone),
            endsAt: instantAt(tomorrow, `${9 + index}:45`.padStart(5, '0'), zone),
            status: 'scheduled',
            bookingStatus: 'paid' as const,
          })),
          blocks: [],
        }),
      },
    });
    // Another day chosen, so "+K more" has a day to open.
    const other = tomorrow.endsWith('-01') ? addDays(tomorrow, 1) : addDays(tomorrow, -1);
    renderAt(`/admin/calendar?view=month&date=${other}`);
    const month = await screen.findByRole('list', { name: /^\w+ \d{4}$/ });
    const cell = month.querySelector(`[data-day="${tomorrow}"]`) as HTMLElement;
    const items = await within(cell).findByRole('list', { name: `On ${formatDay(tomorrow)}` });
    // The first three by time, each its name first, then its start (cut on screen, whole in its
    // name and its tooltip).
    const links = within(items).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(
      names.slice(0, 3).map((name) => `${name} · Single Session`),
    );
    expect(links[0]!.closest('li')).toHaveTextContent('Ada Lane · Single Session 9:00 AM');
    expect(
      links[0]!
        .closest('li')!
        .getAttribute('title')!
        .replace(/\u00a0/g, ' '),
    ).toBe('9:00 AM–9:45 AM · Ada Lane · Single Session');
    // "+2 more" where three are shown (a laptop); "+3 more" where two are (a tablet).
    expect(items.querySelector('[data-more="wide"]')).toHaveTextContent('+2 more');
    expect(items.querySelector('[data-more="tablet"]')).toHaveTextContent('+3 more');
    expect(items.querySelectorAll('[data-beyond="tablet"]')).toHaveLength(1);

    await user.click(
      within(items.querySelector('[data-more="wide"]') as HTMLElement).getByRole('button', {
        name: `+2 more on ${formatDay(tomorrow)}`,
      }),
    );
    const heading = await screen.findByRole('heading', { level: 2, name: formatDay(tomorrow) });
    await waitFor(() => expect(heading).toHaveFocus());
    const agenda = screen.getByRole('list', { name: 'This day' });
    for (const name of names) expect(within(agenda).getByRole('link', { name })).toBeVisible();
  });

  it('shows the day tapped in the month (a phone’s compact cell) as an agenda under the grid', async () => {
    const user = userEvent.setup();
    api({});
    const other = tomorrow.endsWith('-01') ? addDays(tomorrow, 1) : addDays(tomorrow, -1);
    renderAt(`/admin/calendar?view=month&date=${other}`);
    const month = await screen.findByRole('list', { name: /^\w+ \d{4}$/ });
    const cell = month.querySelector(`[data-day="${tomorrow}"]`) as HTMLElement;
    // The compact cell's dots: one session, one blocked time (the cancelled call takes no time).
    await waitFor(() =>
      expect(cell.querySelector('[title="1 session, 1 blocked time"]')).toBeInTheDocument(),
    );
    expect(screen.queryByRole('list', { name: 'This day' })).not.toBeInTheDocument();
    await user.click(within(cell).getByRole('button', { name: /bookings?$/ }));
    const agenda = await screen.findByRole('list', { name: 'This day' });
    expect(screen.getByRole('heading', { level: 2, name: formatDay(tomorrow) })).toBeVisible();
    expect(within(agenda).getByRole('link', { name: 'Dana Whitfield' })).toBeVisible();
    expect(within(agenda).getByText('Dentist')).toBeVisible();
    // Keyboard too: the arrow keys choose the next day and its agenda follows.
    fireEvent.keyDown(within(cell).getByRole('button', { name: /bookings?$/ }), {
      key: 'ArrowRight',
    });
    await screen.findByRole('heading', { level: 2, name: formatDay(addDays(tomorrow, 1)) });
  });

  it('moves between days with the arrow keys, the chosen day the only tab stop', async () => {
    api({});
    renderAt(`/admin/calendar?view=week&date=${tomorrow}`);
    const chosen = await screen.findByRole('button', { pressed: true, name: /bookings?$/ });
    chosen.focus();
    fireEvent.keyDown(chosen, { key: 'ArrowRight' });
    await waitFor(() =>
      expect(document.activeElement?.closest('li')?.getAttribute('data-day')).toBe(
        addDays(tomorrow, 1),
      ),
    );
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    await waitFor(() =>
      expect(document.activeElement?.closest('li')?.getAttribute('data-day')).toBe(
        addDays(tomorrow, 8),
      ),
    );
    // Only the chosen day is a tab stop.
    const stops = screen
      .getAllByRole('button', { name: /bookings?$/ })
      .filter((button) => button.tabIndex === 0);
    expect(stops).toHaveLength(1);
  });

  it('goes to today, and switches to the weeks of its month', async () => {
    const user = userEvent.setup();
    const { callsTo } = api({});
    renderAt(`/admin/calendar?view=week&date=${addDays(today, 60)}`);
    await user.click(await screen.findByRole('button', { name: 'Today' }));
    // The week is read again before today's day takes the focus: slower on a loaded machine.
    await waitFor(
      () =>
        expect(
          screen.getByRole('button', { pressed: true, name: /, today: \d+ bookings?$/ }),
        ).toHaveFocus(),
      { timeout: 5_000 },
    );
    await user.click(screen.getByRole('button', { name: 'Month' }));
    const month = viewDays('month', today);
    await waitFor(() =>
      expect(
        callsTo('GET', calendarPaths.calendar).some(
          (call) => call.url === `${calendarPaths.calendar}?from=${month[0]}&days=${month.length}`,
        ),
      ).toBe(true),
    );
    // A month's empty days are left blank, not each marked "Open hours" (the week's list says it).
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'true'),
    );
    await waitFor(() =>
      expect(document.querySelector('[aria-labelledby="calendar-period"]')).toHaveAttribute(
        'aria-busy',
        'false',
      ),
    );
    expect(screen.queryAllByText('Open hours')).toHaveLength(0);
  });

  it('offers no hour of today gone by: a day whose hours are over has "No open hours left"', async () => {
    // The day's only hour starts at midnight: begun at any moment of the day after it.
    api({
      [`GET ${calendarPaths.calendar}`]: {
        body: aView({
          entries: [],
          blocks: [],
          workingHours: [{ date: today, ranges: [{ start: '00:00', end: '00:30' }] }],
        }),
      },
    });
    renderAt(`/admin/calendar?view=week&date=${today}`);
    await screen.findByRole('list', { name: /^Week of/ });
    const day = document.querySelector<HTMLElement>(`li[data-day="${today}"]`)!;
    await waitFor(() => expect(within(day).getByText('No open hours left')).toBeInTheDocument());
    expect(within(day).queryByText('Open hours')).toBeNull();
    expect(within(day).queryByRole('list', { name: /^Open hours on/ })).toBeNull();
  });

  it('calls an empty coming day “Open hours”, and a day gone by “Nothing booked”', async () => {
    api({ [`GET ${calendarPaths.calendar}`]: { body: aView({ entries: [], blocks: [] }) } });
    renderAt(`/admin/calendar?view=week&date=${addDays(today, -7)}`);
    await screen.findByRole('list', { name: /^Week of/ });
    await waitFor(() => expect(screen.getAllByText('Nothing booked')).toHaveLength(7));
    expect(screen.queryAllByText('Open hours')).toHaveLength(0);
  });

  it('tints the hours he works, and calls a coming day without them "Not working"', async () => {
    const week = viewDays('week', tomorrow);
    api({
      [`GET ${calendarPaths.calendar}`]: {
        body: aView({
          entries: [],
          blocks: [],
          workingHours: week.map((date) => ({
            date,
            ranges: date === tomorrow ? [{ start: '09:00', end: '17:00' }] : [],
          })),
        }),
      },
    });
    renderAt(`/admin/calendar?view=week&date=${tomorrow}`);
    await screen.findByRole('list', { name: /^Week of/ });
    const dayOf = (date: string) => document.querySelector(`li[data-day="${date}"]`)!;
    await waitFor(() => expect(dayOf(tomorrow).querySelectorAll('[data-working]')).toHaveLength(1));
    expect(within(dayOf(tomorrow) as HTMLElement).getByText('Open hours')).toBeInTheDocument();
    for (const date of week.filter((one) => one !== tomorrow)) {
      expect(dayOf(date).querySelector('[data-working]')).toBeNull();
      expect(
        within(dayOf(date) as HTMLElement).getByText(
          date < today ? 'Nothing booked' : 'Not working',
        ),
      ).toBeInTheDocument();
    }
  });

  it('dims the time gone by: every day of a past week whole, none of a coming week', async () => {
    api({ [`GET ${calendarPaths.calendar}`]: { body: aView({ entries: [], blocks: [] }) } });
    const lastWeek = addDays(today, -7);
    const { unmount } = renderAt(`/admin/calendar?view=week&date=${lastWeek}`);
    await screen.findByRole('list', { name: /^Week of/ });
    const shades = () => [...document.querySelectorAll<HTMLElement>('li[data-day] [data-past]')];
    await waitFor(() => expect(shades()).toHaveLength(7));
    for (const shade of shades()) expect(Number(shade.style.getPropertyValue('--height'))).toBe(1);
    unmount();
    renderAt(`/admin/calendar?view=week&date=${addDays(today, 7)}`);
    await screen.findByRole('list', { name: /^Week of/ });
    await waitFor(() => expect(screen.getAllByText('Not working')).toHaveLength(7));
    expect(shades()).toHaveLength(0);
  });

  it('opens the book-or-block forms on a free working hour, from a click or the keyboard', async () => {
    const user = userEvent.setup();
    api({
      [`GET ${calendarPaths.calendar}`]: {
        body: aView({
          workingHours: [{ date: tomorrow, ranges: [{ start: '09:00', end: '12:00' }] }],
        }),
      },
    });
    renderAt(`/admin/calendar?view=week&date=${today}`);
    const nine = timeIn(instantAt(tomorrow, '09:00', zone), zone);
    const slots = await screen.findByRole('list', {
      name: `Open hours on ${formatDay(tomorrow, 'slot')}`,
    });
    // The session 10:00–11:30 takes the 10:00 and 11:00 hours: 09:00 alone is free.
    expect(
      within(slots)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([nine]);
    await user.click(
      within(slots).getByRole('button', {
        name: `Book or block ${formatDay(tomorrow, 'slot')}, ${nine}`,
      }),
    );
    expect(
      await screen.findByRole('heading', { name: formatDay(tomorrow), level: 2 }),
    ).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Block time' });
    expect(within(form).getByLabelText('From (time)')).toHaveValue('09:00');
    expect(within(form).getByLabelText('Until (time)')).toHaveValue('10:00');
    // "Book or block": the booking's form holds the same hour.
    const book = screen.getByRole('form', { name: 'Book a session' });
    expect(within(book).getByLabelText('Time')).toHaveValue('09:00');
    await waitFor(() => expect(screen.getByLabelText('Client and package')).toHaveFocus());

    // Back on the hour from the keyboard, after the form was changed: it is filled again.
    await user.clear(within(form).getByLabelText('From (time)'));
    await user.clear(within(book).getByLabelText('Time'));
    within(slots).getByRole('button').focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(form).getByLabelText('From (time)')).toHaveValue('09:00'));
    expect(within(book).getByLabelText('Time')).toHaveValue('09:00');
    await waitFor(() => expect(screen.getByLabelText('Client and package')).toHaveFocus());
  });

  it('books a client’s session at the free hour chosen: his booking’s form opens on its day and time', async () => {
    const user = userEvent.setup();
    api({
      [`GET ${calendarPaths.calendar}`]: {
        body: aView({
          workingHours: [{ date: tomorrow, ranges: [{ start: '09:00', end: '12:00' }] }],
        }),
      },
    });
    renderAt(`/admin/calendar?view=week&date=${today}`);
    const slots = await screen.findByRole('list', {
      name: `Open hours on ${formatDay(tomorrow, 'slot')}`,
    });
    await user.click(within(slots).getByRole('button'));
    const book = await screen.findByRole('form', { name: 'Book a session' });
    await user.selectOptions(within(book).getByLabelText('Client and package'), '44');
    await user.click(within(book).getByRole('button', { name: 'Choose a Time on This Day' }));
    const sent = new URL(screen.getByTestId('location').textContent!, 'http://localhost');
    expect(sent.pathname).toBe('/admin/bookings/44');
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      [bookOnDayParam]: tomorrow,
      [bookAtTimeParam]: '09:00',
    });
  });

  it('blocks time on the chosen day in the owner’s zone, and shows the API’s refusal', async () => {
    const user = userEvent.setup();
    let answer: MockResponse = { status: 201, body: { id: 6, startsAt: '', endsAt: '', note: '' } };
    const { callsTo } = api({ [`POST ${calendarPaths.blocks}`]: () => answer });
    renderAt(`/admin/calendar?view=week&date=${tomorrow}`);
    const form = await screen.findByRole('form', { name: 'Block time' });
    // The start says its day as the end does: the day chosen above.
    expect(within(form).getByLabelText('From (day)')).toHaveValue(tomorrow);
    expect(within(form).getByLabelText('Until (day)')).toHaveValue(tomorrow);
    await user.clear(within(form).getByLabelText('From (time)'));
    await user.type(within(form).getByLabelText('From (time)'), '15:00');
    await user.clear(within(form).getByLabelText('Until (time)'));
    await user.type(within(form).getByLabelText('Until (time)'), '17:30');
    await user.type(within(form).getByLabelText(/^Note/), 'Workshop');
    await user.click(within(form).getByRole('button', { name: 'Block This Time' }));
    await waitFor(() => expect(callsTo('POST', calendarPaths.blocks)).toHaveLength(1));
    expect(callsTo('POST', calendarPaths.blocks)[0]!.body).toEqual({
      startsAt: instantAt(tomorrow, '15:00', zone),
      endsAt: instantAt(tomorrow, '17:30', zone),
      note: 'Workshop',
    });
    expect(await screen.findByText(calendarMessages.blocked)).toBeInTheDocument();

    answer = {
      status: 409,
      body: { message: calendarMessages.blockClash },
    };
    await user.click(within(form).getByRole('button', { name: 'Block This Time' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(calendarMessages.blockClash);
    expect(within(form).getByRole('alert')).toHaveFocus();
  });

  it('starts blocked time on the day its "From (day)" names, the end kept from before it', async () => {
    const user = userEvent.setup();
    const { callsTo } = api({
      [`POST ${calendarPaths.blocks}`]: {
        status: 201,
        body: { id: 6, startsAt: '', endsAt: '', note: '' },
      },
    });
    renderAt(`/admin/calendar?view=week&date=${tomorrow}`);
    const form = await screen.findByRole('form', { name: 'Block time' });
    const later = addDays(tomorrow, 2);
    fireEvent.change(within(form).getByLabelText('From (day)'), { target: { value: later } });
    // The end moves with a start past it: never a day before the start's.
    expect(within(form).getByLabelText('Until (day)')).toHaveValue(later);
    await user.clear(within(form).getByLabelText('From (time)'));
    await user.type(within(form).getByLabelText('From (time)'), '10:00');
    await user.clear(within(form).getByLabelText('Until (time)'));
    await user.type(within(form).getByLabelText('Until (time)'), '11:00');
    await user.click(within(form).getByRole('button', { name: 'Block This Time' }));
    await waitFor(() => expect(callsTo('POST', calendarPaths.blocks)).toHaveLength(1));
    expect(callsTo('POST', calendarPaths.blocks)[0]!.body).toMatchObject({
      startsAt: instantAt(later, '10:00', zone),
      endsAt: instantAt(later, '11:00', zone),
    });
  });

  it('refuses blocked time that ends before it starts at the end field, before sending', async () => {
    const user = userEvent.setup();
    const { callsTo } = api({});
    renderAt(`/admin/calendar?view=week&date=${tomorrow}`);
    const form = await screen.findByRole('form', { name: 'Block time' });
    const until = within(form).getByLabelText('Until (time)');
    await user.clear(within(form).getByLabelText('From (time)'));
    await user.type(within(form).getByLabelText('From (time)'), '15:00');
    await user.clear(until);
    await user.type(until, '14:00');
    await user.click(within(form).getByRole('button', { name: 'Block This Time' }));
    expect(until).toHaveFocus();
    expect(until).toHaveAccessibleDescription(calendarMessages.blockOrder);
    expect(within(form).getByLabelText('From (time)')).not.toHaveAttribute('aria-invalid');
    expect(callsTo('POST', calendarPaths.blocks)).toHaveLength(0);
  });

  it('sends the owner to the client’s booking to book a session on the chosen day', async () => {
    const user = userEvent.setup();
    api({});
    renderAt(`/admin/calendar?view=week&date=${tomorrow}`);
    const form = await screen.findByRole('form', { name: 'Book a session' });
    await user.click(within(form).getByRole('button', { name: 'Choose a Time on This Day' }));
    expect(within(form).getByLabelText('Client and package')).toHaveFocus();
    expect(within(form).getByLabelText('Client and package')).toHaveAccessibleDescription(
      calendarMessages.chooseBooking,
    );
    await user.selectOptions(within(form).getByLabelText('Client and package'), '44');
    await user.click(within(form).getByRole('button', { name: 'Choose a Time on This Day' }));
    // The client's booking page (titled by client and package once its record is read).
    expect(await screen.findByRole('heading', { level: 1, name: /^Booking$|·/ })).toBeVisible();
  });

  it('shows a new feed address once, and only its date afterwards', async () => {
    const user = userEvent.setup();
    let createdAt: string | null = null;
    const address = {
      url: 'https://coach.example/api/calendar-feed/abc.ics',
      webcalUrl: 'webcal://coach.example/api/calendar-feed/abc.ics',
      createdAt: new Date().toISOString(),
    };
    api({
      [`GET ${calendarPaths.feedAddress}`]: () => ({ body: { createdAt } }),
      [`POST ${calendarPaths.feedAddress}`]: () => {
        createdAt = address.createdAt;
        return { status: 201, body: address };
      },
    });
    renderAt(`/admin/calendar`);
    await user.click(await screen.findByRole('button', { name: 'Make My Calendar Address' }));
    expect(await screen.findByLabelText('Your calendar feed address')).toHaveValue(
      address.webcalUrl,
    );
    expect(screen.getByText(calendarMessages.feedCreated)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Revoke & regenerate' })).toBeInTheDocument();
  });

  it('says so when the calendar cannot be read, with Retry', async () => {
    api({ [`GET ${calendarPaths.calendar}`]: { status: 500, body: { message: 'Down.' } } });
    renderAt(`/admin/calendar`);
    expect(await screen.findByText('The calendar could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
