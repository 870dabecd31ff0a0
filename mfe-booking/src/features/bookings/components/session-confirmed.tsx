import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ConsultationBooking } from '@site/contracts/api-types';
import { portalLinkFor } from '@site/contracts/client-portal';
import { packages } from '@site/contracts/packages';
import { paths } from '@site/contracts/routes';
import { defaultSessionFormat, sessionFormatLabels } from '@site/contracts/sessions';
import { ConfirmationPanel, ConfirmationTitle } from '@site/ui/confirmation-panel';
import { useTakeFocusOnShow } from '../../../components/alert';
import { Facts } from '../../../components/card';
import { SecondaryButtonLink } from '../../../components/secondary-button';
import { AddToCalendarLink } from '../../../components/calendar-file';
import { sessionWhen, visibleSessions } from './session-list';

/** What the visitor has just done to one session: booked it, or moved it to a new time. */
export interface SessionChange {
  kind: 'booked' | 'moved';
  /** The session's id, or null when the API's answer did not say (then found by its start). */
  sessionId: number | null;
  startsAt: string;
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 0.25rem;

  /* On a phone each action takes the row: two short pills side by side would wrap unevenly. */
  ${({ theme }) => theme.media.mobile} {
    flex-direction: column;
    align-items: stretch;
  }
`;

/**
 * Where the session just booked or moved stands among the booking's sessions as his page numbers
 * them (0 for the first), or -1 when it is gone (cancelled since).
 */
export function changedSessionIndex(booking: ConsultationBooking, change: SessionChange): number {
  const sessions = visibleSessions(booking);
  const at = new Date(change.startsAt).getTime();
  return sessions.findIndex((session) =>
    change.sessionId === null
      ? new Date(session.startsAt).getTime() === at
      : session.id === change.sessionId,
  );
}

/**
 * The confirmation of a session just booked or moved, at the top of the scheduling column: it
 * stays (a toast fades before a client has read, let alone saved, the time) until he moves or
 * books another. What it is (session 2 of 5 of which package, or the free call), when (in the
 * zone the page shows its times in), a calendar file of the same event as the emailed
 * invitation, and his portal. It takes the focus as it appears: on a phone the form he used is
 * cleared or closed, and the list of sessions is far below.
 */
export function SessionConfirmed({
  booking,
  change,
  accessKey,
  signedIn,
  zone,
  children,
}: {
  booking: ConsultationBooking;
  change: SessionChange;
  accessKey: string | null;
  /** Signed in to his portal: the way back to it, not the invitation into it. */
  signedIn: boolean;
  /** The zone the page shows its times in; by default the session's own. */
  zone?: string;
  /** What comes next (the questionnaire, the next session), under the actions. */
  children?: ReactNode;
}) {
  const sessions = visibleSessions(booking);
  const index = changedSessionIndex(booking, change);
  const session = sessions[index];
  // Cancelled since (from this page or another), there is nothing left to confirm.
  if (!session) return null;
  const call = booking.packageType === 'strategy-call';
  const noun = call ? 'Call' : booking.sessionsTotal > 1 ? `Session ${index + 1}` : 'Session';
  const label = packages[booking.packageType].scheduleLabel;
  return (
    <FocusedPanel>
      <ConfirmationTitle id="session-confirmed">
        {noun} {change.kind === 'booked' ? 'Booked' : 'Moved'}
      </ConfirmationTitle>
      <Facts>
        <dt>What</dt>
        <dd>
          {call || booking.sessionsTotal === 1
            ? label
            : `Session ${index + 1} of ${booking.sessionsTotal} · ${label}`}
        </dd>
        <dt>When</dt>
        <dd>{sessionWhen(session, zone)}</dd>
        <dt>How</dt>
        <dd>{sessionFormatLabels[session.format ?? defaultSessionFormat]}</dd>
      </Facts>
      <p>
        {change.kind === 'booked'
          ? 'Your invitation is on its way by email.'
          : 'An updated invitation is on its way by email.'}
      </p>
      <Actions>
        <AddToCalendarLink
          bookingId={booking.id}
          sessionId={session.id}
          accessKey={accessKey}
          call={call}
        />
        <SecondaryButtonLink to={signedIn ? paths.portal : portalLinkFor(booking.id, accessKey)}>
          {signedIn ? 'Back to Your Portal' : 'Open Your Client Portal'}
        </SecondaryButtonLink>
      </Actions>
      {children}
    </FocusedPanel>
  );
}

/**
 * The panel, taking the focus as it appears: drawn only once the session is in the booking's
 * answer, so the focus never goes to a panel not yet there.
 */
function FocusedPanel({ children }: { children: ReactNode }) {
  const own = useTakeFocusOnShow<HTMLElement>('start');
  return (
    <ConfirmationPanel ref={own} tabIndex={-1} aria-labelledby="session-confirmed" role="status">
      {children}
    </ConfirmationPanel>
  );
}
