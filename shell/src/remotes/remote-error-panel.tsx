import styled from 'styled-components';
import { useHydratedMark } from '../app/hydrated-mark';

const Panel = styled.section`
  max-width: 560px;
  margin: 4rem auto;
  padding: 2rem;
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
`;

const RetryButton = styled.button`
  margin-top: 1rem;
  padding: 0.75rem 1.5rem;
  border: 0;
  border-radius: 999px;
  font: inherit;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.ink};
  background: ${({ theme }) => theme.colors.gold};
  cursor: pointer;
`;

/** Shown in place of a page whose part of the site could not be loaded. */
export function RemoteErrorPanel({ onRetry }: { onRetry: () => void }) {
  useHydratedMark();
  return (
    <Panel role="alert">
      <h1>This page could not be loaded</h1>
      <p>
        This part of the site is temporarily unavailable. The rest of the site still works: try
        again in a moment, or use the menu to keep browsing.
      </p>
      <RetryButton type="button" onClick={onRetry}>
        Retry
      </RetryButton>
    </Panel>
  );
}
