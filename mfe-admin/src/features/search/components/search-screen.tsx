import type { ReactNode } from 'react';
import styled from 'styled-components';
import {
  searchableText,
  searchMessages,
  searchTextLength,
  type AdminSearchResults,
} from '@site/contracts/admin';
import { clientMessagesPath, paths, toPath } from '@site/contracts/routes';
import { Link, useSearchParams } from '@site/ui/router';
import { useScreenQuery } from '@site/ui/screen-query';
import { Breakable } from '../../../components/breakable';
import { EmptyState, ErrorState, Loading } from '../../../components/states';
import { Muted, Section, tapTarget } from '../../../components/ui';
import { WholeCompounds } from '../../../components/whole-compounds';
import {
  bookingStatusLabel,
  formatListDate,
  formatListDateTime,
  packageName,
} from '../../../lib/format';
import { clientPageTo } from '../../../lib/client-tabs';
import { messageFolderLabels, messagesFolderPath } from '../../../lib/messages-list';
import { useOwnerSession } from '../../../lib/owner-session';
import { listSearchedFor, searchTextFrom } from '../../../lib/search-address';
import { searchQueryOptions } from '../api/search';

/** One found row: where it leads, its title and its quiet line. */
interface Found {
  key: number;
  to: string;
  title: ReactNode;
  /** Its quiet lines under the title, each on a line of its own. */
  lines: ReactNode[];
}

/** One group of the results, under its heading, with the way to all of them. */
interface Group {
  heading: string;
  total: number;
  rows: Found[];
  /** Its list narrowed by the same text; none where the list has no search (Messages). */
  all: string;
  searched: boolean;
}

const Rows = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;

  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/* The whole row is its link: a finger's 44 px at least, its title then its quiet line. */
const RowLink = styled(Link)`
  display: grid;
  gap: 0.125rem;
  align-content: center;
  min-height: 44px;
  padding: 0.5rem 0.75rem;
  margin-inline: -0.75rem;
  border-radius: 6px;
  color: inherit;
  text-decoration: none;
  overflow-wrap: anywhere;

  strong {
    color: ${({ theme }) => theme.colors.goldDark};
  }
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.ivory};
  }
  &:hover strong,
  &:focus-visible strong {
    text-decoration: underline;
  }
`;

const Meta = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.type.small};
  line-height: 1.35;
`;

const AllLink = styled.p`
  margin: 0.75rem 0 0;

  a {
    ${tapTarget}
  }
