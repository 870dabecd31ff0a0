import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { Button } from '@site/ui/button';
import { VisuallyHidden } from '@site/ui/visually-hidden';
import { apiErrorMessage } from '../lib/api-error';

const pulse = keyframes`
  from { opacity: 0.55; }
  to { opacity: 1; }
`;

const SkeletonBox = styled.div<{ $height: string }>`
  min-height: ${({ $height }) => $height};
  border-radius: ${({ theme }) => theme.radius};
  background: linear-gradient(
    180deg,
    ${({ theme }) => theme.colors.border} 0 3rem,
    transparent 3rem
  );
  background-color: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  animation: ${pulse} 1.2s ease-in-out infinite alternate;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** The loading state: a box the size of what will replace it, announced once to screen readers. */
export function Loading({ label, height = '24rem' }: { label: string; height?: string }) {
  return (
    <SkeletonBox $height={height} role="status" aria-live="polite">
      <VisuallyHidden>{label}</VisuallyHidden>
    </SkeletonBox>
  );
}

const Panel = styled.div<{ $tone: 'error' | 'empty' }>`
  padding: 1.25rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid
    ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.destructive : theme.colors.border)};
  background: ${({ theme }) => theme.colors.surface};

  /* A card like the screen's sections: what follows it stands as far off as from a section. */
  &:not(:last-child) {
    margin-bottom: 2rem;
  }

  p {
    margin: 0 0 0.75rem;
  }
  p:last-child {
    margin-bottom: 0;
  }
  strong {
    color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.destructive : 'inherit')};
  }
`;

/** A call failed: what went wrong, in the server's words when it gave some, and Retry. */
export function ErrorState({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry?: () => void;
}) {
  return (
    <Panel $tone="error" role="alert">
      <p>
        <strong>{title}</strong>
      </p>
      <p>{apiErrorMessage(error, 'The server did not answer. Please try again in a moment.')}</p>
      {onRetry && (
        <Button type="button" onClick={onRetry}>
          Retry
        </Button>
      )}
    </Panel>
  );
}

/**
 * Nothing to show, in one shape on every screen: what is empty (`children`, "No bookings yet."),
 * then, for a list that will fill, what will appear there (`detail`) and the owner's next step
 * (`action`: a button or a link, such as Add a Booking or one that clears the filters).
 */
export function EmptyState({
  children,
  detail,
  action,
}: {
  children: ReactNode;
  detail?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Panel $tone="empty" data-state="empty">
      <p>{detail ? <strong>{children}</strong> : children}</p>
      {detail && <p>{detail}</p>}
      {action && <p>{action}</p>}
    </Panel>
  );
}
