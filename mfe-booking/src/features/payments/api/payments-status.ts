import { queryOptions } from '@tanstack/react-query';
import { getJson } from '@site/api-client/http';
import type { PaymentsStatus } from '@site/contracts/api-types';
import { queryKeyOf, urlOf } from '@site/contracts/endpoints/define';
import { paymentsStatus } from '@site/contracts/endpoints/payments';

/** GET /api/payments/status: whether card payments are activated. Creates nothing. */
export function paymentsStatusQueryOptions() {
  return queryOptions({
    queryKey: queryKeyOf(paymentsStatus),
    queryFn: () => getJson<PaymentsStatus>(urlOf(paymentsStatus)),
  });
}
