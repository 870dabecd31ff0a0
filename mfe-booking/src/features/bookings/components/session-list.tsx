import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { BookingSession, ConsultationBooking } from '@site/contracts/api-types';
import { paths } from '@site/contracts/routes';
import { isActiveSession, sessionMessages } from '@site/contracts/sessions';
import { formatDate, formatTimeInZone } from '@site/contracts/slots';
import { Link } from '@site/ui/router';
import { toast } from '@site/ui/toast';
import { Badge } from '../../../components/badge';
import { Card } from '../../../components/card';
import { ActionRow, ConfirmAction, SecondaryButton } from '../../../components/confirm';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useCancelSession } from '../api/cancel-session';

const List = styled.ol`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $current: boolean; $plain?: boolean }>`
  padding: 1rem;
  border: 1px solid ${({ theme, $current }) => ($current ? theme.colors.gold : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $current }) => ($current ? theme.colors.ivory : theme.colors.surface)};

  /* The free call's one call is the card's own content, not a box inside it. */
  ${({ $plain }) =>
    $plain &&
    `
    padding: 0;
    border: 0;
    background: none;
  `}

  /* The session's name and its state side by side, the state in the body's letters as every
     badge of the page. */
  h3 {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 0.6rem;
    align-items: center;
    margin: 0 0 0.25rem;
    font-size: ${({ theme }) => theme.type.h4};
    color: ${({ theme }) => theme.colors.navy};

    span {
      font-family: ${({ theme }) => theme.fonts.body};
    }
  }

  p {
    margin: 0 0 0.75rem;
  }

  /* The frame closes evenly round its content: no empty line under a past session. */
  & > :last-child {
    margin-bottom: 0;
  }
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * "Monday, January 7, 2030 at 10:00 AM (Eastern)": a session's start in `zone`, the zone the page
 * shows its times in (by default the one it was booked in).
 */
export function sessionWhen(
  session: Pick<BookingSession, 'startsAt' | 'timezone'>,
  zone: string = session.timezone,
): string {
  return `${formatDate(session.startsAt, zone)} at ${formatTimeInZone(session.startsAt, zone)}`;
}

/** The sessions a client sees: every booked or completed one (cancelled ones gave their credit back). */
export function visibleSessions(booking: ConsultationBooking): BookingSession[] {
  return booking.sessions.filter((session) => session.status !== 'cancelled');
}