`;

/** A group's rows and, when it holds more than it lists, the way to them all. */
function ResultsGroup({ group, id }: { group: Group; id: string }) {
  const more = group.total > group.rows.length;
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{group.heading}</h2>
      <Rows>
        {group.rows.map((row) => (
          <li key={row.key}>
            <RowLink to={row.to}>
              <strong>{row.title}</strong>
              {row.lines.map((line, index) => (
                <Meta key={index}>{line}</Meta>
              ))}
            </RowLink>
          </li>
        ))}
      </Rows>
      {more && (
        <AllLink>
          {group.searched ? (
            <Link to={group.all}>
              See all {group.total} in {group.heading}
            </Link>
          ) : (
            <>
              {group.rows.length} of {group.total} shown.{' '}
              <Link to={group.all}>Open {group.heading}</Link>
            </>
          )}
        </AllLink>
      )}
    </Section>
  );
}

/** Each group of the answer as the screen lists it, in a fixed order; empty ones left out. */
function groupsOf(results: AdminSearchResults, zone: string): Group[] {
  const text = results.q;
  const groups: Group[] = [
    {
      heading: 'Clients',
      total: results.clientMatches.total,
      all: listSearchedFor(paths.adminClients, text),
      searched: true,
      rows: results.clientMatches.items.map((client) => ({
        key: client.id,
        to: toPath(paths.adminClient, { clientId: client.id }),
        title: client.name || <Breakable text={client.email} />,
        lines: [<Breakable key="email" text={client.email} />],
      })),
    },
    {
      heading: 'Bookings',
      total: results.bookingMatches.total,
      all: listSearchedFor(paths.adminBookings, text),
      searched: true,
      rows: results.bookingMatches.items.map((booking) => ({
        key: booking.id,
        to: toPath(paths.adminBooking, { bookingId: booking.id }),
        title: (
          <>
            <WholeCompounds text={packageName(booking.packageType)} /> ·{' '}
            {booking.scheduledAt
              ? formatListDateTime(booking.scheduledAt, zone)
              : `booked ${formatListDate(booking.createdAt, zone)}`}
          </>
        ),
        lines: [
          `${booking.name} · ${bookingStatusLabel(booking)}`,
          <Breakable key="email" text={booking.email} />,
        ],
      })),
    },
    {
      heading: 'Messages',
      total: results.messageMatches.total,
      all: paths.adminMessages,
      searched: false,
      rows: results.messageMatches.items.map((message) => ({
        key: message.id,
        to: messagesFolderPath(message.status),
        title: message.name || <Breakable text={message.email} />,
        lines: [
          `Sent ${formatListDate(message.createdAt, zone)} · in ${messageFolderLabels[message.status]}`,
          <Breakable key="email" text={message.email} />,
        ],
      })),
    },
    {
      heading: 'Client messages',
      total: results.threadMatches.total,
      all: clientMessagesPath,
      searched: false,
      rows: results.threadMatches.items.map((thread) => ({
        key: thread.clientId,
        to: clientPageTo(thread.clientId, 'messages'),
        title: thread.name || <Breakable text={thread.email} />,
        lines: [
          `${thread.lastAuthor === 'coach' ? 'You replied' : 'Wrote'} ${formatListDate(thread.lastMessageAt, zone)}${thread.unread > 0 ? ` · ${thread.unread} new` : ''}`,
          <Breakable key="email" text={thread.email} />,
        ],
      })),
    },
    {
      heading: 'Subscribers',
      total: results.subscriberMatches.total,
      all: listSearchedFor(paths.adminSubscribers, text),
      searched: true,
      rows: results.subscriberMatches.items.map((subscriber) => ({
        key: subscriber.id,
        to: listSearchedFor(paths.adminSubscribers, subscriber.email),
        title: <Breakable text={subscriber.email} />,
        lines: [`Subscribed ${formatListDate(subscriber.createdAt, zone)}`],
      })),
    },
  ];
  return groups.filter((group) => group.total > 0);
}

function Results({ text }: { text: string }) {
  const { timezone } = useOwnerSession();
  const search = useScreenQuery(searchQueryOptions(text));
  if (search.isPending) return <Loading label="Searching…" height="16rem" />;
  if (search.isError)
    return (
      <ErrorState
        title="The search could not be done."
        error={search.error}
        onRetry={() => void search.refetch()}
      />
    );
  const groups = groupsOf(search.data, timezone);
  if (groups.length === 0)
    return (
      <EmptyState detail="Try part of a first or last name, or of an email address, such as “okafor@”. Messages are found by their sender, a client’s messages by his name or address, subscribers by their address.">
        Nothing matches “{text}”.
      </EmptyState>
    );
  return (
    <>
      <Muted style={{ marginBottom: '1.25rem' }}>Results for “{text}”</Muted>
      {groups.map((group, index) => (
        <ResultsGroup key={group.heading} group={group} id={`search-group-${index}`} />
      ))}
    </>
  );
}

/**
 * The back office's search results for the address's `?q=`: the clients, bookings, contact
 * messages, clients' threads and subscribers whose name or email holds it, each group's first few under its
 * heading, each a link to its page, and the way to the whole group in its own list.
 */
export function SearchScreen() {
  const [searchParams] = useSearchParams();
  const text = searchTextFrom(searchParams);
  if (!searchableText(text))
    return (
      <EmptyState>
        {text.length > searchTextLength.max ? searchMessages.tooLong : searchMessages.tooShort}
      </EmptyState>
    );
  return <Results key={text} text={text} />;
}
