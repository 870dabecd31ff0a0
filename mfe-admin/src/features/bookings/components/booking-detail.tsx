import styled from 'styled-components';
import type {
  AdminBookingDetail,
  BookingEmailView,
  OutboxEmailView,
  QuestionnaireStepView,
} from '@site/contracts/admin';
import { Disclosure } from '@site/ui/disclosure';
import { paths, toPath } from '@site/contracts/routes';
import { Link } from '@site/ui/router';
import { toast } from '@site/ui/toast';
import { TableScroll } from '../../../components/data-table';
import { adminLayout } from '../../../components/layout';
import { EmailRows } from '../../../components/email-rows';
import { EmptyState, ErrorState, Loading } from '../../../components/states';
import {
  Badge,
  ExternalLink,
  Facts,
  Muted,
  Section,
  SmallButton,
  StandaloneLink,
} from '../../../components/ui';
import { apiErrorMessage, isApiStatus } from '../../../lib/api-error';
import { givenFreeLabel } from '@site/contracts/admin';
import { formatCents } from '@site/contracts/money';
import { packages } from '@site/contracts/packages';
import {
  bookingStatusLabel,
  emailAudience,
  formatDateTime,
  packageName,
  paymentLabels,
} from '../../../lib/format';
import { useOwnerSession } from '../../../lib/owner-session';
import { bookingQueryOptions, useResendEmail } from '../api/bookings';
import { BookingSessions, EndBooking } from './booking-sessions';
import { CopyLink } from './copy-link';
import { statusTone } from './bookings-list';
import { useScreenQuery } from '@site/ui/screen-query';
import { Breakable } from '../../../components/breakable';

const Step = styled.section`
  margin-bottom: 1.5rem;

  h3 {
    margin: 0 0 0.75rem;
    color: ${({ theme }) => theme.colors.navy};
  }
  dl {
    margin: 0;
  }
  dt {
    font-weight: 700;
    margin-top: 0.75rem;
  }
  dd {
    margin: 0.25rem 0 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

function QuestionnaireStep({ step, index }: { step: QuestionnaireStepView; index: number }) {
  return (
    <Step>
      <h3>
        {index + 1}. {step.title}
      </h3>
      <dl>
        {step.answers.map((answer) => (
          <div key={answer.question}>
            <dt>{answer.question}</dt>
            <dd>{answer.answer ?? <Muted as="span">Not answered</Muted>}</dd>
          </div>
        ))}
      </dl>
    </Step>
  );
}

/**
 * The answers, step by step: the first step open, the others folded under one control, so the
 * booking's emails and actions stay within reach below (seven steps open made the page four
 * screens longer).
 */
function QuestionnaireSteps({ steps }: { steps: readonly QuestionnaireStepView[] }) {
  const [first, ...rest] = steps;
  if (first === undefined) return null;
  return (
    <>
      <QuestionnaireStep step={first} index={0} />
      {rest.length > 0 && (
        <Disclosure
          summary={rest.length === 1 ? 'The other section' : `The other ${rest.length} sections`}
        >
          {rest.map((step, index) => (
            <QuestionnaireStep key={step.title} step={step} index={index + 1} />
          ))}
        </Disclosure>
      )}
    </>
  );
}

function Emails({ booking }: { booking: AdminBookingDetail }) {
  const { timezone } = useOwnerSession();
  const resend = useResendEmail(booking.id);
  const sendAgain = (email: OutboxEmailView) =>
    resend.mutate(email.id, {
      onSuccess: () =>
        toast({ title: 'Email queued again', description: email.subject, variant: 'success' }),
      onError: (error) =>
        toast({
          title: 'The email was not queued',
          description: apiErrorMessage(error, 'Please try again in a moment.'),
          variant: 'destructive',
        }),
    });
  if (booking.emails.length === 0) return <Muted>No email was sent for this booking.</Muted>;
  // Offered once an email went out (or gave up), while what it says is still true; else why
  // not. One still waiting to send offers nothing, nor one skipped (EmailRows).
  const action = (email: BookingEmailView) => {
    if (email.status === 'queued' || email.status === 'sending') return null;
    return email.resendRefusal !== null ? (
      <Muted as="span">{email.resendRefusal}</Muted>
    ) : (
      <SmallButton
        type="button"
        disabled={resend.isPending}
        aria-label={`Send again: ${email.subject}`}
        onClick={() => sendAgain(email)}
      >
        Send Again
      </SmallButton>
    );
  };
  return (
    <TableScroll label="Emails table">
      <EmailRows
        emails={booking.emails}
        zone={timezone}
        audience={(email) => emailAudience(email.kind)}
        action={action}
      />
    </TableScroll>
  );
}

/*
 * From 1024 px the booking in two columns, their tops level: its facts and what can be done with
 * it on one side, what the client wrote and the emails he was sent on the other; below, one
 * column. Each column is the screen's container for what it holds, so its tables lay themselves
 * out by the column's room, not the screen's.
 */
const Columns = styled.div`
  ${adminLayout.sidebar} {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    column-gap: 1.5rem;
    align-items: start;
  }
