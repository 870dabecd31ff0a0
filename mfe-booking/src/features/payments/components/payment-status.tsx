import { useQuery, useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { paths, toPath } from '@site/contracts/routes';
import { ButtonLink } from '@site/ui/button';
import { Skeleton } from '../../../components/skeleton';
import { isApiStatus } from '../../../lib/api-error-message';
import { useMounted } from '../../../lib/use-mounted';
import {
  paymentReconciliationQueryOptions,
  RECONCILE_ATTEMPTS,
} from '../api/payment-reconciliation';

const Box = styled.div`
  min-height: 7.5rem;
  padding: 1.25rem 1.5rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.25rem;
    color: ${({ theme }) => theme.colors.navy};
  }

  p {
    margin: 0 0 1rem;
  }

  p:last-child {
    margin-bottom: 0;
  }
`;

/**
 * The payment's state, asked of the API once the page runs in the browser: once it is paid, the
 * link to schedule the session; while Stripe is still confirming it, a note (checked again for a
 * short while); otherwise what to do next.
 */
export function PaymentStatus({ paymentIntentId }: { paymentIntentId: string }) {
  const mounted = useMounted();
  const queryClient = useQueryClient();
  const options = paymentReconciliationQueryOptions(paymentIntentId);
  const query = useQuery({ ...options, enabled: mounted });
  const checks = queryClient.getQueryState(options.queryKey)?.dataUpdateCount ?? 0;

  if (!mounted || query.isPending) {
    return (
      <Box aria-busy="true">
        <p role="status">Confirming your payment...</p>
        <Skeleton $height="2.75rem" $width="16rem" />
      </Box>
    );
  }
  if (query.isError) {
    return (
      <Box role="alert">
        <h2>We Couldn&apos;t Confirm Your Payment Yet</h2>
        <p>
          {isApiStatus(query.error, 404)
            ? 'We could not find this payment reference. If you were charged, reply to your receipt email and I will sort it out personally.'
            : 'The payment check did not go through. Your confirmation email has your scheduling link, or you can try again in a moment.'}
        </p>
      </Box>
    );
  }
  const { status, bookingId } = query.data;
  if (status === 'paid' || status === 'scheduled') {
    return (
      <Box>
        <h2>Schedule Your Session</h2>
        <p>Your payment is confirmed. Choose the date and time that suit you best.</p>
        <ButtonLink to={toPath(paths.schedule, { bookingId })}>Schedule Your Session</ButtonLink>
      </Box>
    );
  }
  if (status === 'pending') {
    return (
      <Box>
        <h2>Your Payment Is Being Confirmed</h2>
        <p role="status">
          {checks < RECONCILE_ATTEMPTS
            ? 'Your bank is still confirming the payment. This page checks again every few seconds.'
            : 'Your payment is still being confirmed. You will receive an email with your scheduling link as soon as it clears.'}
        </p>
      </Box>
    );
  }
  return (
    <Box role="alert">
      <h2>Your Payment Did Not Go Through</h2>
      <p>Nothing was charged. You can try again with another card from the pricing page.</p>
      <ButtonLink to={paths.specials}>Back to Packages</ButtonLink>
    </Box>
  );
}
