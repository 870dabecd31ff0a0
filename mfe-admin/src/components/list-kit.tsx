import { DateInput } from './date-field';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Page } from '@site/contracts/admin';
import styled from 'styled-components';
import { Link, useSearchParams } from '@site/ui/router';
import { DataTable, figureCell, ListCard, TableScroll } from './data-table';
import { adminLayout } from './layout';
import { Pager } from './pager';
import { EmptyState, ErrorState, Loading } from './states';
import { Actions, FieldLabel, FilterBar, Input, Select, SmallButton } from './ui';

const ApplyButton = styled(SmallButton)`
  /* As tall as the fields beside it. */
  min-height: 44px;
  padding-inline: 1.25rem;
`;

/**
 * A filter bar's submit: a quiet button, as tall as its fields. A screen's gold button is kept for
 * what the owner came to do (add a booking, publish), never for narrowing a list.
 */
export function ApplyFilters() {
  return <ApplyButton type="submit">Apply</ApplyButton>;
}

/**
 * The back office's list kit: filters kept in the address (so a list can be linked and reloaded),
 * the list's loading, failure and empty states, its table (compact cards on a phone) and its pager.
 * Every list screen is made of these, so they look and behave alike.
 */

/**
 * A list's filters: `draft` is what the form holds, applied to the address on submit (a new
 * filter starts at page 1); `filtered` says whether the address holds any filter. Names in
 * `kept` order the list rather than narrow it (a sort): they are not counted as filters, and
 * clearing the filters keeps them. Back, Forward or a link that changes the address puts the
 * form back to what the address holds.
 */
export function useUrlFilters<K extends string>(
  current: Partial<Record<K, string>>,
  /** The filters, in the order the address lists them. */
  names: K[],
  { kept = [] }: { kept?: readonly K[] } = {},
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const fromAddress = () =>
    Object.fromEntries(names.map((name) => [name, current[name] ?? ''])) as Record<K, string>;
  const [draft, setDraft] = useState<Record<K, string>>(fromAddress);
  // The address the form was last filled from: when it changes, so does the form.
  const address = names.map((name) => searchParams.get(name) ?? '').join('\n');
  const [filledFrom, setFilledFrom] = useState(address);
  if (filledFrom !== address) {
    setFilledFrom(address);
    setDraft(fromAddress());
  }
  const narrowing = names.filter((name) => !kept.includes(name));
  /** How many of the filters the address holds (the Filters button's count): one it does not
      know (an old or hand-edited address) is left out, as the list leaves it out. */
  const active = narrowing.filter((name) => (current[name] ?? '').trim() !== '').length;
  return {
    draft,
    filtered: active > 0,
    active,
    set: (name: K) => (value: string) => setDraft((now) => ({ ...now, [name]: value })),
    apply: (event: FormEvent) => {
      event.preventDefault();
      const next = new URLSearchParams();
      for (const name of names) if (draft[name].trim()) next.set(name, draft[name].trim());
      setSearchParams(next);
    },
    clear: () =>
      setDraft(
        (now) =>
          Object.fromEntries(
            names.map((name) => [name, kept.includes(name) ? now[name] : '']),
          ) as Record<K, string>,
      ),
  };
}

/** "Filters", or "Filters · 2" while two are applied. */
export const filtersButtonText = (active: number) =>
  active > 0 ? `Filters · ${active}` : 'Filters';

const FiltersButton = styled(SmallButton)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin-bottom: 1rem;

  ${adminLayout.filtersOpen} {
    display: none;
  }
`;

/**
 * The filters' form: from a tablet's column up it stands open above its list; on a phone's column
 * it stays behind its Filters button until asked for, and closes again once applied.
 */
const FiltersForm = styled(FilterBar)`
  ${adminLayout.filtersCollapsed} {
    &[data-open='false'] {
      display: none;
    }
    &[data-open='true'] {
      padding: 1rem;
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radius};
      background: ${({ theme }) => theme.colors.surface};
    }
  }
`;

/**
 * A list's filters, written once for every list: its fields and its actions (Apply, and Clear
 * while any filter is applied) in a search form. On a phone's column the form stands behind one
 * "Filters" button that says how many filters are applied ("Filters · 2") and opens them as a
 * panel; applying them closes it. From a tablet's column up the form always stands open.
 */
export function FiltersPanel({
  label,
  active,
  onSubmit,
  actions,
  noValidate,
  children,
}: {
  label: string;
  /** How many filters the list's address holds. */
  active: number;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The form's buttons: Apply first (and Clear while any filter is applied). */
  actions: ReactNode;
  noValidate?: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  // Stable between the server's render and the browser's: one filters form per screen.
  const id = `filters-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <>
      <FiltersButton
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((now) => !now)}
      >
        {filtersButtonText(active)}
      </FiltersButton>
      <FiltersForm
        id={id}
        role="search"
        aria-label={label}
        data-open={open}
        noValidate={noValidate}
        onSubmit={(event) => {
          onSubmit(event);
          setOpen(false);
        }}
      >
        {children}
        <Actions>{actions}</Actions>
      </FiltersForm>
    </>
  );
}

