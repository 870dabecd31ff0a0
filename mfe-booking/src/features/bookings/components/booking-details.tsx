import type { ReactNode } from 'react';
import styled from 'styled-components';
import { complimentaryLabel } from '@site/contracts/admin';
import type { ConsultationBooking } from '@site/contracts/api-types';
import { isPaidPackageType, packages } from '@site/contracts/packages';
import { Badge } from '../../../components/badge';
import { Card, Facts } from '../../../components/card';
import { formatCents } from '@site/contracts/money';

/* The card's own action row under its facts (the questionnaire): part of the card, never a
   button floating under the page's columns. */
const ActionRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1.25rem;
  padding-top: 1.25rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/**
 * What was bought and by whom, on the scheduling page; `actions` (the questionnaire) sit in the
 * card's action row under the facts, and `children` (the refund offer) end the card.
 * A paid package shows its amount and "Payment Confirmed"; a package the coach gave reads
 * "Complimentary", as its gift email says, and the free call "Free": neither had a payment to
 * confirm.
 */
export function BookingDetails({
  booking,
  actions,
  children,
}: {
  booking: ConsultationBooking;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const paid = isPaidPackageType(booking.packageType);
  return (
    <Card aria-labelledby="booking-details">
      <h2 id="booking-details">Booking Details</h2>
      <Facts>
        {/* The free call is one call, named as such; what was bought is a package. */}
        <dt>{paid ? 'Package:' : 'Call:'}</dt>
        <dd>{packages[booking.packageType].scheduleLabel}</dd>
        <dt>Client:</dt>
        <dd>{booking.name}</dd>
        <dt>Email:</dt>
        <dd>{booking.email}</dd>
        {paid && booking.givenFree === true ? (
          <>
            <dt>Price:</dt>
            <dd>{complimentaryLabel}</dd>
          </>
        ) : paid ? (
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
      {actions && <ActionRow>{actions}</ActionRow>}
      {children}
    </Card>
  );
}