function SessionItem({
  booking,
  session,
  number,
  accessKey,
  moving,
  returnFocus,
  onReschedule,
  onCancelled,
  zone,
}: {
  booking: ConsultationBooking;
  session: BookingSession;
  number: number;
  /** The zone the page shows its times in; by default the session's own. */
  zone?: string;
  accessKey: string | null;
  moving: boolean;
  /** Focus comes back to this session's Reschedule button (a move just ended). */
  returnFocus: boolean;
  onReschedule: (session: BookingSession) => void;
  onCancelled: () => void;
}) {
  const cancel = useCancelSession();
  const rescheduleButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (returnFocus) rescheduleButton.current?.focus();
  }, [returnFocus]);
  const when = sessionWhen(session, zone);
  // The free call is a call, not a session: its actions and messages say so.
  const call = booking.packageType === 'strategy-call';
  const noun = call ? 'call' : 'session';
  const headingId = `session-${session.id}`;
  const active = isActiveSession(session.status);

  // Said through the mutation's promise, not its per-call callbacks: the cancelled session
  // leaves the list when the booking is read again, and a callback of an item no longer drawn
  // is never called.
  async function confirmCancel() {
    try {
      await cancel.mutateAsync({ bookingId: booking.id, sessionId: session.id, accessKey });
    } catch (error) {
      toast({
        title: 'Cancellation Failed',
        description: apiErrorMessage(error, 'Failed to cancel the session. Please try again.'),
        variant: 'destructive',
      });
      return;
    }
    onCancelled();
    toast({
      title: call ? 'Call Cancelled' : 'Session Cancelled',
      description: call
        ? `Your call of ${when} is cancelled. You can choose another time here.`
        : booking.sessionsTotal > 1
          ? `Your session of ${when} is cancelled, and its credit is back in your package.`
          : `Your session of ${when} is cancelled. You can choose another time here.`,
      variant: 'success',
    });
  }

  // The free call's card is the call's: its title names it, so no heading of its own here.
  const badges = (
    <>
      {session.status === 'rescheduled' && (
        <>
          {' '}
          <Badge>Moved</Badge>
        </>
      )}
      {session.status === 'completed' && (
        <>
          {' '}
          <Badge $tone="success">Completed</Badge>
        </>
      )}
    </>
  );
  return (
    <Item $current={moving} $plain={call && !moving} aria-labelledby={call ? undefined : headingId}>
      {call ? (
        <p>
          {when}
          {badges}
        </p>
      ) : (
        <>
          <h3 id={headingId}>
            {booking.sessionsTotal > 1 ? `Session ${number}` : 'Your Session'}
            {badges}
          </h3>
          <p>{when}</p>
        </>
      )}
      {active && session.joinUrl && (
        <p>
          <a href={session.joinUrl} target="_blank" rel="noreferrer">
            Join link for this {noun}
          </a>
        </p>
      )}
      {active && !session.joinUrl && <Note>{sessionMessages.joinLinkFollows}</Note>}
      {active && session.canChange && (
        <ActionRow>
          {moving ? (
            <Note style={{ margin: 0 }}>Choose the new time in the form.</Note>
          ) : (
            <SecondaryButton
              ref={rescheduleButton}
              type="button"
              aria-label={`Move the ${noun} of ${when}`}
              onClick={() => onReschedule(session)}
            >
              Move
            </SecondaryButton>
          )}
          {/* While it moves, the form's "Keep Current Time" is the way back: a bare "Cancel" here
              would read as cancelling the move, not the session. */}
          {!moving && (
            <ConfirmAction
              label="Cancel"
              accessibleLabel={`Cancel the ${noun} of ${when}`}
              confirmLabel={call ? 'Cancel Call' : 'Cancel Session'}
              keepLabel={call ? 'Keep Call' : 'Keep Session'}
              pendingLabel="Cancelling..."
              pending={cancel.isPending}
              consequence={
                <>
                  Cancel your {noun} of {when}?{' '}
                  {!call && booking.sessionsTotal > 1
                    ? 'Its credit goes back to your package, so you can book another time.'
                    : 'You can then choose another time here.'}
                </>
              }
              onConfirm={() => void confirmCancel()}
            />
          )}
        </ActionRow>
      )}
      {active && !session.canChange && (
        <>
          <Note>{sessionMessages.tooLateToChange}</Note>
          <Link to={paths.connect}>Go to the contact page</Link>
        </>
      )}
    </Item>
  );
}

/**
 * The sessions booked so far, each in the client's zone, with Move and Cancel while the API
 * says it can still change (more than 24 hours ahead); inside that it says why not and leads to
 * the contact page.
 */
export function SessionList({
  booking,
  accessKey,
  movingId,
  returnFocusId = null,
  onReschedule,
  zone,
}: {
  booking: ConsultationBooking;
  accessKey: string | null;
  /** The session being moved, marked in the list. */
  movingId: number | null;
  /** The session whose move just ended: its Reschedule button gets the focus back. */
  returnFocusId?: number | null;
  onReschedule: (session: BookingSession) => void;
  /** The zone the page shows its times in (each session's own when not given). */
  zone?: string;
}) {
  const sessions = visibleSessions(booking);
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <Card aria-labelledby="booked-sessions">
      <h2 id="booked-sessions" ref={heading} tabIndex={-1}>
        {booking.packageType === 'strategy-call' ? 'Your Call' : 'Your Sessions'}
      </h2>
      {/* The free call is one call, not a package: no credits to count. */}
      {booking.packageType !== 'strategy-call' && (
        <p>
          {booking.sessionsBooked} of {booking.sessionsTotal} booked ·{' '}
          <strong>
            {booking.sessionsRemaining} {booking.sessionsRemaining === 1 ? 'session' : 'sessions'}{' '}
            remaining
          </strong>
        </p>
      )}
      {sessions.length === 0 ? (
        <Note>No session is booked yet. Choose your first time with the form.</Note>
      ) : (
        <List>
          {sessions.map((session, index) => (
            <SessionItem
              key={session.id}
              booking={booking}
              session={session}
              number={index + 1}
              accessKey={accessKey}
              moving={movingId === session.id}
              returnFocus={returnFocusId === session.id}
              onReschedule={onReschedule}
              zone={zone}
              // A cancelled session leaves the list: the focus goes to the list's heading.
              onCancelled={() => heading.current?.focus()}
            />
          ))}
        </List>
      )}
    </Card>
  );
}
