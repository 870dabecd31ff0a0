import { adminLayout } from '../../../components/layout';
import styled from 'styled-components';
import { messageStatuses, type ContactMessage, type MessageStatus } from '@site/contracts/admin';
import { clientMessagesPath, messagesFromClients } from '@site/contracts/routes';
import { inquiryTypeLabel, referralSourceLabel } from '@site/contracts/contact-options';
import { useSiteSettings } from '@site/ui/site-settings';
import { toast } from '@site/ui/toast';
import { PagedList } from '../../../components/list-kit';
import { pageParam } from '../../../lib/page-address';
import { TabLinks } from '../../../components/tab-links';
import {
  Actions,
  ExternalLink,
  Facts,
  Muted,
  SmallButton,
  StandaloneLink,
} from '../../../components/ui';
import { apiErrorMessage } from '../../../lib/api-error';
import { formatListDateTime } from '../../../lib/format';
import { useOwnerSession } from '../../../lib/owner-session';
import { useLocation, useSearchParams } from '@site/ui/router';
import { useState } from 'react';
import { useWaitingMessages, type WaitingMessages } from '../../../lib/waiting-messages';
import {
  messagesQueryOptions,
  messagesViewFrom,
  openingMessagesView,
  useUpdateMessage,
  type MessagesView,
} from '../api/messages';
import { ClientThreads } from './client-threads';
import { messageFolderLabels, messagesFolderPath } from '../../../lib/messages-list';
import { useScreenQuery } from '@site/ui/screen-query';
import { Breakable } from '../../../components/breakable';

const tabLabels: Record<MessagesView, string> = {
  ...messageFolderLabels,
  [messagesFromClients]: 'Clients',
};

/**
 * The screen's tabs: the contact form's folders (`?status=`), then the clients' threads; New and
 * Clients each with what waits in it, counted as the navigation counts it by Messages.
 */
const tabsOf = (waiting: WaitingMessages) => [
  ...messageStatuses.map((value) => ({
    value: value as MessagesView,
    label: tabLabels[value],
    to: messagesFolderPath(value),
    count: value === 'new' ? waiting.contact : undefined,
  })),
  {
    value: messagesFromClients as MessagesView,
    label: tabLabels[messagesFromClients],
    to: clientMessagesPath,
    count: waiting.clients,
  },
];

/**
 * The tab an address that names none opens on: the one holding what waits (see
 * `openingMessagesView`), chosen once per visit of the address as soon as both counts are known,
 * so handling the last new message does not switch the screen to another tab under the owner.
 */
function useOpeningView(waiting: WaitingMessages): MessagesView {
  const { key } = useLocation();
  const [opened, setOpened] = useState<{ key: string; view: MessagesView } | null>(null);
  const known = waiting.contact !== undefined && waiting.clients !== undefined;
  if (known && opened?.key !== key) setOpened({ key, view: openingMessagesView(waiting) });
  return opened?.key === key ? opened.view : openingMessagesView(waiting);
}

const List = styled.ul`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  padding: clamp(1rem, 3vw, 1.5rem);
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};

  h2 {
    margin: 0 0 0.25rem;
    color: ${({ theme }) => theme.colors.navy};
  }
  blockquote {
    margin: 1rem 0;
    padding: 0.75rem 1rem;
    border-left: 4px solid ${({ theme }) => theme.colors.gold};
    background: ${({ theme }) => theme.colors.ivory};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }

  /* From a small tablet up: the name and its date on one line, the message's details two to a
     line, each named before its value. */
  @container ${adminLayout.screenContainer} (min-width: 37.5rem) {
    [data-card-head] {
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      gap: 0.25rem 0.75rem;
    }
    [data-card-head] h2 {
      margin: 0;
    }
    blockquote {
      margin: 0.625rem 0 0.75rem;
      padding: 0.5rem 0.875rem;
    }
  }
`;

/** The message's details: a name above its value on a phone; two named values a line wider. */
const Details = styled(Facts)`
  @container ${adminLayout.screenContainer} (min-width: 37.5rem) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 0.25rem 1.5rem;

    > div {
      display: flex;
      flex-wrap: wrap;
      gap: 0 0.5rem;
      align-items: baseline;
      min-width: 0;
    }
  }
  ${adminLayout.tableCellsStacked} {
    > div {
      display: grid;
      gap: 0.125rem;
    }
  }
`;

