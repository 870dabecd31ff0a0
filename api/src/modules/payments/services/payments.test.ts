import type Stripe from 'stripe';
import { fullRefundOf } from './payments';

/** A webhook event as Stripe sends it, with only the fields the rule reads. */
const event = (type: string, object: Record<string, unknown>) =>
  ({ id: 'evt_1', type, data: { object } }) as unknown as Stripe.Event;

describe('which refund events end a booking', () => {
  it('a charge refunded in full does, naming its PaymentIntent and refund', () => {
    const charge = {
      payment_intent: 'pi_1',
      refunded: true,
      amount: 150000,
      amount_refunded: 150000,
      refunds: { data: [{ id: 're_1' }] },
    };
    expect(fullRefundOf(event('charge.refunded', charge))).toEqual({
      paymentIntentId: 'pi_1',
      refundId: 're_1',
    });
    // The intent may come expanded.
    expect(
      fullRefundOf(event('charge.refunded', { ...charge, payment_intent: { id: 'pi_1' } })),
    ).toEqual({ paymentIntentId: 'pi_1', refundId: 're_1' });
    expect(fullRefundOf(event('charge.refunded', { ...charge, refunds: undefined }))).toEqual({
      paymentIntentId: 'pi_1',
      refundId: null,
    });
  });

  it('a partial refund (a gesture from the Dashboard) does not: the booking stays paid', () => {
    const partial = {
      payment_intent: 'pi_1',
      refunded: false,
      amount: 150000,
      amount_refunded: 20000,
      refunds: { data: [{ id: 're_2' }] },
    };
    expect(fullRefundOf(event('charge.refunded', partial))).toBeNull();
  });

  it('a refund that succeeded does, one still pending or failed does not', () => {
    const refund = { id: 're_3', payment_intent: 'pi_2', status: 'succeeded' };
    for (const type of ['refund.updated', 'refund.created'])
      expect(fullRefundOf(event(type, refund))).toEqual({
        paymentIntentId: 'pi_2',
        refundId: 're_3',
      });
    for (const status of ['pending', 'failed', 'canceled', 'requires_action'])
      expect(fullRefundOf(event('refund.updated', { ...refund, status }))).toBeNull();
  });

  it('a charge or refund with no PaymentIntent, or any other event, does not', () => {
    expect(
      fullRefundOf(event('charge.refunded', { payment_intent: null, refunded: true })),
    ).toBeNull();
    expect(
      fullRefundOf(
        event('refund.updated', { id: 're_4', payment_intent: null, status: 'succeeded' }),
      ),
    ).toBeNull();
    expect(fullRefundOf(event('payment_intent.succeeded', { id: 'pi_1' }))).toBeNull();
  });
});
