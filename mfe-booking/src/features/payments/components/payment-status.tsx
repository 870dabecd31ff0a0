import { KeepHyphenatedWords } from '@site/ui/typography';
import styled from 'styled-components';
import { paths, toPath } from '@site/contracts/routes';
import { ButtonLink } from '@site/ui/button';
import { Link } from '@site/ui/router';
import { Card } from '../../../components/card';
import { Skeleton } from '../../../components/skeleton';
import type { PaymentOutcome } from '../hooks/use-payment-outcome';

/* The page's first card: the one card style of the page (padding, border, shadow), a size kept
   while the payment is checked. */
const Box = styled(Card)`
  min-height: 7.5rem;

  p {
    margin: 0 0 1rem;
  }

  p:last-child {
    margin-bottom: 0;
  }

  a + p {
    margin-top: 1rem;
  }
`;

/**
 * What the visitor can do now, for the payment's state (the page's heading says the state): once
 * it is paid, the link to schedule the session; while the bank is still confirming it, a note
 * (checked again for a short while); otherwise what to do next.
 */
export function PaymentStatus({ outcome }: { outcome: PaymentOutcome }) {
  switch (outcome.kind) {
    case 'checking':
      return (
        <Box aria-busy="true">
          <p role="status">Confirming your payment...</p>
          <Skeleton $height="2.75rem" $width="16rem" />
        </Box>
      );
    case 'confirmed':
      return (
        <Box aria-labelledby="schedule-next">
          <h2 id="schedule-next">Schedule Your Session</h2>
          {outcome.bookingId === null ? (
            <p>
              Your confirmation email has a personal link to choose the date and time of your
              session.
            </p>
          ) : (
            <>
              <p>Your payment is confirmed. Choose the date and time that suit you best.</p>
              <ButtonLink to={toPath(paths.schedule, { bookingId: outcome.bookingId })}>
                Schedule Your Session
              </ButtonLink>
            </>
          )}
          <KeepHyphenatedWords>
            <p>
              Your sessions, my notes and our messages will all be in your{' '}
              <Link to={paths.portal}>client portal</Link>: sign in there with the email address you
              paid with.
            </p>
          </KeepHyphenatedWords>
        </Box>
      );
    case 'processing':
      return (
        <Box>
          <h2>What Happens Now</h2>
          <p role="status">
            {outcome.stillChecking
              ? 'Your bank is still confirming the payment. This page checks again every few seconds.'
              : 'Your payment is still being confirmed. You will receive an email with your scheduling link as soon as it clears.'}
          </p>
        </Box>
      );
    case 'unconfirmed':
      return (
        <Box role="alert">
          <h2>What to Do Now</h2>
          <p>
            {outcome.notFound
              ? 'We could not find this payment reference. If you were charged, reply to your receipt email and I will sort it out personally.'
              : 'The payment check did not go through. Your confirmation email has your scheduling link, or you can try again in a moment.'}
          </p>
        </Box>
      );
    case 'failed':
      return (
        <Box role="alert">
          <h2>Nothing Was Charged</h2>
          <p>You can try again with another card from the pricing page.</p>
          <ButtonLink to={paths.specials}>Back to Packages</ButtonLink>
        </Box>
      );
  }
}
