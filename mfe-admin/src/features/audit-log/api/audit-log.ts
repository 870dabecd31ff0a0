import { queryOptions } from '@tanstack/react-query';
import type { AuditLogFilters, AuditLogPage } from '@site/contracts/admin';
import { adminAuditLog } from '@site/contracts/endpoints/admin';
import { queryKeyOf, urlOf } from '@site/contracts/endpoints/define';
import { adminGet } from '../../../lib/admin-http';
import { pageParam } from '../../../lib/page-address';

const day = /^\d{4}-\d{2}-\d{2}$/;
const action = /^[a-z0-9.-]{1,100}$/;

/** The filters of the address (`?action=&from=&to=&page=`); anything malformed is left out. */
export function auditLogFiltersFrom(searchParams: URLSearchParams): AuditLogFilters {
  const chosen = searchParams.get('action')?.trim() ?? '';
  const from = searchParams.get('from') ?? '';
  const to = searchParams.get('to') ?? '';
  const page = pageParam(searchParams);
  return {
    ...(action.test(chosen) ? { action: chosen } : {}),
    ...(day.test(from) ? { from } : {}),
    ...(day.test(to) ? { to } : {}),
    ...(page > 1 ? { page } : {}),
  };
}

export const auditLogUrl = (filters: AuditLogFilters) => urlOf(adminAuditLog, {}, { ...filters });

export function auditLogQueryOptions(filters: AuditLogFilters) {
  return queryOptions({
    queryKey: queryKeyOf(adminAuditLog, { ...filters }),
    queryFn: () => adminGet<AuditLogPage>(auditLogUrl(filters)),
    staleTime: 0,
  });
}
