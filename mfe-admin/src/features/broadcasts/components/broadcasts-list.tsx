import type { BroadcastSummary } from '../api/types';
import { paths, toPath } from '@site/contracts/routes';
import { ButtonLink } from '@site/ui/button';
import { Link } from '@site/ui/router';
import { ItemList, ListTable, type Column } from '../../../components/list-kit';
import { Actions } from '../../../components/ui';
import { useOwnerSession } from '../../../lib/owner-session';
import { broadcastsQueryOptions } from '../api/list-broadcasts';
import { StatusBadge } from './status-badge';
import { useScreenQuery } from '@site/ui/screen-query';

const columns = (timezone: string): Column<BroadcastSummary>[] => [
  {
    label: 'Subject',
    cell: (broadcast) => (
      <Link to={toPath(paths.adminBroadcast, { broadcastId: broadcast.id })}>
        {broadcast.subject}
      </Link>
    ),
  },
  {
    label: 'Content',
    cell: (broadcast) =>
      broadcast.source === 'post'
        ? `Blog post: ${broadcast.postTitle ?? '(deleted)'}`
        : broadcast.subscriberOnly
          ? 'A letter, subscribers only'
          : 'A letter',
  },
  {
    label: 'Status',
    pill: true,
    cell: (broadcast) => <StatusBadge broadcast={broadcast} timezone={timezone} />,
  },
  { label: 'Recipients', figure: true, cell: (broadcast) => broadcast.counts.recipients },
  { label: 'Sent', figure: true, cell: (broadcast) => broadcast.counts.sent },
  { label: 'Failed', figure: true, cell: (broadcast) => broadcast.counts.failed },
];

/** Every broadcast, newest first: what it is, where it stands, and how delivery went. */
export function BroadcastsList() {
  const { timezone } = useOwnerSession();
  const broadcasts = useScreenQuery(broadcastsQueryOptions());
  return (
    <>
      <Actions style={{ marginBottom: '1.5rem' }}>
        <ButtonLink to={paths.adminNewBroadcast}>Write to Subscribers</ButtonLink>
      </Actions>
      <ItemList
        query={broadcasts}
        region="Broadcasts"
        words={{
          loading: 'Loading the broadcasts…',
          failed: 'The broadcasts could not be loaded.',
          empty: 'No broadcast yet. Send a post to your subscribers, or write them a letter.',
        }}
      >
        {(items) => (
          <ListTable
            label="Broadcasts table"
            columns={columns(timezone)}
            rows={items}
            rowKey={(row) => row.id}
          />
        )}
      </ItemList>
    </>
  );
}
