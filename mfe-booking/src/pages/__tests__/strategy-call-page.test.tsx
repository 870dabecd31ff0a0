import { screen, waitFor, within } from '@testing-library/react';
import { addDays, defaultBookingWindow, slotStart } from '@site/contracts/slots';
import { fakeDateOnly, renderWithProviders, testSettings } from '@site/ui/testing';
import { uploadedPhoto, withPhotos } from '@site/ui/testing-photos';
import {
  chosenDay,
  dayLabel,
  expectNotChoosable,
  findDayButton,
  pickDay,
} from '../../test/calendar';
import { injectClock, nextWeekday } from '../../test/clock';
import { mockApi, type Handler } from '../../test/mock-api';
import { toastStore } from '@site/ui/toast';
import { freeCallDetailsNeededHint } from '@site/contracts/routes';
import { formatTime } from '@site/contracts/slots';
import { StrategyCallPage } from '../strategy-call-page';
import { defaultBookingRules } from '../../features/bookings/api/booking-rules';
import { monthName } from '../../components/slot-picker/calendar-opening';
import { scheduleSessionMinutes, schedulesForWindow } from '@site/contracts/schedules/schedule';

/** The paragraph whose whole text says this (its hyphenated words stand in spans of their own). */
const paragraphSaying = (text: RegExp) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && text.test(element.textContent ?? '');

/** The zone the visitor's browser reports: most tests are a visitor in Cancun, the coach's zone. */
let browserZone: string | null = 'America/Cancun';
jest.mock('../../lib/use-now', () => ({
  ...jest.requireActual('../../lib/use-now'),
  useBrowserTimezone: () => browserZone,
}));

let today: string;
let day: string;

beforeEach(() => {
  ({ today } = injectClock());
  day = nextWeekday(today);
  browserZone = 'America/Cancun';
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  window.localStorage.clear();
});

const cancun = (date: string, time: string) =>
  slotStart(date, time, 'America/Cancun').toISOString();

function api(overrides: Record<string, Handler> = {}) {
  return mockApi({
    'GET /api/booking-rules': { body: defaultBookingRules },
    'GET /api/consultation-bookings': { body: [] },
    [`GET /api/calendar-availability/${day}`]: { body: { events: [] } },
    ...overrides,
  });
}

function renderPage() {
  return renderWithProviders(<StrategyCallPage />, { path: '/calendar/strategy-call' });
}

/** A day as a one-line summary writes it: 'Thu, Dec 3'. */
const briefDay = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

const timeButtons = () =>
  within(screen.getByRole('list', { name: 'Available Times' })).getAllByRole('button');

