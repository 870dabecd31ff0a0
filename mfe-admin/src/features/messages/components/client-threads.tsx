import styled from 'styled-components';
import type { ClientThread } from '@site/contracts/admin';
import { paths } from '@site/contracts/routes';
import { Link, useSearchParams } from '@site/ui/router';
import { useScreenQuery } from '@site/ui/screen-query';
import { PagedList } from '../../../components/list-kit';
import { Badge, StandaloneLink } from '../../../components/ui';
import { clientPageTo } from '../../../lib/client-tabs';
import { formatListDateTime } from '../../../lib/format';
import { useOwnerSession } from '../../../lib/owner-session';
import { pageParam } from '../../../lib/page-address';
import { clientThreadsQueryOptions } from '../api/messages';

/** "1 new message", "3 new messages": a thread's unread marker, as the Clients list says it. */
export const unreadMessages = (count: number) =>
  `${count.toLocaleString('en-US')} new ${count === 1 ? 'message' : 'messages'}`;

const Threads = styled.ul`
  margin: 0 0 1rem;
  padding: 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};

  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/* The whole row is the link: a finger's target at least 44 px tall, its lines never wider than
   the screen (a long address breaks, the preview ends in an ellipsis). */
const ThreadLink = styled(Link)`
  display: grid;
  gap: 0.25rem;
  min-height: 44px;
  min-width: 0;
  padding: 0.75rem clamp(0.75rem, 3vw, 1.25rem);
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.ivory};
  }
  &:hover [data-name] {
    text-decoration: underline;
  }
`;

const Head = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.25rem 0.5rem;
  min-width: 0;
`;

const Name = styled.span`
  color: ${({ theme }) => theme.colors.navy};
  font-weight: 600;
  overflow-wrap: anywhere;

  [data-unread] & {
    font-weight: 700;
  }
`;

/* The unread marker: a gold dot before the name (the count in words beside it). */
const Dot = styled.span`
  flex: none;
  align-self: center;
  width: 0.625rem;
  height: 0.625rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.gold};
`;

const When = styled.span`
  margin-left: auto;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
  white-space: nowrap;
`;

const Preview = styled.span`
  overflow: hidden;
  min-width: 0;
  color: ${({ theme }) => theme.colors.muted};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

function ThreadRow({ thread, zone }: { thread: ClientThread; zone: string }) {
  const unread = thread.unread > 0;
  return (
    <li>
      <ThreadLink
        to={clientPageTo(thread.clientId, 'messages')}
        data-unread={unread ? '' : undefined}
      >
        {/* The spaces between the parts keep the link's name in words ("Dana 2 new messages
            Tue, Dec 1…"); a flex row draws none of them. */}
        <Head>
          {unread && <Dot aria-hidden="true" />}
          <Name data-name="">{thread.name || thread.email}</Name>{' '}
          {thread.priority && <Badge $tone="warn">Priority</Badge>}{' '}
          {unread && <Badge $tone="warn">{unreadMessages(thread.unread)}</Badge>}{' '}
          <When>{formatListDateTime(thread.lastMessageAt, zone)}</When>
        </Head>{' '}
        <Preview>
          {thread.lastAuthor === 'coach' ? 'You: ' : ''}
          {thread.preview}
        </Preview>
      </ThreadLink>
    </li>
  );
}

/**
 * The clients' portal threads, one row per client who wrote, the newest thread first: his name
 * (or address), when and what was written last ("You:" when it was the coach), Priority for
 * priority support and his messages not read yet. A row opens his page on its Messages tab, where
 * reading the thread reads them.
 */
export function ClientThreads() {
  const [searchParams] = useSearchParams();
  const page = pageParam(searchParams);
  const threads = useScreenQuery(clientThreadsQueryOptions(page));
  const { timezone } = useOwnerSession();
  return (
    <PagedList
      query={threads}
      words={{
        loading: 'Loading clients’ messages…',
        failed: 'The clients’ messages could not be loaded.',
        empty: 'No client has written from the portal yet.',
        emptyDetail:
          'A message a client writes from his portal appears here, and on his page under Messages.',
        emptyAction: <StandaloneLink to={paths.adminClients}>See Clients</StandaloneLink>,
      }}
      pages="Pages of clients’ messages"
    >
      {(list) => (
        <Threads aria-label="Clients’ messages">
          {list.items.map((thread) => (
            <ThreadRow key={thread.clientId} thread={thread} zone={timezone} />
          ))}
        </Threads>
      )}
    </PagedList>
  );
}
