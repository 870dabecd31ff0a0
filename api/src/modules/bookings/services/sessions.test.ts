import { packageTypes, sessionCredits } from '@site/contracts/packages';
import { sessionMessages, type SessionStatus } from '@site/contracts/sessions';
import type { BookingRecord } from '../repositories/bookings';
import type { SessionRecord } from '../repositories/booking-sessions';
import { clocks, hoursFrom, instant } from '../../../test/clocks';
import {
  changeRefusal,
  creditsLeft,
  refundRefusal,
  refundRequest,
  refundableUntil,
  spentCredits,
  toBookingView,
} from './sessions';

const sessions = (...statuses: SessionStatus[]) => statuses.map((status) => ({ status }));

describe('session credits', () => {
  it.each(packageTypes.map((type) => [type, sessionCredits(type)] as const))(
    '%s holds %i credits, spent one booked session at a time',
    (type, credits) => {
      expect(creditsLeft(type, spentCredits([]))).toBe(credits);
      const booked = sessions(...Array<SessionStatus>(credits).fill('scheduled'));
      expect(creditsLeft(type, spentCredits(booked.slice(0, -1)))).toBe(1);
      expect(creditsLeft(type, spentCredits(booked))).toBe(0);
    },
  );

  it('the single session, the free call and the packages hold 1, 1, 5 and 10 credits', () => {
    expect(
      ['single', 'strategy-call', '5-session', '10-session'].map((t) => creditsLeft(t as never, 0)),
    ).toEqual([1, 1, 5, 10]);
  });

  it('a held, moved or completed session spends its credit; a cancelled one gives it back', () => {
    expect(spentCredits(sessions('scheduled', 'rescheduled', 'completed'))).toBe(3);
    expect(creditsLeft('5-session', spentCredits(sessions('scheduled', 'scheduled')))).toBe(3);
    // Cancelling the second session returns its credit.
    expect(creditsLeft('5-session', spentCredits(sessions('scheduled', 'cancelled')))).toBe(4);
    expect(creditsLeft('single', spentCredits(sessions('cancelled', 'cancelled')))).toBe(1);
  });

  it('never shows fewer than none left', () => {
    expect(creditsLeft('single', 3)).toBe(0);
  });
});

describe.each(clocks())('the 24-hour rule for moving and cancelling, at $name', ({ now }) => {
  const session = (hoursAhead: number, status: SessionStatus = 'scheduled') => ({
    status,
    startsAt: hoursFrom(now, hoursAhead).toISOString(),
  });

  it('lets the client change a session starting just over 24 hours from now', () => {
    expect(changeRefusal(session(24 + instant), 'client', now)).toBeNull();
    expect(changeRefusal(session(24 * 30), 'client', now)).toBeNull();
    expect(changeRefusal(session(25, 'rescheduled'), 'client', now)).toBeNull();
  });

  it('refuses the client exactly 24 hours before the start, and any time closer', () => {
    for (const hoursAhead of [24, 24 - instant, 23.5, 1, 0, -1])
      expect(changeRefusal(session(hoursAhead), 'client', now)).toBe(
        sessionMessages.tooLateToChange,
      );
  });

  it('lets the owner change a held session at any notice', () => {
    for (const hoursAhead of [24 + instant, 24, 23.5, 1, 0])
      expect(changeRefusal(session(hoursAhead), 'owner', now)).toBeNull();
  });

  it('refuses everyone a session cancelled or already completed', () => {
    for (const status of ['cancelled', 'completed'] as const)
      for (const actor of ['client', 'owner'] as const)
        expect(changeRefusal(session(48, status), actor, now)).toBe(
          sessionMessages.sessionNotActive,
        );
  });
});

describe.each(clocks())('refunds, at $name', ({ now }) => {
  const booking = (paidHoursAgo: number, changes: Partial<BookingRecord> = {}) => ({
    id: 7,
    status: 'paid' as const,
    payment: 'card' as const,
    stripePaymentIntentId: 'pi_test',
    paidAt: hoursFrom(now, -paidHoursAgo).toISOString(),
    ...changes,
  });

  it('are open to the client until 24 hours after the purchase', () => {
    const paid = booking(24 - instant);
    expect(refundableUntil(paid)?.toISOString()).toBe(hoursFrom(now, instant).toISOString());
    expect(refundRefusal(paid, 'client', now)).toBeNull();
    expect(refundRefusal(booking(0), 'client', now)).toBeNull();
  });

  it('close to the client exactly 24 hours after the purchase', () => {
    for (const hoursAgo of [24, 24 + instant, 72])
      expect(refundRefusal(booking(hoursAgo), 'client', now)).toBe(
        sessionMessages.refundWindowPassed,
      );
  });

  it('stay open to the owner after the window', () => {
    expect(refundRefusal(booking(24 * 90), 'owner', now)).toBeNull();
  });

  it('are only for bookings paid by card, and only once', () => {
    const cases: [Partial<BookingRecord>, string][] = [
      [{ payment: 'offline' }, sessionMessages.notRefundable],
      [{ payment: 'complimentary', stripePaymentIntentId: null }, sessionMessages.notRefundable],
      [{ stripePaymentIntentId: null }, sessionMessages.notRefundable],
      [{ status: 'pending', paidAt: null }, sessionMessages.notRefundable],
      [{ status: 'expired', paidAt: null }, sessionMessages.notRefundable],
      [{ status: 'refunded' }, sessionMessages.alreadyRefunded],
      [{ status: 'cancelled' }, sessionMessages.bookingClosed],
    ];
    for (const [changes, message] of cases) {
      for (const actor of ['client', 'owner'] as const)
        expect(refundRefusal(booking(1, changes), actor, now)).toBe(message);
    }
    expect(refundableUntil(booking(1, { payment: 'offline' }))).toBeNull();
  });
});

