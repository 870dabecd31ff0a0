import { useState, type FormEvent } from 'react';
import type { Subscriber, SubscriberList } from '@site/contracts/admin';
import { adminSubscribersCsv } from '@site/contracts/endpoints/admin';
import { urlOf } from '@site/contracts/endpoints/define';
import { paths } from '@site/contracts/routes';
import { Link, useSearchParams } from '@site/ui/router';
import { toast } from '@site/ui/toast';
import { ConfirmAction } from '../../../components/confirm-action';
import {
  ApplyFilters,
  FiltersPanel,
  ListTable,
  PagedList,
  type Column,
} from '../../../components/list-kit';
import { TabLinks } from '../../../components/tab-links';
import { Actions, FieldLabel, Input, SecondaryButtonLink, Section } from '../../../components/ui';
import { apiErrorMessage } from '../../../lib/api-error';
import { formatListDate } from '../../../lib/format';
import { MonthsChart } from './months-chart';
import { useOwnerSession } from '../../../lib/owner-session';
import {
  subscriberFiltersFrom,
  subscribersQueryOptions,
  useRemoveSubscriber,
} from '../api/subscribers';
import { useScreenQuery } from '@site/ui/screen-query';
import { EmailAddress } from '../../../components/breakable';

function RemoveSubscriber({ subscriber }: { subscriber: Subscriber }) {
  const remove = useRemoveSubscriber();
  return (
    <ConfirmAction
      label="Remove"
      quiet
      confirmLabel={`Remove ${subscriber.email}`}
      pending={remove.isPending}
      consequence={
        <>
          Remove{' '}
          <strong>
            <EmailAddress address={subscriber.email} />
          </strong>{' '}
          from the list? The address and its subscription history are deleted and it gets no more
          newsletters. This cannot be undone.
        </>
      }
      onConfirm={() =>
        remove.mutate(subscriber.id, {
          onSuccess: () =>
            toast({
              title: 'Subscriber removed',
              description: subscriber.email,
              variant: 'success',
            }),
          onError: (error) =>
            toast({
              title: 'The subscriber was not removed',
              description: apiErrorMessage(error, 'Please try again in a moment.'),
              variant: 'destructive',
            }),
        })
      }
    />
  );
}

const columns = (timezone: string): Column<Subscriber>[] => [
  { label: 'Email', cell: (subscriber) => <EmailAddress address={subscriber.email} /> },
  {
    label: 'Subscribed',
    figure: true,
    cell: (subscriber) => formatListDate(subscriber.createdAt, timezone),
  },
  {
    label: 'Unsubscribed',
    figure: true,
    cell: (subscriber) =>
      subscriber.unsubscribedAt && formatListDate(subscriber.unsubscribedAt, timezone),
  },
  {
    label: 'Action',
    control: true,
    cell: (subscriber) => <RemoveSubscriber subscriber={subscriber} />,
  },
];

function Months({ list }: { list: SubscriberList }) {
  return (
    <Section aria-labelledby="subscribers-months">
      <h2 id="subscribers-months">The last 12 months</h2>
      <MonthsChart months={list.months} />
    </Section>
  );
}

/** The newsletter's subscribers: active or unsubscribed, search, counts per month, CSV, remove. */
export function SubscribersScreen() {
  const { timezone } = useOwnerSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = subscriberFiltersFrom(searchParams);
  const [q, setQ] = useState(filters.q ?? '');
  const list = useScreenQuery(subscribersQueryOptions(filters));

  const search = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    if (filters.status !== 'active') next.set('status', filters.status);
    if (q.trim()) next.set('q', q.trim());
    setSearchParams(next);
  };
  const tabTo = (status: string) => {
    const next = new URLSearchParams();
    if (status !== 'active') next.set('status', status);
    if (filters.q) next.set('q', filters.q);
    const query = next.toString();
    return query ? `${paths.adminSubscribers}?${query}` : paths.adminSubscribers;
  };
  const counts = list.data?.counts;
  // With nobody on the list (active or not) there is nothing to export or search.
  const nobody = counts !== undefined && counts.active + counts.unsubscribed === 0 && !filters.q;

  return (
    <>
      {!nobody && (
        <Actions style={{ marginBottom: '1.5rem' }}>
          <SecondaryButtonLink href={urlOf(adminSubscribersCsv)} download>
            Export CSV
          </SecondaryButtonLink>
          <span>Every subscriber, active and unsubscribed, with a header row.</span>
        </Actions>
      )}
      <TabLinks
        label="Subscribers by state"
        current={filters.status}
        tabs={[
          {
            value: 'active',
            label: counts ? `Active (${counts.active})` : 'Active',
            to: tabTo('active'),
          },
          {
            value: 'unsubscribed',
            label: counts ? `Unsubscribed (${counts.unsubscribed})` : 'Unsubscribed',
            to: tabTo('unsubscribed'),
          },
        ]}
      />
      {!nobody && (
        <FiltersPanel
          label="Search subscribers"
          active={filters.q ? 1 : 0}
          onSubmit={search}
          actions={
            <>
              <ApplyFilters />
              {filters.q && (
                <Link
                  to={
                    filters.status === 'active'
                      ? paths.adminSubscribers
                      : `${paths.adminSubscribers}?status=${filters.status}`
                  }
                  onClick={() => setQ('')}
                >
                  Clear Search
                </Link>
              )}
            </>
          }
        >
          <FieldLabel>
            Email contains
            <Input type="search" name="q" value={q} onChange={(e) => setQ(e.target.value)} />
          </FieldLabel>
        </FiltersPanel>
      )}
      <PagedList
        query={list}
        region="Subscribers"
        words={{
          loading: 'Loading subscribers…',
          failed: 'The subscribers could not be loaded.',
          empty: filters.q
            ? 'No subscriber matches this search.'
            : filters.status === 'active'
              ? 'Nobody is subscribed yet.'
              : 'Nobody has unsubscribed.',
        }}
        pages="Pages of subscribers"
      >
        {(page) => (
          <ListTable
            label="Subscribers table"
            columns={columns(timezone)}
            rows={page.items}
            rowKey={(row) => row.id}
          />
        )}
      </PagedList>
      {list.data && <Months list={list.data} />}
    </>
  );
}
