import { queryOptions } from '@tanstack/react-query';
import { adminPaths, type AuditEntry, type Page } from '@site/contracts/admin';
import { adminGet, withQuery } from '../../../lib/admin-http';

export function auditLogQueryOptions(page: number) {
  return queryOptions({
    queryKey: ['admin', 'audit-log', page],
    queryFn: () =>
      adminGet<Page<AuditEntry>>(
        withQuery(adminPaths.auditLog, { page: page > 1 ? page : undefined }),
      ),
    staleTime: 0,
  });
}
