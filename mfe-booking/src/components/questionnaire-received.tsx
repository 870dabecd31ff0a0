import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Link } from '@site/ui/router';

const Received = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0 0.5rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.success};

  svg {
    flex: none;
  }
`;

/**
 * The dot and the link after the state, kept together: where the line wraps, the link starts the
 * next line with its dot, and no line ends with a dot.
 */
const AfterDot = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  white-space: nowrap;
`;

/** The way back to his answers after the state: a quiet link, a full touch target high. */
const AnswersLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.navy};
  text-decoration: underline;
  text-underline-offset: 0.2em;
`;

/**
 * "Questionnaire received" with its check, where the questionnaire was asked for once it is in: on
 * a booking's page (a status that replaces the request, `live`) and once in his portal (on the
 * card of the package that leads: he answers it once for all his bookings), there with the way
 * back to his answers (`answersTo`) after it.
 */
export function QuestionnaireReceived({
  live = false,
  answersTo,
  children = 'Questionnaire received',
}: {
  live?: boolean;
  answersTo?: string;
  children?: ReactNode;
}) {
  return (
    <Received role={live ? 'status' : undefined}>
      <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
        <circle cx="10" cy="10" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M6 10.5l2.5 2.5L14 7.5" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      {children}
      {answersTo && (
        <AfterDot>
          <span aria-hidden="true">·</span>
          <AnswersLink to={answersTo}>View Your Answers</AnswersLink>
        </AfterDot>
      )}
    </Received>
  );
}
