import { screen, within } from '@testing-library/react';
import type { BookingSession } from '@site/contracts/api-types';
import { sessionMessages } from '@site/contracts/sessions';
import { freeCallPreparation } from '@site/contracts/client-portal';
import type { PortalPackage } from '@site/contracts/endpoints/portal';
import { formatShortDate, formatTimeWhole, formatWeekdayDate } from '@site/contracts/slots';
import { renderWithProviders } from '@site/ui/testing';
import { injectClockEachTest } from '../../../../test/clock';
import {
  daysFrom,
  portalBooking,
  portalPackage,
  portalSession,
  portalZone as zone,
} from '../../../../test/portal-fixtures';
import { ContinueWorkingTogether, day, NextStep, nextStepOffers } from '../next-step';
import { finishedPackage, offersQuestionnaire, ordinal } from '../next-step-rules';

let now: Date;
injectClockEachTest((instant) => (now = instant));

/** The site's gold, as the browser reports a button's background. */
const gold = 'rgb(201, 162, 77)';

const at = (days: number) => daysFrom(now, days);
const session = (id: number, days: number, overrides: Partial<BookingSession> = {}) =>
  portalSession(now, id, days, overrides);

/** A paid 5-session package bought 60 days ago, questionnaire sent, with these sessions. */
function fiveSessions(sessions: BookingSession[], overrides: Partial<PortalPackage> = {}) {
  return portalPackage(now, portalBooking({ id: 5, packageType: '5-session', sessions }), {
    boughtDaysAgo: 60,
    support: {
      state: 'open',
      opensAt: at(-60),
      closesAt: at(30),
      level: 'one-week',
      priority: false,
    },
    checkIn: { state: 'not-due', dueAt: at(3) },
    ...overrides,
  });
}

const held = (count: number) =>
  Array.from({ length: count }, (_, i) => session(i + 1, -50 + i * 7));

function card() {
  return screen.getByRole('region', { name: 'Next' });
}

