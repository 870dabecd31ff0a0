import { paths, toPath } from '@site/contracts/routes';
import { Link } from '@site/ui/router';
import { DataTable } from '../../../components/data-table';
import { EmptyState, ErrorState, Loading } from '../../../components/states';
import { Actions, Section } from '../../../components/ui';
import { useOwnerSession } from '../../../lib/owner-session';
import { broadcastsQueryOptions } from '../api/list-broadcasts';
import { StatusBadge } from './status-badge';
import { useScreenQuery } from '@site/ui/screen-query';

/** Every broadcast, newest first: what it is, where it stands, and how delivery went. */
export function BroadcastsList() {
  const { timezone } = useOwnerSession();
  const broadcasts = useScreenQuery(broadcastsQueryOptions());
  return (
    <>
      <Actions style={{ marginBottom: '1.5rem' }}>
        <Link to={paths.adminNewBroadcast}>New broadcast</Link>
      </Actions>
      {broadcasts.isPending ? (
        <Loading label="Loading the broadcasts…" />
      ) : broadcasts.isError ? (
        <ErrorState
          title="The broadcasts could not be loaded."
          error={broadcasts.error}
          onRetry={() => void broadcasts.refetch()}
        />
      ) : broadcasts.data.length === 0 ? (
        <EmptyState>
          No broadcast yet. Send a post to your subscribers, or write them a letter.
        </EmptyState>
      ) : (
        <Section aria-label="Broadcasts">
          <DataTable>
            <thead>
              <tr>
                <th scope="col">Subject</th>
                <th scope="col">Made from</th>
                <th scope="col">Status</th>
                <th scope="col">Recipients</th>
                <th scope="col">Sent</th>
                <th scope="col">Failed</th>
              </tr>
            </thead>
            <tbody>
              {broadcasts.data.map((broadcast) => (
                <tr key={broadcast.id}>
                  <td data-label="Subject">
                    <Link to={toPath(paths.adminBroadcast, { broadcastId: broadcast.id })}>
                      {broadcast.subject}
                    </Link>
                  </td>
                  <td data-label="Made from">
                    {broadcast.source === 'post'
                      ? `Post: ${broadcast.postTitle ?? '(deleted)'}`
                      : broadcast.subscriberOnly
                        ? 'Written here, subscriber-only'
                        : 'Written here'}
                  </td>
                  <td data-label="Status">
                    <StatusBadge broadcast={broadcast} timezone={timezone} />
                  </td>
                  <td data-label="Recipients">{broadcast.counts.recipients}</td>
                  <td data-label="Sent">{broadcast.counts.sent}</td>
                  <td data-label="Failed">{broadcast.counts.failed}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        </Section>
      )}
    </>
  );
}
