import { Link } from '@site/ui/router';
import styled from 'styled-components';
import type { BookingSession, ConsultationBooking } from '@site/contracts/api-types';
import { withAccessKey } from '@site/contracts/endpoints/params';
import { packages } from '@site/contracts/packages';
import { paths, toPath } from '@site/contracts/routes';
import { isActiveSession, sessionMessages } from '@site/contracts/sessions';
import { Card, Facts } from '../../../components/card';
import { DownloadLink, SecondaryButtonLink } from '../../../components/secondary-button';
import { useBrowserTimezone } from '../../../lib/use-now';
import { sessionWhen } from './session-list';
import { calendarFile } from '@site/contracts/calendar-file';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1.5rem;
`;

/** The call the confirmation is about: the booking's next held session, if it still has one. */
export function heldCall(booking: ConsultationBooking): BookingSession | null {
  return booking.sessions.find((session) => isActiveSession(session.status)) ?? null;
}

/**
 * A booked free call, confirmed: what it is, when (in the visitor's own zone, once the browser
 * has said which; until then in the zone chosen when booking), how to join, a calendar file of
 * the same event as the emailed invitation, and the link to move or cancel it.
 */
export function FreeCallConfirmation({
  booking,
  call,
  accessKey,
}: {
  booking: ConsultationBooking;
  call: BookingSession;
  accessKey: string | null;
}) {
  const zone = useBrowserTimezone() ?? call.timezone;
  return (
    <Card aria-labelledby="your-call">
      <h2 id="your-call">Your Call</h2>
      <Facts>
        <dt>What</dt>
        <dd>{packages['strategy-call'].scheduleLabel}, by video call</dd>
        <dt>When</dt>
        <dd>{sessionWhen({ startsAt: call.startsAt, timezone: zone })}</dd>
        <dt>How to join</dt>
        <dd>
          {call.joinUrl === null ? (
            sessionMessages.joinLinkFollows
          ) : (
            <a href={call.joinUrl} rel="noopener noreferrer" target="_blank">
              Join the video call
            </a>
          )}
        </dd>
      </Facts>
      <Actions>
        <DownloadLink
          {...calendarFile({ bookingId: booking.id, sessionId: call.id, accessKey, call: true })}
        >
          Add to Calendar
        </DownloadLink>
        <SecondaryButtonLink
          to={withAccessKey(toPath(paths.schedule, { bookingId: booking.id }), accessKey)}
        >
          Manage Your Booking
        </SecondaryButtonLink>
      </Actions>
    </Card>
  );
}

/** A free-call booking whose call was cancelled: nothing is booked any more. */
export function NoCallBooked() {
  return (
    <Card aria-labelledby="no-call">
      <h2 id="no-call">No Call Is Booked</h2>
      <p>
        This booking has no call booked any more. You are welcome to{' '}
        <Link to={paths.strategyCall}>choose another time</Link>.
      </p>
    </Card>
  );
}
