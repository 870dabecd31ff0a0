import type { ReactNode } from 'react';
import type { ConsultationBooking } from '@site/contracts/api-types';
import { isPaidPackageType, packages } from '@site/contracts/packages';
import { Badge } from '../../../components/badge';
import { Card, Facts } from '../../../components/card';
import { formatCents } from '@site/contracts/money';

/**
 * What was bought and by whom, on the scheduling page; `children` (the refund offer) end the card.
 * A paid package shows its amount and "Payment Confirmed"; the free call costs nothing and says
 * "Free", with no payment to confirm.
 */
export function BookingDetails({
  booking,
  children,
}: {
  booking: ConsultationBooking;
  children?: ReactNode;
}) {
  const paid = isPaidPackageType(booking.packageType);
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
        {paid ? (
          <>
            <dt>Amount Paid:</dt>
            <dd>{formatCents(booking.amount)}</dd>
            <dt>Status:</dt>
            <dd>
              <Badge $tone="success">Payment Confirmed</Badge>
            </dd>
          </>
        ) : (
          <>
            <dt>Amount:</dt>
            <dd>Free</dd>
          </>
        )}
      </Facts>
      {children}
    </Card>
  );
}
