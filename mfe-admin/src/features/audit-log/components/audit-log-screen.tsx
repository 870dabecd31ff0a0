import styled from 'styled-components';
import { paths } from '@site/contracts/routes';
import { Link, useSearchParams } from '@site/ui/router';
import { useScreenQuery } from '@site/ui/screen-query';
import { DataTable, figureCell, ListCard, TableScroll } from '../../../components/data-table';
import { adminLayout } from '../../../components/layout';
import {
  ColumnHeads,
  FilterForm,
  FilterInput,
  FilterSelect,
  PagedList,
  useUrlFilters,
  type Column,
} from '../../../components/list-kit';
import { Muted } from '../../../components/ui';
import { WholeCompounds } from '../../../components/whole-compounds';
import { dayKey, formatDayHeading, formatTime } from '../../../lib/format';
import { useOwnerSession } from '../../../lib/owner-session';
import type { AuditEntry } from '@site/contracts/admin';
import { auditLogFiltersFrom, auditLogQueryOptions } from '../api/audit-log';
import { actionInWords } from '../../../lib/action-words';
import { detailInWords } from '../../../lib/changed-fields';
import { targetInWords } from '../../../lib/target-words';
import { VisuallyHidden, visuallyHidden } from '@site/ui/visually-hidden';
import { foldRepeats, type ActivityRow } from './activity-rows';

/** The action's words (its code only as their tooltip), then on the same line what it changed,
    quieter, wrapping only where the line is too short. */
const ActionCell = styled.span`
  strong {
    margin-right: 0.375rem;
  }
`;

/** How many times a row's action was done in a row: "×3" to the eye, "3 times" to a screen reader. */
const Repeats = styled.span`
  margin-right: 0.375rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.muted};
`;

function Target({ entry }: { entry: AuditEntry & { target: string } }) {
  const { words, to } = targetInWords(entry.target, entry.targetBooking, entry.targetTitle);
  return to ? <Link to={to}>{words}</Link> : <>{words}</>;
}

/** "203.0.113.9", "203.0.113.9 and 198.51.100.2", "a, b and c". */
const addressList = new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' });

/** The one address every entry of a page of several came from, if they all came from one. */
function sharedAddress(entries: readonly AuditEntry[]): string | undefined {
  const addresses = new Set(entries.map((entry) => entry.ip));
  const [only] = addresses;
  return entries.length > 1 && addresses.size === 1 && only ? only : undefined;
}

/**
 * The time (its day is the heading above it), on one line; where from is its tooltip and read to
 * a screen reader ("from 203.0.113.9", every address of a folded row's repeats): the address an action came from matters only when something looks wrong, so it costs no line
 * of every row. The back office has one owner, so who did it goes without saying. A page whose
 * entries all came from one address says it once, under the table; a page on which no entry
 * names what it was done on has no "On" column.
 */
export function activityColumns(
  timezone: string,
  entries: readonly AuditEntry[],
): Column<ActivityRow>[] {
  const oneAddress = sharedAddress(entries) !== undefined;
  const when: Column<ActivityRow> = {
    label: 'Time',
    figure: true,
    cell: (entry) => {
      // A folded row's repeats may have come from several addresses: it names them all.
      const from =
        entry.ips.length > 0 && !oneAddress ? `from ${addressList.format(entry.ips)}` : undefined;
      return (
        <span title={from}>
          {formatTime(entry.createdAt, timezone)}
          {from && <VisuallyHidden> {from}</VisuallyHidden>}
        </span>
      );
    },
  };
  const action: Column<ActivityRow> = {
    label: 'Action',
    cell: (entry) => (
      <ActionCell>
        {/* A hyphenated word ("email") stays whole in a narrow column. */}
        <strong title={entry.action}>
          <WholeCompounds text={actionInWords(entry.action)} />
        </strong>{' '}
        {entry.count > 1 && (
          <Repeats data-repeats="">
            <span aria-hidden="true">×{entry.count}</span>
            <VisuallyHidden>{entry.count} times</VisuallyHidden>
          </Repeats>
        )}
        {entry.detail && <Muted as="span">{detailInWords(entry.action, entry.detail)}</Muted>}
      </ActionCell>
    ),
  };
  const on: Column<ActivityRow> = {
    label: 'On',
    cell: (entry) => entry.target && <Target entry={{ ...entry, target: entry.target }} />,
  };
  return entries.some((entry) => entry.target) ? [when, action, on] : [when, action];
}

