import { useState, type FormEvent, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Page } from '@site/contracts/admin';
import { Button } from '@site/ui/button';
import { Link, useSearchParams } from '@site/ui/router';
import { DataTable } from './data-table';
import { Pager } from './pager';
import { EmptyState, ErrorState, Loading } from './states';
import { Actions, FieldLabel, FilterBar, Input, Section, Select } from './ui';

/**
 * The back office's list kit: filters kept in the address (so a list can be linked and reloaded),
 * the list's loading, failure and empty states, its table (cards at phone width) and its pager.
 * Every list screen is made of these, so they look and behave alike.
 */

/**
 * A list's filters: `draft` is what the form holds, applied to the address on submit (a new
 * filter starts at page 1); `filtered` says whether the address holds any filter.
 */
export function useUrlFilters<K extends string>(
  current: Partial<Record<K, string>>,
  /** The filters, in the order the address lists them. */
  names: K[],
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const empty = Object.fromEntries(names.map((name) => [name, ''])) as Record<K, string>;
  const [draft, setDraft] = useState<Record<K, string>>(
    () => Object.fromEntries(names.map((name) => [name, current[name] ?? ''])) as Record<K, string>,
  );
  const filtered = [...searchParams.keys()].some((key) => key !== 'page');
  return {
    draft,
    filtered,
    set: (name: K) => (value: string) => setDraft((now) => ({ ...now, [name]: value })),
    apply: (event: FormEvent) => {
      event.preventDefault();
      const next = new URLSearchParams();
      for (const name of names) if (draft[name].trim()) next.set(name, draft[name].trim());
      setSearchParams(next);
    },
    clear: () => setDraft(empty),
  };
}

/** The filter form: its fields, Apply, and a link that clears them while any is applied. */
export function FilterForm({
  label,
  filters,
  clearTo,
  children,
}: {
  label: string;
  filters: Pick<ReturnType<typeof useUrlFilters>, 'apply' | 'clear' | 'filtered'>;
  /** The list's own address, without filters. */
  clearTo: string;
  children: ReactNode;
}) {
  return (
    <FilterBar role="search" aria-label={label} onSubmit={filters.apply}>
      {children}
      <Actions>
        <Button type="submit">Apply</Button>
        {filters.filtered && (
          <Link to={clearTo} onClick={filters.clear}>
            Clear Filters
          </Link>
        )}
      </Actions>
    </FilterBar>
  );
}

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
      <Input type={type} name={name} value={value} onChange={(e) => onChange(e.target.value)} />
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
  cell: (row: T) => ReactNode;
}

/** The rows as a table from 768 px and as cards below, each cell named by its column. */
export function ListTable<T>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption?: ReactNode;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
}) {
  return (
    <DataTable>
      {caption && <caption>{caption}</caption>}
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.label} scope="col">
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) => (
              <td key={column.label} data-label={column.label}>
                {column.cell(row)}
              </td>
            ))}
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
  /** Empty because of the filters. */
  noMatch?: string;
  /** The pager's name. */
  pages: string;
}

/**
 * A paged list from the API: its skeleton while loading, its failure with a retry, its empty
 * state, or its items (drawn by `children`) and the pager.
 */
export function PagedList<T, P extends Page<T>>({
  query,
  words,
  filtered = false,
  region,
  children,
}: {
  query: UseQueryResult<P>;
  words: ListWords;
  filtered?: boolean;
  /** The name of the region that holds the items and the pager, if they stand in one. */
  region?: string;
  children: (page: P) => ReactNode;
}) {
  if (query.isPending) return <Loading label={words.loading} />;
  if (query.isError)
    return (
      <ErrorState title={words.failed} error={query.error} onRetry={() => void query.refetch()} />
    );
  if (query.data.items.length === 0)
    return <EmptyState>{filtered && words.noMatch ? words.noMatch : words.empty}</EmptyState>;
  const items = (
    <>
      {children(query.data)}
      <Pager list={query.data} label={words.pages} />
    </>
  );
  return region ? <Section aria-label={region}>{items}</Section> : items;
}
