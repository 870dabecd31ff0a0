import { useState, type ComponentProps } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ConsultationBooking } from '@site/contracts/api-types';
import type { PortalPackage } from '@site/contracts/endpoints/portal';
import { boughtPackageName } from '@site/contracts/packages';
import { promiseMessages } from '@site/contracts/package-promises';
import { checkInMessages } from '@site/contracts/schemas/portal';
import { formatDate, formatPickerDay, formatTime, todayIn } from '@site/contracts/slots';
import { timesShownIn } from '@site/contracts/timezones';
import { renderWithProviders } from '@site/ui/testing';
import { fromDateString } from '../../../../components/slot-picker/day-label';
import { injectClockEachTest } from '../../../../test/clock';
import { mockApi } from '../../../../test/mock-api';
import {
  daysFrom,
  portalBooking,
  portalPackage,
  portalSession,
  portalZone as zone,
} from '../../../../test/portal-fixtures';
import { PackagePromises } from '../package-promises';

/** The card as the portal holds it: what was just done kept by its page. */
function Promises(props: Omit<ComponentProps<typeof PackagePromises>, 'done' | 'onDone'>) {
  const [done, setDone] = useState<string | null>(null);
  return <PackagePromises {...props} done={done} onDone={setDone} />;
}

let now: Date;
injectClockEachTest((instant) => (now = instant));
afterEach(() => {
  jest.restoreAllMocks();
});

const at = (days: number) => daysFrom(now, days);
/** An instant's day (YYYY-MM-DD) in the client's zone. */
const formatDateInZone = (instant: string) => todayIn(zone, new Date(instant));

/** A package of `type` bought 8 days ago, nothing booked, priority support, its check-in due. */
const pkg = (type: ConsultationBooking['packageType'], change: Partial<PortalPackage> = {}) =>
  portalPackage(now, portalBooking({ id: 7, packageType: type }), {
    boughtDaysAgo: 8,
    support: { state: 'open', opensAt: at(-8), closesAt: null, level: 'priority', priority: true },
    checkIn: { state: 'due', dueAt: at(-1) },
    ...change,
  });

