import { queryOptions } from '@tanstack/react-query';
import type { AuditEntry, Page } from '@site/contracts/admin';
import { adminAuditLog } from '@site/contracts/endpoints/admin';
import { queryKeyOf, urlOf } from '@site/contracts/endpoints/define';
import { adminGet } from '../../../lib/admin-http';
import { pageInQuery } from '../../../lib/page-address';

const auditLogQuery = (page: number) => ({ page: pageInQuery(page) });
export const auditLogUrl = (page: number) => urlOf(adminAuditLog, {}, auditLogQuery(page));

export function auditLogQueryOptions(page: number) {
  const query = auditLogQuery(page);
  return queryOptions({
    queryKey: queryKeyOf(adminAuditLog, query),
    queryFn: () => adminGet<Page<AuditEntry>>(auditLogUrl(page)),
    staleTime: 0,
  });
}