describe('strategy call page', () => {
  it('shows the title with the coach name, the call details and the way back', () => {
    api();
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      `Schedule Your Free Strategy Call with ${testSettings.coachName}`,
    );
    expect(screen.getByText(paragraphSaying(/free, 15-minute video call/))).toHaveTextContent(
      '1:00 PM–4:00 PM Cancun time',
    );
    expect(screen.getByRole('link', { name: /Back to Consulting/ })).toHaveAttribute(
      'href',
      '/consulting',
    );
    expect(screen.getByRole('heading', { name: 'Discovery Call Details' })).toBeInTheDocument();
    expect(screen.getByText('15 minutes')).toBeInTheDocument();
    // How the call happens, as the site does it: a video call whose link comes by email.
    expect(
      screen.getByText('Video call. The link to join comes by email before we meet.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Zoom/)).toBeNull();
    expect(screen.getByLabelText('Time zone')).toHaveValue('America/Cancun');
    expect(screen.queryByLabelText('Full Name')).not.toBeInTheDocument();
  });

  it('shows who hosts the call: the coach’s drawing, then his portrait once he uploads one', () => {
    api();
    const { unmount } = renderPage();
    const details = screen.getByRole('region', { name: 'Discovery Call Details' });
    expect(
      within(details).getByRole('img', {
        name: `Portrait of ${testSettings.coachName}, drawn in gold line art`,
      }),
    ).toBeInTheDocument();
    expect(details).toHaveTextContent(`${testSettings.coachName}Your host for the call`);
    unmount();

    const uploaded = uploadedPhoto('beef01');
    renderWithProviders(<StrategyCallPage />, {
      path: '/calendar/strategy-call',
      ...withPhotos({ portrait: uploaded }),
    });
    const photo = within(screen.getByRole('region', { name: 'Discovery Call Details' })).getByRole(
      'img',
      { name: `Portrait of ${testSettings.coachName}` },
    );
    expect(photo).toHaveAttribute('src', uploaded.src);
    expect(photo).toHaveAttribute('width', String(uploaded.width));
  });

  const isWeekend = (date: string) => [0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay());
  /** The weekday of `month` (YYYY-MM) from which `left` weekdays remain in it. */
  function weekdayWithLeft(month: string, left: number): string {
    const [year = 0, index = 1] = month.split('-').map(Number);
    let date = new Date(Date.UTC(year, index, 0, 12)).toISOString().slice(0, 10);
    for (let count = 0; ; date = addDays(date, -1)) {
      if (!isWeekend(date)) count += 1;
      if (count === left) return date;
    }
  }
  /** The first weekday of the month after `date`'s. */
  function firstWeekdayAfterMonthOf(date: string): string {
    let first = addDays(weekdayWithLeft(date.slice(0, 7), 1), 1);
    while (isWeekend(first)) first = addDays(first, 1);
    return first;
  }
  /** The calendar's month caption, e.g. 'January 2027'. */
  const caption = () => screen.getByRole('grid').getAttribute('aria-label');

  it('disables past days, weekends and days beyond the horizon, and fetches only the chosen day’s times', async () => {
    // The calendar chooses the first open day (today, 10:00, before the calls' hours), unless
    // its month has fewer than three weekdays left: then the next month's first weekday.
    const left = [0, 1, 2].filter((n) => weekdayWithLeft(today.slice(0, 7), n + 1) >= today).length;
    const chosen = left < 3 ? firstWeekdayAfterMonthOf(today) : today;
    const { calls } = api({
      [`GET /api/calendar-availability/${chosen}`]: { body: { events: [] } },
    });
    const { user } = renderPage();
    await waitFor(() => expect(chosenDay()).toHaveAccessibleName(dayLabel(chosen)));
    await screen.findByRole('heading', { name: 'Available Times' });
    expect(await findDayButton(user, today)).toBeEnabled();
    // Yesterday may be the last day of the previous month, which the calendar never shows.
    await expectNotChoosable(user, addDays(today, -1));
    const saturday = [1, 2, 3, 4, 5, 6, 7]
      .map((n) => addDays(today, n))
      .find((date) => new Date(`${date}T12:00:00Z`).getUTCDay() === 6)!;
    expect(await findDayButton(user, saturday)).toBeDisabled();
    expect(calls.filter((call) => call.path.startsWith('/api/calendar-availability'))).toEqual([
      expect.objectContaining({ path: `/api/calendar-availability/${chosen}` }),
    ]);
    let last = addDays(today, 60);
    while ([0, 6].includes(new Date(`${last}T12:00:00Z`).getUTCDay())) last = addDays(last, -1);
    expect(await findDayButton(user, last)).toBeEnabled();
    // The next weekday is beyond the horizon: disabled, or in a month the calendar never reaches.
    const beyondButton = await findDayButton(user, nextWeekday(addDays(today, 60)));
    if (beyondButton) expect(beyondButton).toBeDisabled();
  });

  describe('near a month’s end', () => {
    it('with two days left, opens on the next month with its first day chosen, and leads back to the two', async () => {
      const month = today.slice(0, 7);
      const date = weekdayWithLeft(month, 2);
      fakeDateOnly(slotStart(date, '10:00', 'America/Cancun'));
      const first = firstWeekdayAfterMonthOf(date);
      api({ [`GET /api/calendar-availability/${first}`]: { body: { events: [] } } });
      const { user } = renderPage();
      await waitFor(() => expect(chosenDay()).toHaveAccessibleName(dayLabel(first)));
      expect(caption()).toMatch(new RegExp(monthName(first.slice(0, 7))));
      await screen.findByRole('list', { name: 'Available Times' });
      const earlier = screen.getByRole('button', { name: `Earlier times in ${monthName(month)}` });
      await user.click(earlier);
      expect(screen.getByRole('button', { name: dayLabel(date) })).toHaveFocus();
      expect(screen.queryByRole('button', { name: /^Earlier times in / })).not.toBeInTheDocument();
    });

    it('at a year’s end opens on January of the next year', async () => {
      const year = Number(today.slice(0, 4));
      const date = weekdayWithLeft(`${year}-12`, 1);
      fakeDateOnly(slotStart(date, '10:00', 'America/Cancun'));
      api();
      renderPage();
      await screen.findByRole('grid');
      expect(caption()).toMatch(new RegExp(`January ${year + 1}`));
      expect(screen.getByRole('button', { name: 'Earlier times in December' })).toBeInTheDocument();
    });

    it('once the month’s last day is over, opens on the next month with no way back', async () => {
      const year = Number(today.slice(0, 4));
      const date = weekdayWithLeft(`${year}-12`, 1);
      // After the last call of the day: nothing is left this year.
      fakeDateOnly(slotStart(date, '18:00', 'America/Cancun'));
      api();
      renderPage();
      await screen.findByRole('grid');
      expect(caption()).toMatch(new RegExp(`January ${year + 1}`));
      expect(screen.queryByRole('button', { name: /^Earlier times in / })).not.toBeInTheDocument();
    });
  });

  it('shows the 13 slots in 3 columns in the chosen zone, without taken or busy times', async () => {
    api({
      'GET /api/consultation-bookings': {
        body: [
          {
            packageType: 'strategy-call',
            status: 'scheduled',
            scheduledAt: cancun(day, '13:00'),
            endsAt: cancun(day, '13:15'),
          },
        ],
      },
      [`GET /api/calendar-availability/${day}`]: {
        body: { events: [{ start: cancun(day, '15:00'), end: cancun(day, '15:30') }] },
      },
    });
    const { user } = renderPage();
    await pickDay(user, day);
    await screen.findByRole('list', { name: 'Available Times' });
    const labels = timeButtons().map((button) => button.textContent);
    expect(labels).toEqual([
      '1:15 PM',
      '1:30 PM',
      '1:45 PM',
      '2:00 PM',
      '2:15 PM',
      '2:30 PM',
      '2:45 PM',
      '3:30 PM',
      '3:45 PM',
      '4:00 PM',
    ]);
    await user.selectOptions(screen.getByLabelText('Time zone'), 'Europe/London');
    // 1:15 PM in Cancun (UTC-5 all year) is 6:15 PM in London in winter, 7:15 PM in summer time.
    const londonHour = new Date(cancun(day, '13:15')).toLocaleTimeString('en-US', {
      timeZone: 'Europe/London',
      hour: 'numeric',
      minute: '2-digit',
    });
    expect(londonHour.replace(/\s/g, ' ')).toMatch(/^[67]:15 PM$/);
    expect(timeButtons()[0]).toHaveTextContent(londonHour);
  });

  it("follows the owner's hours and horizon: the text, the times and the last day", async () => {
    const window = {
      ...defaultBookingWindow,
      horizonDays: 10,
      freeCallHours: { first: '15:30', last: '17:00' },
    };
    // What the API answers for a site whose owner set these hours and never opened Schedules.
    const rules = { ...window, schedules: schedulesForWindow(window, scheduleSessionMinutes) };
    api({ 'GET /api/booking-rules': { body: rules } });
    const { user } = renderPage();
    expect(
      await screen.findByText(
        paragraphSaying(/3:30\sPM–5:00\sPM Cancun time, up to 10 days ahead/),
      ),
    ).toBeInTheDocument();
    await pickDay(user, day);
    await waitFor(() => expect(timeButtons()).toHaveLength(7));
    expect(timeButtons().map((button) => button.textContent)).toEqual([
      '3:30 PM',
      '3:45 PM',
      '4:00 PM',
      '4:15 PM',
      '4:30 PM',
      '4:45 PM',
      '5:00 PM',
    ]);
    const beyond = await findDayButton(user, nextWeekday(addDays(today, 10)));
    if (beyond) expect(beyond).toBeDisabled();
  });

  it('states the hours of the schedule in force, not the older hours setting', async () => {
    // The coach keeps the free call to Tuesdays 14:00–18:00 in Schedules; the site setting of
    // 13:00–16:00 from before stays in the answer but no longer holds.
    const weekly = defaultBookingRules.schedules.freeCall.weekly.map(() => [] as never[]);
    const freeCall = {
      ...defaultBookingRules.schedules.freeCall,
      weekly: weekly.map((ranges, day) =>
        day === 2 ? [{ start: '14:00', end: '18:00' }] : ranges,
      ),
      horizonDays: 30,
    };
    api({
      'GET /api/booking-rules': {
        body: { ...defaultBookingRules, schedules: { ...defaultBookingRules.schedules, freeCall } },
      },
    });
    renderPage();
    expect(
      await screen.findByText(
        paragraphSaying(
          /Calls are available on Tuesdays, 2:00\sPM–5:45\sPM Cancun time, up to 30 days ahead/,
        ),
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(paragraphSaying(/1:00\sPM–4:00\sPM/))).not.toBeInTheDocument();
  });

  it('says when a day has no open time and when availability cannot be fetched', async () => {
    const events = [{ start: cancun(day, '12:00'), end: cancun(day, '17:00') }];
    api({ [`GET /api/calendar-availability/${day}`]: { body: { events } } });
    const { user } = renderPage();
    await pickDay(user, day);
    expect(
      await screen.findByText('No available time slots for this date. Please select another date.'),
    ).toBeInTheDocument();
  });

  it("shows 'Failed to fetch calendar availability' when the call fails", async () => {
    api({ [`GET /api/calendar-availability/${day}`]: { status: 502, body: { message: 'down' } } });
    const { user } = renderPage();
    await pickDay(user, day);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to fetch calendar availability',
    );
  });

  it('asks for name and email once a slot is chosen, and changing the date resets it', async () => {
    api({ [`GET /api/calendar-availability/${nextWeekday(day)}`]: { body: { events: [] } } });
    const { user } = renderPage();
    await pickDay(user, day);
    await screen.findByRole('list', { name: 'Available Times' });
    await user.click(screen.getByRole('button', { name: '2:00 PM' }));
    expect(screen.getByRole('button', { name: '2:00 PM' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { name: 'Your Information' })).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: 'Confirm Discovery Call' });
    // Disabled until both details are in, and saying so under the button.
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAccessibleDescription(freeCallDetailsNeededHint);
    await user.type(screen.getByLabelText('Full Name'), 'Alex Morgan');
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAccessibleDescription(freeCallDetailsNeededHint);
    await user.type(screen.getByLabelText('Email Address'), 'alex@example.com');
    expect(confirm).toBeEnabled();
    expect(confirm).toHaveAccessibleDescription('');
    expect(screen.queryByText(freeCallDetailsNeededHint)).toBeNull();
    // The choice in one line: its day, its time and the zone it is in.
    const summary = screen.getByRole('group', { name: 'Your discovery call' });
    expect(summary).toHaveTextContent(`${briefDay(day)} · 2:00 PM · Cancun time`);
    await user.clear(screen.getByLabelText('Email Address'));
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAccessibleDescription(freeCallDetailsNeededHint);

    await pickDay(user, nextWeekday(day));
    expect(screen.queryByLabelText('Full Name')).not.toBeInTheDocument();
  });

  it('names the chosen time in the zone it is shown in, and “Change” takes the focus back to it', async () => {
    api();
    const { user } = renderPage();
    await pickDay(user, day);
    await user.click(await screen.findByRole('button', { name: '2:00 PM' }));
    await user.selectOptions(screen.getByLabelText('Time zone'), 'Europe/London');
    const summary = screen.getByRole('group', { name: 'Your discovery call' });
    const london = formatTime(cancun(day, '14:00'), 'Europe/London');
    expect(summary).toHaveTextContent(`· ${london} · London time`);
    await user.click(within(summary).getByRole('button', { name: 'Change' }));
    expect(screen.getByRole('button', { name: london })).toHaveFocus();
    expect(screen.getByRole('button', { name: london })).toHaveAttribute('aria-pressed', 'true');
  });

  it('confirms with the two calls in order, then thanks and goes to the questionnaire', async () => {
    const { calls } = api({
      'POST /api/create-payment-intent': { body: { bookingId: 41 } },
      'POST /api/consultation-bookings/41/schedule': { body: { id: 41 } },
    });
    const { user } = renderPage();
    await pickDay(user, day);
    await user.click(await screen.findByRole('button', { name: '1:30 PM' }));
    await user.type(screen.getByLabelText('Full Name'), 'Alex Morgan');
    await user.type(screen.getByLabelText('Email Address'), 'alex@example.com');
    await user.selectOptions(screen.getByLabelText('Time zone'), 'America/New_York');
    await user.click(screen.getByRole('button', { name: 'Confirm Discovery Call' }));

    expect(await screen.findByText('Discovery Call Scheduled!')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your free discovery call has been scheduled. You’ll receive a confirmation email shortly.',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/questionnaire/41'),
    );
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.path)).toEqual([
      '/api/create-payment-intent',
      '/api/consultation-bookings/41/schedule',
    ]);
    expect(posts[0]!.body).toEqual({
      packageType: 'strategy-call',
      name: 'Alex Morgan',
      email: 'alex@example.com',
    });
    expect(posts[1]!.body).toEqual({
      scheduledAt: cancun(day, '13:30'),
      timezone: 'America/New_York',
    });
  });

  it('shows the server message when the slot was taken meanwhile, refreshes the times and stays', async () => {
    let taken = false;
    const { calls } = api({
      'POST /api/create-payment-intent': { body: { bookingId: 7 } },
      'POST /api/consultation-bookings/7/schedule': () => {
        taken = true;
        return {
          status: 409,
          body: { message: 'That time is no longer available. Please choose another time.' },
        };
      },
      'GET /api/consultation-bookings': () => ({
        body: taken
          ? [
              {
                packageType: 'strategy-call',
                status: 'scheduled',
                scheduledAt: cancun(day, '14:00'),
                endsAt: cancun(day, '14:15'),
              },
            ]
          : [],
      }),
    });
    const { user } = renderPage();
    await pickDay(user, day);
    await user.click(await screen.findByRole('button', { name: '2:00 PM' }));
    await user.type(screen.getByLabelText('Full Name'), 'Alex Morgan');
    await user.type(screen.getByLabelText('Email Address'), 'alex@example.com');
    await user.click(screen.getByRole('button', { name: 'Confirm Discovery Call' }));

    expect(await screen.findByText('Booking Failed')).toBeInTheDocument();
    expect(
      screen.getByText('That time is no longer available. Please choose another time.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: '2:00 PM' })).not.toBeInTheDocument(),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/calendar/strategy-call');

    // The next try keeps the booking already made instead of creating another one.
    await user.click(screen.getByRole('button', { name: '2:15 PM' }));
    await user.click(screen.getByRole('button', { name: 'Confirm Discovery Call' }));
    await screen.findByText('Booking Failed');
    expect(calls.filter((call) => call.path === '/api/create-payment-intent')).toHaveLength(1);
  });

  it("asks for every field when a name is only spaces: 'Missing Information'", async () => {
    const { calls } = api();
    const { user } = renderPage();
    await pickDay(user, day);
    await user.click(await screen.findByRole('button', { name: '2:00 PM' }));
    await user.type(screen.getByLabelText('Full Name'), '   ');
    await user.type(screen.getByLabelText('Email Address'), 'alex@example.com');
    await user.click(screen.getByRole('button', { name: 'Confirm Discovery Call' }));
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(screen.getByText('Please fill in all required fields.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('says an address that reaches no one at its field, not in a toast, and books nothing', async () => {
    // No toast of an earlier test still showing.
    toastStore.setState({ toasts: [] });
    const { calls } = api();
    const { user } = renderPage();
    await pickDay(user, day);
    await user.click(await screen.findByRole('button', { name: '2:00 PM' }));
    await user.type(screen.getByLabelText('Full Name'), 'Avery Stone');
    await user.type(screen.getByLabelText('Email Address'), 'avery@bad');
    await user.click(screen.getByRole('button', { name: 'Confirm Discovery Call' }));
    const email = screen.getByLabelText('Email Address');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(email).toHaveFocus();
    // Said at its field only: no 'Missing Information' toast repeats it (that is for empty fields).
    expect(screen.queryByText('Missing Information')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  describe('the visitor’s zone', () => {
    const inZone = (instant: string, zone: string) =>
      new Date(instant)
        .toLocaleTimeString('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit' })
        .replace(/\s/g, ' ');

    it('preselects the browser’s zone, any IANA zone, and shows the times in it', async () => {
      browserZone = 'Asia/Kolkata';
      api();
      const { user } = renderPage();
      const picker = screen.getByLabelText('Time zone');
      expect(picker).toHaveValue('Asia/Kolkata');
      // Its friendly name and city, as the nine common zones read, not its IANA id.
      expect(within(picker).getByRole('option', { selected: true })).toHaveTextContent(
        'India Standard · Kolkata',
      );
      await pickDay(user, day);
      // 1:00 PM in Cancun (UTC-5) is 11:30 PM in Kolkata (UTC+5:30).
      expect(inZone(cancun(day, '13:00'), 'Asia/Kolkata')).toBe('11:30 PM');
      expect(timeButtons()[0]).toHaveTextContent('11:30 PM');
    });

    it('preselects UTC for a browser in UTC, and Cancun only where the zone cannot be read', () => {
      browserZone = 'UTC';
      api();
      const first = renderPage();
      expect(screen.getByLabelText('Time zone')).toHaveValue('UTC');
      first.unmount();
      browserZone = null;
      renderPage();
      expect(screen.getByLabelText('Time zone')).toHaveValue('America/Cancun');
    });

    it('lists the nine common zones first, finds any other by search, and remembers the choice', async () => {
      browserZone = 'UTC';
      api();
      const first = renderPage();
      const picker = screen.getByLabelText('Time zone');
      const common = within(picker).getByRole('group', { name: 'Common zones' });
      expect(
        within(common)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([
        'Eastern · New York',
        'Central · Chicago',
        'Mountain · Denver',
        'Pacific · Los Angeles',
        'Eastern Standard · Cancun',
        'UK · London',
        'Central European · Paris',
        'Japan Standard · Tokyo',
        'Australian Eastern · Sydney',
      ]);
      const search = screen.getByLabelText('Search all zones (a city or region)');
      // A search, said by its magnifier and placeholder: not a second field to fill in.
      expect(search).toHaveAttribute('type', 'search');
      expect(search).toHaveAttribute('placeholder', 'Search all zones…');
      await first.user.type(search, 'sao paulo');
      expect(
        screen.getByText(
          '1 zone matches: Brasilia Standard · Sao Paulo. Press Enter to choose it.',
        ),
      ).toBeInTheDocument();
      await first.user.type(search, '{Enter}');
      expect(picker).toHaveValue('America/Sao_Paulo');
      expect(search).toHaveValue('');
      // The whole list, once reached for: the common zones, then every other zone.
      const all = within(picker).getByRole('group', { name: 'All zones' });
      expect(within(all).getByRole('option', { name: 'Asia/Kolkata' })).toBeInTheDocument();
      await first.user.selectOptions(picker, 'Asia/Dubai');
      first.unmount();

      // The next visit starts in the zone he chose, not his browser's.
      renderPage();
      expect(screen.getByLabelText('Time zone')).toHaveValue('Asia/Dubai');
    });

    it('says when no zone matches', async () => {
      api();
      const { user } = renderPage();
      await user.type(screen.getByLabelText('Search all zones (a city or region)'), 'Atlantis');
      expect(screen.getByText('No zone matches “Atlantis”.')).toBeInTheDocument();
      await user.type(screen.getByLabelText('Search all zones (a city or region)'), '{Enter}');
      expect(screen.getByLabelText('Time zone')).toHaveValue('America/Cancun');
    });
  });
});
