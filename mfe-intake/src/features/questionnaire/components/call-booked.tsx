import { questionnaireTime } from '@site/contracts/questionnaire-steps';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { ConsultationBooking } from '@site/contracts/api-types';
import { portalLinkFor } from '@site/contracts/client-portal';
import { freeCallScheduledMessage } from '@site/contracts/routes';
import { calendarFile } from '@site/contracts/calendar-file';
import { isActiveSession, sessionMessages } from '@site/contracts/sessions';
import { Button, buttonStyles, type ButtonLook } from '@site/ui/button';
import { ConfirmationPanel, ConfirmationTitle } from '@site/ui/confirmation-panel';
import { Link } from '@site/ui/router';
import { dismissToast, toastStore } from '@site/ui/toast';
import { formatSessionTime } from './booking-summary';

/** The offer's heading, under the panel's title. */
const OfferTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.type.h4};
  color: ${({ theme }) => theme.colors.navy};
`;

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

/** The questionnaire's offer, set apart from the call's facts above it. */
const Offer = styled.div`
  display: grid;
  gap: 0.75rem;
  padding-top: 1rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1.25rem;

  ${({ theme }) => theme.media.mobile} {
    flex-direction: column;
    align-items: stretch;
    text-align: center;
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

/** "Leave it for later": a plain link, quieter than the gold way into the questions. */
const LaterLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.navy};
  text-decoration: underline;
  text-underline-offset: 0.2em;
`;

/**
 * The free call just booked, before the questionnaire it leads to: the call confirmed under one
 * heading, the toast's own words (its title the heading, then when, in the visitor's own zone,
 * and a calendar file of the invitation's event; the call is named once, by that heading), then the questions
 * offered as optional, with a way to leave them for later (his portal, which keeps the call and
 * the questionnaire). It takes the focus as it appears: it is what the visitor just did.
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
      <Offer>
        <OfferTitle>Before we talk: your questionnaire, if you like</OfferTitle>
        <p>
          It is optional and takes {questionnaireTime}. Your answers are saved in this browser as
          you go, so you can stop and come back to them any time before the call.
        </p>
        <Actions>
          <Button type="button" onClick={onStart}>
            Start the Questionnaire
          </Button>
          <LaterLink to={portalLinkFor(booking.id, accessKey)}>Leave It for Later</LaterLink>
        </Actions>
      </Offer>
    </Panel>
  );
}