describe('what a client can do between sessions', () => {
  it('files the check-in that is due, checked in the browser with the same messages first', async () => {
    const api = mockApi({
      'POST /api/portal/bookings/7/check-ins': { status: 201, body: {} },
    });
    renderWithProviders(<Promises items={[pkg('5-session')]} zone={zone} now={now} />);
    // Closed until asked for: its row says it is due, a button opens the form. One heading level
    // in the card: the check-in is a row, not a heading.
    expect(screen.getByRole('group', { name: 'Your check-in is due' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Between Sessions',
    ]);
    expect(screen.queryByLabelText('Your wins this week')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Fill In Your Check-In' }));
    expect(screen.getByLabelText('Your wins this week')).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Send Check-In' }));
    expect(await screen.findByText(checkInMessages.wins)).toBeInTheDocument();
    // In the portal's voice ("your coach") and the site's typographic quotes; a week's wins,
    // never "since the last check-in" (the first has none before it).
    expect(
      screen.getByText('Please tell your coach what got in your way (or write “nothing”)'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/since the last check-in/)).toBeNull();
    expect(api.callsTo('POST', '/api/portal/bookings/7/check-ins')).toHaveLength(0);
    expect(screen.getByLabelText('Your wins this week')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Your wins this week')).toHaveFocus();
    // The week's rating is the questionnaire's slider: it starts halfway, its value shown.
    const rating = screen.getByRole('slider', { name: /Your week, from 1/ });
    expect(rating).toHaveValue('5');
    expect(rating).toHaveAccessibleDescription('1: hard 10: excellent');
    expect(screen.getByLabelText(/A question for your coach/)).not.toHaveAttribute('aria-invalid');

    fireEvent.change(screen.getByLabelText('Your wins this week'), {
      target: { value: 'Finished the plan' },
    });
    fireEvent.change(screen.getByLabelText('What got in your way'), {
      target: { value: 'Travel' },
    });
    fireEvent.change(screen.getByLabelText(/Your week, from 1/), { target: { value: '8' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Check-In' }));
    // Sent, its confirmation takes the focus and is brought into view (a browser scrolls).
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    const sent = await screen.findByRole('status');
    expect(sent).toHaveTextContent(promiseMessages.checkInSent);
    await waitFor(() => expect(sent).toHaveFocus());
    expect(scrolled.mock.contexts).toContain(sent);
    expect(api.callsTo('POST', '/api/portal/bookings/7/check-ins')[0]?.body).toEqual({
      wins: 'Finished the plan',
      obstacles: 'Travel',
      rating: 8,
      question: '',
    });
  });

  it('names the package over its rows only when the client has two or more', () => {
    const five = pkg('5-session');
    const { unmount } = renderWithProviders(<Promises items={[five]} zone={zone} now={now} />);
    // His one package: its name would only repeat what every card says.
    expect(screen.getByRole('group', { name: 'Your check-in is due' })).toBeInTheDocument();
    expect(screen.queryByText(boughtPackageName('5-session'))).toBeNull();
    unmount();

    // Two packages: each one's rows stand under its name, a quiet label.
    const ten = portalPackage(now, portalBooking({ id: 8, packageType: '10-session' }), {
      boughtDaysAgo: 30,
      checkIn: { state: 'not-due', dueAt: at(3) },
    });
    renderWithProviders(<Promises items={[ten, five]} zone={zone} now={now} />);
    const group = screen.getByRole('group', { name: boughtPackageName('5-session') });
    expect(within(group).getByRole('group', { name: 'Your check-in is due' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Between Sessions',
    ]);
  });

  it('offers no check-in before his first session has taken place', () => {
    renderWithProviders(
      <Promises
        items={[pkg('5-session', { checkIn: { state: 'waiting', dueAt: null } })]}
        zone={zone}
        now={now}
      />,
    );
    expect(screen.queryByRole('group', { name: 'Your check-in is due' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Fill In Your Check-In' })).toBeNull();
    expect(screen.queryByText(/due/i)).toBeNull();
  });

  it('shows the API’s refusal when the check-in is no longer due', async () => {
    mockApi({
      'POST /api/portal/bookings/7/check-ins': {
        status: 409,
        body: { message: promiseMessages.checkInsEnded },
      },
    });
    renderWithProviders(<Promises items={[pkg('5-session')]} zone={zone} now={now} />);
    fireEvent.click(screen.getByRole('button', { name: 'Fill In Your Check-In' }));
    fireEvent.change(screen.getByLabelText('Your wins this week'), {
      target: { value: 'A' },
    });
    fireEvent.change(screen.getByLabelText('What got in your way'), { target: { value: 'B' } });
    fireEvent.change(screen.getByLabelText(/Your week, from 1/), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Check-In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(promiseMessages.checkInsEnded);
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(screen.getByLabelText('Your wins this week')).toHaveValue('A');
  });

  it('books the follow-up call with the booking widget: a day, then one of its times', async () => {
    const startsAt = at(2);
    const api = mockApi({
      'GET /api/schedules/free-call/slots': {
        body: { timeZone: zone, dates: { [startsAt.slice(0, 10)]: [{ time: '13:00', startsAt }] } },
      },
      'POST /api/portal/bookings/7/follow-up': { status: 201, body: {} },
    });
    renderWithProviders(
      <Promises
        items={[
          pkg('5-session', {
            checkIn: { state: 'ended', dueAt: null },
            followUp: { state: 'open', opensAt: at(-1), closesAt: at(29) },
          }),
        ]}
        zone={zone}
        now={now}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Choose a Follow-Up Time' }));
    // The zone is named as everywhere else, never by its IANA id.
    expect(
      await screen.findByText(timesShownIn(zone), {
        exact: false,
      }),
    ).toBeVisible();
    expect(screen.queryByText(new RegExp(zone))).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    // Without a time, the booking is refused at once.
    fireEvent.click(screen.getByRole('button', { name: 'Book the Follow-Up Call' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a time.');
    const day = await screen.findByRole('button', {
      name: new RegExp(formatPickerDay(fromDateString(startsAt.slice(0, 10)))),
    });
    fireEvent.click(day);
    const slot = within(screen.getByRole('list', { name: 'Available Times' })).getByRole('button', {
      name: formatTime(startsAt, zone),
    });
    fireEvent.click(slot);
    expect(slot).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Book the Follow-Up Call' }));
    const booked = await screen.findByText(promiseMessages.followUpBooked);
    expect(booked).toHaveAttribute('role', 'status');
    await waitFor(() => expect(booked).toHaveFocus());
    expect(api.callsTo('POST', '/api/portal/bookings/7/follow-up')[0]?.body).toEqual({
      scheduledAt: startsAt,
      timezone: zone,
    });
  });

  it('opens the follow-up call’s times from a link to its row elsewhere on the page (the Next card)', async () => {
    mockApi({
      'GET /api/schedules/free-call/slots': { body: { timeZone: zone, dates: {} } },
    });
    renderWithProviders(
      <>
        <a href="#follow-up-7">Choose a Follow-Up Time</a>
        <Promises
          items={[
            pkg('5-session', {
              checkIn: { state: 'ended', dueAt: null },
              followUp: { state: 'open', opensAt: at(-1), closesAt: at(29) },
            }),
          ]}
          zone={zone}
          now={now}
        />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Choose a Follow-Up Time' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Choose a Follow-Up Time' }));
    expect(screen.queryByRole('button', { name: 'Choose a Follow-Up Time' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('where the Next card offers an action, its row says so instead of a second button, and opens from that card', async () => {
    mockApi({
      'GET /api/schedules/free-call/slots': { body: { timeZone: zone, dates: {} } },
    });
    // Every session held, the follow-up open: the Next card's one action is the follow-up call.
    const finished = portalPackage(
      now,
      portalBooking({
        id: 7,
        packageType: '5-session',
        sessions: [1, 2, 3, 4, 5].map((id) => portalSession(now, id, id - 40)),
      }),
      {
        checkIn: { state: 'ended', dueAt: null },
        followUp: { state: 'open', opensAt: at(-1), closesAt: at(29) },
      },
    );
    renderWithProviders(
      <>
        <a href="#follow-up-7">Choose a Follow-Up Time</a>
        <Promises items={[finished]} zone={zone} now={now} />
      </>,
    );
    const row = screen.getByRole('group', { name: 'Your 15-minute follow-up call' });
    expect(row).toHaveTextContent(`Open to book once, until ${formatDate(at(29), zone)}.`);
    expect(screen.queryByRole('button', { name: 'Choose a Follow-Up Time' })).toBeNull();
    const link = screen.getByRole('link', { name: 'Choose a Follow-Up Time' });
    fireEvent.click(link);
    fireEvent.click(await within(row).findByRole('button', { name: 'Cancel' }));
    expect(within(row).queryByRole('button')).toBeNull();
    expect(link).toHaveFocus();
  });

  it('keeps the check-in’s own button unless the Next card offers it', () => {
    const due = (sessions: number[]) =>
      portalPackage(
        now,
        portalBooking({
          id: 7,
          packageType: '5-session',
          sessions: sessions.map((id) => portalSession(now, id, id - 10)),
        }),
        { checkIn: { state: 'due', dueAt: at(-1) } },
      );
    // A session still to book: that is the Next card's action, the check-in keeps its button.
    const { unmount } = renderWithProviders(
      <Promises items={[due([1, 2])]} zone={zone} now={now} />,
    );
    expect(screen.getByRole('button', { name: 'Fill In Your Check-In' })).toBeInTheDocument();
    unmount();
    // Every session held: the check-in is the Next card's action, its row says so.
    renderWithProviders(<Promises items={[due([1, 2, 3, 4, 5])]} zone={zone} now={now} />);
    expect(screen.queryByRole('button', { name: 'Fill In Your Check-In' })).toBeNull();
    expect(screen.getByRole('group', { name: 'Your check-in is due' })).toHaveTextContent(
      'A few lines on your week, for your coach, from the Next card above.',
    );
  });

  it('offers the emergency session of a 10-session package, and says why when it cannot be booked', async () => {
    mockApi({
      'GET /api/portal/bookings/7/emergency/slots': {
        body: { timeZone: zone, dates: {}, refusal: promiseMessages.emergencyUsed },
      },
    });
    renderWithProviders(
      <Promises
        items={[pkg('10-session', { checkIn: { state: 'not-due', dueAt: at(3) } })]}
        zone={zone}
        now={now}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'See Emergency Times' }));
    await waitFor(() =>
      expect(screen.getByText(promiseMessages.emergencyUsed)).toBeInTheDocument(),
    );
  });

  it('offers the emergency session’s few days as a list of days, not a month of greyed days', async () => {
    const first = at(1);
    const later = at(3);
    const dayOf = (instant: string) => formatDateInZone(instant);
    const api = mockApi({
      'GET /api/portal/bookings/7/emergency/slots': {
        body: {
          timeZone: zone,
          dates: {
            [dayOf(first)]: [{ time: '10:00', startsAt: first }],
            [dayOf(later)]: [
              { time: '10:00', startsAt: later },
              { time: '11:00', startsAt: at(3.04) },
            ],
          },
          refusal: null,
        },
      },
      'POST /api/portal/bookings/7/emergency': { status: 201, body: {} },
    });
    renderWithProviders(
      <Promises
        items={[pkg('10-session', { checkIn: { state: 'not-due', dueAt: at(3) } })]}
        zone={zone}
        now={now}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'See Emergency Times' }));
    const row = screen.getByRole('group', { name: 'Emergency session' });
    const days = await within(row).findByRole('list', { name: 'Emergency session' });
    // No month calendar: only the open days, each named as the calendar names a day.
    expect(within(row).queryByRole('grid')).toBeNull();
    const buttons = within(days).getAllByRole('button');
    // Each named as the calendar names the day, its visible words that name less the year.
    const names = [first, later].map((instant) => formatPickerDay(fromDateString(dayOf(instant))));
    names.forEach((name, index) =>
      expect(buttons[index]).toHaveAccessibleName(name.replace(/^Today, /, '')),
    );
    // Its words in the site's US order, as every other date: "Tuesday, December 1".
    for (const button of buttons.slice(0, 2))
      expect(button.childNodes[0]?.textContent).toMatch(
        /^(Today, )?[A-Z][a-z]+, [A-Z][a-z]+ \d{1,2}$/,
      );
    // The first open day is chosen at once, its times shown.
    expect(buttons[0]).toHaveAttribute('aria-pressed', 'true');
    const times = () => within(row).getByRole('list', { name: 'Available Times' });
    expect(
      within(times())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([formatTime(first, zone)]);
    fireEvent.click(buttons[1]!);
    expect(buttons[1]).toHaveAttribute('aria-pressed', 'true');
    expect(buttons[0]).toHaveAttribute('aria-pressed', 'false');
    expect(within(times()).getAllByRole('button')).toHaveLength(2);
    fireEvent.click(within(times()).getByRole('button', { name: formatTime(later, zone) }));
    fireEvent.click(within(row).getByRole('button', { name: 'Book the Emergency Session' }));
    await screen.findByText(promiseMessages.emergencyBooked('Jordan Example'));
    expect(api.callsTo('POST', '/api/portal/bookings/7/emergency')[0]?.body).toEqual({
      scheduledAt: later,
      timezone: zone,
    });
  });

  it('closes a form with Cancel or Escape, the focus back on its button, sending nothing', () => {
    const api = mockApi({});
    renderWithProviders(<Promises items={[pkg('5-session')]} zone={zone} now={now} />);
    const opener = () => screen.getByRole('button', { name: 'Fill In Your Check-In' });
    fireEvent.click(opener());
    fireEvent.change(screen.getByLabelText('What got in your way'), { target: { value: 'B' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('What got in your way')).toBeNull();
    expect(opener()).toHaveFocus();

    fireEvent.click(opener());
    expect(screen.getByLabelText('Your wins this week')).toHaveFocus();
    fireEvent.keyDown(screen.getByLabelText('Your wins this week'), {
      key: 'Escape',
    });
    expect(screen.queryByLabelText('Your wins this week')).toBeNull();
    expect(opener()).toHaveFocus();
    expect(api.callsTo('POST', '/api/portal/bookings/7/check-ins')).toHaveLength(0);
  });

  it('shows nothing when there is nothing to do', () => {
    renderWithProviders(
      <Promises
        items={[pkg('single', { checkIn: { state: 'not-offered', dueAt: null } })]}
        zone={zone}
        now={now}
      />,
    );
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
