import { Link, useSearchParams } from '@site/ui/router';
import styled from 'styled-components';
import { paths } from '@site/contracts/routes';
import { PageMeta } from '@site/ui/page-meta';
import { useSiteSettings } from '@site/ui/site-settings';
import { Card, PageBody, VisitorPage } from '../components/card';
import {
  PaymentIcon,
  paymentHeadline,
  paymentPageTitle,
} from '../features/payments/components/payment-headline';
import { PaymentStatus } from '../features/payments/components/payment-status';
import { usePaymentOutcome } from '../features/payments/hooks/use-payment-outcome';

const Hero = styled.header`
  padding-block: clamp(2.5rem, 8vw, 4rem) 1.5rem;
  text-align: center;

  h1 {
    margin: 0.75rem 0;
    color: ${({ theme }) => theme.colors.navy};
  }

  p {
    max-width: 40rem;
    margin: 0 auto;
    font-size: ${({ theme }) => theme.type.lead};
  }
`;

const Stack = styled.div`
  display: grid;
  gap: 1.5rem;
  max-width: 48rem;
  margin-inline: auto;
`;

const Steps = styled.ol`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;

  li {
    position: relative;
    padding-left: 3rem;
    counter-increment: step;
  }

  li::before {
    content: counter(step);
    position: absolute;
    left: 0;
    top: 0;
    display: grid;
    place-items: center;
    width: 2.1rem;
    height: 2.1rem;
    border-radius: 50%;
    font-weight: 800;
    color: ${({ theme }) => theme.colors.navy};
    background: ${({ theme }) => theme.colors.gold};
  }

  h3 {
    margin: 0 0 0.25rem;
    font-size: ${({ theme }) => theme.type.h4};
    color: ${({ theme }) => theme.colors.navy};
  }

  p {
    margin: 0;
  }
`;

const Reading = styled.ul`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding-left: 1.25rem;

  a {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.goldDark};
  }
`;

const Reference = styled.p`
  margin: 0;
  font-size: 0.95rem;
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;

  code {
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const steps = [
  {
    title: 'Confirmation email within minutes',
    text: 'Your receipt and your booking details arrive in your inbox, with your personal scheduling link.',
  },
  {
    title: 'Personal outreach within 24 hours',
    text: 'I reach out to you myself to welcome you and answer anything you want to ask before we start.',
  },
  {
    title: 'Your preparation guide',
    text: 'You receive a short pre-session questionnaire and guide, so we spend our time on what matters most to you.',
  },
  {
    title: 'Your transformation begins',
    text: 'We meet by video and start closing the gap between who you are and how you live.',
  },
];

/**
 * Where Stripe returns the visitor after paying (?payment_intent=…). The payment's state is
 * checked in the browser, and the icon, heading, title and next step all follow it: "Payment
 * Successful!" only once the payment is confirmed.
 */
export function ConsultationSuccessPage() {
  const { coachName } = useSiteSettings();
  const [searchParams] = useSearchParams();
  const paymentIntentId = searchParams.get('payment_intent');
  const outcome = usePaymentOutcome(paymentIntentId);
  const headline = paymentHeadline(outcome);
  // What happens after a payment, only where a payment is (or is about to be) confirmed.
  const paying = outcome.kind !== 'failed' && outcome.kind !== 'unconfirmed';
  return (
    <VisitorPage>
      <PageMeta
        title={`${paymentPageTitle(outcome)} | ${coachName}`}
        description="Your consultation package is confirmed. Here is what happens next."
        noindex
      />
      <PageBody>
        <Hero>
          <PaymentIcon outcome={outcome} />
          <h1>{headline.heading}</h1>
          <p>{headline.lead}</p>
        </Hero>
        <Stack>
          <PaymentStatus outcome={outcome} />
          {paying && (
            <Card aria-labelledby="next-steps">
              <h2 id="next-steps">What Happens Next</h2>
              <Steps>
                {steps.map((step) => (
                  <li key={step.title}>
                    <h3>{step.title}</h3>
                    <p>{step.text}</p>
                  </li>
                ))}
              </Steps>
            </Card>
          )}
          <Card aria-labelledby="questions">
            <h2 id="questions">Questions Before We Start?</h2>
            <p>
              Anything on your mind, from logistics to whether this is the right moment for you,{' '}
              <Link to={paths.connect}>send me a message</Link> and I will reply within 48 hours.
            </p>
            <h3>100% Satisfaction Guarantee</h3>
            <p>
              Love it or your money back. If we are not aligned, you get a full refund right away.
            </p>
            <p>
              <strong>Tip:</strong> add my email address to your contacts now, so your scheduling
              link and preparation guide never land in spam.
            </p>
          </Card>
          {paying && (
            <Card aria-labelledby="reading">
              <h2 id="reading">Recommended Reading Before Your Session</h2>
              <Reading>
                <li>
                  <Link to={paths.philosophy}>The philosophy and the four frameworks</Link>
                </li>
                <li>
                  <Link to={paths.resources}>
                    Resources: the guides and essays I send clients to
                  </Link>
                </li>
                <li>
                  <Link to={paths.about}>My story, from rock bottom to freedom</Link>
                </li>
              </Reading>
            </Card>
          )}
          {paymentIntentId && (
            <Reference>
              Payment reference: <code>{paymentIntentId}</code>
            </Reference>
          )}
        </Stack>
      </PageBody>
    </VisitorPage>
  );
}
