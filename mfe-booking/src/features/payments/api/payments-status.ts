import { queryOptions } from '@tanstack/react-query';
import { getJson } from '@site/api-client/http';
import type { PaymentsStatus } from '@site/contracts/api-types';

/** GET /api/payments/status: whether card payments are activated. Creates nothing. */
export function paymentsStatusQueryOptions() {
  return queryOptions({
    queryKey: ['payments', 'status'],
    queryFn: () => getJson<PaymentsStatus>('/api/payments/status'),
  });
}
