import { Arrow } from '@site/ui/arrow';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from '@site/ui/router';
import styled from 'styled-components';
import { bookingQueryOptions } from '@site/api-client/bookings';
import type { ConsultationBooking } from '@site/contracts/api-types';
import {
  contactFormLink,
  paths,
  successBookingParam,
  successPaymentParam,
} from '@site/contracts/routes';
import { PageMeta } from '@site/ui/page-meta';
import { useSiteSettings } from '@site/ui/site-settings';
import { useHydrated } from '@site/ui/use-hydrated';
import { useNow } from '@site/ui/use-now';
import { useClientTaskFrame } from '@site/ui/client-task-frame';
import { BookingNotFound } from '@site/ui/booking-not-found';
import { ButtonLink } from '@site/ui/button';
import { narrowPageWidth, PageHeader, ShortPage } from '@site/ui/page-header';
import { lineArtMarks } from '@site/ui/testimonial-mark';
import { Card, PageBody, VisitorPage } from '../components/card';
import { Skeleton } from '../components/skeleton';
import {
  FreeCallConfirmation,
  heldCall,
  NoCallBooked,
} from '../features/bookings/components/free-call-confirmation';
import { PackageConfirmation } from '../features/bookings/components/package-confirmation';
import {
  PaymentIcon,
  paymentHeadline,
  paymentPageTitle,
  ToneIcon,
  type Tone,
} from '../features/payments/components/payment-headline';
import { PaymentStatus } from '../features/payments/components/payment-status';
import { preparationStep } from '../features/payments/components/preparation-step';
import {
  bookingPaymentOutcome,
  usePaymentOutcome,
  type PaymentOutcome,
} from '../features/payments/hooks/use-payment-outcome';
import { parseBookingId } from '../lib/booking-id';
import { CoachByline } from '../components/coach-byline';

/* The cards under the page's header, in its column: one width from the header to the last card. */
const Stack = styled.div`
  display: grid;
  gap: 1.5rem;
  width: 100%;
  max-width: ${narrowPageWidth};
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

/* The reading list: one row per link, each drawn alike (the words in navy, a gold arrow at the
   row's end, a hairline between rows), the whole row the link's target. */
const Reading = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }

  a {
    display: flex;
    gap: 0.75rem;
    align-items: center;
    justify-content: space-between;
    min-height: 44px;
    padding-block: 0.6rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.navy};
    text-decoration: none;

    svg {
      color: ${({ theme }) => theme.colors.goldDark};
      transition: transform 0.2s ease;
    }

    &:hover {
      text-decoration: underline;
    }

    &:hover svg {
      transform: translateX(3px);
    }
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

const stepsFor = (booking: ConsultationBooking | null, now: Date | null) => [
  {
    title: 'Confirmation email within minutes',
    text: 'Your receipt and your booking details arrive in your inbox, with your personal scheduling link.',
  },
  {
    title: 'Personal outreach within 24 hours',
    text: 'I reach out to you myself to welcome you and answer anything you want to ask before we start.',
  },
  preparationStep(booking, now),
  {
    title: 'Your transformation begins',
    text: 'We meet by video and start closing the gap between who you are and how you live.',
  },
];

/**
 * What happens after a payment, and the reading list: only where a payment is confirmed or near.
 * `booking`: the booking paid for, once read (null while it is not), for what it still asks of him.
 */
function PaymentView({
  outcome,
  paymentIntentId,
  booking,
}: {
  outcome: PaymentOutcome;
  paymentIntentId: string | null;
  booking: ConsultationBooking | null;
}) {
  const { coachName } = useSiteSettings();
  const now = useNow();
  const headline = paymentHeadline(outcome);
  const paying = outcome.kind !== 'failed' && outcome.kind !== 'unconfirmed';
  return (
    <VisitorPage>
      <PageMeta
        title={`${paymentPageTitle(outcome)} | ${coachName}`}
        description="Your consultation package is confirmed. Here is what happens next."
        noindex
      />
      <PageBody>
        <PageHeader
          centred
          narrow
          before={<PaymentIcon outcome={outcome} />}
          title={headline.heading}
          lead={
            <>
              <p>{headline.lead}</p>
              <CoachByline note="Your coach" centred />
            </>
          }
        />
        <Stack>
          <PaymentStatus outcome={outcome} />
          {paying && (
            <Card aria-labelledby="next-steps">
              <h2 id="next-steps">What Happens Next</h2>
              <Steps>
                {stepsFor(booking, now).map((step) => (
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
              <Link to={contactFormLink}>send me a message</Link> and I will reply within 48 hours.
            </p>
            <h3>100% Satisfaction Guarantee</h3>
            <p>
              Love it or your money back. If we are not aligned, you get a full refund right away.
            </p>
            <p>
              <strong>Tip:</strong> add my email address to your contacts now, so your scheduling
              link and my emails never land in spam.
            </p>
          </Card>
          {paying && (
            <Card aria-labelledby="reading">
              <h2 id="reading">Recommended Reading Before Your Session</h2>
              <Reading>
                <li>
                  <Link to={paths.philosophy}>
                    The philosophy and the four frameworks <Arrow direction="right" />
                  </Link>
                </li>
                <li>
                  <Link to={paths.resources}>
                    Resources: the guides and essays I send clients to <Arrow direction="right" />
                  </Link>
                </li>
                <li>
                  <Link to={paths.about}>
                    My story, from rock bottom to freedom <Arrow direction="right" />
                  </Link>
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

/* A state settled earlier, said under the lead in small capitals: a status, not the news. */
const StatusLine = styled.p`
  margin: 0 0 0.75rem;
  font-size: ${({ theme }) => theme.type.small};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

