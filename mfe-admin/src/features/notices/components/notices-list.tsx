import styled from 'styled-components';
import { paths, toPath } from '@site/contracts/routes';
import { Link, useSearchParams } from '@site/ui/router';
import { adminLayout } from '../../../components/layout';
import { WholeCompounds } from '../../../components/whole-compounds';
import { Pager } from '../../../components/pager';
import { pageParam } from '../../../lib/page-address';
import { EmptyState, ErrorState, Loading } from '../../../components/states';
import { Badge, Muted, Section } from '../../../components/ui';
import { formatListDateTime, withoutOwnZone, withWholeDates } from '../../../lib/format';
import { useOwnerSession } from '../../../lib/owner-session';
import { noticesQueryOptions } from '../api/notices';
import { noticeKind } from './notice-words';
import { useScreenQuery } from '@site/ui/screen-query';

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/* One notice a row: its kind's chip, its subject (the row's link, in the text's colour), its time. */
const Row = styled.li`
  display: grid;
  grid-template-columns: 8.5rem minmax(0, 1fr) auto;
  gap: 0.25rem 1rem;
  align-items: baseline;
  padding: 0.75rem 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &:last-child {
    border-bottom: 0;
  }

  a {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    text-decoration: underline;
  }

  /* A phone: the chip and the time on one line, the subject under them. */
  ${adminLayout.tableRowsAsCards} {
    grid-template-columns: auto minmax(0, 1fr);
    & > a {
      grid-column: 1 / -1;
      grid-row: 2;
    }
    & > time {
      justify-self: end;
    }
  }
`;

const When = styled.time`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.type.small};
  white-space: nowrap;
`;

/**
 * The notices the site sent the owner (new bookings, answers, messages, subscribers), kept as
 * files when the site sends no email: newest first, one calm row each (kind, subject, time),
 * each opening as its text. The zone the dated subjects end with is said once, above the list.
 */
export function NoticesList() {
  const { timezone } = useOwnerSession();
  const [searchParams] = useSearchParams();
  const list = useScreenQuery(noticesQueryOptions(pageParam(searchParams)));

  if (list.isPending) return <Loading label="Loading notices…" />;
  if (list.isError)
    return (
      <ErrorState
        title="The notices could not be loaded."
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  const { items, keptAsFiles } = list.data;
  return (
    <>
      <Muted style={{ marginBottom: '1.5rem' }}>
        {keptAsFiles
          ? 'The site sends no email yet (no mail server is set up), so every notice meant for you is kept here.'
          : 'Notices go to your email address. Those kept from before the mail server was set up are listed here.'}{' '}
        Newest first.
      </Muted>
      {items.length === 0 ? (
        <EmptyState>No notices yet.</EmptyState>
      ) : (
        <Section aria-label="Notices">
          <Rows>
            {items.map((notice) => (
              <Row key={notice.id}>
                <Badge $tone="plain">{noticeKind(notice.id)}</Badge>
                <Link to={toPath(paths.adminNotice, { noticeId: notice.id })}>
                  <WholeCompounds text={withWholeDates(withoutOwnZone(notice.subject, timezone))} />
                </Link>
                <When dateTime={notice.sentAt}>{formatListDateTime(notice.sentAt, timezone)}</When>
              </Row>
            ))}
          </Rows>
          <Pager list={list.data} label="Pages of notices" />
        </Section>
      )}
    </>
  );
}
