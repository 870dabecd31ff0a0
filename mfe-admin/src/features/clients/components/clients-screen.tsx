import { isPaidPackageType } from '@site/contracts/packages';
import {
  clientSorts,
  clientStates,
  defaultClientSort,
  type ClientRow,
  type ClientSort,
  type ClientState,
} from '@site/contracts/endpoints/admin-clients';
import { paidPackageTypes } from '@site/contracts/packages';
import { paths } from '@site/contracts/routes';
import { Link, useSearchParams } from '@site/ui/router';
import { useScreenQuery } from '@site/ui/screen-query';
import { EmailAddress } from '../../../components/breakable';
import {
  FilterForm,
  FilterInput,
  peopleSearchLabel,
  FilterSelect,
  ItemList,
  ListTable,
  useUrlFilters,
  type Column,
} from '../../../components/list-kit';
import { Actions, Badge, StandaloneLink } from '../../../components/ui';
import { ButtonLink } from '@site/ui/button';
import { packageName } from '../../../lib/format';
import { clientPageTo } from '../../../lib/client-tabs';
import { useOwnerSession } from '../../../lib/owner-session';
import {
  clientFigureLabel,
  clientFigureLabels,
  clientFigureValues,
  nextMeetingHeading,
} from '../lib/client-figures';
import {
  clientFiltersFrom,
  clientSearchParams,
  clientsQueryOptions,
  narrowingFilters,
  type ClientFilters,
} from '../api/clients';