/* The clearing link's line, close under the filters it clears. */
const ClearLine = styled.p`
  margin: -0.75rem 0 1.25rem;
`;

/** The filter form: its fields, Apply, and under them a link that clears them while any is applied. */
export function FilterForm({
  label,
  filters,
  clearTo,
  clearLabel = 'Clear Filters',
  children,
}: {
  label: string;
  filters: Pick<ReturnType<typeof useUrlFilters>, 'apply' | 'clear' | 'filtered' | 'active'>;
  /** The list's own address, without filters (its order kept). */
  clearTo: string;
  /** The clearing link's words: "Clear Search" while the search is the only filter applied. */
  clearLabel?: string;
  children: ReactNode;
}) {
  return (
    <>
      <FiltersPanel
        label={label}
        active={filters.active}
        onSubmit={filters.apply}
        actions={<ApplyFilters />}
      >
        {children}
      </FiltersPanel>
      {/* Under the row, not in it: setting a filter moves none of its fields (a full row has no
          room to spare for it), and on a phone it clears without opening the panel. */}
      {filters.filtered && (
        <ClearLine>
          <Link to={clearTo} onClick={filters.clear}>
            {clearLabel}
          </Link>
        </ClearLine>
      )}
    </>
  );
}

/** The search of a list of people (Bookings, Clients): one short label, so the filters' labels share a line. */
export const peopleSearchLabel = 'Name or email';

/** A text, search or date filter. */
export function FilterInput({
  label,
  name,
  type = 'text',
  value,
  onChange,
}: {
  label: string;
  name: string;
  type?: 'text' | 'search' | 'date';
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <FieldLabel>
      {label}
      {type === 'date' ? (
        <DateInput name={name} value={value} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <Input type={type} name={name} value={value} onChange={(e) => onChange(e.target.value)} />
      )}
    </FieldLabel>
  );
}

