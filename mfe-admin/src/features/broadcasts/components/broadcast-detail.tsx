import { paths } from '@site/contracts/routes';
import { isApiStatus } from '../../../lib/api-error';
import { Link, useNavigate } from '@site/ui/router';
import { toast } from '@site/ui/toast';
import { useScreenQuery } from '@site/ui/screen-query';
import { ConfirmAction } from '../../../components/confirm-action';
import { withoutAsking } from '../../../components/leave-guard';
import { EmptyState, ErrorState, Loading } from '../../../components/states';
import { Section } from '../../../components/ui';
import { useDeleteBroadcast } from '../api/delete-broadcast';
import { broadcastQueryOptions } from '../api/get-broadcast';
import type { BroadcastDetail as Detail } from '../api/types';
import { BroadcastForm } from './broadcast-form';
import { BroadcastPreview } from './broadcast-preview';
import { BroadcastReport } from './broadcast-report';
import { SendPanel } from './send-panel';

function DeleteBroadcast({ broadcast }: { broadcast: Detail }) {
  const navigate = useNavigate();
  const remove = useDeleteBroadcast(broadcast.id);
  return (
    <Section aria-label="Delete">
      <ConfirmAction
        label="Delete"
        confirmLabel="Delete this broadcast"
        pending={remove.isPending}
        consequence={
          broadcast.status === 'scheduled'
            ? 'Delete this broadcast? It will not be sent at its time. This cannot be undone.'
            : 'Delete this draft? This cannot be undone.'
        }
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              toast({ title: 'Broadcast deleted', variant: 'success' });
              withoutAsking(() => navigate(paths.adminBroadcasts));
            },
          })
        }
      />
    </Section>
  );
}

/**
 * One broadcast. Before it goes out: the message (editable), its preview, and the ways to send it.
 * From then on: its report, updated every few seconds while it is sending.
 */
export function BroadcastDetail({ id }: { id: number | null }) {
  const broadcast = useScreenQuery({ ...broadcastQueryOptions(id ?? 0), enabled: id !== null });
  if (id === null || (broadcast.isError && isApiStatus(broadcast.error, 404))) {
    return (
      <EmptyState>
        No broadcast has this number. <Link to={paths.adminBroadcasts}>All broadcasts</Link>
      </EmptyState>
    );
  }
  if (broadcast.isPending) return <Loading label="Loading the broadcast…" height="48rem" />;
  if (broadcast.isError) {
    return (
      <ErrorState
        title="The broadcast could not be loaded."
        error={broadcast.error}
        onRetry={() => void broadcast.refetch()}
      />
    );
  }
  const data = broadcast.data;
  if (data.status === 'sending' || data.status === 'sent')
    return <BroadcastReport broadcast={data} />;
  return (
    <>
      <BroadcastForm
        key={data.updatedAt}
        broadcast={data}
        onSaved={() => toast({ title: 'Changes saved', variant: 'success' })}
      />
      <BroadcastPreview id={data.id} updatedAt={data.updatedAt} />
      <SendPanel broadcast={data} />
      <DeleteBroadcast broadcast={data} />
    </>
  );
}
