import type { TodayOverview } from '@site/contracts/admin';
import { Link } from '@site/ui/router';
import { clientPageTo } from '../../../lib/client-tabs';
import { Badge, Muted } from '../../../components/ui';
import { TodaySection } from './today-section';
import { formatListDateTime } from '../../../lib/format';

/**
 * Clients' unread messages from their portal: those written under a package that promises
 * priority support come first, marked "Priority"; each opens the client's page to reply.
 */
export function ClientMessages({
  messages,
  zone,
  now,
}: {
  messages: TodayOverview['clientMessages'];
  zone: string;
  /** The API's now: this year's dates are written without their year. */
  now: Date;
}) {
  return (
    <TodaySection
      id="today-client-messages"
      heading="Messages from clients"
      empty={messages.length === 0 ? 'No unread message from a client.' : null}
    >
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.75rem' }}>
        {messages.map((message) => (
          <li key={message.id} style={{ overflowWrap: 'anywhere' }}>
            {message.priority && (
              <>
                <Badge $tone="warn">Priority</Badge>{' '}
              </>
            )}
            <Link to={clientPageTo(message.clientId, 'messages')}>
              <strong>{message.name || 'A client'}</strong>
            </Link>{' '}
            · {formatListDateTime(message.createdAt, zone, now)}
            <br />
            <Muted as="span">{message.preview}</Muted>
          </li>
        ))}
      </ul>
    </TodaySection>
  );
}
