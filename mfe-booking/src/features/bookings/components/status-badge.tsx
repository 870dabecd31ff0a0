import { unpaidLabel } from '@site/contracts/sessions';
import { Badge } from '../../../components/badge';

const known: Record<string, { label: string; tone: 'gold' | 'destructive' }> = {
  pending: { label: unpaidLabel, tone: 'gold' },
  payment_failed: { label: 'Payment Failed', tone: 'destructive' },
};

/** A booking's payment status; any status this page does not know shows as a destructive badge. */
export function StatusBadge({ status }: { status: string }) {
  const entry = known[status] ?? { label: status, tone: 'destructive' as const };
  return <Badge $tone={entry.tone}>{entry.label}</Badge>;
}
