import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { portalLinkFor } from '@site/contracts/client-portal';
import { paths } from '@site/contracts/routes';
import { ButtonLink } from '@site/ui/button';
import { ErrorMessage } from '@site/ui/error-message';
import { Card } from '@site/ui/card';
import { VisuallyHidden } from '@site/ui/visually-hidden';

/** A state of the page in the client pages' one card: its title, its message, its one action. */
const Panel = styled(Card)`
  display: grid;
  justify-items: start;
  gap: 1rem;

  && h2 {
    margin: 0;
  }

  p {
    margin: 0;
    max-width: 60ch;
  }
`;

function StatePanel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Panel aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </Panel>
  );
}

/**
 * The booking's questionnaire has been submitted already. Every such booking has its client's
 * portal, so the way on leads there: back to it when he is signed in (his bar says so too),
 * else into it, signed in at once by the link's key when the address has one.
 */
export function CompletedState({
  completedAt,
  bookingId,
  accessKey,
  signedIn,
}: {
  completedAt: string | null;
  bookingId: number;
  accessKey: string | null;
  signedIn: boolean;
}) {
  const date = completedAt
    ? new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date(completedAt))
    : null;
  return (
    <StatePanel id="questionnaire-complete" title="Questionnaire Complete">
      <p>
        You’ve already completed your questionnaire. Thank you for the care you put into your
        answers: I read them before we meet, so our time together starts where it matters.
      </p>
      {date && <p>Submitted on {date}.</p>}
      {signedIn ? (
        <ButtonLink to={paths.portal}>Back to Your Portal</ButtonLink>
      ) : (
        <ButtonLink to={portalLinkFor(bookingId, accessKey)}>Open Your Portal</ButtonLink>
      )}
    </StatePanel>
  );
}

/** The link's booking id is not a booking id at all. */
export function InvalidLinkState() {
  return (
    <StatePanel id="questionnaire-invalid-link" title="Invalid Link">
      <p>
        This questionnaire link is not valid. Please open it again from your booking confirmation
        email, or get in touch and I’ll send you a fresh one.
      </p>
      <ButtonLink to={paths.consulting}>Return to Consulting</ButtonLink>
    </StatePanel>
  );
}

/** The booking or its questionnaire's state could not be read (the API failed to answer). */
export function LoadErrorState() {
  return (
    <StatePanel id="questionnaire-load-error" title="Something went wrong">
      <ErrorMessage role="alert">
        Error: Unable to load your consultation details. Please contact support.
      </ErrorMessage>
      <ButtonLink to={paths.connect}>Contact Support</ButtonLink>
    </StatePanel>
  );
}

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

const Bone = styled.div<{ $height: string }>`
  height: ${({ $height }) => $height};
  border-radius: ${({ theme }) => theme.radius};
  background: linear-gradient(90deg, #ece5d6 25%, #f7f2e8 50%, #ece5d6 75%);
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s linear infinite;
`;

const SkeletonStack = styled.div`
  display: grid;
  gap: 2rem;
`;

/**
 * What the server sends and the browser shows while the booking and any saved draft are read:
 * sized like the booking summary and the wizard, so nothing jumps when they arrive.
 */
export function QuestionnaireSkeleton({ withSummary }: { withSummary: boolean }) {
  return (
    <SkeletonStack role="status" aria-live="polite" aria-busy="true">
      <VisuallyHidden>Loading your questionnaire...</VisuallyHidden>
      {withSummary && <Bone $height="9.5rem" aria-hidden="true" />}
      <Bone $height="52rem" aria-hidden="true" />
    </SkeletonStack>
  );
}
