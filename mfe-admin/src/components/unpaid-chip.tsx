import type { BookingStatus } from '@site/contracts/sessions';
import { isUnpaid, unpaidLabel } from '../lib/format';
import { Badge } from './ui';

/**
 * "Unpaid" beside a session whose booking was never paid (a checkout that chose its time and
 * stopped), wherever a session is listed away from its booking's page (Today, the calendar): the
 * list kit's warn chip. Nothing for a paid booking.
 */
export function UnpaidChip({ status, className }: { status: BookingStatus; className?: string }) {
  if (!isUnpaid(status)) return null;
  return (
    <Badge $tone="warn" className={className} data-payment="">
      {unpaidLabel}
    </Badge>
  );
}
