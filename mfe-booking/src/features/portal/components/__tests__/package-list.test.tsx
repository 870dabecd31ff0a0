import { formatDate } from '@site/contracts/slots';
import { screen, within } from '@testing-library/react';
import type { BookingSession } from '@site/contracts/api-types';
import type { PortalPackage } from '@site/contracts/endpoints/portal';
import { extraSessionLabels } from '@site/contracts/package-promises';
import { renderWithProviders } from '@site/ui/testing';
import { injectClockEachTest } from '../../../../test/clock';
import {
  daysFrom,
  portalBooking,
  portalPackage,
  portalSession,
  portalZone as zone,
} from '../../../../test/portal-fixtures';
import { PackageList, sessionsActions } from '../package-list';

let now: Date;
injectClockEachTest((instant) => (now = instant));

const at = (days: number) => daysFrom(now, days);
const session = (id: number, days: number, kind: BookingSession['kind']) =>
  portalSession(now, id, days, { kind });

/**
 * A 10-session package bought 120 days ago with these sessions and `booked` of its credits spent
 * (every one unless given), its support over and its follow-up call open.
 */
function tenSessions(sessions: BookingSession[], booked = 10): PortalPackage {
  return portalPackage(now, portalBooking({ id: 7, packageType: '10-session', sessions, booked }), {
    boughtDaysAgo: 120,
    support: {
      state: 'closed',
      opensAt: at(-120),
      closesAt: at(-1),
      level: 'unlimited',
      priority: false,
    },
    followUp: { state: 'open', opensAt: at(-1), closesAt: at(29) },
    checkIn: { state: 'ended', dueAt: null },
    keepsRecordings: true,
  });
}

