import { act, screen, waitFor, within } from '@testing-library/react';
import { adminPaths } from '@site/contracts/admin';
import { urlOf } from '@site/contracts/endpoints/define';
import { scheduledSlots } from '@site/contracts/endpoints/bookings';
import { adminCalendar } from '@site/contracts/endpoints/admin-calendar';
import type { CalendarView } from '@site/contracts/calendar';
import {
  getSchedules,
  saveSchedules,
  scheduleMessages,
  type SchedulesDocument,
} from '@site/contracts/endpoints/schedules';
import { packages } from '@site/contracts/packages';
import { defaultSchedules } from '@site/contracts/schedules/schedule';
import { addDays, defaultBookingWindow, slotStart, todayIn } from '@site/contracts/slots';
import { timezoneOptionText } from '@site/contracts/timezones';
import { fakeDateOnly, renderWithProviders } from '@site/ui/testing';
import AdminRoutes from '../../../../routes';
import { aSession, signedIn } from '../../../../test/fixtures';
import { mockApi, type Handler } from '../../../../test/mock-api';

const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

/** The clock: next week's Monday, 10:00 in Cancun, derived from the real date (any year). */
let monday = addDays(todayIn('America/Cancun', new Date()), 7);
while (weekday(monday) !== 1) monday = addDays(monday, 1);
const tuesday = addDays(monday, 1);

const { sessions, 'free-call': freeCall } = defaultSchedules(defaultBookingWindow, {
  sessions: packages.single.durationMinutes,
  freeCall: packages['strategy-call'].durationMinutes,
});
const strip = ({ timeZone: _zone, ...rules }: typeof sessions) => rules;
const saved: SchedulesDocument = {
  timeZone: 'America/Cancun',
  sessions: strip(sessions),
  freeCall: strip(freeCall),
  version: 2,
};

/** The coach's calendar as the API answers it: Google not connected, nothing blocked. */
const calendarView = (view: Partial<CalendarView> = {}): CalendarView => ({
  timezone: 'America/Cancun',
  start: new Date().toISOString(),
  end: new Date().toISOString(),
  entries: [],
  blocks: [],
  busy: [],
  google: 'not-connected',
  openPackages: [],
  workingHours: [],
  next: null,
  ...view,
});

const api = (routes: Record<string, Handler> = {}) =>
  mockApi({
    ...signedIn(),
    [`GET ${urlOf(adminCalendar)}`]: { body: calendarView() },
    [`GET ${urlOf(getSchedules)}`]: { body: saved },
    [`GET ${urlOf(scheduledSlots)}`]: { body: [] },
    [`PUT ${urlOf(saveSchedules)}`]: ({ body }) => ({
      body: { ...(body as SchedulesDocument), version: 3 },
    }),
    ...routes,
  });

beforeEach(() => fakeDateOnly(slotStart(monday, '10:00', 'America/Cancun')));
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

type User = ReturnType<typeof renderWithProviders>['user'];

/** Chooses a time as the owner does: the pointer comes to the field (its choices drawn), then picks. */
async function choose(user: User, field: HTMLElement, label: string) {
  await user.hover(field);
  await user.selectOptions(field, label);
}

const renderScreen = () => renderWithProviders(<AdminRoutes />, { path: '/admin/schedules' });

