import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiStatus } from '../../../lib/api-error-message';
import { useHydrated } from '@site/ui/use-hydrated';
import {
  paymentReconciliationQueryOptions,
  RECONCILE_ATTEMPTS,
} from '../api/payment-reconciliation';

/**
 * What the success page can honestly say about a payment:
 * - `checking`: the API has not answered yet (also the first HTML: the check runs in the browser);
 * - `confirmed`: paid (or already scheduled); without a payment reference (the page reached from
 *   the questionnaire or an e-mail) the visitor is past payment, so also confirmed;
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

export function usePaymentOutcome(paymentIntentId: string | null): PaymentOutcome {
  const mounted = useHydrated();
  const queryClient = useQueryClient();
  const options = paymentReconciliationQueryOptions(paymentIntentId ?? '');
  const query = useQuery({ ...options, enabled: mounted && paymentIntentId !== null });
  const checks = queryClient.getQueryState(options.queryKey)?.dataUpdateCount ?? 0;

  if (paymentIntentId === null) return { kind: 'confirmed', bookingId: null };
  if (!mounted || query.isPending) return { kind: 'checking' };
  if (query.isError) return { kind: 'unconfirmed', notFound: isApiStatus(query.error, 404) };
  const { status, bookingId } = query.data;
  if (status === 'paid') return { kind: 'confirmed', bookingId };
  if (status === 'pending') {
    return { kind: 'processing', stillChecking: checks < RECONCILE_ATTEMPTS };
  }
  return { kind: 'failed' };
}
