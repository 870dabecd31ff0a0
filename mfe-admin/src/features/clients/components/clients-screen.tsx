import type { FormEvent } from 'react';
import styled from 'styled-components';
import {
  clientSorts,
  clientStates,
  defaultClientSort,
  type ClientSort,
  type ClientState,
} from '@site/contracts/endpoints/admin-clients';
import { paidPackageTypes } from '@site/contracts/packages';
import { paths, toPath } from '@site/contracts/routes';
import { Link, useSearchParams } from '@site/ui/router';
import { useScreenQuery } from '@site/ui/screen-query';
import { EmailAddress } from '../../../components/breakable';
import { ApplyFilters } from '../../../components/list-kit';
import { DataTable, figureCell, TableScroll } from '../../../components/data-table';
import { EmptyState, ErrorState, Loading } from '../../../components/states';
import {
  Badge,
  FieldLabel,
  FilterBar,
  Input,
  Muted,
  Section,
  Select,
} from '../../../components/ui';
import { packageName } from '../../../lib/format';
import { useOwnerSession } from '../../../lib/owner-session';
import {
  clientFigureLabels,
  clientFigureValues,
  type ClientFigureName,
} from '../lib/client-figures';
import {
  clientFiltersFrom,
  clientSearchParams,
  clientsQueryOptions,
  narrowingFilters,
  type ClientFilters,
} from '../api/clients';

/** The figures' columns, in the list's order. */
const columns: readonly ClientFigureName[] = [
  'creditsLeft',
  'nextSession',
  'totalPaid',
  'lastContact',
];

export const clientStateLabels: Record<ClientState, string> = {
  active: 'Active (credits or a session to come)',
  finished: 'Finished (neither)',
  unread: 'Unread message',
  'new-check-in': 'New check-in',
};

export const clientSortLabels: Record<ClientSort, string> = {
  'last-contact': 'Last contact',
  'next-session': 'Next session',
  'total-paid': 'Total paid',
  name: 'Name',
};

/** "1 client", "3 clients". */
export const clientCount = (count: number) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? 'client' : 'clients'}`;

const Count = styled(Muted)`
  margin-bottom: 0.75rem;
  font-weight: 600;
`;

/**
 * Clients: one row per person (his e-mail address across bookings) with his packages, credits
 * left, next session, total paid and last contact; searched by name or address, filtered by a
 * package bought and a state, sorted. Every choice lives in the page's address, so a filtered list
 * can be bookmarked and Back returns to the previous one.
 */
export function ClientsScreen() {
  const { timezone } = useOwnerSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = clientFiltersFrom(searchParams);
  const list = useScreenQuery(clientsQueryOptions(filters));

  const show = (next: ClientFilters) => setSearchParams(clientSearchParams(next));
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = new FormData(event.currentTarget).get('q');
    show({ ...filters, q: typeof q === 'string' && q.trim() ? q.trim() : undefined });
  };
  const narrowed = narrowingFilters.some((name) => filters[name] !== undefined);
  const onlySearch = filters.q !== undefined && !filters.package && !filters.state;
  const cleared = paths.adminClients + clientQuery({ sort: filters.sort });

  return (
    <>
      <FilterBar role="search" aria-label="Search and filter clients" onSubmit={search}>
        <FieldLabel>
          Name or e-mail contains
          {/* Back or a link changes the address: the box then starts again from it. */}
          <Input key={filters.q ?? ''} type="search" name="q" defaultValue={filters.q ?? ''} />
        </FieldLabel>
        <FieldLabel>
          Package bought
          <Select
            name="package"
            value={filters.package ?? ''}
            onChange={(e) =>
              show({ ...filters, package: paidPackageTypes.find((t) => t === e.target.value) })
            }
          >
            <option value="">Any package</option>
            {paidPackageTypes.map((type) => (
              <option key={type} value={type}>
                {packageName(type)}
              </option>
            ))}
          </Select>
        </FieldLabel>
        <FieldLabel>
          State
          <Select
            name="state"
            value={filters.state ?? ''}
            onChange={(e) =>
              show({ ...filters, state: clientStates.find((one) => one === e.target.value) })
            }
          >
            <option value="">Any state</option>
            {clientStates.map((state) => (
              <option key={state} value={state}>
                {clientStateLabels[state]}
              </option>
            ))}
          </Select>
        </FieldLabel>
        <FieldLabel>
          Sort by
          <Select
            name="sort"
            value={filters.sort ?? defaultClientSort}
            onChange={(e) =>
              show({ ...filters, sort: clientSorts.find((one) => one === e.target.value) })
            }
          >
            {clientSorts.map((sort) => (
              <option key={sort} value={sort}>
                {clientSortLabels[sort]}
              </option>
            ))}
          </Select>
        </FieldLabel>
        <div>
          <ApplyFilters />
        </div>
      </FilterBar>
      {list.isPending ? (
        <Loading label="Loading clients…" />
      ) : list.isError ? (
        <ErrorState
          title="The clients could not be loaded."
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.length === 0 ? (
        !narrowed ? (
          <EmptyState>No client has booked yet.</EmptyState>
        ) : onlySearch ? (
          <EmptyState action={<Link to={cleared}>Clear Search</Link>}>
            No client matches this search.
          </EmptyState>
        ) : (
          <EmptyState action={<Link to={cleared}>Clear Filters</Link>}>
            No client matches these filters.
          </EmptyState>
        )
      ) : (
        <Section aria-label="Clients">
          <Count role="status">{clientCount(list.data.length)}</Count>
          <TableScroll label="Clients table">
            <DataTable>
              <thead>
                <tr>
                  <th scope="col">Client</th>
                  <th scope="col">Packages</th>
                  {columns.map((name) => (
                    <th key={name} scope="col" className={figureCell}>
                      {clientFigureLabels[name]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {list.data.map((client) => {
                  const figures = clientFigureValues(client, timezone);
                  return (
                    <tr key={client.id}>
                      <td data-label="Client">
                        {/* One block: on a card its lines stay together beside the column's name. */}
                        <div>
                          <Link to={toPath(paths.adminClient, { clientId: client.id })}>
                            {client.name}
                          </Link>
                          <EmailAddress address={client.email} quiet />
                          {client.unreadMessages > 0 && (
                            <>
                              {' '}
                              <Badge $tone="warn">
                                {client.unreadMessages} new{' '}
                                {client.unreadMessages === 1 ? 'message' : 'messages'}
                              </Badge>
                            </>
                          )}
                        </div>
                      </td>
                      <td data-label="Packages">
                        {client.packages.map((type) => packageName(type)).join(', ') || '—'}
                      </td>
                      {columns.map((name) => (
                        <td key={name} data-label={clientFigureLabels[name]} className={figureCell}>
                          {figures[name]}
                        </td>
                      ))}
                    </tr>
                  );
                })}
              </tbody>
            </DataTable>
          </TableScroll>
        </Section>
      )}
    </>
  );
}

/** `?…` of the page's address for these filters, or nothing. */
function clientQuery(filters: ClientFilters): string {
  const text = clientSearchParams(filters).toString();
  return text ? `?${text}` : '';
}
