import styled from 'styled-components';
import type { AdminBookingSummary, TodayOverview } from '@site/contracts/admin';
import { paths, toPath } from '@site/contracts/routes';
import { inquiryTypeLabel } from '@site/contracts/contact-options';
import { Link } from '@site/ui/router';
import { EmptyState, ErrorState, Loading } from '../../../components/states';
import { Badge, Muted, Section } from '../../../components/ui';
import { formatCents } from '@site/contracts/money';
import { formatDate, formatDateTime, packageName, questionnaireLabel } from '../../../lib/format';
import { todayQueryOptions } from '../api/today';
import { ClientMessages } from './client-messages';
import { useScreenQuery } from '@site/ui/screen-query';
import { Breakable } from '../../../components/breakable';
import { NewCheckIns } from './new-check-ins';
import { newCheckInsQueryOptions } from '../api/new-check-ins';
import { useQuery } from '@tanstack/react-query';

/* Two columns where the screen has the room (a laptop with the sidebar), one on a phone; the
   cards of a row share its height. */
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  gap: 0 1.5rem;
`;

/* The day's one-line summary, spaced from the cards like a card. */
const Summary = styled.div`
  margin-bottom: 1.5rem;
`;

const List = styled.ul`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    gap: 0.125rem;
    padding-bottom: 0.75rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:last-child {
    border-bottom: 0;
    padding-bottom: 0;
  }
  a {
    color: ${({ theme }) => theme.colors.goldDark};
    font-weight: 700;
  }
`;

const Attention = styled(Section)`
  border: 2px solid ${({ theme }) => theme.colors.destructive};
`;

function bookingLink(booking: AdminBookingSummary) {
  return (
    <Link to={toPath(paths.adminBooking, { bookingId: booking.id })}>
      {booking.name} · {packageName(booking.packageType)}
    </Link>
  );
}

function Overview({ today }: { today: TodayOverview }) {
  const zone = today.timezone;
  return (
    <>
      {today.attention.length > 0 && (
        <Attention aria-labelledby="today-attention">
          <h2 id="today-attention">Needs you</h2>
          <List>
            {today.attention.map((item, index) => (
              <li key={`${item.kind}-${item.bookingId ?? index}`}>
                <span>{item.message}</span>
                {item.bookingId !== null && (
                  <Link to={toPath(paths.adminBooking, { bookingId: item.bookingId })}>
                    Open booking {item.bookingId}
                  </Link>
                )}
              </li>
            ))}
          </List>
        </Attention>
      )}
      <Grid>
        <Section aria-labelledby="today-upcoming">
          <h2 id="today-upcoming">Upcoming sessions and calls</h2>
          {today.upcoming.length === 0 ? (
            <Muted>Nothing is scheduled from now on.</Muted>
          ) : (
            <List>
              {today.upcoming.map((booking) => (
                <li key={booking.id}>
                  <strong>
                    {booking.scheduledAt && formatDateTime(booking.scheduledAt, zone)}
                  </strong>
                  {bookingLink(booking)}
                  <Muted>{questionnaireLabel(booking.questionnaireCompleted)}</Muted>
                </li>
              ))}
            </List>
          )}
        </Section>
        <ClientMessages messages={today.clientMessages} zone={zone} />
        <Section aria-labelledby="today-messages">
          <h2 id="today-messages">New contact-form messages</h2>
          {today.newMessages.length === 0 ? (
            <Muted>No new messages.</Muted>
          ) : (
            <List>
              {today.newMessages.map((message) => (
                <li key={message.id}>
                  <strong>{message.name}</strong>
                  <span>
                    {inquiryTypeLabel(message.type)} · {formatDate(message.createdAt, zone)}
                  </span>
                </li>
              ))}
            </List>
          )}
          <p>
            <Link to={paths.adminMessages}>Open the inbox</Link>
          </p>
        </Section>
        <Section aria-labelledby="today-payments">
          <h2 id="today-payments">Payments of the last 7 days</h2>
          {today.recentPayments.length === 0 ? (
            <Muted>No payments in the last 7 days.</Muted>
          ) : (
            <List>
              {today.recentPayments.map((booking) => (
                <li key={booking.id}>
                  {bookingLink(booking)}
                  <span>
                    {formatCents(booking.amount)} · {formatDate(booking.createdAt, zone)}{' '}
                    {booking.status === 'pending' && <Badge $tone="warn">Pending</Badge>}
                  </span>
                </li>
              ))}
            </List>
          )}
        </Section>
        <NewCheckIns zone={zone} />
        <Section aria-labelledby="today-subscribers">
          <h2 id="today-subscribers">New subscribers (7 days)</h2>
          {today.newSubscribers.length === 0 ? (
            <Muted>No new subscribers in the last 7 days.</Muted>
          ) : (
            <List>
              {today.newSubscribers.map((subscriber) => (
                <li key={subscriber.id}>
                  <span>
                    <Breakable text={subscriber.email} />
                  </span>
                  <Muted>{formatDate(subscriber.createdAt, zone)}</Muted>
                </li>
              ))}
            </List>
          )}
        </Section>
      </Grid>
    </>
  );
}

/** What needs the owner now: sessions coming up, new messages and subscribers, payments. */
export function TodayScreen() {
  const today = useScreenQuery(todayQueryOptions());
  const checkIns = useQuery(newCheckInsQueryOptions());
  if (today.isPending) return <Loading label="Loading today’s overview…" />;
  if (today.isError) {
    return (
      <ErrorState
        title="Today’s overview could not be loaded."
        error={today.error}
        onRetry={() => void today.refetch()}
      />
    );
  }
  const nothing =
    today.data.upcoming.length +
      today.data.newMessages.length +
      today.data.clientMessages.length +
      today.data.newSubscribers.length +
      today.data.recentPayments.length +
      today.data.attention.length +
      (checkIns.data?.length ?? 0) ===
    0;
  return (
    <>
      {nothing && (
        <Summary>
          <EmptyState>All quiet: nothing new and nothing scheduled.</EmptyState>
        </Summary>
      )}
      <Overview today={today.data} />
    </>
  );
}
