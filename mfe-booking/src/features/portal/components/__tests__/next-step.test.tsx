import { screen, within } from '@testing-library/react';
import type { BookingSession, ConsultationBooking } from '@site/contracts/api-types';
import type { PortalPackage } from '@site/contracts/endpoints/portal';
import { formatShortDate, formatTime, formatWeekdayDate } from '@site/contracts/slots';
import { renderWithProviders } from '@site/ui/testing';
import { injectClock } from '../../../../test/clock';
import { day, NextStep } from '../next-step';
import { ordinal } from '../next-step-rules';

let now: Date;
beforeEach(() => {
  ({ now } = injectClock());
});
afterEach(() => {
  jest.useRealTimers();
});

const at = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();
const zone = 'America/Cancun';

function session(
  id: number,
  days: number,
  overrides: Partial<BookingSession> = {},
): BookingSession {
  return {
    id,
    startsAt: at(days),
    endsAt: new Date(Date.parse(at(days)) + 90 * 60_000).toISOString(),
    timezone: zone,
    status: days < 0 ? 'completed' : 'scheduled',
    canChange: false,
    changeableUntil: null,
    joinUrl: null,
    kind: 'main',
    ...overrides,
  };
}

/** A paid 5-session package, questionnaire sent, with these sessions (each one credit). */
function fiveSessions(sessions: BookingSession[], overrides: Partial<PortalPackage> = {}) {
  const booked = sessions.filter((s) => s.kind === 'main' && s.status !== 'cancelled').length;
  const booking: ConsultationBooking = {
    id: 5,
    packageType: '5-session',
    name: 'Dana Whitfield',
    email: 'dana@example.com',
    amount: 100,
    status: 'paid',
    scheduledAt: null,
    timezone: zone,
    sessions,
    sessionsTotal: 5,
    sessionsBooked: booked,
    sessionsRemaining: 5 - booked,
    canSchedule: booked < 5,
    canRequestRefund: false,
    refundableUntil: null,
  };
  const pkg: PortalPackage = {
    booking,
    accessKey: 'key-5',
    purchasedAt: at(-60),
    questionnaireCompleted: true,
    support: {
      state: 'open',
      opensAt: at(-60),
      closesAt: at(30),
      level: 'one-week',
      priority: false,
    },
    followUp: { state: 'waiting', opensAt: null, closesAt: null },
    checkIn: { state: 'not-due', dueAt: at(3) },
    keepsRecordings: false,
  };
  return { ...pkg, ...overrides };
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
      `Your next session: ${day(ahead.startsAt, zone, now)} · ${formatTime(ahead.startsAt, zone)} (your time)`,
    );
    const actions = within(next).getAllByRole('link');
    expect(actions).toHaveLength(1);
    expect(actions[0]).toHaveAccessibleName('Join');
    expect(actions[0]).toHaveAttribute('href', 'https://meet.example.test/room');
  });

  it('picks the earliest session ahead across packages, and without a link says it follows', () => {
    const later = fiveSessions([session(9, 6)]);
    const sooner = {
      ...fiveSessions([session(10, 1)]),
      booking: { ...fiveSessions([session(10, 1)]).booking, id: 6 },
    };
    renderWithProviders(<NextStep items={[later, sooner]} zone={zone} now={now} />);
    expect(card()).toHaveAccessibleDescription(new RegExp(day(at(1), zone, now)));
    expect(card()).toHaveTextContent('The link to join arrives by e-mail before the session.');
    expect(within(card()).getByRole('link')).toHaveAccessibleName('See Your Sessions');
  });

  it('asks him to finish his questionnaire at the step this browser kept, before booking', () => {
    renderWithProviders(
      <NextStep
        items={[fiveSessions([], { questionnaireCompleted: false })]}
        zone={zone}
        now={now}
        drafts={{ 5: 3 }}
      />,
    );
    expect(card()).toHaveAccessibleDescription('Finish your questionnaire (step 4 of 7)');
    const actions = within(card()).getAllByRole('link');
    expect(actions).toHaveLength(1);
    expect(actions[0]).toHaveAccessibleName('Continue');
    expect(actions[0]).toHaveAttribute('href', '/questionnaire/5?key=key-5');
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

  it('without a draft, asks him to start the questionnaire', () => {
    renderWithProviders(
      <NextStep
        items={[fiveSessions([], { questionnaireCompleted: false })]}
        zone={zone}
        now={now}
      />,
    );
    expect(card()).toHaveAccessibleDescription('Fill in your questionnaire');
    expect(within(card()).getByRole('link')).toHaveAccessibleName('Start');
  });

  it('says which session to book next: the 3rd of 5 after two held', () => {
    renderWithProviders(<NextStep items={[fiveSessions(held(2))]} zone={zone} now={now} />);
    expect(card()).toHaveAccessibleDescription('Book your 3rd of 5 sessions');
    const actions = within(card()).getAllByRole('link');
    expect(actions).toHaveLength(1);
    expect(actions[0]).toHaveAccessibleName('Choose a Time');
    expect(actions[0]).toHaveAttribute('href', '/schedule/5?key=key-5');
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
    expect(actions[0]).toHaveAttribute('href', '#portal-message-thread-title');
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
