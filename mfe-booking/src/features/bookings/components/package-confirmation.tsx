import styled from 'styled-components';
import type { BookingSession, ConsultationBooking } from '@site/contracts/api-types';
import { portalLinkFor } from '@site/contracts/client-portal';
import { withAccessKey } from '@site/contracts/endpoints/params';
import { packages } from '@site/contracts/packages';
import { paths, toPath } from '@site/contracts/routes';
import { Link } from '@site/ui/router';
import { ButtonLink } from '@site/ui/button';
import { Card, Facts } from '../../../components/card';
import { useBrowserTimezone } from '../../../lib/use-now';
import { AddToCalendarLink } from '../../../components/calendar-file';
import { sessionWhen } from './session-list';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1.5rem;
`;

const Received = styled.span`
  font-weight: 700;
  color: ${({ theme }) => theme.colors.success};
`;

/**
 * A paid package once its questionnaire is in ("You're all set"): his booked session (in his own
 * zone once the browser says which) with a calendar file of the invitation's event, how many
 * sessions are left to book, the questionnaire received, and his client portal, the primary way
 * on: with the link's key it opens signed in.
 */
export function PackageConfirmation({
  booking,
  session,
  accessKey,
}: {
  booking: ConsultationBooking;
  /** His next booked session, or null when none is booked. */
  session: BookingSession | null;
  accessKey: string | null;
}) {
  const zone = useBrowserTimezone() ?? session?.timezone ?? booking.timezone;
  const schedule = withAccessKey(toPath(paths.schedule, { bookingId: booking.id }), accessKey);
  const left = booking.sessionsRemaining;
  return (
    <Card aria-labelledby="all-set">
      <h2 id="all-set">You’re All Set</h2>
      <Facts>
        <dt>Package</dt>
        <dd>{packages[booking.packageType].scheduleLabel}</dd>
        <dt>Your session</dt>
        <dd>
          {session === null ? (
            <>
              Not booked yet: <Link to={schedule}>choose a time</Link>
            </>
          ) : (
            sessionWhen({ startsAt: session.startsAt, timezone: zone ?? session.timezone })
          )}
        </dd>
        <dt>Sessions left</dt>
        <dd>
          {left === 0
            ? 'Every session is booked'
            : `${left} of ${booking.sessionsTotal} still to book`}
        </dd>
        <dt>Questionnaire</dt>
        <dd>
          <Received>Received ✓</Received>
        </dd>
      </Facts>
      <Actions>
        <ButtonLink to={portalLinkFor(booking.id, accessKey)}>Open Your Client Portal</ButtonLink>
        {session !== null && (
          <AddToCalendarLink bookingId={booking.id} sessionId={session.id} accessKey={accessKey} />
        )}
      </Actions>
    </Card>
  );
}