export const clientStateLabels: Record<ClientState, string> = {
  active: 'Active (credits or a session to come)',
  finished: 'Finished (neither)',
  unread: 'Unread message',
  'new-check-in': 'New check-in',
  'to-mark': 'Session to mark',
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

const packageChoices = paidPackageTypes.map((type) => [type, packageName(type)] as const);
const stateChoices = clientStates.map((state) => [state, clientStateLabels[state]] as const);
/** The orders other than the list's own (which is the choice without a value). */
const sortChoices = clientSorts
  .filter((sort) => sort !== defaultClientSort)
  .map((sort) => [sort, clientSortLabels[sort]] as const);

/** "1 session to mark", "10 sessions to mark". */
export const sessionsToMark = (count: number) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? 'session' : 'sessions'} to mark`;

/**
 * The list's columns, a line a client (and his address, quiet, under his name): who (his unread
 * messages beside his name), his packages, his credits left and his next session; where the
 * screen's column holds them (a laptop's), what he paid and his last contact too. Narrower, those
 * two wait on his page, at its top. Filtered to the clients with sessions to mark (`toMark`), how
 * many each has comes second, his name opens his sessions, and no time of day is shown.
 */
const columns = (
  timezone: string,
  toMark: boolean,
  rows: readonly ClientRow[],
): Column<ClientRow>[] => [
  {
    label: 'Client',
    cell: (client) => (
      <>
        {/* Sessions to mark, or unread messages: his page opens on them. */}
        <Link
          to={clientPageTo(
            client.id,
            toMark ? 'sessions' : client.unreadMessages > 0 ? 'messages' : undefined,
          )}
        >
          {client.name}
        </Link>
        {client.unreadMessages > 0 && (
          <>
            {' '}
            <Badge $tone="warn">
              {client.unreadMessages} new {client.unreadMessages === 1 ? 'message' : 'messages'}
            </Badge>
          </>
        )}
        <EmailAddress address={client.email} quiet />
      </>
    ),
  },
  ...(toMark
    ? [{ label: 'To mark', cell: (client: ClientRow) => sessionsToMark(client.sessionsToMark) }]
    : []),
  {
    label: 'Packages',
    cell: (client) => client.packages.map((type) => packageName(type)).join(', '),
  },
  {
    label: clientFigureLabels.creditsLeft,
    figure: true,
    // A visitor of a free call only has no credits to count: no "Credits left 0".
    cell: (client) =>
      client.packages.some(isPaidPackageType)
        ? clientFigureValues(client, timezone).creditsLeft
        : null,
  },
  ...(toMark
    ? []
    : [
        {
          // Named after what the rows hold (sessions, calls, or both), and a call (the free
          // call, a follow-up call) so on its row: "Next call".
          label: nextMeetingHeading(rows),
          labelOf: (client: ClientRow) => clientFigureLabel('nextSession', client),
          figure: true,
          cell: (client: ClientRow) =>
            client.nextSessionAt && clientFigureValues(client, timezone).nextSession,
        },
      ]),
  {
    label: clientFigureLabels.totalPaid,
    figure: true,
    secondary: true,
    cell: (client) => clientFigureValues(client, timezone).totalPaid,
  },
  {
    label: clientFigureLabels.lastContact,
    figure: true,
    secondary: true,
    cell: (client) => client.lastContactAt && clientFigureValues(client, timezone).lastContact,
  },
];

/**
 * Clients: one row per person (his email address across bookings) with his packages, credits
 * left, total paid, next session and last contact; searched by name or address, filtered by a
 * package bought and a state, sorted. Made of the list kit, as Bookings is: every choice lives in
 * the page's address (applied with Apply), so a filtered list can be bookmarked and Back returns
 * to the previous one; on a phone the filters stand behind one Filters button.
 */
export function ClientsScreen() {
  const { timezone } = useOwnerSession();
  const [searchParams] = useSearchParams();
  const current = clientFiltersFrom(searchParams);
  const filters = useUrlFilters(
    { q: current.q, package: current.package, state: current.state, sort: current.sort },
    ['q', 'package', 'state', 'sort'],
    { kept: ['sort'] },
  );
  const { draft, set } = filters;
  const list = useScreenQuery(clientsQueryOptions(current));
  const narrowed = narrowingFilters.some((name) => current[name] !== undefined);
  const onlySearch = current.q !== undefined && !current.package && !current.state;
  const toMark = current.state === 'to-mark';
  const sortLabel = clientSortLabels[current.sort ?? defaultClientSort].toLowerCase();

  return (
    <>
      {/* Where the Bookings list has it: a client comes to the list with his first booking. */}
      <Actions style={{ marginBottom: '1.5rem' }}>
        <ButtonLink to={paths.adminNewBooking}>Add a Booking</ButtonLink>
      </Actions>
      <FilterForm
        label="Search and filter clients"
        filters={filters}
        clearTo={paths.adminClients + clientQuery({ sort: current.sort })}
        clearLabel={onlySearch ? 'Clear Search' : 'Clear Filters'}
      >
        <FilterInput
          label={peopleSearchLabel}
          name="q"
          type="search"
          value={draft.q}
          onChange={set('q')}
        />
        <FilterSelect
          label="Package bought"
          name="package"
          any="Any package"
          options={packageChoices}
          value={draft.package}
          onChange={set('package')}
        />
        <FilterSelect
          label="State"
          name="state"
          any="Any state"
          options={stateChoices}
          value={draft.state}
          onChange={set('state')}
        />
        <FilterSelect
          label="Sort by"
          name="sort"
          any={clientSortLabels[defaultClientSort]}
          options={sortChoices}
          value={draft.sort}
          onChange={set('sort')}
        />
      </FilterForm>
      <ItemList
        query={list}
        filtered={narrowed}
        region="Clients"
        words={{
          loading: 'Loading clients…',
          failed: 'The clients could not be loaded.',
          empty: 'No clients yet.',
          emptyDetail:
            'Each client appears here after their first booking, with their packages, sessions and messages.',
          emptyAction: <StandaloneLink to={paths.adminNewBooking}>Add a Booking</StandaloneLink>,
          noMatch: onlySearch
            ? 'No client matches this search.'
            : 'No client matches these filters.',
        }}
      >
        {(rows) => (
          <ListTable
            label="Clients table"
            caption={
              <>
                <span role="status">{clientCount(rows.length)}</span>, by {sortLabel}.
                {toMark && ' Each opens on their sessions.'}
              </>
            }
            columns={columns(timezone, toMark, rows)}
            rows={rows}
            rowKey={(client) => client.id}
          />
        )}
      </ItemList>
    </>
  );
}

/** `?…` of the page's address for these filters, or nothing. */
function clientQuery(filters: ClientFilters): string {
  const text = clientSearchParams(filters).toString();
  return text ? `?${text}` : '';
}
