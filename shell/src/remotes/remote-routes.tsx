import { useState } from 'react';
import type { RemoteName } from '@site/contracts/routes';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteErrorPanel } from './remote-error-panel';
import { RemoteLoading } from './remote-loading';
import { useRemoteRoutes } from './use-remote-routes';

/**
 * Mounts one remote's pages. A remote that cannot be fetched, or that throws while rendering,
 * shows a panel with Retry inside the site's chrome; every other route keeps working.
 */
export function RemoteRoutes({
  remote,
  urls,
}: {
  remote: RemoteName;
  urls: Record<string, string>;
}) {
  const [attempt, setAttempt] = useState(0);
  const state = useRemoteRoutes(remote, urls, attempt);
  const retry = () => setAttempt((n) => n + 1);

  if (state.status === 'loading') return <RemoteLoading />;
  if (state.status === 'failed') return <RemoteErrorPanel onRetry={retry} />;
  const { Routes } = state;
  return (
    <RemoteErrorBoundary onRetry={retry} fallback={(reset) => <RemoteErrorPanel onRetry={reset} />}>
      <Routes />
    </RemoteErrorBoundary>
  );
}
