import styled from 'styled-components';
import { paths } from '@site/contracts/routes';
import { Link, useSearchParams } from '@site/ui/router';
import { useScreenQuery } from '@site/ui/screen-query';
import {
  FilterForm,
  FilterInput,
  FilterSelect,
  ListTable,
  PagedList,
  useUrlFilters,
  type Column,
} from '../../../components/list-kit';
import { Muted } from '../../../components/ui';
import { formatDateTime } from '../../../lib/format';
import { useOwnerSession } from '../../../lib/owner-session';
import type { AuditEntry } from '@site/contracts/admin';
import { auditLogFiltersFrom, auditLogQueryOptions } from '../api/audit-log';
import { actionInWords } from '../../../lib/action-words';
import { detailInWords } from '../../../lib/changed-fields';
import { targetInWords } from '../../../lib/target-words';
import { timezoneInParentheses } from '@site/contracts/timezones';
import { VisuallyHidden } from '@site/ui/visually-hidden';

/** The action's words (its code only as their tooltip), then what it changed, quieter. */
const ActionCell = styled.div`
  display: grid;
  gap: 0.125rem;
`;

function Target({ entry }: { entry: AuditEntry & { target: string } }) {
  const { words, to } = targetInWords(entry.target, entry.targetBooking, entry.targetTitle);
  return to ? <Link to={to}>{words}</Link> : <>{words}</>;
}

/*
 * When, on one line; where from is its tooltip and read to a screen reader ("from 203.0.113.9"):
 * the address an action came from matters only when something looks wrong, so it costs no line
 * of every row. The back office has one owner, so who did it goes without saying. A page whose
 * entries all came from one address says it once, under the table; a page on which no entry
 * names what it was done on has no "On" column.
 */
export function activityColumns(
  timezone: string,
  entries: readonly AuditEntry[],
): Column<AuditEntry>[] {
  const oneAddress = entries.length > 1 && new Set(entries.map((entry) => entry.ip)).size === 1;
  const when: Column<AuditEntry> = {
    label: 'When',
    cell: (entry) => (
      <span title={entry.ip && !oneAddress ? `from ${entry.ip}` : undefined}>
        {formatDateTime(entry.createdAt, timezone)}
        {entry.ip && !oneAddress && <VisuallyHidden> from {entry.ip}</VisuallyHidden>}
      </span>
    ),
  };
  const action: Column<AuditEntry> = {
    label: 'Action',
    cell: (entry) => (
      <ActionCell>
        <strong title={entry.action}>{actionInWords(entry.action)}</strong>
        {entry.detail && <Muted as="span">{detailInWords(entry.action, entry.detail)}</Muted>}
      </ActionCell>
    ),
  };
  const on: Column<AuditEntry> = {
    label: 'On',
    cell: (entry) => entry.target && <Target entry={{ ...entry, target: entry.target }} />,
  };
  return entries.some((entry) => entry.target) ? [when, action, on] : [when, action];
}

/** The table's caption: its order, its zone, and the one address every entry came from. */
export function activityCaption(timezone: string, entries: readonly AuditEntry[]): string {
  const base = `Newest first. Times and days in your zone ${timezoneInParentheses(timezone)}.`;
  const addresses = new Set(entries.map((entry) => entry.ip));
  const [only] = [...addresses];
  return entries.length > 1 && addresses.size === 1 && only
    ? `${base} Every entry on this page came from ${only}.`
    : base;
}

/**
 * What was done in the back office: what (and which fields it changed), on what, when and, quieter,
 * from which address; filtered by action and by the days it was done (all in the URL).
 */
export function AuditLogScreen() {
  const { timezone } = useOwnerSession();
  const [searchParams] = useSearchParams();
  const current = auditLogFiltersFrom(searchParams);
  const filters = useUrlFilters({ action: current.action, from: current.from, to: current.to }, [
    'action',
    'from',
    'to',
  ]);
  const log = useScreenQuery(auditLogQueryOptions(current));

  // The actions the log holds; one in the address that it does not (yet) hold stays choosable.
  const actions = [...(log.data?.actions ?? [])];
  if (filters.draft.action && !actions.includes(filters.draft.action))
    actions.push(filters.draft.action);

  return (
    <>
      <FilterForm label="Filter the activity log" filters={filters} clearTo={paths.adminAuditLog}>
        <FilterSelect
          label="Action"
          name="action"
          any="Every action"
          options={actions.map((action) => [action, actionInWords(action)] as const)}
          value={filters.draft.action}
          onChange={filters.set('action')}
        />
        <FilterInput
          label="Recorded from"
          name="from"
          type="date"
          value={filters.draft.from}
          onChange={filters.set('from')}
        />
        <FilterInput
          label="Recorded until"
          name="to"
          type="date"
          value={filters.draft.to}
          onChange={filters.set('to')}
        />
      </FilterForm>
      <PagedList
        query={log}
        filtered={filters.filtered}
        words={{
          loading: 'Loading the activity log…',
          failed: 'The activity log could not be loaded.',
          empty: 'Nothing has been recorded yet.',
          noMatch: 'No entry matches these filters.',
        }}
        pages="Pages of the activity log"
      >
        {(page) => (
          <ListTable
            label="Activity table"
            caption={activityCaption(timezone, page.items)}
            columns={activityColumns(timezone, page.items)}
            rows={page.items}
            rowKey={(entry) => entry.id}
          />
        )}
      </PagedList>
    </>
  );
}