describe('a package in the portal', () => {
  it('names its extra sessions, to come and past, and leaves its own sessions unnamed', () => {
    renderWithProviders(
      <PackageList
        items={[
          tenSessions([
            session(1, -100, 'main'),
            session(2, -95, 'emergency'),
            session(3, 2, 'follow-up'),
          ]),
        ]}
        zone={zone}
        now={now}
      />,
    );
    const card = within(screen.getByRole('region', { name: '10-Session Consciousness Mastery' }));
    const [upcoming] = card.getAllByRole('list');
    const [followUp] = within(upcoming!).getAllByRole('listitem');
    expect(followUp).toHaveTextContent(`(${extraSessionLabels['follow-up']})`);
    // The past ones, newest first.
    const past = card.getByRole('list', { name: 'Past sessions' });
    const [emergency, main] = within(past).getAllByRole('listitem');
    expect(main).not.toHaveTextContent('(');
    expect(emergency).toHaveTextContent(`(${extraSessionLabels.emergency})`);
  });

  it('says the last session held in one line, the earlier ones behind a disclosure', () => {
    renderWithProviders(
      <PackageList
        items={[tenSessions([session(1, -20, 'main'), session(2, -10, 'main')])]}
        zone={zone}
        now={now}
      />,
    );
    const card = within(screen.getByRole('region', { name: '10-Session Consciousness Mastery' }));
    const last = card.getByText('Last session:').parentElement!;
    expect(last).toHaveTextContent(`Last session: ${formatDate(at(-10), zone)}`);
    const all = card.getByText('All 2 past sessions').closest('details')!;
    expect(all).not.toHaveAttribute('open');
    // The line is a paragraph of the card, as the lines above it, and the disclosure's rule a
    // block after it (not inside it), so the two stand as far apart as those lines do.
    expect(last.tagName).toBe('P');
    expect(last.nextElementSibling).toBe(all);
    expect(within(all).getAllByRole('listitem')).toHaveLength(2);
    // No box per session held: the sessions to come alone are boxed.
    expect(card.queryByRole('heading', { name: 'Past Sessions' })).toBeNull();
  });

  it('says its one past session in a line, with no list', () => {
    renderWithProviders(
      <PackageList items={[tenSessions([session(1, -20, 'main')])]} zone={zone} now={now} />,
    );
    const card = within(screen.getByRole('region', { name: '10-Session Consciousness Mastery' }));
    expect(card.getByText('Past session:').parentElement).toHaveTextContent(
      formatDate(at(-20), zone),
    );
    expect(card.queryByRole('list', { name: 'Past sessions' })).toBeNull();
  });

  it('leaves the gold to the Next card: its sessions a secondary button, then a quiet link once the questionnaire is done', () => {
    const gold = 'rgb(201, 162, 77)';
    const background = (element: HTMLElement) => getComputedStyle(element).backgroundColor;
    const withSessionsLeft = tenSessions([], 7);
    const toDo = { ...withSessionsLeft, questionnaireCompleted: false };
    const { unmount } = renderWithProviders(<PackageList items={[toDo]} zone={zone} now={now} />);
    let card = within(screen.getByRole('region', { name: '10-Session Consciousness Mastery' }));
    const sessions = card.getByRole('link', { name: 'Book Session 8' });
    expect(background(sessions)).not.toBe(gold);
    expect(background(sessions)).toBe('rgb(255, 255, 255)');
    unmount();

    renderWithProviders(<PackageList items={[withSessionsLeft]} zone={zone} now={now} />);
    card = within(screen.getByRole('region', { name: '10-Session Consciousness Mastery' }));
    // Sent: its state, with its check, as a line of the card above its actions (not a link
    // among the buttons), and the way back to his answers after it.
    const received = card.getByText('Questionnaire received');
    expect(received.tagName).toBe('P');
    expect(received.querySelector('svg')).not.toBeNull();
    expect(getComputedStyle(received).color).toBe('rgb(31, 122, 77)');
    const answers = within(received).getByRole('link', { name: 'View Your Answers' });
    expect(answers).toHaveAttribute('href', '/questionnaire/7?key=key-7');
    expect(background(answers)).not.toBe(gold);
    expect(received.parentElement).toBe(
      screen.getByRole('region', { name: '10-Session Consciousness Mastery' }),
    );
  });

  it('says where his questionnaire stands instead of repeating the Next card’s way to it', () => {
    const toDo = { ...tenSessions([], 7), questionnaireCompleted: false };
    const { unmount } = renderWithProviders(<PackageList items={[toDo]} zone={zone} now={now} />);
    let card = within(screen.getByRole('region', { name: '10-Session Consciousness Mastery' }));
    expect(card.queryByRole('link', { name: /Questionnaire/ })).toBeNull();
    expect(card.getByText('Questionnaire: not started yet.')).toBeInTheDocument();
    unmount();

    renderWithProviders(<PackageList items={[toDo]} zone={zone} now={now} drafts={{ 7: 2 }} />);
    card = within(screen.getByRole('region', { name: '10-Session Consciousness Mastery' }));
    expect(
      card.getByText('Questionnaire: step 3 of 7, saved in this browser.'),
    ).toBeInTheDocument();
  });

  it('says a package whose every session was held as what he has done, not "0 of 10 left"', () => {
    const held = Array.from({ length: 10 }, (_, index) =>
      portalSession(now, 100 + index, -(30 - index)),
    );
    renderWithProviders(<PackageList items={[tenSessions(held)]} zone={zone} now={now} />);
    const card = within(screen.getByRole('region', { name: '10-Session Consciousness Mastery' }));
    expect(card.getByText('All 10 sessions held.')).toBeInTheDocument();
    expect(card.queryByText(/left to book/)).toBeNull();
  });

  it('offers no second way to his sessions’ page while the Next card asks him to book', () => {
    renderWithProviders(<PackageList items={[tenSessions([], 7)]} zone={zone} now={now} />);
    const card = within(screen.getByRole('region', { name: '10-Session Consciousness Mastery' }));
    expect(card.getByText('3 of 10 sessions left to book.')).toBeInTheDocument();
    expect(card.queryByRole('link', { name: /Sessions$/ })).toBeNull();
  });

  it('right after booking his first session: the Next card books the next one, so the card does not repeat it; with a link to join, the card offers it, second', () => {
    // Right after buying five sessions and booking the first: the Next card holds that session
    // (Add to Calendar, Move) and, nothing to join yet, booking Session 2 as its gold action.
    const bought = (joinUrl: string | null) =>
      portalPackage(
        now,
        portalBooking({
          id: 9,
          packageType: '5-session',
          sessions: [session(91, 3, 'main')].map((one) => ({ ...one, canChange: true, joinUrl })),
        }),
        { boughtDaysAgo: 1 },
      );
    const { unmount } = renderWithProviders(
      <PackageList items={[bought(null)]} zone={zone} now={now} />,
    );
    let card = within(screen.getByRole('region', { name: '5-Session Transformation Package' }));
    expect(card.getByText('4 of 5 sessions left to book.')).toBeInTheDocument();
    expect(card.queryByRole('link', { name: 'Book Session 2' })).toBeNull();
    expect(card.getByRole('link', { name: 'Move or Cancel Sessions' })).toHaveAttribute(
      'href',
      '/schedule/9?key=key-9',
    );
    unmount();
    // With a link to join, Join is the Next card's gold action: the card books Session 2.
    renderWithProviders(
      <PackageList items={[bought('https://meet.example.test/room')]} zone={zone} now={now} />,
    );
    card = within(screen.getByRole('region', { name: '5-Session Transformation Package' }));
    const book = card.getByRole('link', { name: 'Book Session 2' });
    expect(book).toHaveAttribute('href', '/schedule/9?key=key-9');
    expect(getComputedStyle(book).backgroundColor).not.toBe('rgb(201, 162, 77)');
  });

  it('names each way to the sessions page by its purpose, in every state of a package', () => {
    const five = (sessions: BookingSession[], booked?: number) =>
      portalBooking({ id: 9, packageType: '5-session', sessions, booked });
    const ahead = (id: number, canChange: boolean) => ({ ...session(id, 3, 'main'), canChange });
    const state = (sessions: BookingSession[], booked?: number) => {
      const booking = five(sessions, booked);
      return sessionsActions(
        booking,
        booking.sessions.filter((one) => Date.parse(one.startsAt) > now.getTime()),
      );
    };
    // Nothing booked yet: the first to book, nothing to move.
    expect(state([])).toEqual({ book: 'Book Your First Session', change: null });
    // One ahead, four left: the second to book, and the one ahead to move or cancel.
    expect(state([ahead(1, true)])).toEqual({
      book: 'Book Session 2',
      change: 'Move or Cancel Sessions',
    });
    // One held, one ahead too close to move: the third to book, nothing to change.
    expect(state([session(1, -7, 'main'), ahead(2, false)])).toEqual({
      book: 'Book Session 3',
      change: null,
    });
    // Every credit spent, one ahead: nothing to book, still one to move.
    expect(state([ahead(1, true)], 5)).toEqual({ book: null, change: 'Move or Cancel Sessions' });
  });

  it('offers nothing to book, move or cancel once every session is held', () => {
    renderWithProviders(
      <PackageList
        items={[{ ...tenSessions([]), questionnaireCompleted: false }]}
        zone={zone}
        now={now}
      />,
    );
    const card = within(screen.getByRole('region', { name: '10-Session Consciousness Mastery' }));
    expect(card.queryByRole('link', { name: /Move or Cancel Sessions/ })).not.toBeInTheDocument();
    expect(
      card.queryByRole('link', { name: 'Complete Your Questionnaire' }),
    ).not.toBeInTheDocument();
  });

  it('asks him to book his first session while none is booked, not to move or cancel one', () => {
    const fresh = portalPackage(
      now,
      portalBooking({ id: 8, packageType: '5-session', sessions: [], booked: 0 }),
      { boughtDaysAgo: 2 },
    );
    // Booking his first session is the Next card's gold action, his questionnaire its secondary
    // one: the card repeats neither, and says where his questionnaire stands.
    renderWithProviders(
      <PackageList items={[{ ...fresh, questionnaireCompleted: false }]} zone={zone} now={now} />,
    );
    const card = within(screen.getByRole('region', { name: '5-Session Transformation Package' }));
    expect(card.queryByRole('link', { name: 'Book Your First Session' })).toBeNull();
    expect(card.queryByRole('link', { name: /Questionnaire/ })).toBeNull();
    expect(card.getByText('Questionnaire: not started yet.')).toBeInTheDocument();
    expect(card.queryByRole('link', { name: /Move or Cancel/ })).toBeNull();
  });
});

