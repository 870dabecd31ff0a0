import { queryOptions } from '@tanstack/react-query';
import { getJson } from '@site/api-client/http';
import type { PaymentReconciliation } from '@site/contracts/api-types';
import { queryKeyOf, urlOf } from '@site/contracts/endpoints/define';
import { reconcilePayment } from '@site/contracts/endpoints/payments';

/** How long the success page keeps asking while a payment is still being confirmed. */
export const RECONCILE_INTERVAL_MS = 2000;
export const RECONCILE_ATTEMPTS = 15;

/**
 * GET /api/payments/:paymentIntentId: the API asks Stripe about the payment it was returned with
 * and marks its booking paid when it succeeded (a fallback for a late webhook).
 */
export function paymentReconciliationQueryOptions(paymentIntentId: string) {
  return queryOptions({
    queryKey: queryKeyOf(reconcilePayment, { paymentIntentId }),
    queryFn: () => getJson<PaymentReconciliation>(urlOf(reconcilePayment, { paymentIntentId })),
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' && query.state.dataUpdateCount < RECONCILE_ATTEMPTS
        ? RECONCILE_INTERVAL_MS
        : false,
  });
}
