import { useState, type ComponentProps } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { useParams, useSearchParams } from '@site/ui/router';
import { bookingQueryOptions, bookingUrl } from '@site/api-client/bookings';
import { portalOverviewQueryOptions } from '@site/api-client/portal';
import { portalLinkFor } from '@site/contracts/client-portal';
import { withAccessKey } from '@site/contracts/endpoints/params';
import { paths, scheduleMoveParam, toPath } from '@site/contracts/routes';
import type { BookingSession, ConsultationBooking } from '@site/contracts/api-types';
import {
  questionnaireSteps,
  questionnaireTime,
  questionnaireTimeShort,
} from '@site/contracts/questionnaire-steps';
import { changeNoticeHours, sessionToSchedule } from '@site/contracts/sessions';
import { coachTimezone, isTimezoneName, type TimezoneName } from '@site/contracts/timezones';
import { Button, ButtonLink } from '@site/ui/button';
import { useClientTaskFrame } from '@site/ui/client-task-frame';
import { BookingNotFound } from '@site/ui/booking-not-found';
import { PageMeta } from '@site/ui/page-meta';
import { preloadRequest } from '@site/ui/preload-request';
import { useScreenQuery, useZoneOffsetsFromServer } from '@site/ui/screen-query';
import { useHydrated } from '@site/ui/use-hydrated';
import { useSiteSettings } from '@site/ui/site-settings';
import { CoachByline } from '../components/coach-byline';
import { QuestionnaireReceived } from '../components/questionnaire-received';
import { narrowPageWidth, PageHeader } from '@site/ui/page-header';
import { Card, PageBody, TwoColumns, VisitorPage } from '../components/card';
import { LoadingStatus, Skeleton } from '../components/skeleton';
import { SecondaryButton, SecondaryButtonLink } from '../components/secondary-button';
import { StatePanel } from '@site/ui/state-panel';
import { BookingDetails } from '../features/bookings/components/booking-details';
import { RefundRequest } from '../features/bookings/components/refund-request';
import { ScheduleForm } from '../features/bookings/components/schedule-form';
import { SessionList, visibleSessions } from '../features/bookings/components/session-list';
import {
  changedSessionIndex,
  SessionConfirmed,
  type SessionChange,
} from '../features/bookings/components/session-confirmed';
import { StatusBadge } from '../features/bookings/components/status-badge';
import { parseBookingId } from '../lib/booking-id';
import { questionnaireAhead } from '@site/contracts/questionnaire-ahead';
import { useBrowserTimezone, useNow } from '../lib/use-now';
import { useVisitorTimezone } from '../lib/visitor-timezone';

/**
 * The booking's two columns: what was bought and its sessions on the left, the scheduling on the
 * right. The scheduling comes first in the page (a phone shows it first, right under the header,
 * the details after it); from 56rem, side by side as before.
 */
const ScheduleColumns = styled.div`
  display: grid;
  gap: 1.5rem;
  align-items: start;
  grid-template-columns: minmax(0, 1fr);

  @media (min-width: 56rem) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/**
 * A booked free call with nothing to schedule: one reading column, as wide as its narrow header
 * (the call, what comes before it, the booking, the portal), instead of two columns with one
 * card on the right.
 */
const CallColumn = styled.div`
  display: grid;
  gap: 1.5rem;
  max-width: ${narrowPageWidth};
  margin-inline: auto;
`;

const Scheduling = styled.div`
  display: grid;
  min-width: 0;

  @media (min-width: 56rem) {
    grid-column: 2;
    grid-row: 1;
  }
`;

const Details = styled.div`
  display: grid;
  gap: 1.5rem;
  min-width: 0;

  @media (min-width: 56rem) {
    grid-column: 1;
    grid-row: 1;
  }