/** Where a message can go from each tab. */
const moves: Record<MessageStatus, { to: MessageStatus; label: string }[]> = {
  new: [
    { to: 'handled', label: 'Mark Handled' },
    { to: 'archived', label: 'Archive' },
  ],
  handled: [
    { to: 'new', label: 'Mark New' },
    { to: 'archived', label: 'Archive' },
  ],
  archived: [{ to: 'new', label: 'Move Back to New' }],
};

function MessageCard({ message }: { message: ContactMessage }) {
  const { timezone } = useOwnerSession();
  const { coachName } = useSiteSettings();
  const update = useUpdateMessage();
  const move = (to: MessageStatus, label: string) =>
    update.mutate(
      { id: message.id, status: to },
      {
        onSuccess: () => toast({ title: `${label}: ${message.name}`, variant: 'success' }),
        onError: (error) =>
          toast({
            title: 'The message was not changed',
            description: apiErrorMessage(error, 'Please try again in a moment.'),
            variant: 'destructive',
          }),
      },
    );
  const reply = `mailto:${message.email}?subject=${encodeURIComponent(`Your message to ${coachName}`)}`;
  return (
    <Card>
      <article aria-labelledby={`message-${message.id}`}>
        <div data-card-head="">
          <h2 id={`message-${message.id}`}>{message.name}</h2>
          <Muted>{formatListDateTime(message.createdAt, timezone)}</Muted>
        </div>
        <blockquote>{message.message}</blockquote>
        <Details>
          <div>
            <dt>Email</dt>
            <dd>
              <Breakable text={message.email} />
            </dd>
          </div>
          <div>
            <dt>Type</dt>
            <dd>{inquiryTypeLabel(message.type)}</dd>
          </div>
          <div>
            <dt>Organization</dt>
            <dd>{message.organization || '—'}</dd>
          </div>
          <div>
            <dt>Heard of you through</dt>
            <dd>{message.referralSource ? referralSourceLabel(message.referralSource) : '—'}</dd>
          </div>
        </Details>
        <Actions style={{ marginTop: '0.75rem' }}>
          <ExternalLink href={reply}>Reply to {message.name}</ExternalLink>
          {moves[message.status].map(({ to, label }) => (
            <SmallButton
              key={to}
              type="button"
              disabled={update.isPending}
              aria-label={`${label}: message from ${message.name}`}
              onClick={() => move(to, label)}
            >
              {label}
            </SmallButton>
          ))}
        </Actions>
      </article>
    </Card>
  );
}

/**
 * The Messages screen: the contact inbox (new, handled and archived) and the clients' portal
 * threads; the tab and page are in the URL.
 */
export function MessagesInbox() {
  const [searchParams] = useSearchParams();
  const waiting = useWaitingMessages();
  const view = messagesViewFrom(searchParams, useOpeningView(waiting));
  return (
    <>
      <TabLinks label="Message folders" current={view} tabs={tabsOf(waiting)} />
      {view === messagesFromClients ? <ClientThreads /> : <ContactMessages status={view} />}
    </>
  );
}

/** One folder of the contact inbox, a page at a time. */
function ContactMessages({ status }: { status: MessageStatus }) {
  const [searchParams] = useSearchParams();
  const page = pageParam(searchParams);
  const messages = useScreenQuery(messagesQueryOptions(status, page));

  return (
    <PagedList
      query={messages}
      words={{
        loading: 'Loading messages…',
        failed: 'The messages could not be loaded.',
        empty:
          status === 'new' ? 'No new messages.' : `No ${tabLabels[status].toLowerCase()} messages.`,
        emptyDetail:
          status === 'new'
            ? 'A message sent through the contact page appears here until you mark it handled. Clients’ messages from their portal are under Clients.'
            : `A message you mark ${tabLabels[status].toLowerCase()} moves here.`,
        emptyAction:
          status === 'new' ? (
            <StandaloneLink to={messagesFolderPath('handled')}>See Handled Messages</StandaloneLink>
          ) : (
            <StandaloneLink to={messagesFolderPath('new')}>See New Messages</StandaloneLink>
          ),
      }}
      pages="Pages of messages"
    >
      {(list) => (
        <List>
          {list.items.map((message) => (
            <MessageCard key={message.id} message={message} />
          ))}
        </List>
      )}
    </PagedList>
  );
}
