import { queryOptions } from '@tanstack/react-query';
import type { AuditEntry, Page } from '@site/contracts/admin';
import { adminAuditLog } from '@site/contracts/endpoints/admin';
import { queryKeyOf, urlOf } from '@site/contracts/endpoints/define';
import { adminGet } from '../../../lib/admin-http';

export function auditLogQueryOptions(page: number) {
  const query = { page: page > 1 ? page : undefined };
  return queryOptions({
    queryKey: queryKeyOf(adminAuditLog, query),
    queryFn: () => adminGet<Page<AuditEntry>>(urlOf(adminAuditLog, {}, query)),
    staleTime: 0,
  });
}
