import styled from 'styled-components';
import type { ConsultationBooking } from '@site/contracts/api-types';
import { refundWindowHours } from '@site/contracts/sessions';
import { formatSessionTime } from '@site/contracts/slots';
import { toast } from '@site/ui/toast';
import { ConfirmAction } from '../../../components/confirm';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { formatCents } from '@site/contracts/money';
import { useRequestRefund } from '../api/request-refund';

const Box = styled.section`
  margin-top: 1.5rem;
  padding-top: 1.25rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  h3 {
    margin: 0 0 0.5rem;
    font-size: ${({ theme }) => theme.type.h4};
    color: ${({ theme }) => theme.colors.navy};
  }

  p {
    margin: 0 0 0.75rem;
  }
`;

/**
 * "Ask for a refund", offered while the API says the booking can still be refunded online (paid
 * by card, within 24 hours of purchase): a full refund, asked once, after which the booking's
 * sessions are cancelled. `zone` is where the deadline is shown.
 */
export function RefundRequest({
  booking,
  accessKey,
  zone,
}: {
  booking: ConsultationBooking;
  accessKey: string | null;
  zone: string;
}) {
  const refund = useRequestRefund();
  if (!booking.canRequestRefund) return null;
  const amount = formatCents(booking.amount);
  const until = booking.refundableUntil;

  function confirm() {
    refund.mutate(
      { bookingId: booking.id, accessKey },
      {
        onSuccess: () =>
          toast({
            title: 'Refund Issued',
            description: `Your payment of ${amount} has been refunded in full. It can take 5–10 business days to appear on your statement.`,
            variant: 'success',
          }),
        onError: (error) =>
          toast({
            title: 'Refund Failed',
            description: apiErrorMessage(
              error,
              'The refund could not be made right now. Please try again in a few minutes.',
            ),
            variant: 'destructive',
          }),
      },
    );
  }

  return (
    <Box aria-labelledby="refund-heading">
      <h3 id="refund-heading">Changed your mind?</h3>
      <p>
        You can ask for a full refund within {refundWindowHours} hours of your purchase
        {until && `, until ${formatSessionTime(until, zone)}`}.
      </p>
      <ConfirmAction
        label="Ask for a Refund"
        confirmLabel="Refund My Payment"
        keepLabel="Keep My Booking"
        pendingLabel="Refunding..."
        pending={refund.isPending}
        consequence={
          <>
            Refund {amount} in full? Your booking ends and any session you have booked is cancelled.
            This cannot be undone.
          </>
        }
        onConfirm={confirm}
      />
    </Box>
  );
}
