import { questionnaireTime } from '@site/contracts/questionnaire-steps';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { ConsultationBooking } from '@site/contracts/api-types';
import { freeCallScheduledMessage } from '@site/contracts/routes';
import { calendarFile } from '@site/contracts/calendar-file';
import { isActiveSession, sessionMessages } from '@site/contracts/sessions';
import { Button, buttonStyles, type ButtonLook } from '@site/ui/button';
import { ConfirmationPanel, ConfirmationTitle } from '@site/ui/confirmation-panel';
import { dismissToast, toastStore } from '@site/ui/toast';
import { formatSessionTime } from './booking-summary';

const When = styled.p`
  && {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.navy};
  }
`;

/* The page's first block, under the bar: the page header's own space above it (it stood flush
   against the bar) and the same space down to the questionnaire's header. */
const Panel = styled(ConfirmationPanel)`
  margin-block: clamp(1rem, 3vw, 2rem) clamp(1.5rem, 4vw, 2.5rem);
`;

/**
 * The questionnaire under the card, said in one line set apart from the call's facts above it:
 * the card is no second way in, only a pointer to the form that follows.
 */
const Below = styled.p`
  && {
    padding-top: 1rem;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** Its "Go to the questions": words inside the line, the size of a tap, no pill. */
const GoDown = styled(Button)`
  && {
    min-height: 44px;
    padding: 0 0.25rem;
    font-size: inherit;
    vertical-align: baseline;
  }
`;

/** The calendar file: a plain link (the router must not take it), navy on white. */
const CalendarLink = styled.a<ButtonLook>`
  ${buttonStyles}
  && {
    justify-self: start;
    color: ${({ theme }) => theme.colors.navy};
    background: ${({ theme }) => theme.colors.surface};
    border-color: ${({ theme }) => theme.colors.navy};
  }

  ${({ theme }) => theme.media.mobile} {
    && {
      justify-self: stretch;
    }
  }
`;

/**
 * The free call just booked, before the questionnaire it leads to: the call confirmed under one
 * heading, the toast's own words (its title the heading, then when, in the visitor's own zone,
 * and a calendar file of the invitation's event; the call is named once, by that heading), then
 * one line saying the questionnaire below is optional. The card's one action is the calendar
 * file: the questionnaire starts under it, so its "Go to the questions" only brings the first
 * step into view with the focus, never a second entry that reads as another page. It takes the
 * focus as it appears: it is what the visitor just did.
 */
export function CallBooked({
  booking,
  accessKey,
  onStart,
}: {
  booking: ConsultationBooking;
  accessKey: string | null;
  /** Brings the questions into view, their first step's heading focused. */
  onStart: () => void;
}) {
  const own = useRef<HTMLElement>(null);
  useEffect(() => {
    own.current?.focus({ preventScroll: true });
    // The card says what the free call's toast said: that toast goes, which on a phone stood over
    // this card's title (the toasts sit under the client's bar there).
    for (const item of toastStore.getState().toasts)
      if (item.open && item.title === freeCallScheduledMessage.title) dismissToast(item.id);
  }, []);
  const call = booking.sessions.find((session) => isActiveSession(session.status));
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <Panel ref={own} tabIndex={-1} aria-labelledby="call-booked" role="status">
      <ConfirmationTitle id="call-booked">{freeCallScheduledMessage.title}</ConfirmationTitle>
      {call && (
        <>
          <When>{formatSessionTime(call.startsAt, zone)}</When>
          <p>
            {freeCallScheduledMessage.description} It carries your calendar invitation.{' '}
            {sessionMessages.joinLinkFollows}
          </p>
          <CalendarLink
            {...calendarFile({ bookingId: booking.id, sessionId: call.id, accessKey, call: true })}
          >
            Add to Calendar
          </CalendarLink>
        </>
      )}
      <Below>
        The questionnaire below is optional and takes {questionnaireTime}.{' '}
        <GoDown type="button" $variant="text" onClick={onStart}>
          Go to the questions
        </GoDown>
      </Below>
    </Panel>
  );
}
