import { useSearchParams } from '@site/ui/router';
import { DataTable } from '../../../components/data-table';
import { Pager } from '../../../components/pager';
import { pageParam } from '../../../lib/page-address';
import { EmptyState, ErrorState, Loading } from '../../../components/states';
import { formatDateTime } from '../../../lib/format';
import { useOwnerSession } from '../../../lib/owner-session';
import { auditLogQueryOptions } from '../api/audit-log';
import { useScreenQuery } from '@site/ui/screen-query';

/** What was done in the back office: who, what, on what, when and from which address. */
export function AuditLogScreen() {
  const { timezone } = useOwnerSession();
  const [searchParams] = useSearchParams();
  const log = useScreenQuery(auditLogQueryOptions(pageParam(searchParams)));
  if (log.isPending) return <Loading label="Loading the audit log…" />;
  if (log.isError) {
    return (
      <ErrorState
        title="The audit log could not be loaded."
        error={log.error}
        onRetry={() => void log.refetch()}
      />
    );
  }
  if (log.data.items.length === 0) return <EmptyState>Nothing has been recorded yet.</EmptyState>;
  return (
    <>
      <DataTable>
        <caption>Newest first. Times in {timezone}.</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">Action</th>
            <th scope="col">On</th>
            <th scope="col">From</th>
          </tr>
        </thead>
        <tbody>
          {log.data.items.map((entry) => (
            <tr key={entry.id}>
              <td data-label="When">{formatDateTime(entry.createdAt, timezone)}</td>
              <td data-label="Who">{entry.username}</td>
              <td data-label="Action">
                <code>{entry.action}</code>
              </td>
              <td data-label="On">{entry.target ?? '—'}</td>
              <td data-label="From">{entry.ip}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      <Pager list={log.data} label="Pages of the audit log" />
    </>
  );
}
