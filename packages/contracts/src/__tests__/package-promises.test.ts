import {
  packageFeatureKinds,
  packageFeatures,
  checkInState,
  emergencyDates,
  emergencyRefusal,
  followUpNotices,
  followUpRefusal,
  followUpWindow,
  freeCallMessageDays,
  freeCallThreadOpen,
  freeCallThreadUntil,
  isRunning,
  keepsRecordings,
  lastSessionEnd,
  type PackageProgress,
  packagePromises,
  promiseMessages,
  type PromiseSession,
  supportWindow,
} from '../package-promises';
import { packages } from '../packages';
import { isWeekend, todayIn } from '../slots';

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;
const real = new Date();
const year = real.getUTCFullYear();
const month = real.getUTCMonth();

/** The "now"s every rule is checked at: today, the last minutes of the month and of the year, and
 * the nights the clocks change next year (so "N days" is checked as N × 24 elapsed hours). */
const clocks = [
  { name: 'today', now: real },
  { name: 'the end of this month', now: new Date(Date.UTC(year, month + 1, 0, 23, 45)) },
  { name: 'the end of the year', now: new Date(Date.UTC(year, 11, 31, 23, 45)) },
  { name: 'London springs forward', now: lastSundayAt(year + 1, 2, 1) },
  { name: 'London falls back', now: lastSundayAt(year + 1, 9, 1) },
];

function lastSundayAt(y: number, m: number, hour: number): Date {
  const last = new Date(Date.UTC(y, m + 1, 0, hour));
  return new Date(last.getTime() - last.getUTCDay() * dayMs);
}

const at = (now: Date, days: number) => new Date(now.getTime() + days * dayMs);
const held = (endsAt: Date): PromiseSession => ({
  startsAt: new Date(endsAt.getTime() - 90 * 60_000),
  endsAt,
  status: 'completed',
});
const upcoming = (startsAt: Date): PromiseSession => ({
  startsAt,
  endsAt: new Date(startsAt.getTime() + 90 * 60_000),
  status: 'scheduled',
});

/** A finished package whose last session ended `daysAgo` days before `now`. */
function finished(type: PackageProgress['type'], now: Date, daysAgo: number): PackageProgress {
  const count = packages[type].sessionCredits;
  const sessions = Array.from({ length: count }, (_, index) =>
    held(at(now, -daysAgo - (count - 1 - index) * 7)),
  );
  return {
    type,
    purchasedAt: at(now, -daysAgo - count * 7 - 3),
    closed: false,
    creditsLeft: 0,
    sessions,
  };
}

describe('the card and the promises', () => {
  it('say when the check-ins begin, in the package’s own period', () => {
    expect(promiseMessages.checkInsWaiting('5-session')).toBe(
      'Your weekly check-ins begin a week after our first session.',
    );
    expect(promiseMessages.checkInsWaiting('10-session')).toBe(
      'Your check-ins, every two weeks, begin two weeks after our first session.',
    );
  });

  it('name the same promises', () => {
    expect(packages.single.features).toContain('Email support for 1 week');
    expect(packagePromises.single.support.daysAfterLastSession).toBe(7);
    expect(packages['5-session'].features).toContain('Priority email support');
    expect(packagePromises['5-session'].support).toMatchObject({
      priority: true,
      daysAfterLastSession: 30,
    });
    expect(packages['10-session'].features).toContain('Unlimited email support');
    expect(packagePromises['10-session'].support.daysAfterLastSession).toBe(90);
    expect(packages['5-session'].features).toContain('Weekly check-ins');
    expect(packagePromises['5-session'].checkInEveryDays).toBe(7);
    expect(packages['10-session'].features).toContain('Bi-weekly reviews');
    expect(packagePromises['10-session'].checkInEveryDays).toBe(14);
    expect(packages['10-session'].features).toContain('Lifetime access to recordings');
    expect([
      keepsRecordings('single'),
      keepsRecordings('5-session'),
      keepsRecordings('10-session'),
    ]).toEqual([false, false, true]);
  });
});

