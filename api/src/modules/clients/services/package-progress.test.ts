import { promiseMessages } from '@site/contracts/package-promises';
import { portalMessages } from '@site/contracts/client-portal';
import { formatDate } from '@site/contracts/slots';
import { clocks } from '../../../test/clocks';
import type { PersonBooking, SessionFacts } from '../repositories/client-record';
import { progressOf, promisesView, supportFor } from './package-progress';

const dayMs = 86_400_000;
const at = (now: Date, days: number) => new Date(now.getTime() + days * dayMs);

function booking(id: number, overrides: Partial<PersonBooking> = {}): PersonBooking {
  return {
    id,
    packageType: '5-session',
    name: 'Dana',
    amount: 600_000,
    status: 'paid',
    payment: 'card',
    stripePaymentIntentId: 'pi_1',
    paidAt: null,
    createdAt: new Date(0).toISOString(),
    questionnaireCompleted: false,
    ...overrides,
  };
}

function held(bookingId: number, endsAt: Date, kind: SessionFacts['kind'] = 'main'): SessionFacts {
  return {
    id: Math.round(endsAt.getTime() / 1000) % 100_000,
    bookingId,
    startsAt: new Date(endsAt.getTime() - 90 * 60_000).toISOString(),
    endsAt: endsAt.toISOString(),
    timezone: 'Europe/Paris',
    status: 'completed',
    attendance: null,
    format: 'video',
    kind,
  };
}

describe.each(clocks())('the promises of a booking, at $name', ({ now }) => {
  it('count only its own main sessions, from its payment', () => {
    const paidAt = at(now, -40).toISOString();
    const own = booking(1, { paidAt });
    const progress = progressOf(
      own,
      [held(1, at(now, -2)), held(2, at(now, -1)), held(1, at(now, -1), 'follow-up')],
      4,
    );
    expect(progress).toMatchObject({ type: '5-session', closed: false, creditsLeft: 4 });
    expect(progress?.purchasedAt).toEqual(new Date(paidAt));
    expect(progress?.sessions).toHaveLength(1);
    expect(progressOf(booking(3, { packageType: 'strategy-call' }), [], 0)).toBeNull();
    expect(progressOf(booking(4, { status: 'pending' }), [], 5)).toBeNull();
    expect(progressOf(booking(5, { status: 'refunded' }), [], 5)?.closed).toBe(true);
  });

  it('show a free call with no promise at all', () => {
    expect(promisesView('strategy-call', null, { now, lastCheckInAt: null })).toEqual({
      support: {
        state: 'not-offered',
        opensAt: null,
        closesAt: null,
        level: 'none',
        priority: false,
      },
      followUp: { state: 'not-offered', opensAt: null, closesAt: null },
      checkIn: { state: 'not-offered', dueAt: null },
      keepsRecordings: false,
    });
  });

  it('write a message under the priority package first, else the newest open one', () => {
    const five = progressOf(booking(1), [], 5);
    const ten = progressOf(booking(2, { packageType: '10-session' }), [], 10);
    expect(
      supportFor(
        [
          { bookingId: 1, progress: five },
          { bookingId: 2, progress: ten },
        ],
        now,
        'UTC',
      ),
    ).toEqual({
      bookingId: 1,
      priority: true,
    });
    const tenAgain = progressOf(booking(3, { packageType: '10-session' }), [], 10);
    expect(
      supportFor(
        [
          { bookingId: 2, progress: ten },
          { bookingId: 3, progress: tenAgain },
        ],
        now,
        'UTC',
      ),
    ).toEqual({
      bookingId: 3,
      priority: false,
    });
  });

  it('say why the thread is read-only', () => {
    const single = (sessions: SessionFacts[]) =>
      progressOf(booking(1, { packageType: 'single' }), sessions, 0);
    expect(supportFor([{ bookingId: 1, progress: single([]) }], now, 'UTC')).toEqual({
      reason: promiseMessages.supportNotYetOpen,
    });
    const ended = at(now, -8);
    expect(
      supportFor([{ bookingId: 1, progress: single([held(1, ended)]) }], now, 'Asia/Tokyo'),
    ).toEqual({
      reason: promiseMessages.supportClosed(formatDate(at(ended, 7), 'Asia/Tokyo'), false),
    });
    // Nothing left to book: he is never told to book a session to write again.
    const finished = supportFor([{ bookingId: 1, progress: single([held(1, ended)]) }], now, 'UTC');
    expect(finished).toEqual({ reason: expect.stringContaining('choose a new package') });
    expect(finished).not.toEqual({ reason: expect.stringContaining('book a session') });
    const refunded = progressOf(booking(2, { status: 'refunded' }), [], 5);
    expect(supportFor([{ bookingId: 2, progress: refunded }], now, 'UTC')).toEqual({
      reason: promiseMessages.supportBookingClosed,
    });
    expect(supportFor([{ bookingId: 3, progress: null }], now, 'UTC')).toEqual({
      reason: portalMessages.noSupportOpen,
    });
  });
});