describe('the refund asked of Stripe', () => {
  it('is the whole payment, once per booking whoever asks', () => {
    const booking = { id: 42, stripePaymentIntentId: 'pi_123' };
    const client = refundRequest(booking, 'client');
    const owner = refundRequest(booking, 'owner');
    expect(client.params).toEqual({
      payment_intent: 'pi_123',
      reason: 'requested_by_customer',
      metadata: { bookingId: '42', requestedBy: 'client' },
    });
    expect(client.params).not.toHaveProperty('amount');
    expect(owner.params.metadata).toEqual({ bookingId: '42', requestedBy: 'owner' });
    expect(client.options.idempotencyKey).toBe(owner.options.idempotencyKey);
    expect(refundRequest({ id: 43, stripePaymentIntentId: 'pi_9' }, 'client').options).not.toEqual(
      client.options,
    );
  });
});

describe.each(clocks())('the booking as its page shows it, at $name', ({ now }) => {
  const paidBooking: BookingRecord = {
    id: 9,
    packageType: '5-session',
    name: 'Jamie Client',
    email: 'jamie@example.com',
    amount: 600000,
    status: 'paid',
    scheduledAt: null,
    timezone: 'Europe/London',
    googleEventId: null,
    accessKey: 'k'.repeat(32),
    stripePaymentIntentId: 'pi_view',
    payment: 'card',
    paidAt: hoursFrom(now, -2).toISOString(),
    stripeRefundId: null,
    extraCredits: 0,
    createdAt: hoursFrom(now, -2).toISOString(),
  };
  const session = (id: number, hoursAhead: number, status: SessionStatus): SessionRecord => ({
    id,
    bookingId: paidBooking.id,
    startsAt: hoursFrom(now, hoursAhead).toISOString(),
    endsAt: hoursFrom(now, hoursAhead + 1.5).toISOString(),
    timezone: 'Europe/London',
    status,
    googleEventId: null,
    meetUrl: null,
    sequence: 0,
    icsUid: `uid-${id}`,
    kind: 'main',
  });
  const sessionsNow = [
    session(1, -72, 'completed'),
    session(2, 12, 'scheduled'),
    session(3, 48, 'rescheduled'),
    session(4, 72, 'cancelled'),
  ];

  it('counts the credits: a cancelled session’s is back to book', () => {
    const view = toBookingView(now, paidBooking, sessionsNow, 'client', null, false);
    expect(view).toMatchObject({
      sessionsTotal: 5,
      sessionsBooked: 3,
      sessionsRemaining: 2,
      canSchedule: true,
    });
    const full = [
      ...sessionsNow.slice(0, 3),
      session(5, 96, 'scheduled'),
      session(6, 120, 'scheduled'),
    ];
    expect(toBookingView(now, paidBooking, full, 'client', null, false)).toMatchObject({
      sessionsRemaining: 0,
      canSchedule: false,
    });
  });

  it('lets the client change only the sessions more than 24 hours away; the owner any held one', () => {
    const client = toBookingView(
      now,
      paidBooking,
      sessionsNow,
      'client',
      'https://meet.example/room',
      false,
    );
    expect(client.sessions.map((s) => s.canChange)).toEqual([false, false, true, false]);
    expect(client.sessions.map((s) => s.changeableUntil)).toEqual([
      null,
      hoursFrom(now, -12).toISOString(),
      hoursFrom(now, 24).toISOString(),
      null,
    ]);
    expect(client.sessions.map((s) => s.joinUrl)).toEqual([
      null,
      'https://meet.example/room',
      'https://meet.example/room',
      null,
    ]);
    const owner = toBookingView(now, paidBooking, sessionsNow, 'owner', null, false);
    expect(owner.sessions.map((s) => s.canChange)).toEqual([false, true, true, false]);
  });

  it('carries the owner’s mark of an ended session, null while unmarked', () => {
    const ended = session(1, -48, 'completed');
    const view = toBookingView(
      now,
      paidBooking,
      [ended, { ...session(2, -24, 'completed'), attendance: 'no-show' }],
      'owner',
      null,
      false,
    );
    expect(view.sessions.map((s) => s.attendance)).toEqual([null, 'no-show']);
  });

  it('offers the refund inside the window, and nothing once the booking is no longer paid', () => {
    const view = toBookingView(now, paidBooking, sessionsNow, 'client', null, false);
    expect(view.canRequestRefund).toBe(true);
    expect(view.refundableUntil).toBe(hoursFrom(now, 22).toISOString());
    const late = { ...paidBooking, paidAt: hoursFrom(now, -24).toISOString() };
    expect(toBookingView(now, late, sessionsNow, 'client', null, false).canRequestRefund).toBe(
      false,
    );
    expect(toBookingView(now, late, sessionsNow, 'owner', null, false).canRequestRefund).toBe(true);
    const refunded = toBookingView(
      now,
      { ...paidBooking, status: 'refunded' },
      sessionsNow,
      'owner',
      null,
      false,
    );
    expect(refunded).toMatchObject({ canRequestRefund: false, canSchedule: false });
    expect(refunded.sessions.every((s) => !s.canChange)).toBe(true);
  });
});
