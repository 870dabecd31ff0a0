import { useState, type FormEvent } from 'react';
import { paths } from '@site/contracts/routes';
import { Button } from '@site/ui/button';
import { Link, useSearchParams } from '@site/ui/router';
import { useScreenQuery } from '@site/ui/screen-query';
import { DataTable } from '../../../components/data-table';
import { Pager } from '../../../components/pager';
import { EmptyState, ErrorState, Loading } from '../../../components/states';
import { Actions, FieldLabel, FilterBar, Input, Muted, Select } from '../../../components/ui';
import { formatDateTime } from '../../../lib/format';
import { useOwnerSession } from '../../../lib/owner-session';
import { auditLogFiltersFrom, auditLogQueryOptions } from '../api/audit-log';

const noFilters = { action: '', from: '', to: '' };

/**
 * What was done in the back office: who, what (and which fields it changed), on what, when and
 * from which address; filtered by action and by the days it was done (all in the URL).
 */
export function AuditLogScreen() {
  const { timezone } = useOwnerSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = auditLogFiltersFrom(searchParams);
  const [draft, setDraft] = useState({
    action: filters.action ?? '',
    from: filters.from ?? '',
    to: filters.to ?? '',
  });
  const log = useScreenQuery(auditLogQueryOptions(filters));
  const filtered = Object.keys(filters).some((key) => key !== 'page');

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const [name, value] of Object.entries(draft)) if (value) next.set(name, value);
    setSearchParams(next); // a new filter starts at page 1
  };

  // The actions the log holds; one in the address that it does not (yet) hold stays choosable.
  const actions = [...(log.data?.actions ?? [])];
  if (draft.action && !actions.includes(draft.action)) actions.push(draft.action);

  return (
    <>
      <FilterBar role="search" aria-label="Filter the audit log" onSubmit={apply}>
        <FieldLabel>
          Action
          <Select
            name="action"
            value={draft.action}
            onChange={(e) => setDraft({ ...draft, action: e.target.value })}
          >
            <option value="">Every action</option>
            {actions.map((action) => (
              <option key={action} value={action}>
                {action}
              </option>
            ))}
          </Select>
        </FieldLabel>
        <FieldLabel>
          From
          <Input
            type="date"
            name="from"
            value={draft.from}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          />
        </FieldLabel>
        <FieldLabel>
          Until
          <Input
            type="date"
            name="to"
            value={draft.to}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          />
        </FieldLabel>
        <Actions>
          <Button type="submit">Apply</Button>
          {filtered && (
            <Link to={paths.adminAuditLog} onClick={() => setDraft(noFilters)}>
              Clear Filters
            </Link>
          )}
        </Actions>
      </FilterBar>

      {log.isPending ? (
        <Loading label="Loading the audit log…" />
      ) : log.isError ? (
        <ErrorState
          title="The audit log could not be loaded."
          error={log.error}
          onRetry={() => void log.refetch()}
        />
      ) : log.data.items.length === 0 ? (
        <EmptyState>
          {filtered ? 'No entry matches these filters.' : 'Nothing has been recorded yet.'}
        </EmptyState>
      ) : (
        <>
          <DataTable>
            <caption>Newest first. Times and days in {timezone}.</caption>
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
                    <div>
                      <code>{entry.action}</code>
                      {entry.detail && <Muted as="span"> {entry.detail}</Muted>}
                    </div>
                  </td>
                  <td data-label="On">{entry.target ?? '—'}</td>
                  <td data-label="From">{entry.ip}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
          <Pager list={log.data} label="Pages of the audit log" />
        </>
      )}
    </>
  );
}
