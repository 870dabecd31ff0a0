import type Stripe from 'stripe';
import { clocks, hoursFrom, instant } from '../../../test/clocks';
import { expiryStep, pendingExpiryCutoff } from './booking-sweep';

/** Whether a pending booking made at `createdAt` expires in the sweep at `now` (the SQL's rule). */
const expires = (createdAt: Date, now: Date, hours: number) =>
  createdAt.getTime() < pendingExpiryCutoff(now, hours).getTime();

describe.each(clocks())('pending payment expiry, at $name', ({ now }) => {
  it.each([24, 1, 72])('a booking left pending more than %i hours expires', (hours) => {
    expect(expires(hoursFrom(now, -hours - instant), now, hours)).toBe(true);
    expect(expires(hoursFrom(now, -hours * 2), now, hours)).toBe(true);
  });

  it.each([24, 1, 72])('a booking pending exactly %i hours, or less, stays', (hours) => {
    expect(expires(hoursFrom(now, -hours), now, hours)).toBe(false);
    expect(expires(hoursFrom(now, -hours + instant), now, hours)).toBe(false);
    expect(expires(now, now, hours)).toBe(false);
  });
});

describe('a stale booking’s PaymentIntent', () => {
  it('paid after all: the booking is marked paid, not expired', () => {
    expect(expiryStep('succeeded')).toBe('mark-paid');
  });

  it('already cancelled: the booking expires without asking Stripe again', () => {
    expect(expiryStep('canceled')).toBe('expire');
  });

  it('still open in any other state: cancelled at Stripe first, so no later charge can happen', () => {
    const open: Stripe.PaymentIntent.Status[] = [
      'requires_payment_method',
      'requires_confirmation',
      'requires_action',
      'requires_capture',
      'processing',
    ];
    for (const status of open) expect(expiryStep(status)).toBe('cancel-then-expire');
  });
});
