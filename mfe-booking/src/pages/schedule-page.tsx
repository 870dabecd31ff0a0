import type { ReactNode } from 'react';
import { useParams, useSearchParams } from '@site/ui/router';
import { useQuery } from '@tanstack/react-query';
import { bookingQueryOptions } from '@site/api-client/bookings';
import { withAccessKey } from '@site/contracts/endpoints/params';
import { paths, toPath } from '@site/contracts/routes';
import { formatDate, formatTime } from '@site/contracts/slots';
import { coachTimezone, timezoneLabel } from '@site/contracts/timezones';
import { Button, ButtonLink } from '@site/ui/button';
import { Container } from '@site/ui/container';
import { PageMeta } from '@site/ui/page-meta';
import { useSiteSettings } from '@site/ui/site-settings';
import { Card, Facts, PageBody, PageIntro, TwoColumns } from '../components/card';
import { LoadingStatus, Skeleton } from '../components/skeleton';
import { StatePanel } from '../components/state-panel';
import { BookingDetails } from '../features/bookings/components/booking-details';
import { ScheduleForm } from '../features/bookings/components/schedule-form';
import { StatusBadge } from '../features/bookings/components/status-badge';
import { useMounted } from '../lib/use-mounted';

function parseBookingId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** The page's head: its title names the state the visitor sees ("Booking Not Found | …"). */
function ScheduleMeta({ title }: { title: string }) {
  const { coachName } = useSiteSettings();
  return (
    <PageMeta
      title={`${title} | ${coachName}`}
      description="Choose the date and time of your consultation."
      noindex
    />
  );
}

/** A state of the page: its panel and its title. */
function State({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <ScheduleMeta title={title} />
      <StatePanel title={title}>{children}</StatePanel>
    </>
  );
}

function ReturnToConsulting() {
  return <ButtonLink to={paths.consulting}>Return to Consulting</ButtonLink>;
}

function Loading() {
  return (
    <PageBody>
      <ScheduleMeta title="Schedule Your Consultation" />
      <PageIntro>
        <h1>Schedule Your Consultation</h1>
      </PageIntro>
      <LoadingStatus>Loading booking details...</LoadingStatus>
      <TwoColumns aria-hidden="true">
        <Card>
          <Skeleton $height="14rem" />
        </Card>
        <Card>
          <Skeleton $height="34rem" />
        </Card>
      </TwoColumns>
    </PageBody>
  );
}

function Schedule({ bookingId, accessKey }: { bookingId: number; accessKey: string | null }) {
  const mounted = useMounted();
  const query = useQuery({ ...bookingQueryOptions(bookingId, accessKey), enabled: mounted });

  if (!mounted || query.isPending) return <Loading />;
  if (query.isError) {
    return (
      <State title="We Couldn't Load Your Booking">
        <p>Something went wrong while loading your booking. Please try again in a moment.</p>
        <Button type="button" onClick={() => void query.refetch()}>
          Try Again
        </Button>
      </State>
    );
  }
  const booking = query.data;
  if (booking === null) {
    return (
      <State title="Booking Not Found">
        <p>
          We couldn&apos;t find your consultation booking. Please check your payment confirmation
          email.
        </p>
        <ReturnToConsulting />
      </State>
    );
  }
  if (booking.scheduledAt !== null) {
    const zone = booking.timezone ?? coachTimezone;
    return (
      <State title="Already Scheduled">
        <p>Your consultation is already booked. I look forward to our session.</p>
        {booking.scheduledAt && (
          <Facts style={{ width: 'fit-content', margin: '0 auto 1.5rem', textAlign: 'left' }}>
            <dt>Date:</dt>
            <dd>{formatDate(booking.scheduledAt, zone)}</dd>
            <dt>Time:</dt>
            <dd>
              {formatTime(booking.scheduledAt, zone)} ({timezoneLabel(zone)})
            </dd>
          </Facts>
        )}
        <ButtonLink
          to={withAccessKey(toPath(paths.questionnaireForBooking, { bookingId }), accessKey)}
        >
          Complete Pre-Session Questionnaire
        </ButtonLink>
      </State>
    );
  }
  if (booking.status !== 'paid') {
    return (
      <State title="Payment Required">
        <p>
          <StatusBadge status={booking.status} />
        </p>
        <p>
          Your consultation booking is pending payment. Once your payment is confirmed you can
          choose your session time here; if you have already paid, your confirmation email will
          follow within minutes.
        </p>
        <ReturnToConsulting />
      </State>
    );
  }
  return (
    <PageBody>
      <ScheduleMeta title="Schedule Your Consultation" />
      <PageIntro>
        <h1>Schedule Your Consultation</h1>
        <p>Choose the day and time that suit you. Times are shown in the timezone you pick.</p>
      </PageIntro>
      <TwoColumns>
        <BookingDetails booking={booking} />
        <ScheduleForm booking={booking} accessKey={accessKey} />
      </TwoColumns>
    </PageBody>
  );
}

/**
 * /schedule/:bookingId[?key=…]: choose the time of a paid session. The booking belongs to one
 * visitor, so it is fetched in the browser; the server sends the loading state.
 */
export function SchedulePage() {
  const { bookingId: rawId } = useParams();
  const [searchParams] = useSearchParams();
  const bookingId = parseBookingId(rawId);
  return (
    <Container>
      {bookingId === null ? (
        <State title="Invalid Scheduling Link">
          <p>This scheduling link is invalid or has expired.</p>
          <ReturnToConsulting />
        </State>
      ) : (
        <Schedule bookingId={bookingId} accessKey={searchParams.get('key')} />
      )}
    </Container>
  );
}
