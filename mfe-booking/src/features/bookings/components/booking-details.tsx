import type { ReactNode } from 'react';
import type { ConsultationBooking } from '@site/contracts/api-types';
import { packages } from '@site/contracts/packages';
import { Badge } from '../../../components/badge';
import { Card, Facts } from '../../../components/card';
import { formatCents } from '@site/contracts/money';

/** What was bought and by whom, on the scheduling page; `children` (the refund offer) end the card. */
export function BookingDetails({
  booking,
  children,
}: {
  booking: ConsultationBooking;
  children?: ReactNode;
}) {
  return (
    <Card aria-labelledby="booking-details">
      <h2 id="booking-details">Booking Details</h2>
      <Facts>
        <dt>Package:</dt>
        <dd>{packages[booking.packageType].scheduleLabel}</dd>
        <dt>Client:</dt>
        <dd>{booking.name}</dd>
        <dt>Email:</dt>
        <dd>{booking.email}</dd>
        <dt>Amount Paid:</dt>
        <dd>{formatCents(booking.amount)}</dd>
        <dt>Status:</dt>
        <dd>
          <Badge $tone="success">Payment Confirmed</Badge>
        </dd>
      </Facts>
      {children}
    </Card>
  );
}