describe("the portal's Next card", () => {
  it('names the next session in his zone and time, with Join to its call', () => {
    const ahead = session(9, 2, { joinUrl: 'https://meet.example.test/room' });
    renderWithProviders(
      <NextStep items={[fiveSessions([...held(2), ahead])]} zone={zone} now={now} />,
    );
    const next = card();
    expect(next).toHaveAccessibleDescription(
      // "10:00 AM" held together by a no-break space: never "10:00" at a line's end on a phone.
      `Your next session: ${day(ahead.startsAt, zone, now)} · ${formatTimeWhole(ahead.startsAt, zone)} (Eastern Standard)`,
    );
    const actions = within(next).getAllByRole('link');
    // Join first, then its calendar file; inside the notice it no longer moves.
    expect(actions.map((link) => link.textContent)).toEqual(['Join', 'Add to Calendar']);
    expect(actions[0]).toHaveAttribute('href', 'https://meet.example.test/room');
    expect(actions[1]).toHaveAttribute(
      'href',
      '/api/consultation-bookings/5/sessions/9/calendar.ics?key=key-5',
    );
    // His questionnaire is in: nothing asks for it.
    expect(next).not.toHaveTextContent('questionnaire');
  });

  it('a booked session, sessions left and no link yet: booking the next one is the gold action, Add to Calendar and Move second, the questionnaire before it', () => {
    const ahead = session(9, 4, { canChange: true });
    renderWithProviders(
      <NextStep
        items={[fiveSessions([ahead], { questionnaireCompleted: false })]}
        zone={zone}
        now={now}
      />,
    );
    const next = card();
    expect(next).toHaveAccessibleDescription(/^Your next session: /);
    const actions = within(next).getAllByRole('link');
    expect(actions.map((link) => link.textContent)).toEqual([
      'your questionnaire',
      'Book Session 2',
      'Add to Calendar',
      'Move',
    ]);
    expect(next).toHaveTextContent('Before it: your questionnaire (10–15 min).');
    expect(actions[0]).toHaveAttribute('href', '/questionnaire/5?key=key-5');
    expect(actions[1]).toHaveAttribute('href', '/schedule/5?key=key-5');
    expect(getComputedStyle(actions[1]!).backgroundColor).toBe(gold);
    expect(getComputedStyle(actions[2]!).backgroundColor).not.toBe(gold);
    // Move opens his schedule page on moving this very session, not on booking another.
    expect(actions[3]).toHaveAttribute('href', '/schedule/5?move=9&key=key-5');
  });

  it('says what it offers by purpose: with a session ahead and sessions left, moving it, and booking the next until a link to join comes', () => {
    const ahead = session(9, 4, { canChange: true });
    const offered = nextStepOffers(
      [fiveSessions([ahead], { questionnaireCompleted: false })],
      zone,
      now,
    );
    expect(offered('calendar', 5)).toBe(true);
    expect(offered('move', 5)).toBe(true);
    expect(offered('questionnaire', 5)).toBe(true);
    // Booking the next session leads the card: its package's card does not repeat it.
    expect(offered('book', 5)).toBe(true);
    // With a link to join, joining leads: its package's card keeps booking the four left.
    const joinable = nextStepOffers(
      [fiveSessions([{ ...ahead, joinUrl: 'https://meet.example.test/room' }])],
      zone,
      now,
    );
    expect(joinable('join', 5)).toBe(true);
    expect(joinable('book', 5)).toBe(false);
    // Another package's actions are its own.
    expect(offered('move', 6)).toBe(false);

    const toBook = nextStepOffers([fiveSessions(held(1))], zone, now);
    expect(toBook('book', 5)).toBe(true);
    expect(toBook('move', 5)).toBe(false);
    expect(nextStepOffers([], zone, now)('message')).toBe(false);
  });

  it('once a session is held, no longer asks for the questionnaire before the next one', () => {
    const items = [fiveSessions([...held(1), session(9, 4)], { questionnaireCompleted: false })];
    renderWithProviders(<NextStep items={items} zone={zone} now={now} />);
    expect(card()).toHaveAccessibleDescription(/^Your next session: /);
    expect(card()).not.toHaveTextContent('questionnaire');
    expect(offersQuestionnaire(items[0]!, now)).toBe(false);
    expect(offersQuestionnaire(fiveSessions([], { questionnaireCompleted: false }), now)).toBe(
      true,
    );
  });

  it('picks the earliest session ahead across packages, and without a link says it follows', () => {
    const later = fiveSessions([session(9, 6)]);
    const sooner = {
      ...fiveSessions([session(10, 3)]),
      booking: { ...fiveSessions([session(10, 3)]).booking, id: 6 },
    };
    renderWithProviders(<NextStep items={[later, sooner]} zone={zone} now={now} />);
    expect(card()).toHaveAccessibleDescription(new RegExp(day(at(3), zone, now)));
    expect(card()).toHaveTextContent(sessionMessages.joinLinkFollows);
    // Until the link comes, booking that package's next session leads, its calendar file second.
    const actions = within(card()).getAllByRole('link');
    expect(actions.map((link) => link.textContent)).toEqual(['Book Session 2', 'Add to Calendar']);
    expect(actions[0]).toHaveAttribute('href', '/schedule/6?key=key-5');
  });

  it('every session booked and no link yet: Add to Calendar stays the one gold action', () => {
    const all = fiveSessions([...held(4), session(9, 3)]);
    const booking = { ...all.booking, sessionsBooked: 5, sessionsRemaining: 0, canSchedule: false };
    renderWithProviders(<NextStep items={[{ ...all, booking }]} zone={zone} now={now} />);
    const actions = within(card()).getAllByRole('link');
    expect(actions.map((link) => link.textContent)).toEqual(['Add to Calendar']);
    expect(getComputedStyle(actions[0]!).backgroundColor).toBe(gold);
  });

  it('his free call ahead with nothing to join yet and a package with sessions left: booking that package’s next session leads, the call’s calendar file second', () => {
    const call = portalPackage(
      now,
      portalBooking({ id: 7, packageType: 'strategy-call', sessions: [session(70, 1)] }),
      { boughtDaysAgo: 2 },
    );
    const items = [fiveSessions([session(9, 6)]), call];
    renderWithProviders(<NextStep items={items} zone={zone} now={now} />);
    expect(card()).toHaveAccessibleDescription(/^Your call: /);
    const actions = within(card()).getAllByRole('link');
    expect(actions.map((link) => link.textContent)).toEqual(['Book Session 2', 'Add to Calendar']);
    expect(actions[0]).toHaveAttribute('href', '/schedule/5?key=key-5');
    expect(actions[1]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/api\/consultation-bookings\/7\//),
    );
    const offered = nextStepOffers(items, zone, now);
    expect(offered('book', 5)).toBe(true);
    expect(offered('book', 7)).toBe(false);
    expect(offered('calendar', 7)).toBe(true);
    expect(offered('calendar', 5)).toBe(false);
  });

  it('a new package client books his first session first, his questionnaire draft the one secondary action', () => {
    renderWithProviders(
      <NextStep
        items={[fiveSessions([], { questionnaireCompleted: false })]}
        zone={zone}
        now={now}
        drafts={{ 5: 3 }}
      />,
    );
    expect(card()).toHaveAccessibleDescription('Book your 1st of 5 sessions');
    const actions = within(card()).getAllByRole('link');
    expect(actions.map((link) => link.textContent)).toEqual([
      'Choose a Time',
      'Continue the Questionnaire',
    ]);
    expect(actions[0]).toHaveAttribute('href', '/schedule/5?key=key-5');
    expect(actions[1]).toHaveAttribute('href', '/questionnaire/5?key=key-5');
  });

  it('asks no longer for the questionnaire once a session is held: the next session to book comes first', () => {
    renderWithProviders(
      <NextStep
        items={[fiveSessions(held(1), { questionnaireCompleted: false })]}
        zone={zone}
        now={now}
        drafts={{ 5: 3 }}
      />,
    );
    expect(card()).toHaveAccessibleDescription('Book your 2nd of 5 sessions');
  });

  it('says which session to book next: the 3rd of 5 after two held', () => {
    renderWithProviders(<NextStep items={[fiveSessions(held(2))]} zone={zone} now={now} />);
    expect(card()).toHaveAccessibleDescription('Book your 3rd of 5 sessions');
    const actions = within(card()).getAllByRole('link');
    expect(actions).toHaveLength(1);
    expect(actions[0]).toHaveAccessibleName('Choose a Time');
    expect(actions[0]).toHaveAttribute('href', '/schedule/5?key=key-5');
  });

  // When they begin is said on the package's own line (What Your Package Includes): the card
  // keeps to his one next step, its action in a phone's first screen.
  it('before his first session has taken place, never says a check-in is due', () => {
    const first = session(1, 10);
    renderWithProviders(
      <NextStep
        items={[fiveSessions([first], { checkIn: { state: 'waiting', dueAt: null } })]}
        zone={zone}
        now={now}
      />,
    );
    expect(card()).toHaveAccessibleDescription(
      `Your next session: ${day(first.startsAt, zone, now)} · ${formatTimeWhole(first.startsAt, zone)} (Eastern Standard)`,
    );
    expect(card()).not.toHaveTextContent(/check-in/i);
    expect(within(card()).queryByRole('link', { name: 'Fill In Your Check-In' })).toBeNull();
  });

  it('points to the check-in when one is due and nothing is to book', () => {
    renderWithProviders(
      <NextStep
        items={[fiveSessions(held(5), { checkIn: { state: 'due', dueAt: at(-1) } })]}
        zone={zone}
        now={now}
      />,
    );
    expect(card()).toHaveAccessibleDescription('Your check-in is due');
    // The same action, by the same name, as the check-in's row below, whose form it opens.
    expect(within(card()).getByRole('link')).toHaveAccessibleName('Fill In Your Check-In');
    expect(within(card()).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^#check-in-\d+$/),
    );
  });

  it('once all sessions are held, offers the follow-up call', () => {
    renderWithProviders(
      <NextStep
        items={[
          fiveSessions(held(5), {
            followUp: { state: 'open', opensAt: at(-1), closesAt: at(20) },
            checkIn: { state: 'ended', dueAt: null },
          }),
        ]}
        zone={zone}
        now={now}
      />,
    );
    expect(card()).toHaveAccessibleDescription('All 5 sessions held');
    // What is next and its action; how long the call is and until when it can be booked are the
    // Between Sessions row's, where its times open: not said twice.
    expect(card()).toHaveTextContent(
      'One call is left in your 5-Session Transformation Package: the follow-up.',
    );
    expect(card()).not.toHaveTextContent(/15-minute|open to book/i);
    const actions = within(card()).getAllByRole('link');
    expect(actions).toHaveLength(1);
    expect(actions[0]).toHaveAccessibleName('Choose a Follow-Up Time');
    expect(actions[0]).toHaveAttribute('href', expect.stringMatching(/^#follow-up-\d+$/));
  });

  it('once all sessions are held and the follow-up is not open yet, says when it opens and offers a message', () => {
    renderWithProviders(
      <NextStep
        items={[
          fiveSessions(held(5), {
            followUp: { state: 'not-yet-open', opensAt: at(60), closesAt: at(90) },
            checkIn: { state: 'ended', dueAt: null },
          }),
        ]}
        zone={zone}
        now={now}
      />,
    );
    expect(card()).toHaveAccessibleDescription('All 5 sessions held');
    expect(card()).toHaveTextContent(
      `Your 15-minute follow-up call opens on ${day(at(60), zone, now)}.`,
    );
    const actions = within(card()).getAllByRole('link');
    expect(actions).toHaveLength(1);
    expect(actions[0]).toHaveAccessibleName('Write to Your Coach');
    // It opens the message form itself (its text box focused), not just the card around it.
    expect(actions[0]).toHaveAttribute('href', '#portal-message-thread-compose');
  });

  it('stands not at all when nothing waits (all held, follow-up closed) or the package is refunded', () => {
    const done = fiveSessions(held(5), {
      followUp: { state: 'closed', opensAt: at(-40), closesAt: at(-10) },
      checkIn: { state: 'ended', dueAt: null },
    });
    const refunded = fiveSessions([session(9, 2)]);
    refunded.booking = { ...refunded.booking, status: 'refunded' };
    renderWithProviders(<NextStep items={[done, refunded]} zone={zone} now={now} />);
    expect(screen.queryByRole('region', { name: 'Next' })).not.toBeInTheDocument();
  });
});

describe('Continue Working Together', () => {
  const finished = () =>
    fiveSessions(held(5), {
      followUp: { state: 'closed', opensAt: at(-40), closesAt: at(-10) },
      checkIn: { state: 'ended', dueAt: null },
    });

  it('leads a client whose package is finished to the packages', () => {
    renderWithProviders(<ContinueWorkingTogether items={[finished()]} now={now} primary />);
    const card = screen.getByRole('region', { name: 'Continue Working Together' });
    expect(within(card).getByRole('link', { name: 'See the Packages' })).toHaveAttribute(
      'href',
      '/consulting',
    );
  });

  it('stands not while a package still runs: a session to book, or one ahead', () => {
    expect(finishedPackage([finished(), fiveSessions(held(2))], now)).toBeNull();
    expect(finishedPackage([fiveSessions([...held(4), session(9, 3)])], now)).toBeNull();
    expect(finishedPackage([finished()], now)?.booking.id).toBe(5);
    renderWithProviders(
      <ContinueWorkingTogether items={[fiveSessions(held(2))]} now={now} primary />,
    );
    expect(screen.queryByRole('region', { name: 'Continue Working Together' })).toBeNull();
  });
});

describe('ordinal', () => {
  it('writes English ordinals, the teens included', () => {
    expect([1, 2, 3, 4, 10, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '10th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
    ]);
  });

  it('writes a day with its year only when that is not this year', () => {
    const thisYear = formatWeekdayDate(now.toISOString(), zone);
    expect(day(now.toISOString(), zone, now)).toBe(thisYear);
    const nextYear = new Date(now.getTime() + 366 * 86_400_000).toISOString();
    expect(day(nextYear, zone, now)).toBe(
      `${formatWeekdayDate(nextYear, zone)}, ${Number(formatShortDate(now, zone).slice(-4)) + 1}`,
    );
  });
});

describe('the Next card of a client whose only booking is the free call', () => {
  const freeCall = (
    sessions: BookingSession[],
    overrides: Partial<PortalPackage> = {},
  ): PortalPackage =>
    portalPackage(now, portalBooking({ id: 7, packageType: 'strategy-call', sessions }), {
      boughtDaysAgo: 2,
      ...overrides,
    });
  const background = (link: HTMLElement) => getComputedStyle(link).backgroundColor;

  it('makes his unanswered questionnaire the gold action, Add to Calendar a secondary one', () => {
    renderWithProviders(
      <NextStep
        items={[freeCall([session(9, 3)], { questionnaireCompleted: false })]}
        zone={zone}
        now={now}
      />,
    );
    expect(card()).toHaveAccessibleDescription(/^Your call: /);
    const actions = within(card()).getAllByRole('link');
    expect(actions.map((link) => link.textContent)).toEqual([
      'Start the Questionnaire',
      'Add to Calendar',
    ]);
    expect(actions[0]).toHaveAttribute('href', '/questionnaire/7?key=key-7');
    expect(background(actions[0]!)).toBe(gold);
    expect(background(actions[1]!)).not.toBe(gold);
    // Said once: the button, not a line "Before it: your questionnaire" above it as well.
    expect(card()).not.toHaveTextContent('Before it:');
  });

  it('with his answers in and no link yet, leads to his calendar and says how to prepare; with a link, to joining', () => {
    const { unmount } = renderWithProviders(
      <NextStep items={[freeCall([session(9, 3)])]} zone={zone} now={now} />,
    );
    let actions = within(card()).getAllByRole('link');
    expect(actions.map((link) => link.textContent)).toEqual(['Add to Calendar']);
    expect(actions[0]).toHaveAttribute('href', expect.stringMatching(/calendar\.ics/));
    expect(background(actions[0]!)).toBe(gold);
    // How to prepare, said here with the call's time: no button leading elsewhere for it.
    expect(card()).toHaveTextContent(freeCallPreparation);
    expect(within(card()).queryByRole('link', { name: 'How to Prepare' })).toBeNull();
    unmount();

    renderWithProviders(
      <NextStep
        items={[freeCall([session(9, 3, { joinUrl: 'https://meet.example.test/call' })])]}
        zone={zone}
        now={now}
      />,
    );
    actions = within(card()).getAllByRole('link');
    expect(actions.map((link) => link.textContent)).toEqual(['Join', 'Add to Calendar']);
    expect(background(actions[0]!)).toBe(gold);
  });
});

describe('the Next card names a near day as today or tomorrow', () => {
  it('a session later today: "Today, " and its time; tomorrow: "Tomorrow, "; later: its date', () => {
    const today = new Date(now.getTime() + 4 * 3_600_000).toISOString();
    const { unmount } = renderWithProviders(
      <NextStep
        items={[fiveSessions([portalSession(now, 9, 0, { startsAt: today })])]}
        zone={zone}
        now={now}
      />,
    );
    expect(card()).toHaveAccessibleDescription(
      `Your next session: Today, ${formatTimeWhole(today, zone)} (Eastern Standard)`,
    );
    unmount();
    const { unmount: again } = renderWithProviders(
      <NextStep items={[fiveSessions([session(9, 1)])]} zone={zone} now={now} />,
    );
    expect(card()).toHaveAccessibleDescription(
      `Your next session: Tomorrow, ${formatTimeWhole(at(1), zone)} (Eastern Standard)`,
    );
    again();
    renderWithProviders(<NextStep items={[fiveSessions([session(9, 2)])]} zone={zone} now={now} />);
    expect(card()).toHaveAccessibleDescription(
      `Your next session: ${day(at(2), zone, now)} · ${formatTimeWhole(at(2), zone)} (Eastern Standard)`,
    );
    expect(card()).not.toHaveTextContent(/Today|Tomorrow/);
  });
});

describe('the Next card of a client with a package and his free call both ahead', () => {
  const freeCall = (sessions: BookingSession[]): PortalPackage =>
    portalPackage(now, portalBooking({ id: 7, packageType: 'strategy-call', sessions }), {
      boughtDaysAgo: 2,
    });

  it('names the call when it comes before the package’s session, with its way to move it', () => {
    renderWithProviders(
      <NextStep
        items={[
          fiveSessions([session(10, 3, { canChange: true })]),
          freeCall([session(9, 1, { canChange: true })]),
        ]}
        zone={zone}
        now={now}
      />,
    );
    expect(card()).toHaveAccessibleDescription(/^Your call: Tomorrow, /);
    expect(card()).not.toHaveTextContent('Your next session');
    expect(card()).not.toHaveTextContent(day(at(3), zone, now));
    const move = within(card()).getByRole('link', { name: 'Move' });
    expect(move.getAttribute('href')).toMatch(/^\/schedule\/7\?/);
  });

  it('names the package’s session when it comes before the call', () => {
    renderWithProviders(
      <NextStep
        items={[
          fiveSessions([session(10, 1, { canChange: true })]),
          freeCall([session(9, 3, { canChange: true })]),
        ]}
        zone={zone}
        now={now}
      />,
    );
    expect(card()).toHaveAccessibleDescription(/^Your next session: Tomorrow, /);
    const move = within(card()).getByRole('link', { name: 'Move' });
    expect(move.getAttribute('href')).toMatch(/^\/schedule\/5\?/);
  });
});
