import { Badge } from '../../../components/ui';
import { formatDateTime } from '../../../lib/format';
import type { BroadcastSummary } from '../api/types';

/** Draft, scheduled (when, in the owner's zone), sending (how far) or sent (when). */
export function StatusBadge({
  broadcast,
  timezone,
}: {
  broadcast: BroadcastSummary;
  timezone: string;
}) {
  switch (broadcast.status) {
    case 'draft':
      return <Badge $tone="plain">Draft</Badge>;
    case 'scheduled':
      return (
        <Badge $tone="warn">Scheduled for {formatDateTime(broadcast.scheduledAt!, timezone)}</Badge>
      );
    case 'sending':
      return (
        <Badge $tone="warn">
          Sending: {broadcast.counts.sent} of {broadcast.counts.recipients}
          {broadcast.counts.retrying > 0 && `, ${broadcast.counts.retrying} to try again`}
        </Badge>
      );
    case 'sent':
      return (
        <Badge $tone="good">
          Sent {broadcast.completedAt ? formatDateTime(broadcast.completedAt, timezone) : ''}
        </Badge>
      );
  }
}
