import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import { adminType } from '../../../components/type';
import {
  givenFreeLabel,
  type AdminBookingSummary,
  type TodayOverview,
} from '@site/contracts/admin';
import { paths, toPath } from '@site/contracts/routes';
import { inquiryTypeLabel } from '@site/contracts/contact-options';
import { WholeCompounds } from '../../../components/whole-compounds';
import { Link } from '@site/ui/router';
import { EmptyState, ErrorState, Loading } from '../../../components/states';
import { Badge, Muted, rowLink, Section } from '../../../components/ui';
import { TodaySection } from './today-section';
import { formatCents } from '@site/contracts/money';
import { bookingTitle, formatListDate, questionnaireLabel } from '../../../lib/format';
import { adminLayout } from '../../../components/layout';
import { groupByDay } from '../lib/day-groups';
import { NeedsYouTiles, needsYouItems } from './needs-you';
import { todayQueryOptions } from '../api/today';
import { ClientMessages } from './client-messages';
import { useScreenQuery } from '@site/ui/screen-query';
import { Breakable } from '../../../components/breakable';
import { NewCheckIns } from './new-check-ins';
import { PortraitPrompt } from './portrait-prompt';
import { UnpaidChip } from '../../../components/unpaid-chip';
import { newCheckInsQueryOptions } from '../api/new-check-ins';
import { useQuery } from '@tanstack/react-query';

/*
 * Two columns where the screen's column has the room (a laptop with the sidebar): what is coming
 * and what was written to him in the wider one, the money and the list's growth beside it. Each
 * column stacks its own cards, so no card stands alone beside an empty half at any width; in a
 * narrower column the two stack, the wider one first.
 */
const Columns = styled.div`
  display: grid;
  gap: 0 1.5rem;
  align-items: start;

  @container ${adminLayout.screenContainer} (min-width: 52rem) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

const Column = styled.div`
  display: grid;
  min-width: 0;
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
    ${rowLink}
  }