describe.each(clocks)('at $name', ({ now }) => {
  describe('email support', () => {
    it('opens for a single session when it ends, and closes 7 days later', () => {
      const before: PackageProgress = {
        type: 'single',
        purchasedAt: at(now, -2),
        closed: false,
        creditsLeft: 0,
        sessions: [upcoming(at(now, 1))],
      };
      expect(supportWindow(before, now).state).toBe('waiting');
      const after = finished('single', now, 7);
      expect(supportWindow(after, new Date(now.getTime() - 1)).state).toBe('open');
      expect(supportWindow(after, now)).toMatchObject({ state: 'closed', closesAt: now });
      expect(supportWindow(finished('single', now, 6.99), now)).toMatchObject({ state: 'open' });
    });

    it.each([
      ['5-session', 30],
      ['10-session', 90],
    ] as const)(
      'runs for %s from the purchase until %i days after the last session',
      (type, days) => {
        const running: PackageProgress = {
          type,
          purchasedAt: now,
          closed: false,
          creditsLeft: packages[type].sessionCredits,
          sessions: [],
        };
        expect(supportWindow(running, now)).toMatchObject({
          state: 'open',
          opensAt: now,
          closesAt: null,
        });
        const ended = finished(type, now, days);
        expect(supportWindow(ended, new Date(now.getTime() - 1)).state).toBe('open');
        expect(supportWindow(ended, now)).toMatchObject({ state: 'closed', closesAt: now });
        // A credit still to book keeps it open whatever the time since the last session.
        expect(supportWindow({ ...ended, creditsLeft: 1 }, now)).toMatchObject({
          state: 'open',
          closesAt: null,
        });
      },
    );

    it('ends when the booking is refunded or cancelled', () => {
      const ended = { ...finished('10-session', now, 1), closed: true };
      expect(supportWindow(ended, now).state).toBe('closed');
    });

    it('does not count a cancelled session as the last one', () => {
      const progress = finished('5-session', now, 31);
      const cancelledLater: PromiseSession = { ...held(at(now, -1)), status: 'cancelled' };
      const markedCancelled: PromiseSession = { ...held(at(now, -1)), attendance: 'cancelled' };
      expect(
        supportWindow({ ...progress, sessions: [...progress.sessions, cancelledLater] }, now).state,
      ).toBe('closed');
      expect(
        supportWindow({ ...progress, sessions: [...progress.sessions, markedCancelled] }, now)
          .state,
      ).toBe('closed');
      // A no-show spends the credit: it is the last session.
      const noShow: PromiseSession = { ...held(at(now, -1)), attendance: 'no-show' };
      expect(
        supportWindow({ ...progress, sessions: [...progress.sessions, noShow] }, now).state,
      ).toBe('open');
    });
  });

  describe('the follow-up call', () => {
    it('is not offered with a single session', () => {
      expect(followUpWindow(finished('single', now, 40), now).state).toBe('not-offered');
      expect(
        followUpRefusal(finished('single', now, 40), {
          now,
          startsAt: at(now, 1),
          alreadyBooked: false,
          zone: 'UTC',
        }),
      ).toBe(promiseMessages.followUpNotOffered);
    });

    it.each([
      ['5-session', 30],
      ['10-session', 90],
    ] as const)('opens for %s %i days after the last session, for 30 days', (type, days) => {
      const zone = 'UTC';
      const early = finished(type, now, days - 0.5);
      expect(followUpWindow(early, now).state).toBe('not-yet-open');
      expect(
        followUpRefusal(early, { now, startsAt: at(now, 1), alreadyBooked: false, zone }),
      ).toMatch(/^Your 15-minute follow-up call can be booked from /);
      const opening = finished(type, now, days);
      expect(followUpWindow(opening, now)).toMatchObject({
        state: 'open',
        opensAt: now,
        closesAt: at(now, 30),
      });
      expect(
        followUpRefusal(opening, { now, startsAt: at(now, 29), alreadyBooked: false, zone }),
      ).toBeNull();
      // A call that would start after the window closed is refused.
      expect(
        followUpRefusal(opening, { now, startsAt: at(now, 30), alreadyBooked: false, zone }),
      ).toBe(promiseMessages.followUpClosed);
      expect(
        followUpRefusal(opening, { now, startsAt: at(now, 1), alreadyBooked: true, zone }),
      ).toBe(promiseMessages.followUpUsed);
      const late = finished(type, now, days + 30);
      expect(followUpWindow(late, now).state).toBe('closed');
      expect(followUpWindow(finished(type, now, days + 30 - 0.001), now).state).toBe('open');
    });

    it('waits while the package is running', () => {
      const running = { ...finished('10-session', now, 100), creditsLeft: 1 };
      expect(followUpWindow(running, now).state).toBe('waiting');
      const withUpcoming = {
        ...finished('10-session', now, 100),
        sessions: [...finished('10-session', now, 100).sessions, upcoming(at(now, 3))],
      };
      expect(isRunning(withUpcoming, now)).toBe(true);
      expect(followUpWindow(withUpcoming, now).state).toBe('waiting');
    });

    it('tells the client as it opens and a week before it closes', () => {
      const window = followUpWindow(finished('5-session', now, 10), now);
      expect(followUpNotices(window)).toEqual([
        { kind: 'opened', at: at(now, 20) },
        { kind: 'closing', at: at(now, 43) },
      ]);
      expect(followUpNotices(followUpWindow(finished('5-session', now, 61), now))).toEqual([]);
    });
  });

  describe('the emergency session', () => {
    const zone = 'America/New_York';
    const running = (): PackageProgress => ({
      type: '10-session',
      purchasedAt: at(now, -20),
      closed: false,
      creditsLeft: 4,
      sessions: [held(at(now, -3))],
    });
    const soon = new Date(now.getTime() + 2 * hourMs);

    it('is offered once, on the next two working days, at least an hour ahead', () => {
      const dates = emergencyDates(zone, now);
      expect(dates).toHaveLength(2);
      expect(dates.every((date) => !isWeekend(date))).toBe(true);
      expect(dates[0]! >= todayIn(zone, now)).toBe(true);
      const inWindow = dates.includes(todayIn(zone, soon));
      const input = { now, startsAt: soon, used: 0, zone };
      expect(emergencyRefusal(running(), input)).toBe(
        inWindow ? null : promiseMessages.emergencyTooFar,
      );
      expect(emergencyRefusal(running(), { ...input, used: 1 })).toBe(
        promiseMessages.emergencyUsed,
      );
      expect(
        emergencyRefusal(running(), { ...input, startsAt: new Date(now.getTime() + 59 * 60_000) }),
      ).toBe(promiseMessages.emergencyTooSoon);
      expect(emergencyRefusal(running(), { ...input, startsAt: at(now, 5) })).toBe(
        promiseMessages.emergencyTooFar,
      );
    });

    it('is only in the 10-session package, and only while its support is open', () => {
      const input = { now, startsAt: soon, used: 0, zone };
      expect(emergencyRefusal({ ...running(), type: '5-session' }, input)).toBe(
        promiseMessages.emergencyNotOffered,
      );
      expect(emergencyRefusal(finished('10-session', now, 90), input)).toBe(
        promiseMessages.emergencyClosed,
      );
      expect(emergencyRefusal({ ...running(), closed: true }, input)).toBe(
        promiseMessages.emergencyClosed,
      );
    });
  });

  describe('check-ins', () => {
    it.each([
      ['5-session', 7],
      ['10-session', 14],
    ] as const)('fall due for %s every %i days after the first session', (type, every) => {
      // Bought well before, his first session ended exactly `every` days ago.
      const progress: PackageProgress = {
        type,
        purchasedAt: at(now, -every - 10),
        closed: false,
        creditsLeft: 2,
        sessions: [held(at(now, -every)), upcoming(at(now, 3))],
      };
      expect(checkInState(progress, { now, lastCheckInAt: null })).toEqual({
        state: 'due',
        dueAt: now,
      });
      // Not a moment before.
      expect(
        checkInState(progress, { now: new Date(now.getTime() - 1), lastCheckInAt: null }),
      ).toEqual({ state: 'not-due', dueAt: now });
      expect(checkInState(progress, { now, lastCheckInAt: at(now, -every + 0.001) }).state).toBe(
        'not-due',
      );
      expect(checkInState(progress, { now, lastCheckInAt: at(now, -1) })).toEqual({
        state: 'not-due',
        dueAt: at(now, every - 1),
      });
      expect(
        checkInState(
          { ...progress, creditsLeft: 0, sessions: [held(at(now, -every))] },
          { now, lastCheckInAt: null },
        ).state,
      ).toBe('ended');
      expect(checkInState({ ...progress, closed: true }, { now, lastCheckInAt: null }).state).toBe(
        'ended',
      );
    });

    it.each(['5-session', '10-session'] as const)(
      'wait for the first session of a %s package, however long ago it was bought',
      (type) => {
        const every = packagePromises[type].checkInEveryDays!;
        const bought: PackageProgress = {
          type,
          purchasedAt: at(now, -every - 3),
          closed: false,
          creditsLeft: 5,
          sessions: [],
        };
        expect(checkInState(bought, { now, lastCheckInAt: null })).toEqual({ state: 'waiting' });
        // His first session is booked, ten days ahead: still waiting.
        const booked = { ...bought, creditsLeft: 4, sessions: [upcoming(at(now, 10))] };
        expect(checkInState(booked, { now, lastCheckInAt: null })).toEqual({ state: 'waiting' });
        // It ends: the first check-in is due `every` days later, not before.
        const endsAt = booked.sessions[0]!.endsAt;
        expect(checkInState(booked, { now: endsAt, lastCheckInAt: null })).toEqual({
          state: 'not-due',
          dueAt: at(endsAt, every),
        });
        expect(
          checkInState(booked, {
            now: new Date(at(endsAt, every).getTime() - 1),
            lastCheckInAt: null,
          }).state,
        ).toBe('not-due');
        expect(checkInState(booked, { now: at(endsAt, every), lastCheckInAt: null })).toEqual({
          state: 'due',
          dueAt: at(endsAt, every),
        });
      },
    );

    it('count a missed first session, not a cancelled one', () => {
      const bought: PackageProgress = {
        type: '5-session',
        purchasedAt: at(now, -30),
        closed: false,
        creditsLeft: 4,
        sessions: [],
      };
      const first = held(at(now, -9));
      const cancelled = { ...bought, sessions: [{ ...first, status: 'cancelled' as const }] };
      expect(checkInState(cancelled, { now, lastCheckInAt: null }).state).toBe('waiting');
      const markedCancelled = {
        ...bought,
        sessions: [{ ...first, attendance: 'cancelled' as const }],
      };
      expect(checkInState(markedCancelled, { now, lastCheckInAt: null }).state).toBe('waiting');
      // A cancelled session before a held one: counted from the held one.
      const later = held(at(now, -2));
      expect(
        checkInState(
          { ...bought, sessions: [{ ...first, status: 'cancelled' as const }, later] },
          { now, lastCheckInAt: null },
        ),
      ).toEqual({ state: 'not-due', dueAt: at(now, 5) });
      const missed = { ...bought, sessions: [{ ...first, attendance: 'no-show' as const }] };
      expect(checkInState(missed, { now, lastCheckInAt: null })).toEqual({
        state: 'due',
        dueAt: at(now, -2),
      });
    });

    it('stay ended once the package has finished', () => {
      expect(checkInState(finished('5-session', now, 1), { now, lastCheckInAt: null }).state).toBe(
        'ended',
      );
      expect(
        checkInState(
          { ...finished('10-session', now, 1), sessions: [], creditsLeft: 0 },
          { now, lastCheckInAt: null },
        ).state,
      ).toBe('ended');
    });

    it('are not part of a single session', () => {
      expect(checkInState(finished('single', now, 1), { now, lastCheckInAt: null }).state).toBe(
        'not-offered',
      );
    });
  });

  it('take the last session that has ended, not one to come', () => {
    const progress = finished('5-session', now, 2);
    const withNext = { ...progress, sessions: [...progress.sessions, upcoming(at(now, 1))] };
    expect(lastSessionEnd(withNext, now)).toEqual(at(now, -2));
  });
});

