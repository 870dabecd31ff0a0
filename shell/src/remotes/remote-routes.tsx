import { lazy, startTransition, Suspense, useEffect, useState, type ComponentType } from 'react';
import type { RemoteName } from '@site/contracts/registry';
import { useHydratedMark } from '../app/hydrated-mark';
import { loadRemoteRoutes } from './federation';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteErrorPanel } from './remote-error-panel';
import { RemoteLoading } from './remote-loading';
import { useServerSlot } from './server-slot';

type LazyRoutes = ReturnType<typeof lazy<ComponentType>>;

/** One lazy component per remote and attempt, so re-renders never start a second load. */
const lazyRoutes = new Map<string, LazyRoutes>();
/** The latest attempt per remote: a Retry anywhere starts a fresh load for every later visit. */
const latestAttempt = new Map<RemoteName, number>();

/** Forgets every load (tests start each case from a clean page). */
export function forgetRemoteLoads() {
  lazyRoutes.clear();
  latestAttempt.clear();
}

function remoteRoutesFor(remote: RemoteName, urls: Record<string, string>, attempt: number) {
  const key = `${remote}#${attempt}`;
  let routes = lazyRoutes.get(key);
  if (!routes) {
    routes = lazy(() =>
      loadRemoteRoutes(remote, urls, attempt > 0).then((Routes) => ({ default: Routes })),
    );
    lazyRoutes.set(key, routes);
  }
  return routes;
}

/**
 * Marks the page interactive (`<html data-page-ready="blog" data-hydrated>`) once the remote's
 * page has hydrated or rendered: its effects run only when everything in the boundary is live.
 */
function PageReady({ remote }: { remote: RemoteName }) {
  useHydratedMark();
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.pageReady = remote;
    return () => {
      delete root.dataset.pageReady;
    };
  }, [remote]);
  return null;
}

/**
 * Mounts one remote's pages inside a Suspense boundary. When the page arrived rendered by the
 * server, React keeps that HTML while the remote's code loads and then hydrates it in place. A
 * remote that cannot be fetched, or that throws while rendering, shows a panel with Retry inside
 * the site's chrome; every other route keeps working.
 */
export function RemoteRoutes({
  remote,
  urls,
}: {
  remote: RemoteName;
  urls: Record<string, string>;
}) {
  const [attempt, setAttempt] = useState(() => latestAttempt.get(remote) ?? 0);
  const ServerSlot = useServerSlot();
  const retry = () => {
    const next = (latestAttempt.get(remote) ?? 0) + 1;
    latestAttempt.set(remote, next);
    // A transition, so an update here never replaces server HTML that is waiting to hydrate.
    startTransition(() => setAttempt(next));
  };
  const Routes = ServerSlot ?? remoteRoutesFor(remote, urls, attempt);
  return (
    <RemoteErrorBoundary
      key={attempt}
      onRetry={retry}
      fallback={(reset) => <RemoteErrorPanel onRetry={reset} />}
    >
      <Suspense fallback={<RemoteLoading />}>
        {/* eslint-disable-next-line react-hooks/static-components -- one lazy component per remote and attempt, cached at module level: its identity only changes on Retry */}
        <Routes />
        <PageReady remote={remote} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