`;

/* A day's group of sessions: its name as a small label above them, as the sidebar's groups. */
const DayGroupBlock = styled.section`
  & + & {
    margin-top: 1.25rem;
  }

  > h3 {
    margin: 0 0 0.5rem;
    font-family: inherit;
    font-size: ${adminType.groupLabel};
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/*
 * A session: its time first, then whom and what (one link), then its questionnaire's state. The
 * time in a column of one width in every group, wide enough for the longest of this year's
 * ("Wed, Dec 30, 12:30 PM"), so every title starts at one left edge. On a phone the time stands
 * above them (a later day's "Mon, Dec 14, 10:00 AM" leaves no room beside).
 */
const SessionLine = styled.li`
  && {
    grid-template-columns: 10.5rem minmax(0, 1fr);
    column-gap: 1rem;
  }
  > :not(:first-child) {
    grid-column: 2;
  }
  ${({ theme }) => theme.media.mobile} {
    && {
      grid-template-columns: minmax(0, 1fr);
    }
    > :not(:first-child) {
      grid-column: 1;
    }
  }
`;

const NeedsYouSection = styled(Section)`
  border-left: 4px solid ${({ theme }) => theme.colors.gold};

  > ${List} {
    margin-top: 1rem;
  }
`;

/* What went wrong (a payment stuck, an email failing): marked as a problem, not a count. */
const Problem = styled.li`
  && {
    padding-left: 0.75rem;
    border-left: 3px solid ${({ theme }) => theme.colors.destructive};
  }
`;

/* The week's takings: one large figure, then how many payments it adds up. */
const Total = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.25rem 0.75rem;
  margin: 0 0 1rem;

  > strong {
    font-size: 1.75rem;
    line-height: 1.2;
    color: ${({ theme }) => theme.colors.navy};
    font-variant-numeric: tabular-nums;
  }
`;

/** How many of the week's payments Today lists under their total. */
const paymentsShown = 5;

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

function Upcoming({ today }: { today: TodayOverview }) {
  const zone = today.timezone;
  const groups = groupByDay(today.upcoming, today.now, zone);
  return (
    <TodaySection
      id="today-upcoming"
      heading="Upcoming sessions and calls"
      empty={today.upcoming.length === 0 ? 'Nothing is scheduled from now on.' : null}
      link={<Link to={paths.adminCalendar}>See All in Calendar</Link>}
    >
      {groups.map((group) => (
        <DayGroupBlock key={group.key} aria-labelledby={`today-day-${group.key}`}>
          <h3 id={`today-day-${group.key}`}>{group.label}</h3>
          <List>
            {group.items.map(({ item: booking, when }) => (
              <SessionLine key={`${booking.id}-${booking.scheduledAt}`}>
                <strong>{when}</strong>
                <span>
                  {bookingLink(booking)} <UnpaidChip status={booking.status} />
                </span>
                <Muted>{questionnaireLabel(booking.questionnaireCompleted)}</Muted>
              </SessionLine>
            ))}
          </List>
        </DayGroupBlock>
      ))}
    </TodaySection>
  );
}

function Payments({ today }: { today: TodayOverview }) {
  const zone = today.timezone;
  const { totalCents, count } = today.weekPayments;
  const empty = today.recentPayments.length === 0 && count === 0;
  return (
    <TodaySection
      id="today-payments"
      heading="Payments of the last 7 days"
      empty={empty ? 'No payments in the last 7 days.' : null}
      // Every paid package, newest first: the week's payments beyond the five shown among them.
      link={
        empty ? undefined : (
          <Link
            to={`${paths.adminBookings}?${new URLSearchParams({ status: 'paid', kind: 'paid' })}`}
          >
            See All in Bookings
          </Link>
        )
      }
    >
      <Total>
        <strong>{formatCents(totalCents)}</strong>
        <Muted as="span">
          {count} {count === 1 ? 'payment' : 'payments'}
        </Muted>
      </Total>
      <List aria-label="Latest payments">
        {today.recentPayments.slice(0, paymentsShown).map((booking) => (
          <li key={booking.id}>
            {bookingLink(booking)}
            <span>
              {booking.payment === 'complimentary' ? givenFreeLabel : formatCents(booking.amount)} ·{' '}
              {formatListDate(booking.createdAt, zone, new Date(today.now))}{' '}
              {booking.status === 'pending' && <Badge $tone="warn">Pending</Badge>}
            </span>
          </li>
        ))}
      </List>
    </TodaySection>
  );
}

function Overview({ today }: { today: TodayOverview }) {
  const zone = today.timezone;
  const now = new Date(today.now);
  const checkIns = useQuery(newCheckInsQueryOptions());
  const counts = needsYouItems(today.needsYou);
  // A list of what was written to him shows only with something in it: the counts above say the rest.
  const main: { key: string; show: boolean; node: ReactNode }[] = [
    { key: 'upcoming', show: true, node: <Upcoming today={today} /> },
    {
      key: 'client-messages',
      show: today.clientMessages.length > 0,
      node: <ClientMessages messages={today.clientMessages} zone={zone} now={now} />,
    },
    {
      key: 'messages',
      show: today.newMessages.length > 0,
      node: (
        <TodaySection
          id="today-messages"
          heading="New contact-form messages"
          empty={null}
          link={<Link to={paths.adminMessages}>Open the inbox</Link>}
        >
          <List>
            {today.newMessages.map((message) => (
              <li key={message.id}>
                <strong>{message.name}</strong>
                <span>
                  {inquiryTypeLabel(message.type)} · {formatListDate(message.createdAt, zone, now)}
                </span>
              </li>
            ))}
          </List>
        </TodaySection>
      ),
    },
    {
      key: 'check-ins',
      show: (checkIns.data?.length ?? 0) > 0 || checkIns.isError,
      node: <NewCheckIns zone={zone} now={now} />,
    },
  ];
  return (
    <>
      {(counts.length > 0 || today.attention.length > 0) && (
        <NeedsYouSection aria-labelledby="today-attention">
          <h2 id="today-attention">Needs you</h2>
          {counts.length > 0 && <NeedsYouTiles items={counts} />}
          {today.attention.length > 0 && (
            <List>
              {today.attention.map((item, index) => (
                <Problem key={`${item.kind}-${item.bookingId ?? index}`}>
                  <span>{item.message}</span>
                  {item.bookingId !== null && (
                    <Link to={toPath(paths.adminBooking, { bookingId: item.bookingId })}>
                      {attentionLinkText(today, item.bookingId)}
                    </Link>
                  )}
                </Problem>
              ))}
            </List>
          )}
        </NeedsYouSection>
      )}
      <Columns>
        <Column>
          {main
            .filter((card) => card.show)
            .map((card) => (
              <Fragment key={card.key}>{card.node}</Fragment>
            ))}
        </Column>
        <Column>
          {!today.portraitUploaded && <PortraitPrompt />}
          <Payments today={today} />
          {today.newSubscribers.length > 0 && (
            <TodaySection id="today-subscribers" heading="New subscribers (7 days)" empty={null}>
              <List>
                {today.newSubscribers.map((subscriber) => (
                  <li key={subscriber.id}>
                    <span>
                      <Breakable text={subscriber.email} />
                    </span>
                    <Muted>{formatListDate(subscriber.createdAt, zone, now)}</Muted>
                  </li>
                ))}
              </List>
            </TodaySection>
          )}
        </Column>
      </Columns>
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
    needsYouItems(today.data.needsYou).length +
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
      <>
        <Summary>
          <EmptyState>
            <QuietHeading>All quiet today</QuietHeading>
            Sessions coming up, messages, payments, new subscribers and clients’ check-ins show up
            here as they come.
          </EmptyState>
        </Summary>
        {!today.data.portraitUploaded && <PortraitPrompt />}
      </>
    );
  return <Overview today={today.data} />;
}
