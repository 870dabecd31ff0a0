import { paths, toPath } from '@site/contracts/routes';
import { Link, useSearchParams } from '@site/ui/router';
import { DataTable } from '../../../components/data-table';
import { WholeCompounds } from '../../../components/whole-compounds';
import { Pager } from '../../../components/pager';
import { pageParam } from '../../../lib/page-address';
import { EmptyState, ErrorState, Loading } from '../../../components/states';
import { Muted, Section } from '../../../components/ui';
import { formatDateTime, withWholeDates } from '../../../lib/format';
import { useOwnerSession } from '../../../lib/owner-session';
import { noticesQueryOptions } from '../api/notices';
import { useScreenQuery } from '@site/ui/screen-query';

/**
 * The notices the site sent the owner (new bookings, answers, messages, subscribers), kept as
 * files when the site sends no e-mail: newest first, each opening as text.
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
          ? 'The site sends no e-mail yet (no mail server is set up), so every notice meant for you is kept here.'
          : 'Notices go to your e-mail address. Those kept from before the mail server was set up are listed here.'}
      </Muted>
      {items.length === 0 ? (
        <EmptyState>No notices yet.</EmptyState>
      ) : (
        <Section aria-label="Notices">
          <DataTable>
            <thead>
              <tr>
                <th scope="col">Sent</th>
                <th scope="col">Subject</th>
              </tr>
            </thead>
            <tbody>
              {items.map((notice) => (
                <tr key={notice.id}>
                  <td data-label="Sent">{formatDateTime(notice.sentAt, timezone)}</td>
                  <td data-label="Subject">
                    <Link to={toPath(paths.adminNotice, { noticeId: notice.id })}>
                      <WholeCompounds text={withWholeDates(notice.subject)} />
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
          <Pager list={list.data} label="Pages of notices" />
        </Section>
      )}
    </>
  );
}