`;

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
function State({ title, children, actions }: ComponentProps<typeof StatePanel>) {
  return (
    <>
      <ScheduleMeta title={title} />
      <StatePanel title={title} actions={actions}>
        {children}
      </StatePanel>
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
      <PageHeader eyebrow="Your booking" title="Schedule Your Consultation" />
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

function Schedule({
  bookingId,
  accessKey,
  signedIn,
}: {
  bookingId: number;
  accessKey: string | null;
  signedIn: boolean;
}) {
  const options = bookingQueryOptions(bookingId, accessKey);
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  // With the booking's cookie the server read the booking and drew the page with it (see
  // src/server.tsx): the browser hydrates it as it is, its data came with the page.
  const [fromServer] = useState(
    () => !hydrated && queryClient.getQueryData(options.queryKey) !== undefined,
  );
  // Otherwise the visitor's browser asks for it: the first HTML starts the request. Never when a
  // page before it (the payment's success page) already holds the answer: the query would not
  // consume that early response, and the refetch after he books would read it, stale.
  if (!fromServer && queryClient.getQueryData(options.queryKey) === undefined)
    preloadRequest(bookingUrl(bookingId, accessKey));
  useZoneOffsetsFromServer();
  // The booking's view (its sessions, the calendar) is drawn as a transition.
  const query = useScreenQuery({
    ...options,
    enabled: hydrated || fromServer,
    refetchOnMount: !fromServer,
  });

  if ((!hydrated && !fromServer) || query.isPending) return <Loading />;
  if (query.isError) {
    return (
      <State
        title="We Couldn’t Load Your Booking"
        actions={
          <Button type="button" onClick={() => void query.refetch()}>
            Try Again
          </Button>
        }
      >
        <p>Something went wrong while loading your booking. Please try again in a moment.</p>
      </State>
    );
  }
  const booking = query.data;
  if (booking === null) {
    return (
      <>
        <ScheduleMeta title="Booking Not Found" />
        <BookingNotFound bookingId={bookingId} accessKey={accessKey} />
      </>
    );
  }
  if (booking.status === 'refunded' || booking.status === 'cancelled') {
    const refunded = booking.status === 'refunded';
    return (
      <State
        title={refunded ? 'Booking Refunded' : 'Booking Cancelled'}
        actions={<ButtonLink to={paths.connect}>Go to the Contact Page</ButtonLink>}
      >
        <p>
          {refunded
            ? 'This booking has been refunded in full, and its sessions are cancelled.'
            : 'This booking has been cancelled, and its sessions with it.'}{' '}
          If you have a question about it, please get in touch.
        </p>
      </State>
    );
  }
  if (booking.status !== 'paid') {
    return (
      <State title="Payment Required" actions={<ReturnToConsulting />}>
        <p>
          <StatusBadge status={booking.status} />
        </p>
        <p>
          Your consultation booking is pending payment. Once your payment is confirmed you can
          choose your session time here; if you have already paid, your confirmation email will
          follow within minutes.
        </p>
      </State>
    );
  }
  return <ManageSessions booking={booking} accessKey={accessKey} signedIn={signedIn} />;
}

/** "Questionnaire received": his answers are in, so the page thanks him instead of asking. */
/** Said where the questionnaire was asked for, once it no longer prepares a session. */
const QuietLine = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * The way into his client portal from a booking's page, for a visitor not signed in to it (signed
 * in, his bar leads back to it): with the link's key it opens the portal at once.
 */
function PortalInvitation({
  bookingId,
  accessKey,
  call,
}: {
  bookingId: number;
  accessKey: string | null;
  /** The free call: the portal holds the call and its questionnaire, not a package's notes. */
  call: boolean;
}) {
  return (
    <Card aria-labelledby="client-portal">
      <h2 id="client-portal">Your Client Portal</h2>
      <p>
        {call
          ? 'Your call, how to prepare for it and your questionnaire, in one private place, with the way on to a package if we choose to work together.'
          : 'Your sessions, my notes and action plan, our messages and your receipts, in one private place.'}
      </p>
      <SecondaryButtonLink to={portalLinkFor(bookingId, accessKey)}>
        Open Your Client Portal
      </SecondaryButtonLink>
    </Card>
  );
}

/**
 * The one zone the page shows every time in (the form's and the sessions booked), once there is
 * one to follow: the zone he picks here ("times show in the zone you pick"), else, signed in, the
 * zone his portal shows (the one he saved there, else his own). Null when neither: the form
 * starts in his own zone and each session reads in the zone it was booked in.
 */
function usePageZone(signedIn: boolean): {
  zone: TimezoneName | null;
  choose: (zone: TimezoneName) => void;
} {
  const visitor = useVisitorTimezone();
  const portal = useQuery({ ...portalOverviewQueryOptions(), enabled: signedIn });
  const saved = portal.data?.timezone ?? null;
  const [picked, setPicked] = useState<TimezoneName | null>(null);
  // Signed in, the page reads as his portal does: his saved zone, else his own.
  const portalZone = !portal.data
    ? null
    : saved !== null && isTimezoneName(saved)
      ? saved
      : visitor.zone;
  return { zone: picked ?? portalZone, choose: setPicked };
}

/**
 * The page's title follows what the page is doing: moving a session names that one ("Move
 * Session 1 of 5"); a session just booked or moved, its form put away, names that change
 * ("Session 1 Is Booked"); the form for the next session names the next ("Schedule Session 2 of
 * 5"), never one that is not on the page.
 */
export function scheduleTitle({
  booking,
  moving,
  change,
}: {
  booking: ConsultationBooking;
  moving: BookingSession | null;
  change: SessionChange | null;
}): string {
  const freeCall = booking.packageType === 'strategy-call';
  const several = booking.sessionsTotal > 1;
  const allBooked = booking.sessionsRemaining === 0;
  if (moving !== null) {
    if (freeCall) return 'Move Your Call';
    const index = visibleSessions(booking).findIndex((session) => session.id === moving.id);
    return several && index >= 0
      ? `Move Session ${index + 1} of ${booking.sessionsTotal}`
      : 'Move Your Session';
  }
  if (freeCall) return 'Your Discovery Call';
  if (change !== null && !(allBooked && change.kind === 'booked')) {
    const index = changedSessionIndex(booking, change);
    if (index >= 0) {
      const which = several ? `Session ${index + 1}` : 'Your Session';
      return `${which} ${change.kind === 'booked' ? 'Is Booked' : 'Has Moved'}`;
    }
  }
  return allBooked ? 'All Sessions Booked' : sessionToSchedule(booking).title;
}

/**
 * The main view, and the booking's manage link: what was bought, the sessions booked (each with
 * Reschedule and Cancel while far enough ahead), how many remain, and the form for the next one;
 * once every session is booked, "All Sessions Booked" and the questionnaire instead of the form.
 */
function ManageSessions({
  booking,
  accessKey,
  signedIn,
}: {
  booking: ConsultationBooking;
  accessKey: string | null;
  /** Signed in to his portal: his bar leads back to it. */
  signedIn: boolean;
}) {
  const [searchParams] = useSearchParams();
  // A link to move one session (the portal's "Move") opens the page on moving it.
  const [moving, setMoving] = useState<BookingSession | null>(() => {
    const asked = Number(searchParams.get(scheduleMoveParam));
    return booking.sessions.find((session) => session.id === asked && session.canChange) ?? null;
  });
  /**
   * Moves another session, or none: the address no longer asks for the first one (a reload
   * opens the page as it is). Replaced in place, not navigated, so the page keeps its scroll.
   */
  const stopMoving = (next: BookingSession | null) => {
    setMoving(next);
    const url = new URL(window.location.href);
    if (!url.searchParams.has(scheduleMoveParam)) return;
    url.searchParams.delete(scheduleMoveParam);
    window.history.replaceState(window.history.state, '', url);
  };
  const [movedId, setMovedId] = useState<number | null>(null);
  // The session just booked or moved: confirmed at the top of the page, where the eye and the
  // focus go, and kept there (a new change takes a new `seq`, so it is announced afresh).
  const [change, setChange] = useState<(SessionChange & { seq: number }) | null>(null);
  // Once a session is confirmed, the form for the next one waits behind a button: the
  // confirmation is the page's state, not a line above a fresh calendar.
  const [pickerOpen, setPickerOpen] = useState(false);
  const confirm = (next: SessionChange) => {
    setChange((previous) => ({ ...next, seq: (previous?.seq ?? 0) + 1 }));
    setPickerOpen(false);
  };
  const zone = usePageZone(signedIn);
  const browserZone = useBrowserTimezone();
  // The session being moved, as the latest answer has it (null once it is no longer movable).
  const movingNow = moving
    ? (booking.sessions.find((session) => session.id === moving.id && session.canChange) ?? null)
    : null;
  const allBooked = booking.sessionsRemaining === 0;
  // The free call is one call, not a package: its page names it, never its credits.
  const freeCall = booking.packageType === 'strategy-call';
  const questionnaireDone = booking.questionnaireCompleted === true;
  // Until the clock is read (the server's page, hydration) a session counts as held once marked so.
  const now = useNow() ?? new Date(0);
  // Asked for only while it still prepares a session: not sent, and no session held yet.
  const askQuestionnaire = questionnaireAhead(booking, now);
  const title = scheduleTitle({
    booking,
    moving: movingNow,
    // A confirmation with the form behind its button: the page is about what was just done.
    change: change && !pickerOpen ? change : null,
  });
  const questionnaire = askQuestionnaire ? (
    <ButtonLink
      $longLabel
      to={withAccessKey(
        toPath(paths.questionnaireForBooking, { bookingId: booking.id }),
        accessKey,
      )}
    >
      Complete Pre-Session Questionnaire
    </ButtonLink>
  ) : questionnaireDone ? (
    <QuestionnaireReceived live />
  ) : (
    <QuietLine>
      Your first session has been held, so the questionnaire is no longer needed.
    </QuietLine>
  );
  // Just booked with sessions still to book, the questionnaire still ahead: it is the next step,
  // so the confirmation at the top holds its one button (the form is for the sessions after).
  const questionnaireInNotice =
    change?.kind === 'booked' && !allBooked && askQuestionnaire && !movingNow;
  // A free call booked, nothing to choose: the page is one reading column.
  const oneCall = freeCall && allBooked && !movingNow;
  // The form for the next session: at once, unless a session was just confirmed (then behind
  // the confirmation's "Book Your Next Session"); always while a session is being moved.
  const showForm = movingNow !== null || (!allBooked && (change === null || pickerOpen));
  const notice = change && !movingNow && (
    <SessionConfirmed
      key={change.seq}
      booking={booking}
      change={change}
      accessKey={accessKey}
      signedIn={signedIn}
      zone={zone.zone ?? undefined}
    >
      {questionnaireInNotice && (
        <>
          <p>
            <strong>Next: your questionnaire</strong>, {questionnaireSteps.length} short steps (
            {questionnaireTimeShort}), so I can prepare for you.
          </p>
          <NoticeAction>{questionnaire}</NoticeAction>
        </>
      )}
      {!allBooked ? (
        !pickerOpen && (
          <NextSession>
            <p>
              {booking.sessionsRemaining} of {booking.sessionsTotal}{' '}
              {booking.sessionsTotal === 1 ? 'session' : 'sessions'} left to book, whenever you are
              ready.
            </p>
            {questionnaireInNotice ? (
              <SecondaryButton type="button" onClick={() => setPickerOpen(true)}>
                Book Your Next Session
              </SecondaryButton>
            ) : (
              <Button type="button" onClick={() => setPickerOpen(true)}>
                Book Your Next Session
              </Button>
            )}
          </NextSession>
        )
      ) : booking.sessionsTotal > 1 ? (
        <p>
          {askQuestionnaire
            ? 'Every session is booked: the questionnaire below is next.'
            : 'Every session of your package is booked.'}
        </p>
      ) : null}
    </SessionConfirmed>
  );
  const beforeWeMeet = (
    <Card aria-labelledby="all-booked">
      <h2 id="all-booked">Before We Meet</h2>
      <p>
        You can move or cancel {freeCall ? 'the call' : 'a session'} here up to {changeNoticeHours}{' '}
        hours before it starts.{' '}
        {askQuestionnaire
          ? `Before we meet, please take ${questionnaireTime} for the questionnaire: it helps me prepare for you.`
          : questionnaireDone
            ? 'Your answers are with me: I will read them closely before we meet.'
            : null}
      </p>
      {questionnaire}
    </Card>
  );
  const details = (
    <BookingDetails
      booking={booking}
      actions={
        !allBooked && booking.sessionsBooked > 0 && !questionnaireInNotice
          ? questionnaire
          : undefined
      }
    >
      <RefundRequest
        booking={booking}
        accessKey={accessKey}
        zone={zone.zone ?? booking.timezone ?? browserZone ?? coachTimezone}
      />
    </BookingDetails>
  );
  const sessionList = (
    <SessionList
      booking={booking}
      accessKey={accessKey}
      movingId={movingNow?.id ?? null}
      returnFocusId={movedId}
      zone={zone.zone ?? undefined}
      onReschedule={(session) => {
        setMovedId(null);
        setChange(null);
        stopMoving(session);
      }}
    />
  );
  const portal = !signedIn && (
    <PortalInvitation bookingId={booking.id} accessKey={accessKey} call={freeCall} />
  );
  return (
    <PageBody>
      <ScheduleMeta title={title} />
      <PageHeader
        eyebrow="Your booking"
        title={title}
        narrow={oneCall}
        lead={
          <>
            <p>
              {allBooked
                ? booking.sessionsTotal > 1
                  ? 'Every session of your package is booked. I look forward to our work together.'
                  : freeCall
                    ? 'Your call is booked. I look forward to our time together.'
                    : 'Your session is booked. I look forward to our time together.'
                : showForm
                  ? 'Choose a day and time; times show in the zone you pick.'
                  : 'Your time is saved, and the invitation is on its way to your inbox.'}
            </p>
            <CoachByline note="Your coach" />
          </>
        }
      />
      {oneCall ? (
        <CallColumn>
          {notice}
          {sessionList}
          {beforeWeMeet}
          {details}
          {portal}
        </CallColumn>
      ) : (
        <ScheduleColumns>
          <Scheduling>
            {notice}
            {showForm ? (
              <ScheduleForm
                key={movingNow ? `move-${movingNow.id}` : 'next'}
                booking={booking}
                accessKey={accessKey}
                moving={movingNow}
                takeFocus={pickerOpen}
                onStopMoving={() => {
                  setMovedId(movingNow?.id ?? null);
                  stopMoving(null);
                }}
                onMoved={(sessionId) => {
                  setMovedId(null);
                  stopMoving(null);
                  const moved = booking.sessions.find((session) => session.id === sessionId);
                  confirm({ kind: 'moved', sessionId, startsAt: moved?.startsAt ?? '' });
                }}
                onBooked={(session) =>
                  confirm({ kind: 'booked', sessionId: session.id, startsAt: session.startsAt })
                }
                zone={zone.zone ?? undefined}
                onZoneChange={zone.choose}
              />
            ) : allBooked ? (
              beforeWeMeet
            ) : null}
          </Scheduling>
          <Details>
            {details}
            {sessionList}
            {portal}
          </Details>
        </ScheduleColumns>
      )}
    </PageBody>
  );
}

/** The confirmation's one action, apart from the lines around it. */
const NoticeAction = styled.div`
  margin-block: 0.4rem 0.25rem;
`;

/** How many sessions are left, and the way to the form for the next. */
const NextSession = styled.div`
  display: grid;
  justify-items: start;
  gap: 0.75rem;
  padding-top: 0.75rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/**
 * /schedule/:bookingId[?key=…]: choose the time of a paid session. The booking belongs to one
 * visitor: the server draws it when the page's request carries the booking's cookie (the browser
 * that made it), and sends the loading state otherwise (a link with its key, another browser),
 * for the browser to fetch it.
 */
export function SchedulePage() {
  const { bookingId: rawId } = useParams();
  const [searchParams] = useSearchParams();
  const bookingId = parseBookingId(rawId);
  // Signed in to his portal, the page is one of his tasks: it draws his frame, not the site's.
  const signedIn = useClientTaskFrame() !== null;
  return (
    <VisitorPage>
      {bookingId === null ? (
        <State title="Invalid Scheduling Link" actions={<ReturnToConsulting />}>
          <p>This scheduling link is invalid or has expired.</p>
        </State>
      ) : (
        <Schedule bookingId={bookingId} accessKey={searchParams.get('key')} signedIn={signedIn} />
      )}
    </VisitorPage>
  );
}