describe('the free call in the portal', () => {
  const call = () =>
    portalPackage(
      now,
      portalBooking({
        id: 3,
        packageType: 'strategy-call',
        amount: 0,
        sessions: [{ ...session(30, 4, 'main'), canChange: true }],
      }),
      { boughtDaysAgo: 2 },
    );

  it('is a call to see whether working together fits, for a visitor who holds no package', () => {
    renderWithProviders(<PackageList items={[call()]} zone={zone} now={now} />);
    const card = within(screen.getByRole('region', { name: 'Your Call' }));
    expect(card.getByText(/whether working together fits/)).toBeInTheDocument();
  });

  it('is your first conversation once he holds a package, still listed with its time and its move or cancel', () => {
    const bought = portalPackage(now, portalBooking({ id: 8, packageType: '5-session' }));
    renderWithProviders(<PackageList items={[bought, call()]} zone={zone} now={now} />);
    const card = within(screen.getByRole('region', { name: 'Your Call' }));
    expect(card.queryByText(/whether working together fits/)).not.toBeInTheDocument();
    expect(
      card.getByText(/^Our first conversation: a free 15-minute video call with .+\.$/),
    ).toBeInTheDocument();
    // His package leads the Next card: the call's own card keeps its time and its way to change.
    expect(card.getByText(new RegExp(formatDate(at(4), zone)))).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Move or Cancel Your Call' })).toHaveAttribute(
      'href',
      '/schedule/3?key=key-3',
    );
  });

  it('asks once for the questionnaire of a client with a package and a free call ahead', () => {
    const bought = portalPackage(
      now,
      portalBooking({ id: 8, packageType: '5-session', sessions: [], booked: 0 }),
      { questionnaireCompleted: false },
    );
    const freeCall = { ...call(), questionnaireCompleted: false };
    renderWithProviders(<PackageList items={[bought, freeCall]} zone={zone} now={now} />);
    // The Next card holds it: no card below asks for it a second time.
    expect(screen.queryByRole('link', { name: /Questionnaire/ })).toBeNull();
    expect(screen.getAllByText(/^Questionnaire: /)).toHaveLength(1);
  });
});

