import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsultationBooking } from '@site/contracts/api-types';
import { isApiStatus } from '../../../lib/api-error-message';
import { useHydrated } from '@site/ui/use-hydrated';
import {
  paymentReconciliationQueryOptions,
  RECONCILE_ATTEMPTS,
} from '../api/payment-reconciliation';

/**
 * What the success page can honestly say about a payment:
 * - `checking`: the API has not answered yet (also the first HTML: the check runs in the browser);
 * - `confirmed`: paid (or already scheduled);
 * - `processing`: the bank is still confirming; `stillChecking` while the page asks again;
 * - `failed`: the payment did not go through;
 * - `unconfirmed`: the check itself failed (`notFound`: no such payment reference).
 */
export type PaymentOutcome =
  | { kind: 'checking' }
  | { kind: 'confirmed'; bookingId: number | null }
  | { kind: 'processing'; stillChecking: boolean }
  | { kind: 'failed' }
  | { kind: 'unconfirmed'; notFound: boolean };

/** The state of the payment with this reference (Stripe's `payment_intent`), asked of the API. */
export function usePaymentOutcome(paymentIntentId: string): PaymentOutcome {
  const mounted = useHydrated();
  const queryClient = useQueryClient();
  const options = paymentReconciliationQueryOptions(paymentIntentId);
  const query = useQuery({ ...options, enabled: mounted });
  const checks = queryClient.getQueryState(options.queryKey)?.dataUpdateCount ?? 0;

  if (!mounted || query.isPending) return { kind: 'checking' };
  if (query.isError) return { kind: 'unconfirmed', notFound: isApiStatus(query.error, 404) };
  const { status, bookingId } = query.data;
  if (status === 'paid') return { kind: 'confirmed', bookingId };
  if (status === 'pending') {
    return { kind: 'processing', stillChecking: checks < RECONCILE_ATTEMPTS };
  }
  return { kind: 'failed' };
}

/**
 * What a booking's own status says of its payment, for the page reached with the booking (after
 * its questionnaire) rather than with a payment reference. Null: nothing to say of a payment (a
 * booking since cancelled or refunded).
 */
export function bookingPaymentOutcome(
  booking: Pick<ConsultationBooking, 'status'>,
): PaymentOutcome | null {
  switch (booking.status) {
    case 'paid':
      // As before for this page without a payment reference: the emails carry the keyed link
      // to the booking's page (a link from here would lack the key on another device).
      return { kind: 'confirmed', bookingId: null };
    case 'pending':
      return { kind: 'processing', stillChecking: false };
    case 'payment_failed':
    case 'expired':
      return { kind: 'failed' };
    default:
      return null;
  }
}