/** A choice among `options` (value → label), with `any` for no filter. */
export function FilterSelect({
  label,
  name,
  any,
  options,
  value,
  onChange,
}: {
  label: string;
  name: string;
  any: string;
  options: readonly (readonly [string, string])[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <FieldLabel>
      {label}
      <Select name={name} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{any}</option>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </Select>
    </FieldLabel>
  );
}

/** One column of a list's table: its name (each cell's label on a card) and its cell. */
export interface Column<T> {
  label: string;
  /** The cell's own name on a row where it differs from the column's (a phone's row shows it). */
  labelOf?: (row: T) => string;
  /**
   * The row's value in this column; null, undefined or '' when it has none: a dash holds its
   * place in the table, and its card leaves the line out.
   */
  cell: (row: T) => ReactNode;
  /** The cell is a lone control (a button): its card shows it without the column's name. */
  control?: boolean;
  /**
   * A fact the owner seldom scans the list for (a day booked, a way of payment): shown only where
   * the screen's column holds it on the row's line, left out of narrower tables and of cards.
   * Whatever a list leaves out stands on the row's own page.
   */
  secondary?: boolean;
  /**
   * A figure (a sum, a count, a date): on one line, never broken; on a phone's row, after its
   * column's name ("Credits left 3").
   */
  figure?: boolean;
  /** The row's state as a pill: on a phone's row it stands at the right of the title's line. */
  pill?: boolean;
  /**
   * Whether the row has a value here, where its cell shows something even without one (a dash
   * with a quiet note under it): without one, a phone's row leaves the fact out.
   */
  hasValue?: (row: T) => boolean;
}

/**
 * A table's head row, one header a column: a figure's header aligned as its cells, a secondary
 * column's marked to be left out where its cells are. Every list's table and the Activity log's
 * (rows grouped under days) share it.
 */
export function ColumnHeads({
  columns,
}: {
  columns: readonly Pick<Column<unknown>, 'label' | 'figure' | 'secondary'>[];
}) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th
            key={column.label}
            scope="col"
            className={column.figure ? figureCell : undefined}
            data-secondary={column.secondary ? '' : undefined}
          >
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

const isEmpty = (value: ReactNode) =>
  value === null || value === undefined || value === '' || value === false;

/**
 * The rows as a table wherever the screen's column can hold one (a tablet, a laptop) and as
 * phone rows on a phone (the title and its state's pill, then its facts in one quiet line, an
 * empty value left out, a lone button on its own line: see DataTable); a table of three columns
 * or fewer stays a table down to a phone. A table wider than the column scrolls inside its own
 * box (named `label`), never the page. A list stands on its own card; a table within a page's
 * section (a booking's emails) is `ColumnsTable` in its own TableScroll.
 */
export function ListTable<T>(props: ColumnsTableProps<T> & { label: string }) {
  return (
    <ListCard>
      <TableScroll label={props.label}>
        <ColumnsTable {...props} />
      </TableScroll>
    </ListCard>
  );
}

interface ColumnsTableProps<T> {
  caption?: ReactNode;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** Every cell short (a month, a count): a table even on a phone, one line a row. */
  shortCells?: boolean;
}

/** A list's table itself, its rows made of its columns (see ListTable). */
export function ColumnsTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  shortCells = false,
}: ColumnsTableProps<T>) {
  return (
    <DataTable
      data-columns={columns.length <= 3 ? 'few' : undefined}
      data-cells={shortCells && columns.length <= 3 ? 'short' : undefined}
      data-phone="rows"
    >
      {caption && <caption>{caption}</caption>}
      <ColumnHeads columns={columns} />
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column, index) => {
              const value = column.cell(row);
              const empty = isEmpty(value);
              const none = empty || column.hasValue?.(row) === false;
              // A fact of the phone's row's second line.
              const fact =
                index > 0 && !none && !column.pill && !column.control && !column.secondary;
              return (
                <td
                  key={column.label}
                  data-label={column.control ? undefined : (column.labelOf?.(row) ?? column.label)}
                  data-empty={none ? '' : undefined}
                  data-secondary={column.secondary ? '' : undefined}
                  data-pill={column.pill ? '' : undefined}
                  data-fact={fact ? '' : undefined}
                  data-named={fact && column.figure ? '' : undefined}
                  className={column.figure ? figureCell : undefined}
                >
                  {/* One box for the value, so a card sets it whole beside its name. */}
                  <div>{empty ? '—' : value}</div>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

/** What a list says while loading, when it failed, and when it is empty (filtered or not). */
export interface ListWords {
  loading: string;
  failed: string;
  empty: string;
  /** What will appear in the list once it fills (its empty state's second line). */
  emptyDetail?: ReactNode;
  /** The owner's next step from the empty list (a button or a link). */
  emptyAction?: ReactNode;
  /** Empty because of the filters. */
  noMatch?: string;
}

interface ListProps<D> {
  query: UseQueryResult<D>;
  words: ListWords;
  filtered?: boolean;
  /** The name of the region that holds the items (and the pager), if they stand in one. */
  region?: string;
  /** The skeleton's height while loading. */
  loadingHeight?: string;
  children: (data: D) => ReactNode;
}

/** The list's state while it has no items to show, or null once it has. */
function stateOf<D>(
  { query, words, filtered = false, loadingHeight }: ListProps<D>,
  count: (data: D) => number,
): ReactNode {
  if (query.isPending) return <Loading label={words.loading} height={loadingHeight} />;
  if (query.isError)
    return (
      <ErrorState title={words.failed} error={query.error} onRetry={() => void query.refetch()} />
    );
  if (count(query.data) === 0)
    return filtered && words.noMatch ? (
      <EmptyState>{words.noMatch}</EmptyState>
    ) : (
      <EmptyState detail={words.emptyDetail} action={words.emptyAction}>
        {words.empty}
      </EmptyState>
    );
  return null;
}

/* The items' region is a plain landmark: the card is the list's own (ListCard), one surface for
   every list whether or not it stands in a region. */
const inRegion = (region: string | undefined, content: ReactNode) =>
  region ? <section aria-label={region}>{content}</section> : content;

/** A list from the API: its skeleton, failure with a retry, empty state, or its items. */
export function ItemList<T>(props: ListProps<readonly T[]>) {
  const state = stateOf(props, (items) => items.length);
  if (state !== null || !props.query.data) return state;
  return inRegion(props.region, props.children(props.query.data));
}

/** A paged list from the API: as ItemList, with the pager (named `pages`) below the items. */
export function PagedList<T, P extends Page<T>>(props: ListProps<P> & { pages: string }) {
  const state = stateOf(props, (page) => page.items.length);
  if (state !== null || !props.query.data) return state;
  return inRegion(
    props.region,
    <>
      {props.children(props.query.data)}
      <Pager list={props.query.data} label={props.pages} />
    </>,
  );
}