describe('his questionnaire in the portal, kept once for all his bookings', () => {
  /** A 5-session package bought two days ago, nothing booked yet: the Next card leads with it. */
  const fresh = (questionnaireCompleted: boolean) =>
    portalPackage(
      now,
      portalBooking({ id: 8, packageType: '5-session', sessions: [], booked: 0 }),
      {
        boughtDaysAgo: 2,
        questionnaireCompleted,
      },
    );
  const region = (name: string) => within(screen.getByRole('region', { name }));

  it('says it is received on the card of his one package, with the way back to his answers', () => {
    renderWithProviders(<PackageList items={[fresh(true)]} zone={zone} now={now} />);
    const received = region('5-Session Transformation Package').getByText('Questionnaire received');
    expect(within(received).getByRole('link', { name: 'View Your Answers' })).toHaveAttribute(
      'href',
      '/questionnaire/8?key=key-8',
    );
  });

  it('says it once for a client with two open packages, on the card of the package that leads', () => {
    renderWithProviders(
      <PackageList items={[fresh(true), tenSessions([], 7)]} zone={zone} now={now} />,
    );
    expect(screen.getAllByText('Questionnaire received')).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: 'View Your Answers' })).toHaveLength(1);
    expect(
      region('5-Session Transformation Package').getByText('Questionnaire received'),
    ).toBeInTheDocument();
    expect(
      region('10-Session Consciousness Mastery').queryByText('Questionnaire received'),
    ).toBeNull();
  });

  it('says it once for a client with a package and his free call, on the package’s card', () => {
    const call = portalPackage(
      now,
      portalBooking({ id: 3, packageType: 'strategy-call', amount: 0, sessions: [] }),
      { boughtDaysAgo: 9 },
    );
    renderWithProviders(<PackageList items={[fresh(true), call]} zone={zone} now={now} />);
    expect(screen.getAllByText('Questionnaire received')).toHaveLength(1);
    expect(region('Your Call').queryByText('Questionnaire received')).toBeNull();
  });

  it('asks for it once while it is not answered yet, and says nothing received', () => {
    renderWithProviders(
      <PackageList
        items={[fresh(false), { ...tenSessions([], 7), questionnaireCompleted: false }]}
        zone={zone}
        now={now}
      />,
    );
    expect(screen.queryByText('Questionnaire received')).toBeNull();
    expect(screen.getAllByText(/^Questionnaire: /)).toHaveLength(1);
    expect(
      region('5-Session Transformation Package').getByText('Questionnaire: not started yet.'),
    ).toBeInTheDocument();
  });
});
