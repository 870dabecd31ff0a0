import { useState, type FormEvent } from 'react';
import { formatCents } from '@site/contracts/money';
import { paths, toPath } from '@site/contracts/routes';
import { Button } from '@site/ui/button';
import { Link, useSearchParams } from '@site/ui/router';
import { useScreenQuery } from '@site/ui/screen-query';
import { DataTable } from '../../../components/data-table';
import { EmptyState, ErrorState, Loading } from '../../../components/states';
import { Badge, FieldLabel, FilterBar, Input, Section } from '../../../components/ui';
import { formatDate, formatDateTime, packageName } from '../../../lib/format';
import { useOwnerSession } from '../../../lib/owner-session';
import { clientFiltersFrom, clientsQueryOptions } from '../api/clients';

/**
 * Clients: one row per person (his e-mail address across bookings) with his packages, credits
 * left, next session, total paid and last contact; search by name or address.
 */
export function ClientsScreen() {
  const { timezone } = useOwnerSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = clientFiltersFrom(searchParams);
  const [q, setQ] = useState(filters.q ?? '');
  const list = useScreenQuery(clientsQueryOptions(filters));

  const search = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    if (q.trim()) next.set('q', q.trim());
    setSearchParams(next);
  };

  return (
    <>
      <FilterBar role="search" aria-label="Search clients" onSubmit={search}>
        <FieldLabel>
          Name or e-mail contains
          <Input type="search" name="q" value={q} onChange={(e) => setQ(e.target.value)} />
        </FieldLabel>
        <div>
          <Button type="submit">Search</Button>
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
        <EmptyState>
          {filters.q ? 'No client matches this search.' : 'No client has booked yet.'}
        </EmptyState>
      ) : (
        <Section aria-label="Clients">
          <DataTable>
            <thead>
              <tr>
                <th scope="col">Client</th>
                <th scope="col">Packages</th>
                <th scope="col">Credits left</th>
                <th scope="col">Next session</th>
                <th scope="col">Total paid</th>
                <th scope="col">Last contact</th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((client) => (
                <tr key={client.id}>
                  <td data-label="Client">
                    <Link to={toPath(paths.adminClient, { clientId: client.id })}>
                      {client.name}
                    </Link>
                    <br />
                    {client.email}
                    {client.unreadMessages > 0 && (
                      <>
                        {' '}
                        <Badge $tone="warn">
                          {client.unreadMessages} new{' '}
                          {client.unreadMessages === 1 ? 'message' : 'messages'}
                        </Badge>
                      </>
                    )}
                  </td>
                  <td data-label="Packages">
                    {client.packages.map((type) => packageName(type)).join(', ') || '—'}
                  </td>
                  <td data-label="Credits left">{client.creditsLeft}</td>
                  <td data-label="Next session">
                    {client.nextSessionAt ? formatDateTime(client.nextSessionAt, timezone) : '—'}
                  </td>
                  <td data-label="Total paid">{formatCents(client.totalPaid)}</td>
                  <td data-label="Last contact">
                    {client.lastContactAt ? formatDate(client.lastContactAt, timezone) : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        </Section>
      )}
    </>
  );
}
