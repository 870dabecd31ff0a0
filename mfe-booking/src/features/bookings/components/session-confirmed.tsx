import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ConsultationBooking } from '@site/contracts/api-types';
import { portalLinkFor } from '@site/contracts/client-portal';
import { sessionCalendarFile } from '@site/contracts/endpoints/bookings';
import { urlOf } from '@site/contracts/endpoints/define';
import { packages } from '@site/contracts/packages';
import { paths } from '@site/contracts/routes';
import { defaultSessionFormat, sessionFormatLabels } from '@site/contracts/sessions';
import { useTakeFocusOnShow } from '../../../components/alert';
import { Facts } from '../../../components/card';
import { DownloadLink, SecondaryButtonLink } from '../../../components/secondary-button';
import { sessionWhen, visibleSessions } from './session-list';

/** What the visitor has just done to one session: booked it, or moved it to a new time. */
export interface SessionChange {
  kind: 'booked' | 'moved';
  /** The session's id, or null when the API's answer did not say (then found by its start). */
  sessionId: number | null;
  startsAt: string;
}

const Panel = styled.section`
  display: grid;
  gap: 0.75rem;
  margin-bottom: 1.5rem;
  padding: 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.success};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  scroll-margin-top: 6rem;

  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  h2 {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    margin: 0;
    font-size: ${({ theme }) => theme.type.h4};
  }
  p {
    margin: 0;
  }
`;

/** The tick before the title: the same green as the panel's edge, read as "done". */
const Tick = styled.span`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 1.6rem;
  height: 1.6rem;
  border-radius: 50%;
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: 0.95rem;
  color: #ffffff;
  background: ${({ theme }) => theme.colors.success};
`;

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
 * The confirmation of a session just booked or moved, at the top of the scheduling column: it
 * stays (a toast fades before a client has read, let alone saved, the time) until he moves or
 * books another. What it is (session 2 of 5 of which package, or the free call), when (in the
 * zone the page shows its times in), a calendar file of the same event as the e-mailed
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
  const at = new Date(change.startsAt).getTime();
  const index = sessions.findIndex((session) =>
    change.sessionId === null
      ? new Date(session.startsAt).getTime() === at
      : session.id === change.sessionId,
  );
  const session = sessions[index];
  // Cancelled since (from this page or another), there is nothing left to confirm.
  if (!session) return null;
  const call = booking.packageType === 'strategy-call';
  const noun = call ? 'Call' : booking.sessionsTotal > 1 ? `Session ${index + 1}` : 'Session';
  const label = packages[booking.packageType].scheduleLabel;
  return (
    <FocusedPanel>
      <h2 id="session-confirmed">
        <Tick aria-hidden="true">✓</Tick>
        {noun} {change.kind === 'booked' ? 'Booked' : 'Moved'}
      </h2>
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
          ? 'Your invitation is on its way by e-mail.'
          : 'An updated invitation is on its way by e-mail.'}
      </p>
      <Actions>
        <DownloadLink
          $secondary
          href={urlOf(
            sessionCalendarFile,
            { id: booking.id, sessionId: session.id },
            { key: accessKey },
          )}
          download={`${call ? 'discovery-call' : 'session'}-${session.id}.ics`}
        >
          Add to Calendar
        </DownloadLink>
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
    <Panel ref={own} tabIndex={-1} aria-labelledby="session-confirmed" role="status">
      {children}
    </Panel>
  );
}