`;

const Column = styled.div`
  min-width: 0;
  container: ${adminLayout.screenContainer} / inline-size;
`;

/** The coach's reason for a gift, as he wrote it: his line breaks kept, a long word broken. */
const GivenReason = styled.span`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

function Detail({ booking }: { booking: AdminBookingDetail }) {
  const { timezone } = useOwnerSession();
  const given = booking.payment === 'complimentary';
  return (
    <Columns>
      <Column data-part="booking-facts">
        <Section aria-labelledby="booking-client">
          <h2 id="booking-client">Client and package</h2>
          <Facts>
            <dt>Name</dt>
            <dd>
              {/* His client page: every booking, note and message of his address. */}
              {booking.clientId === null ? (
                booking.name
              ) : (
                <Link to={toPath(paths.adminClient, { clientId: booking.clientId })}>
                  {booking.name}
                </Link>
              )}
            </dd>
            <dt>Email</dt>
            <dd>
              <ExternalLink href={`mailto:${booking.email}`}>
                <Breakable text={booking.email} />
              </ExternalLink>
            </dd>
            <dt>Package</dt>
            <dd>{packageName(booking.packageType)}</dd>
            {/* A package given free has no amount: its payment says it was given, once. */}
            {!given && (
              <>
                <dt>Amount</dt>
                <dd>{formatCents(booking.amount)}</dd>
              </>
            )}
            <dt>Booked</dt>
            <dd>{formatDateTime(booking.createdAt, timezone)}</dd>
          </Facts>
        </Section>

        {booking.packageType === 'strategy-call' ? (
          <Section aria-labelledby="booking-payment">
            <h2 id="booking-payment">Free call</h2>
            {/* What a free call is, in words; its state only when it is not simply booked. */}
            <Muted as="p" style={{ marginBottom: '1rem' }}>
              A free {packages['strategy-call'].durationMinutes}-minute call a visitor books from
              the site, to see whether working together makes sense: nothing to pay, no package.
            </Muted>
            <Facts>
              {booking.status !== 'paid' && (
                <>
                  <dt>Status</dt>
                  <dd>
                    <Badge $tone={statusTone(booking.status)}>{bookingStatusLabel(booking)}</Badge>
                  </dd>
                </>
              )}
              <dt>Payment</dt>
              <dd>None: the discovery call is free</dd>
            </Facts>
          </Section>
        ) : (
          <Section aria-labelledby="booking-payment">
            <h2 id="booking-payment">Payment</h2>
            <Facts>
              {given ? (
                <>
                  {/* Given free, once, with the reason as the coach wrote it; its state only
                      once it has ended (cancelled, refunded). */}
                  {booking.status !== 'paid' && (
                    <>
                      <dt>Status</dt>
                      <dd>
                        <Badge $tone={statusTone(booking.status)}>
                          {bookingStatusLabel(booking)}
                        </Badge>
                      </dd>
                    </>
                  )}
                  <dt>Payment</dt>
                  <dd data-given="">
                    <Badge $tone="good">{givenFreeLabel}</Badge>
                    {booking.givenReason && (
                      <>
                        {' · '}
                        <GivenReason>{booking.givenReason}</GivenReason>
                      </>
                    )}
                  </dd>
                </>
              ) : (
                <>
                  <dt>Status</dt>
                  <dd>
                    <Badge $tone={statusTone(booking.status)}>{bookingStatusLabel(booking)}</Badge>
                  </dd>
                  <dt>Paid by</dt>
                  <dd>{booking.payment ? paymentLabels[booking.payment] : '—'}</dd>
                </>
              )}
              {booking.stripePaymentIntentId && (
                <>
                  <dt>Stripe payment</dt>
                  <dd>
                    {booking.stripeDashboardUrl ? (
                      <ExternalLink
                        href={booking.stripeDashboardUrl}
                        target="_blank"
                        rel="noreferrer"
                      >
                        {booking.stripePaymentIntentId} (opens the Stripe Dashboard)
                      </ExternalLink>
                    ) : (
                      booking.stripePaymentIntentId
                    )}
                  </dd>
                </>
              )}
            </Facts>
          </Section>
        )}

        <Section aria-labelledby="booking-session">
          <h2 id="booking-session">Sessions</h2>
          <BookingSessions booking={booking} />
          <Facts style={{ marginTop: '1rem' }}>
            <dt>Google Calendar</dt>
            <dd>
              {booking.googleEventId ? 'On your Google Calendar' : 'Not on your Google Calendar'}
            </dd>
            {/* The link books the sessions left: a call already booked has none to give. */}
            {booking.sessionsRemaining > 0 && (
              <>
                <dt>Client’s scheduling link</dt>
                <dd>
                  <CopyLink url={booking.scheduleUrl} label="Copy Scheduling Link" />
                </dd>
              </>
            )}
          </Facts>
        </Section>

        {booking.packageType !== 'strategy-call' && (
          <Section aria-labelledby="booking-end">
            <h2 id="booking-end">Refund or cancel</h2>
            <EndBooking booking={booking} />
          </Section>
        )}
      </Column>
      <Column data-part="booking-client-words">
        <Section aria-labelledby="booking-questionnaire">
          <h2 id="booking-questionnaire">Questionnaire</h2>
          {booking.questionnaire ? (
            <>
              <Muted style={{ marginBottom: '1rem' }}>
                Answered {formatDateTime(booking.questionnaire.completedAt, timezone)}
                {/* Kept once per client: given for another booking of his, it answers for this
                    one too, and that booking is named. */}
                {booking.questionnaire.bookingId !== booking.id && (
                  <>
                    {' '}
                    for his{' '}
                    <Link
                      to={toPath(paths.adminBooking, {
                        bookingId: booking.questionnaire.bookingId,
                      })}
                    >
                      {packageName(booking.questionnaire.bookingPackageType)}
                    </Link>
                    : one questionnaire answers for all his bookings.
                  </>
                )}
              </Muted>
              <QuestionnaireSteps steps={booking.questionnaire.steps} />
            </>
          ) : (
            <Muted>The client has not answered the questionnaire yet.</Muted>
          )}
        </Section>

        <Section aria-labelledby="booking-emails">
          <h2 id="booking-emails">Emails</h2>
          <Emails booking={booking} />
        </Section>
      </Column>
    </Columns>
  );
}

/** One booking: client, package, payment, session times, questionnaire answers and emails. */
export function BookingDetail({ id }: { id: number | null }) {
  const booking = useScreenQuery({ ...bookingQueryOptions(id ?? 0), enabled: id !== null });
  const back = (
    <p>
      <StandaloneLink to={paths.adminBookings}>Back to bookings</StandaloneLink>
    </p>
  );
  if (id === null || isApiStatus(booking.error, 404)) {
    return (
      <>
        <EmptyState>There is no booking with this number.</EmptyState>
        {back}
      </>
    );
  }
  if (booking.isPending) return <Loading label="Loading the booking…" height="40rem" />;
  if (booking.isError) {
    return (
      <ErrorState
        title="The booking could not be loaded."
        error={booking.error}
        onRetry={() => void booking.refetch()}
      />
    );
  }
  return (
    <>
      {back}
      <Detail booking={booking.data} />
    </>
  );
}
