import type { BookingSession } from '@site/contracts/api-types';
import type { PortalPackage } from '@site/contracts/endpoints/portal';
import { injectClockEachTest } from '../../../../test/clock';
import { portalBooking, portalPackage, portalSession } from '../../../../test/portal-fixtures';
import { nextStepPlan, questionnaireAsked } from '../next-step-rules';

let now: Date;
injectClockEachTest((instant) => (now = instant));

/** His free call (booking 3), three days ahead, his questionnaire not sent unless said. */
const freeCall = (overrides: Partial<PortalPackage> = {}) =>
  portalPackage(
    now,
    portalBooking({
      id: 3,
      packageType: 'strategy-call',
      amount: 0,
      sessions: [portalSession(now, 30, 3, { canChange: true })],
    }),
    { boughtDaysAgo: 2, questionnaireCompleted: false, ...overrides },
  );

/** His 5-session package (booking 8) with these sessions, his questionnaire not sent unless said. */
const fiveSessions = (sessions: BookingSession[] = [], overrides: Partial<PortalPackage> = {}) =>
  portalPackage(now, portalBooking({ id: 8, packageType: '5-session', sessions }), {
    questionnaireCompleted: false,
    ...overrides,
  });

describe('where the portal asks for the questionnaire', () => {
  it('free call only: the call is next, and its questionnaire is asked on that card', () => {
    const items = [freeCall()];
    expect(nextStepPlan(items, now)).toMatchObject({
      kind: 'session',
      pkg: { booking: { id: 3 } },
      questionnaire: true,
    });
    expect(questionnaireAsked(items, now)?.booking.id).toBe(3);
  });

  it('package only: booking session 1 is next, the questionnaire with it; then the next session', () => {
    expect(nextStepPlan([fiveSessions()], now)).toMatchObject({
      kind: 'book',
      ordinal: 1,
      questionnaire: true,
      step: null,
    });
    const first = portalSession(now, 81, 5);
    expect(nextStepPlan([fiveSessions([first])], now)).toMatchObject({
      kind: 'session',
      session: { id: 81 },
      questionnaire: true,
    });
  });

  it('package + upcoming free call: the package leads, its questionnaire asked once, for it', () => {
    const items = [fiveSessions(), freeCall()];
    const plan = nextStepPlan(items, now);
    expect(plan).toMatchObject({
      kind: 'book',
      pkg: { booking: { id: 8 } },
      questionnaire: true,
    });
    expect(questionnaireAsked(items, now)?.booking.id).toBe(8);
  });

  it('questionnaire complete (for any of his bookings): asked nowhere', () => {
    const items = [fiveSessions(), freeCall({ questionnaireCompleted: true })];
    expect(questionnaireAsked(items, now)).toBeNull();
    expect(nextStepPlan(items, now)).toMatchObject({ kind: 'book', questionnaire: false });
    const callOnly = [freeCall({ questionnaireCompleted: true })];
    expect(nextStepPlan(callOnly, now)).toMatchObject({ kind: 'session', questionnaire: false });
  });

  it('a finished package leaves the free call ahead as what is next', () => {
    const held = portalSession(now, 81, -20);
    const finished = portalPackage(
      now,
      portalBooking({ id: 8, packageType: 'single', sessions: [held] }),
      { followUp: { state: 'closed', opensAt: null, closesAt: null } },
    );
    expect(nextStepPlan([finished, freeCall()], now)).toMatchObject({
      kind: 'session',
      pkg: { booking: { id: 3 } },
    });
  });
});

describe('the earlier of a package’s session and the free call is next', () => {
  it('the call before the package’s next session: the call is next, asking for the questionnaire', () => {
    const items = [fiveSessions([portalSession(now, 81, 10)]), freeCall()];
    expect(nextStepPlan(items, now)).toMatchObject({
      kind: 'session',
      pkg: { booking: { id: 3 } },
      session: { id: 30 },
      questionnaire: true,
    });
  });

  it('the package’s session before the call: the session is next', () => {
    const items = [fiveSessions([portalSession(now, 81, 1)]), freeCall()];
    expect(nextStepPlan(items, now)).toMatchObject({
      kind: 'session',
      pkg: { booking: { id: 8 } },
      session: { id: 81 },
      questionnaire: true,
    });
  });

  it('a call already held never comes before the package’s session', () => {
    const held = portalPackage(
      now,
      portalBooking({
        id: 3,
        packageType: 'strategy-call',
        amount: 0,
        sessions: [portalSession(now, 30, -2)],
      }),
      { boughtDaysAgo: 5 },
    );
    const items = [fiveSessions([portalSession(now, 81, 10)]), held];
    expect(nextStepPlan(items, now)).toMatchObject({ kind: 'session', session: { id: 81 } });
  });
});
