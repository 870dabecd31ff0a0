import { useQuery } from '@tanstack/react-query';
import { clientActionMessages, erasureDeadlineDays } from '@site/contracts/client-actions';
import type { ErasureRequest } from '@site/contracts/endpoints/client-actions';
import { toast } from '@site/ui/toast';
import { Breakable } from '../../../components/breakable';
import { ConfirmAction } from '../../../components/confirm-action';
import { ErrorState } from '../../../components/states';
import { Badge, Muted, Section } from '../../../components/ui';
import { apiErrorMessage } from '../../../lib/api-error';
import { formatDate } from '../../../lib/format';
import { useOwnerSession } from '../../../lib/owner-session';
import { erasureRequestsQueryOptions, useConfirmErasure } from '../api/erasure-requests';

const age = (days: number) =>
  days === 0 ? 'asked today' : `asked ${days} ${days === 1 ? 'day' : 'days'} ago`;

function Request({ request, zone }: { request: ErasureRequest; zone: string }) {
  const confirm = useConfirmErasure();
  const late = request.ageDays >= erasureDeadlineDays;
  const dueSoon = request.ageDays >= erasureDeadlineDays - 7;
  const who = `erasure-request-${request.clientId}`;
  return (
    <li style={{ overflowWrap: 'anywhere', display: 'grid', gap: '0.25rem' }}>
      <span id={who}>
        <strong>{request.name || 'A client'}</strong> · <Breakable text={request.email} />
      </span>
      <span>
        {age(request.ageDays)} ({formatDate(request.requestedAt, zone)}) ·{' '}
        <Badge $tone={late ? 'bad' : dueSoon ? 'warn' : 'plain'}>
          {late ? 'Overdue since' : 'Due by'} {formatDate(request.dueAt, zone)}
        </Badge>
      </span>
      <ConfirmAction
        // One button per request, each read with whose request it is.
        label="Erase Data…"
        reasonId={who}
        confirmLabel="Confirm Erasure"
        pending={confirm.isPending}
        consequence={
          <>
            Everything stored about <Breakable text={request.email} /> is erased, as a person’s
            erasure does: bookings and sessions, answers, messages, notes, emails and the portal.
            Payment records are kept without the name and email, because the law requires them. This
            cannot be undone.
          </>
        }
        // Told through the mutation's own promise: the request leaves the list (and this item
        // unmounts) as soon as the lists are read again, before per-call callbacks would run.
        onConfirm={() =>
          void confirm.mutateAsync(request.clientId).then(
            () => toast({ title: clientActionMessages.erasureConfirmed, variant: 'success' }),
            (cause: unknown) =>
              toast({
                title: 'Nothing was erased',
                description: apiErrorMessage(cause, 'Please try again in a moment.'),
                variant: 'destructive',
              }),
          )
        }
      />
    </li>
  );
}

/**
 * Clients who asked in their portal to have their data erased, oldest first, each with how long
 * ago he asked and the day the law's limit falls on; confirming one carries out the erasure.
 */
export function ErasureRequests() {
  const { timezone } = useOwnerSession();
  const requests = useQuery(erasureRequestsQueryOptions());
  return (
    <Section aria-labelledby="erasure-requests">
      <h2 id="erasure-requests">Erasure requests from clients</h2>
      <Muted>
        The law gives {erasureDeadlineDays} days from the request to erase a person’s data.
      </Muted>
      {requests.isPending ? (
        <Muted role="status">Loading the requests…</Muted>
      ) : requests.isError ? (
        <ErrorState
          title="The requests could not be loaded."
          error={requests.error}
          onRetry={() => void requests.refetch()}
        />
      ) : requests.data.length === 0 ? (
        <Muted>No open request.</Muted>
      ) : (
        <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: '1rem' }}>
          {requests.data.map((request) => (
            <Request key={request.clientId} request={request} zone={timezone} />
          ))}
        </ul>
      )}
    </Section>
  );
}