describe('schedules', () => {
  it('says what visitors are offered now: the hours the site started with until a first save, then these', async () => {
    api({ [`GET ${urlOf(getSchedules)}`]: { body: { ...saved, version: 0 } } });
    const { user } = renderScreen();
    const note = await screen.findByRole('note', { name: 'In force now' });
    expect(note).toHaveTextContent(
      /the hours your site started with, shown below\. Change them .* press Save Schedules/,
    );
    // Never saved and untouched: the starting hours are in force as they are, so the bar says
    // so (not "All changes saved", nor "Not saved yet"), and Save waits for a change.
    const barBox = screen.getByRole('group', { name: 'Save the schedules' });
    const bar = within(barBox);
    expect(bar.getByRole('status')).toHaveTextContent('Starting hours in force · nothing changed');
    expect(bar.getByRole('button', { name: 'Save Schedules' })).toBeDisabled();
    // Nothing to save: the bar stands at the form's foot, covering nothing as the page scrolls.
    expect(getComputedStyle(barBox).position).toBe('static');
    const paid = within(screen.getByRole('tabpanel', { name: 'Paid sessions' }));
    await user.click(paid.getByRole('button', { name: 'Remove Monday, range 1' }));
    expect(bar.getByRole('status')).toHaveTextContent('Unsaved changes');
    // A change to save: it keeps to the window's foot, one row.
    expect(getComputedStyle(barBox).position).toBe('sticky');
    expect(getComputedStyle(barBox).flexWrap).toBe('nowrap');
    await user.click(bar.getByRole('button', { name: 'Save Schedules' }));
    await waitFor(() =>
      expect(note).toHaveTextContent(
        'In force now: the hours below, as you last saved them. Visitors are offered these hours and no others.',
      ),
    );
    expect(bar.getByRole('status')).toHaveTextContent('All changes saved');
    expect(bar.getByRole('button', { name: 'Save Schedules' })).toBeDisabled();
    expect(getComputedStyle(barBox).position).toBe('static');
  });

  it('keeps the free call to Tuesdays 14:00–18:00, saves it, and previews it in Kolkata', async () => {
    const { callsTo } = api();
    const { user } = renderScreen();
    await user.click(await screen.findByRole('tab', { name: 'Free strategy call' }));
    const freeCallPart = within(screen.getByRole('tabpanel', { name: 'Free strategy call' }));
    for (const day of ['Monday', 'Wednesday', 'Thursday', 'Friday'])
      await user.click(freeCallPart.getByRole('button', { name: `Remove ${day}, range 1` }));
    // Each time is chosen on the twelve-hour clock, and saved as the 24-hour time.
    await choose(user, freeCallPart.getByLabelText('Tuesday, range 1, from'), '2:00 PM');
    await choose(user, freeCallPart.getByLabelText('Tuesday, range 1, to'), '6:00 PM');
    await user.click(screen.getByRole('button', { name: 'Save Schedules' }));

    expect(await screen.findByText('Schedules saved')).toBeInTheDocument();
    const body = callsTo('PUT', urlOf(saveSchedules))[0]!.body as SchedulesDocument;
    expect(body.freeCall.weekly).toEqual([
      [],
      [],
      [{ start: '14:00', end: '18:00' }],
      [],
      [],
      [],
      [],
    ]);
    expect(body.sessions).toEqual(saved.sessions);
    expect(body.version).toBe(2);

    const preview = within(screen.getByRole('region', { name: 'Preview' }));
    // Each schedule named with its sessions' coaching (what the packages sell), then what is kept.
    expect(
      within(preview.getByLabelText('Schedule'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Paid sessions (60 minutes + 30 kept free)', 'Free strategy call (15 minutes)']);
    await user.selectOptions(preview.getByLabelText('Schedule'), 'free-call');
    const visitorZone = preview.getByRole('combobox', { name: 'Visitor’s time zone' });
    await user.clear(visitorZone);
    await user.type(visitorZone, 'Kolkata{Enter}');
    const days = within(
      await preview.findByRole('list', { name: /Times offered, Free strategy call/ }),
    );
    // Tuesday 14:00–18:00 in Cancun is Wednesday 00:30–04:30 in Kolkata, two weeks running.
    const headings = days.getAllByRole('heading').map((heading) => heading.textContent);
    expect(headings).toHaveLength(2);
    expect(headings[0]).toMatch(/^Wednesday, /);
    const first = within(days.getAllByRole('list')[0]!).getAllByRole('listitem');
    expect(first).toHaveLength(16);
    expect(first[0]).toHaveTextContent('12:30 AM');
    expect(first.at(-1)).toHaveTextContent('4:15 AM');
  });

  it('shows each range’s times on the twelve-hour clock, keeps a saved time between two steps, and saves the 24-hour time', async () => {
    const weekly = saved.sessions.weekly.map((day, index) =>
      index === 1 ? [{ start: '09:15', end: '24:00' }] : day,
    );
    const { callsTo } = api({
      [`GET ${urlOf(getSchedules)}`]: {
        body: { ...saved, sessions: { ...saved.sessions, weekly } },
      },
    });
    const { user } = renderScreen();
    const paid = within(await screen.findByRole('tabpanel', { name: 'Paid sessions' }));
    const from = paid.getByLabelText('Monday, range 1, from');
    expect(from).toHaveDisplayValue('9:15 AM');
    expect(paid.getByLabelText('Monday, range 1, to')).toHaveDisplayValue('12:00 AM');
    // Until the owner comes to a field it holds its time alone; the focus draws the day's times.
    expect(within(from).getAllByRole('option')).toHaveLength(1);
    await act(async () => from.focus());
    const choices = within(from)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(choices.slice(0, 2)).toEqual(['12:00 AM', '12:30 AM']);
    expect(choices).toEqual(
      expect.arrayContaining(['9:00 AM', '9:15 AM', '9:30 AM', '12:00 PM', '11:30 PM']),
    );
    for (const choice of choices) expect(choice).toMatch(/^\d{1,2}:\d{2} [AP]M$/);

    await choose(user, paid.getByLabelText('Tuesday, range 1, to'), '5:30 PM');
    await user.click(screen.getByRole('button', { name: 'Save Schedules' }));
    expect(await screen.findByText('Schedules saved')).toBeInTheDocument();
    const body = callsTo('PUT', urlOf(saveSchedules))[0]!.body as SchedulesDocument;
    expect(body.sessions.weekly[1]).toEqual([{ start: '09:15', end: '24:00' }]);
    expect(body.sessions.weekly[2]?.[0]?.end).toBe('17:30');
  });

  it('previews a week off as no times that week', async () => {
    api();
    const { user } = renderScreen();
    await user.click(await screen.findByRole('tab', { name: 'Free strategy call' }));
    const freeCallPart = within(screen.getByRole('tabpanel', { name: 'Free strategy call' }));
    await user.click(freeCallPart.getByRole('button', { name: 'Add a Date Override' }));
    const to = freeCallPart.getByLabelText('To (included)');
    await user.clear(to);
    await user.type(to, addDays(monday, 6));
    const preview = within(screen.getByRole('region', { name: 'Preview' }));
    await user.selectOptions(preview.getByLabelText('Schedule'), 'free-call');
    const days = within(await preview.findByRole('list', { name: /Times offered/ }));
    // The first two days, then all of them on asking: the page stays short.
    expect(days.getAllByRole('heading')).toHaveLength(2);
    await user.click(preview.getByRole('button', { name: 'Show all 5 days' }));
    const headings = days.getAllByRole('heading').map((heading) => heading.textContent);
    expect(preview.queryByRole('button', { name: /^Show all/ })).not.toBeInTheDocument();
    // Today (Monday) to Sunday off: only next week's five weekdays remain.
    expect(headings).toHaveLength(5);
    expect(headings[0]).toMatch(/^Monday, /);
    expect(headings).not.toContain(expect.stringContaining(tuesday.slice(8)));
  });

  it('takes Google’s busy times and the time he blocked out of the preview', async () => {
    const wednesday = addDays(monday, 2);
    const cancun = (date: string, time: string) =>
      slotStart(date, time, 'America/Cancun').toISOString();
    const { callsTo } = api({
      [`GET ${urlOf(adminCalendar)}`]: {
        body: calendarView({
          google: 'connected',
          busy: [{ start: cancun(tuesday, '13:00'), end: cancun(tuesday, '14:00') }],
          blocks: [
            {
              id: 1,
              startsAt: cancun(wednesday, '15:00'),
              endsAt: cancun(wednesday, '15:30'),
              note: 'Workshop',
            },
          ],
        }),
      },
    });
    const { user } = renderScreen();
    const preview = within(await screen.findByRole('region', { name: 'Preview' }));
    await user.selectOptions(preview.getByLabelText('Schedule'), 'free-call');
    const days = within(await preview.findByRole('list', { name: /Times offered/ }));
    await user.click(preview.getByRole('button', { name: /^Show all \d+ days$/ }));
    const timesOn = (date: string) => {
      const day = days
        .getAllByRole('listitem')
        .find((item) => within(item).queryByRole('heading')?.textContent?.includes(date));
      return within(day!)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    };
    const named = (date: string) =>
      new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      });
    // 13:00–16:00 every quarter hour, less 13:00–13:45 on Tuesday and 15:00–15:15 on Wednesday.
    expect(timesOn(named(monday))[0]).toBe('1:00\u00a0PM');
    expect(timesOn(named(tuesday))[0]).toBe('2:00\u00a0PM');
    expect(timesOn(named(tuesday))).toHaveLength(9);
    expect(timesOn(named(wednesday))).not.toContain('3:00 PM');
    expect(timesOn(named(wednesday))).not.toContain('3:15 PM');
    expect(timesOn(named(wednesday))).toHaveLength(11);
    // Two weeks and the days around them: one read of the calendar.
    expect(callsTo('GET', urlOf(adminCalendar)).at(-1)?.url).toMatch(/days=18\b/);
  });

  it('says when Google Calendar did not answer', async () => {
    api({ [`GET ${urlOf(adminCalendar)}`]: { body: calendarView({ google: 'unavailable' }) } });
    renderScreen();
    expect(
      await screen.findByText(
        'Google Calendar did not answer: its busy times are not taken out of these times.',
      ),
    ).toBeInTheDocument();
  });

  it('refuses a range ending before it starts, before sending anything', async () => {
    const { callsTo } = api();
    const { user } = renderScreen();
    const paid = within(await screen.findByRole('tabpanel', { name: 'Paid sessions' }));
    await choose(user, paid.getByLabelText('Monday, range 1, to'), '7:00 AM');
    await user.click(screen.getByRole('button', { name: 'Save Schedules' }));
    expect(await screen.findByText(scheduleMessages.rangeOrder)).toBeInTheDocument();
    const weekly = paid.getByRole('group', { name: 'Weekly hours' });
    expect(weekly).toHaveFocus();
    expect(weekly).toHaveAccessibleDescription(
      expect.stringContaining(scheduleMessages.rangeOrder),
    );
    expect(callsTo('PUT', urlOf(saveSchedules))).toHaveLength(0);
    expect(screen.getByText(/Correct the fields marked above/)).toBeInTheDocument();
  });

  it('names the zone in words inside its hint, never its IANA name nor a parenthesis in a parenthesis', async () => {
    api();
    renderScreen();
    const weekly = await screen.findByRole('group', { name: 'Weekly hours' });
    expect(weekly).toHaveTextContent(
      'In your time zone (Cancun time). A time is offered only when the whole session fits',
    );
    expect(weekly).not.toHaveTextContent('America/Cancun');
    expect(weekly).not.toHaveTextContent('))');
  });

  it('makes the zone he saves the whole back office’s at once: the account shows it without a reload', async () => {
    // The API answers the session in the zone last saved with the schedules.
    let zone = saved.timeZone;
    api({
      [`GET ${adminPaths.session}`]: () => ({ body: aSession({ timezone: zone }) }),
      [`PUT ${urlOf(saveSchedules)}`]: ({ body }) => {
        zone = (body as SchedulesDocument).timeZone;
        return { body: { ...(body as SchedulesDocument), version: 3 } };
      },
    });
    const { user } = renderScreen();
    expect(
      await screen.findByText(/Every time in your back office and your emails is in this zone/),
    ).toBeInTheDocument();
    const zoneField = screen.getByRole('combobox', { name: 'Time zone' });
    await user.clear(zoneField);
    await user.type(zoneField, 'Kolkata{Enter}');
    expect(zoneField).toHaveValue(timezoneOptionText('Asia/Kolkata'));
    await user.click(screen.getByRole('button', { name: 'Save Schedules' }));
    expect(await screen.findByText('Schedules saved')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Account' }));
    const facts = await screen.findByRole('region', { name: 'Signed in' });
    expect(await within(facts).findByText('Kolkata time')).toBeInTheDocument();
  });

  it('chooses the zone in one field: its list drawn only when opened, by arrows and Enter, Escape keeping the zone', async () => {
    api();
    const { user } = renderScreen();
    const zone = await screen.findByRole('combobox', { name: 'Time zone' });
    // One control for the zone, reading the chosen zone's name; no list on the page until asked.
    // (The frame's own Search field, for the back office's people, is not the form's.)
    expect(within(zone.closest('form')!).queryByLabelText(/search/i)).not.toBeInTheDocument();
    expect(zone).toHaveValue(timezoneOptionText('America/Cancun'));
    expect(zone).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('option', { name: /Kolkata/ })).toHaveLength(0);

    zone.focus();
    await user.keyboard('{ArrowDown}');
    expect(zone).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('listbox', { name: 'Time zone choices' });
    // Opened, the chosen zone is the one marked.
    const marked = () => document.getElementById(zone.getAttribute('aria-activedescendant')!);
    expect(marked()).toHaveTextContent(timezoneOptionText('America/Cancun'));
    expect(within(list).getAllByRole('option').length).toBeGreaterThan(100);

    // Typing narrows the list; the arrows move the mark; Escape closes and keeps the zone chosen.
    await user.keyboard('{Control>}a{/Control}paris');
    expect(within(list).getAllByRole('option')).toHaveLength(1);
    await user.keyboard('{Escape}');
    expect(zone).toHaveAttribute('aria-expanded', 'false');
    expect(zone).toHaveValue(timezoneOptionText('America/Cancun'));

    await user.clear(zone);
    await user.type(zone, 'asia');
    const second = within(screen.getByRole('listbox')).getAllByRole('option')[1]!;
    await user.keyboard('{ArrowDown}{Enter}');
    expect(zone).toHaveValue(second.textContent);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Unsaved changes');
  });

  it("shows the server's refusal when another tab saved first", async () => {
    api({
      [`PUT ${urlOf(saveSchedules)}`]: {
        status: 409,
        body: { message: scheduleMessages.conflict },
      },
    });
    const { user } = renderScreen();
    const paid = within(await screen.findByRole('tabpanel', { name: 'Paid sessions' }));
    await user.click(paid.getByRole('button', { name: 'Remove Monday, range 1' }));
    await user.click(screen.getByRole('button', { name: 'Save Schedules' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(scheduleMessages.conflict);
    expect(screen.getByRole('alert')).toHaveFocus();
  });
  it('keeps Save in a bar at the form’s foot that says when something is unsaved', async () => {
    api();
    const { user } = renderScreen();
    const bar = within(await screen.findByRole('group', { name: 'Save the schedules' }));
    expect(bar.getByRole('status')).toHaveTextContent('All changes saved');
    // Saved schedules and nothing changed: nothing to press.
    expect(bar.getByRole('button', { name: 'Save Schedules' })).toBeDisabled();
    const paid = within(screen.getByRole('tabpanel', { name: 'Paid sessions' }));
    await user.click(paid.getByRole('button', { name: 'Remove Monday, range 1' }));
    expect(bar.getByRole('status')).toHaveTextContent('Unsaved changes');
    // Put back as it was: nothing unsaved.
    await user.click(paid.getByRole('button', { name: 'Add hours on Monday' }));
    expect(bar.getByRole('status')).toHaveTextContent(/^(Unsaved changes|All changes saved)$/);
    await user.click(bar.getByRole('button', { name: 'Save Schedules' }));
    expect(await screen.findByText('Schedules saved')).toBeInTheDocument();
    await waitFor(() => expect(bar.getByRole('status')).toHaveTextContent('All changes saved'));
    // The bar is the form's last element: nothing of the form below it.
    const form = screen.getByRole('form', { name: 'Schedules' });
    expect(form.lastElementChild).toBe(screen.getByRole('group', { name: 'Save the schedules' }));
  });

  it('offers durations in words, never a raw count of minutes, and saves them as minutes', async () => {
    const { callsTo } = api({
      [`GET ${urlOf(getSchedules)}`]: {
        body: { ...saved, sessions: { ...saved.sessions, bufferAfterMinutes: 25 } },
      },
    });
    const { user } = renderScreen();
    const paid = within(await screen.findByRole('tabpanel', { name: 'Paid sessions' }));
    const after = paid.getByLabelText('Buffer after');
    // A saved value the choices lack is kept, in words.
    expect(after).toHaveDisplayValue('25 min');
    const notice = paid.getByLabelText('Minimum notice');
    expect(
      within(notice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(expect.arrayContaining(['Any time ahead', '1 hour', '1 day', '7 days']));
    for (const option of within(notice).getAllByRole('option'))
      expect(option.textContent).not.toMatch(/^\d+$/);
    await user.selectOptions(paid.getByLabelText('Buffer before'), '1 h 30 min');
    await user.click(screen.getByRole('button', { name: 'Save Schedules' }));
    expect(await screen.findByText('Schedules saved')).toBeInTheDocument();
    const body = callsTo('PUT', urlOf(saveSchedules))[0]!.body as SchedulesDocument;
    expect(body.sessions.bufferBeforeMinutes).toBe(90);
    expect(body.sessions.bufferAfterMinutes).toBe(25);
  });

  it('shows the schedule a refusal is in, its tab chosen, with the focus on the refused part', async () => {
    api();
    const { user } = renderScreen();
    await user.click(await screen.findByRole('tab', { name: 'Free strategy call' }));
    const freeCallPart = within(screen.getByRole('tabpanel', { name: 'Free strategy call' }));
    await choose(user, freeCallPart.getByLabelText('Monday, range 1, to'), '7:00 AM');
    // Back to the other schedule, then Save: the free call's tab comes back with its problem.
    await user.click(screen.getByRole('tab', { name: 'Paid sessions' }));
    await user.click(screen.getByRole('button', { name: 'Save Schedules' }));
    expect(await screen.findByText(scheduleMessages.rangeOrder)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Free strategy call' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(freeCallPart.getByRole('group', { name: 'Weekly hours' })).toHaveFocus();
  });

  it('moves between the schedules’ tabs with the arrow keys, one Tab stop', async () => {
    api();
    const { user } = renderScreen();
    const paidTab = await screen.findByRole('tab', { name: 'Paid sessions' });
    const callTab = screen.getByRole('tab', { name: 'Free strategy call' });
    expect(callTab).toHaveAttribute('tabindex', '-1');
    paidTab.focus();
    await user.keyboard('{ArrowRight}');
    expect(callTab).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Free strategy call' })).toBeVisible();
    expect(screen.queryByRole('tabpanel', { name: 'Paid sessions' })).not.toBeInTheDocument();
    await user.keyboard('{Home}');
    expect(paidTab).toHaveFocus();
  });
});