/** The table's caption: its order, and the one address every entry came from. */
export function activityCaption(entries: readonly AuditEntry[]): string {
  const base = 'Newest first.';
  const only = sharedAddress(entries);
  return only ? `${base} Every entry on this page came from ${only}.` : base;
}

/**
 * A day's rows under its heading ("Today", "Yesterday", "Mon, Nov 23"), in the list's order, its
 * repeats folded into one row with their count.
 */
export interface ActivityDay {
  key: string;
  heading: string;
  entries: ActivityRow[];
}

/** The page's entries (newest first) by the day they were done in the owner's zone. */
export function activityDays(
  timezone: string,
  entries: readonly AuditEntry[],
  now: Date = new Date(),
): ActivityDay[] {
  const days: { key: string; heading: string; entries: AuditEntry[] }[] = [];
  for (const entry of entries) {
    const key = dayKey(entry.createdAt, timezone);
    const last = days.at(-1);
    if (last?.key === key) last.entries.push(entry);
    else
      days.push({
        key,
        heading: formatDayHeading(entry.createdAt, timezone, now),
        entries: [entry],
      });
  }
  // Repeats fold within their day: a row never spans a day's heading.
  return days.map((day) => ({ ...day, entries: foldRepeats(day.entries) }));
}

/**
 * The log as one table, a group of rows a day, each headed by its day (a header cell for its
 * rows); an entry on one line where it fits: its time in a narrow column, what was done, on what.
 * It stays a table on a phone: there what it was done on goes under the action, beside the time.
 */
const LogTable = styled(DataTable)`
  td {
    padding-block: 0.5rem;
  }
  tbody th[scope='colgroup'] {
    padding-top: 0.75rem;
    background: ${({ theme }) => theme.colors.ivory};
    font-size: ${({ theme }) => theme.type.small};
    font-weight: 700;
    letter-spacing: 0;
    text-transform: none;
    color: ${({ theme }) => theme.colors.text};
  }
  .${figureCell} {
    width: 1%;
    color: ${({ theme }) => theme.colors.muted};
  }
  /* What it was done on ("Other Client · Single Session · Paid outside the site") is the longer
     text of a row: its column takes the larger share, so it reads on one line where the action's
     few words leave room, rather than wrapping beside empty space. */
  ${adminLayout.tableAsRows} {
    thead th:nth-child(3) {
      width: 50%;
    }
  }

  ${adminLayout.tableCellsStacked} {
    &,
    tbody,
    tbody tr,
    tbody th {
      display: block;
    }
    caption {
      display: block;
      padding-inline: 0.75rem;
    }
    && tbody th[scope='colgroup'] {
      padding-inline: 0.75rem;
    }
    thead {
      ${visuallyHidden}
    }
    tbody tr[data-entry] {
      display: grid;
      grid-template-columns: 4.5rem minmax(0, 1fr);
      column-gap: 0.5rem;
      padding: 0.5rem 0.75rem;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    tbody tr[data-entry] > td {
      width: auto;
      padding: 0;
      border: 0;
    }
    tbody tr[data-entry] > td:nth-child(n + 3) {
      grid-column: 2;
    }
    /* Done on nothing in particular (a sign-in): no line of a dash. */
    tbody tr[data-entry] > td[data-empty] {
      display: none;
    }
  }
`;

function ActivityLog({ timezone, entries }: { timezone: string; entries: readonly AuditEntry[] }) {
  const columns = activityColumns(timezone, entries);
  return (
    <ListCard>
      <TableScroll label="Activity table">
        <LogTable data-columns="few" data-cells="short">
          <caption>{activityCaption(entries)}</caption>
          <ColumnHeads columns={columns} />
          {activityDays(timezone, entries).map((day) => (
            <tbody key={day.key}>
              <tr>
                <th scope="colgroup" colSpan={columns.length}>
                  {day.heading}
                </th>
              </tr>
              {day.entries.map((entry) => (
                <tr key={entry.id} data-entry="">
                  {columns.map((column) => {
                    const value = column.cell(entry);
                    return (
                      <td
                        key={column.label}
                        className={column.figure ? figureCell : undefined}
                        data-empty={value ? undefined : ''}
                      >
                        {value || '—'}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          ))}
        </LogTable>
      </TableScroll>
    </ListCard>
  );
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
        {(page) => <ActivityLog timezone={timezone} entries={page.items} />}
      </PagedList>
    </>
  );
}