/** A page of this address that is not about a payment: its heading, lead and cards. */
function PlainView({
  title,
  description,
  tone,
  heading,
  lead,
  status,
  busy = false,
  actions,
  children,
}: {
  title: string;
  description: string;
  tone: Tone | null;
  heading: string;
  lead: string;
  /** A state settled before this visit (his payment), under the lead. */
  status?: string;
  busy?: boolean;
  /** The visitor's next steps, as buttons in the header. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { coachName } = useSiteSettings();
  return (
    <VisitorPage>
      <PageMeta title={`${title} | ${coachName}`} description={description} noindex />
      <ShortPage>
        <PageHeader
          centred
          narrow
          busy={busy}
          // One sign above the title: the state's icon, else the line-art emblem.
          art={tone ? undefined : lineArtMarks.sunrise}
          before={tone ? <ToneIcon tone={tone} /> : undefined}
          title={heading}
          lead={
            <>
              <p>{lead}</p>
              {status && <StatusLine>{status}</StatusLine>}
              <CoachByline note="Your coach" centred />
            </>
          }
          actions={actions}
        />
        <Stack>{children}</Stack>
      </ShortPage>
    </VisitorPage>
  );
}

/** The heading of a paid booking's page reached from its questionnaire, in the coach's voice. */
const answersReceivedHeading = 'Your Answers Are With Me';

/** Where a visitor goes on from a page that needs nothing more of him. */
function WaysOn() {
  return (
    <>
      <ButtonLink to={paths.blog}>Read the Blog</ButtonLink>
      <ButtonLink to={paths.home} $variant="outline">
        Return Home
      </ButtonLink>
    </>
  );
}

/**
 * A booking this browser cannot read (a link opened elsewhere): the site's one Booking Not Found
 * state, whose way on is his portal, where the address he paid with signs him in.
 */
function NotFound({ bookingId, accessKey }: { bookingId: number; accessKey: string | null }) {
  const { coachName } = useSiteSettings();
  return (
    <VisitorPage>
      <PageMeta
        title={`Booking Not Found | ${coachName}`}
        description="This booking could not be found."
        noindex
      />
      <BookingNotFound bookingId={bookingId} accessKey={accessKey} />
    </VisitorPage>
  );
}

function ContactCard() {
  return (
    <Card aria-labelledby="questions">
      <h2 id="questions">Questions?</h2>
      <p>
        Anything on your mind, <Link to={contactFormLink}>send me a message</Link> and I will reply
        within 48 hours.
      </p>
    </Card>
  );
}

/** Reached with neither a booking nor a payment reference: a thank-you that claims nothing. */
function ThankYou() {
  return (
    <PlainView
      title="Thank You"
      description="Thank you for your interest in working together."
      tone={null}
      heading="Thank You"
      lead="Thank you for your interest in working together."
      actions={<WaysOn />}
    >
      <ContactCard />
    </PlainView>
  );
}

/**
 * Reached with a booking (after its questionnaire): a free call gets its own confirmation; a
 * paid package the state its booking says of the payment. Read in the browser, with the booking's
 * cookie or the link's key.
 */
function BookingOutcome({ bookingId, accessKey }: { bookingId: number; accessKey: string | null }) {
  useClientTaskFrame();
  const mounted = useHydrated();
  const query = useQuery({ ...bookingQueryOptions(bookingId, accessKey), enabled: mounted });
  if (!mounted || query.isPending)
    return (
      <PlainView
        title="Your Booking"
        description="Your booking's confirmation."
        tone="waiting"
        heading="Your Booking"
        lead="One moment while I look up your booking."
        busy
      >
        <Card>
          <p role="status">Loading your booking...</p>
          <Skeleton $height="8rem" />
        </Card>
      </PlainView>
    );
  const booking = query.data;
  if (query.isError || !booking) return <NotFound bookingId={bookingId} accessKey={accessKey} />;
  if (booking.packageType === 'strategy-call') {
    const call = heldCall(booking);
    return call === null ? (
      <PlainView
        title="Your Discovery Call"
        description="Your free discovery call."
        tone={null}
        heading="Your Discovery Call"
        lead="Thank you for your answers: I will read every one of them."
      >
        <NoCallBooked />
        <ContactCard />
      </PlainView>
    ) : (
      <PlainView
        title="Your Discovery Call Is Booked"
        description="Your free discovery call is booked: when, how to join, and how to change it."
        tone="success"
        heading="Your Discovery Call Is Booked"
        lead={`Thank you, ${booking.name.split(' ')[0]}. Your answers are with me, and I am looking forward to our conversation.`}
      >
        <FreeCallConfirmation booking={booking} call={call} accessKey={accessKey} />
        <ContactCard />
      </PlainView>
    );
  }
  const outcome = bookingPaymentOutcome(booking);
  // Paid, and its questionnaire just sent (maybe days after paying): the news is his answers,
  // received; the payment is a settled state, said as a status line. The page says what he has
  // (his session, the sessions left, his answers received) and leads on to his client portal.
  if (outcome?.kind === 'confirmed') {
    const headline = paymentHeadline(outcome);
    return (
      <PlainView
        title={answersReceivedHeading}
        description="You're all set: your session, your sessions left and your client portal."
        tone={headline.tone}
        heading={answersReceivedHeading}
        lead={`Thank you, ${booking.name.split(' ')[0]}. I will read every one of them before we meet, and I am looking forward to our work together.`}
        status={headline.heading}
      >
        <PackageConfirmation booking={booking} session={heldCall(booking)} accessKey={accessKey} />
        <ContactCard />
      </PlainView>
    );
  }
  return outcome === null ? (
    <ThankYou />
  ) : (
    <PaymentView outcome={outcome} paymentIntentId={null} booking={booking} />
  );
}

/**
 * Stripe's return (?payment_intent=…): the payment's state, checked with the API; once paid, its
 * booking, read with this browser's cookie (the browser that paid), for what it still asks of him.
 */
function PaymentReturn({ paymentIntentId }: { paymentIntentId: string }) {
  useClientTaskFrame();
  const outcome = usePaymentOutcome(paymentIntentId);
  const bookingId = outcome.kind === 'confirmed' ? outcome.bookingId : null;
  const booking = useQuery({
    ...bookingQueryOptions(bookingId ?? 0, null),
    enabled: bookingId !== null,
  });
  return (
    <PaymentView
      outcome={outcome}
      paymentIntentId={paymentIntentId}
      booking={(bookingId !== null && booking.data) || null}
    />
  );
}

/**
 * /consultation-success says only what is true of what it is about:
 * - `?payment_intent=…` (Stripe's return after paying): the payment's state, checked in the
 *   browser; the icon, heading, title and next step all follow it, and "Payment Successful!"
 *   only once the payment is confirmed;
 * - `?booking=<id>[&key=…]` (after a booking's questionnaire): a free call's own confirmation, or
 *   the state a paid booking's status says of its payment;
 * - neither: a thank-you with the contact link, claiming no payment.
 * With a payment or a booking the page is the client's (the shell draws it in his frame, from the
 * address alone; signed in to his portal, it claims the frame for his name and Sign Out); the
 * bare thank-you is a public page under the site's header.
 */
export function ConsultationSuccessPage() {
  const [searchParams] = useSearchParams();
  const paymentIntentId = searchParams.get(successPaymentParam);
  if (paymentIntentId !== null) return <PaymentReturn paymentIntentId={paymentIntentId} />;
  const bookingId = parseBookingId(searchParams.get(successBookingParam) ?? undefined);
  if (bookingId !== null)
    return <BookingOutcome bookingId={bookingId} accessKey={searchParams.get('key')} />;
  return <ThankYou />;
}