describe('the card’s lines and what each is', () => {
  it('gives every line of every paid card one kind, in the card’s order', () => {
    for (const type of ['single', '5-session', '10-session'] as const) {
      expect(packageFeatureKinds[type]).toHaveLength(packages[type].features.length);
      expect(packageFeatures(type).map((line) => line.text)).toEqual(packages[type].features);
    }
  });

  it('ties each promise the product keeps to its line of the card', () => {
    const kindOf = (type: '5-session' | '10-session', text: string) =>
      packageFeatures(type).find((line) => line.text === text)?.kind;
    expect(kindOf('10-session', 'Ten 60-minute sessions')).toBe('sessions');
    expect(kindOf('10-session', 'Bi-weekly reviews')).toBe('check-ins');
    expect(kindOf('10-session', 'Unlimited email support')).toBe('support');
    expect(kindOf('10-session', '90-day 15-minute follow-up')).toBe('follow-up');
    expect(kindOf('10-session', 'Emergency session if needed')).toBe('emergency');
    expect(kindOf('10-session', 'Lifetime access to recordings')).toBe('recordings');
    expect(kindOf('5-session', 'Weekly check-ins')).toBe('check-ins');
    // A promise the package lacks has no line: no recordings, no emergency session for five.
    expect(packageFeatureKinds['5-session']).not.toContain('recordings');
    expect(packageFeatureKinds['5-session']).not.toContain('emergency');
  });
});

describe.each(clocks)('a free call’s thread at $name', ({ now }) => {
  it(`is open from booking the call until ${freeCallMessageDays} days after it, then closed`, () => {
    const ahead = upcoming(at(now, 3));
    expect(freeCallThreadOpen([ahead], now)).toBe(true);
    expect(freeCallThreadUntil([ahead])).toEqual(at(ahead.endsAt, freeCallMessageDays));
    const ended = held(at(now, -freeCallMessageDays));
    expect(freeCallThreadOpen([ended], now)).toBe(false);
    expect(freeCallThreadOpen([ended], at(now, -1 / 24 / 60))).toBe(true);
  });

  it('is closed without a call: none booked, or the one booked cancelled', () => {
    expect(freeCallThreadUntil([])).toBeNull();
    expect(freeCallThreadOpen([{ ...upcoming(at(now, 3)), status: 'cancelled' }], now)).toBe(false);
  });
});
