import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import type { AdminBookingSummary, TodayOverview } from '@site/contracts/admin';
import { paths, toPath } from '@site/contracts/routes';
import { inquiryTypeLabel } from '@site/contracts/contact-options';
import { WholeCompounds } from '../../../components/whole-compounds';
import { Link } from '@site/ui/router';
import { EmptyState, ErrorState, Loading } from '../../../components/states';
import { Badge, Muted, Section } from '../../../components/ui';
import { TodaySection } from './today-section';
import { formatCents } from '@site/contracts/money';
import { bookingTitle, formatDate, formatDateTime, questionnaireLabel } from '../../../lib/format';
import { todayQueryOptions } from '../api/today';
import { ClientMessages } from './client-messages';
import { useScreenQuery } from '@site/ui/screen-query';
import { Breakable } from '../../../components/breakable';
import { NewCheckIns } from './new-check-ins';
import { newCheckInsQueryOptions } from '../api/new-check-ins';
import { useQuery } from '@tanstack/react-query';

/* Two columns where the screen has the room (a laptop with the sidebar), one on a phone; the
   cards of a row share its height. The cards with something to show come first and pack the grid;
   those with nothing follow as one line each across the whole width (never a tall empty box). */
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  gap: 0 1.5rem;
`;

/* The calm state's first line, on a line of its own above what will show up. */
const QuietHeading = styled.strong`
  display: block;
  margin-bottom: 0.25rem;
  font-size: 1.0625rem;
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
      <WholeCompounds text={bookingTitle(booking)} />
    </Link>
  );
}

/** A booking that needs the owner, named as the lists name it where the day's lists hold it. */
function attentionLinkText(today: TodayOverview, bookingId: number): string {
  const known = [...today.recentPayments, ...today.upcoming].find((b) => b.id === bookingId);
  return known ? `Open ${bookingTitle(known)}` : 'Open the booking';
}

function Overview({ today }: { today: TodayOverview }) {
  const zone = today.timezone;
  const checkIns = useQuery(newCheckInsQueryOptions());
  const cards: { key: string; empty: boolean; node: ReactNode }[] = [
    {
      key: 'upcoming',
      empty: today.upcoming.length === 0,
      node: (
        <TodaySection
          id="today-upcoming"
          heading="Upcoming sessions and calls"
          empty={today.upcoming.length === 0 ? 'Nothing is scheduled from now on.' : null}
        >
          <List>
            {today.upcoming.map((booking) => (
              <li key={booking.id}>
                <strong>{booking.scheduledAt && formatDateTime(booking.scheduledAt, zone)}</strong>
                {bookingLink(booking)}
                <Muted>{questionnaireLabel(booking.questionnaireCompleted)}</Muted>
              </li>
            ))}
          </List>
        </TodaySection>
      ),
    },
    {
      key: 'client-messages',
      empty: today.clientMessages.length === 0,
      node: <ClientMessages messages={today.clientMessages} zone={zone} />,
    },
    {
      key: 'messages',
      empty: today.newMessages.length === 0,
      node: (
        <TodaySection
          id="today-messages"
          heading="New contact-form messages"
          empty={today.newMessages.length === 0 ? 'No new messages.' : null}
          link={<Link to={paths.adminMessages}>Open the inbox</Link>}
        >
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
        </TodaySection>
      ),
    },
    {
      key: 'payments',
      empty: today.recentPayments.length === 0,
      node: (
        <TodaySection
          id="today-payments"
          heading="Payments of the last 7 days"
          empty={today.recentPayments.length === 0 ? 'No payments in the last 7 days.' : null}
        >
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
        </TodaySection>
      ),
    },
    {
      key: 'check-ins',
      // Until they are in (or if they failed), a line saying so: as short as an empty card.
      empty: !checkIns.data?.length,
      node: <NewCheckIns zone={zone} />,
    },
    {
      key: 'subscribers',
      empty: today.newSubscribers.length === 0,
      node: (
        <TodaySection
          id="today-subscribers"
          heading="New subscribers (7 days)"
          empty={
            today.newSubscribers.length === 0 ? 'No new subscribers in the last 7 days.' : null
          }
        >
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
        </TodaySection>
      ),
    },
  ];
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
                    {attentionLinkText(today, item.bookingId)}
                  </Link>
                )}
              </li>
            ))}
          </List>
        </Attention>
      )}
      <Grid>
        {[...cards.filter((card) => !card.empty), ...cards.filter((card) => card.empty)].map(
          (card) => (
            <Fragment key={card.key}>{card.node}</Fragment>
          ),
        )}
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
  // With nothing anywhere (the check-ins read too), one calm state instead of seven empty cards.
  if (nothing && checkIns.isSuccess)
    return (
      <Summary>
        <EmptyState>
          <QuietHeading>All quiet today</QuietHeading>
          Sessions coming up, messages, payments, new subscribers and clients’ check-ins show up
          here as they come.
        </EmptyState>
      </Summary>
    );
  return <Overview today={today.data} />;
}
