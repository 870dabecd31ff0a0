import { useEffect, useState, type ComponentType } from 'react';
import type { RemoteName } from '@site/contracts/routes';
import { loadRemoteRoutes } from './federation';

export type RemoteRoutesState =
  { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; Routes: ComponentType };

/** Loads a remote's route module; each new `attempt` after the first fetches it afresh. */
export function useRemoteRoutes(
  remote: RemoteName,
  urls: Record<string, string>,
  attempt: number,
): RemoteRoutesState {
  // The result remembers which load it belongs to, so a new load reads as 'loading' at once.
  const request = `${remote}#${attempt}`;
  const [result, setResult] = useState<{ request: string; state: RemoteRoutesState }>();
  useEffect(() => {
    let current = true;
    loadRemoteRoutes(remote, urls, attempt > 0).then(
      (Routes) => current && setResult({ request, state: { status: 'loaded', Routes } }),
      (error: unknown) => {
        console.error(`The ${remote} part of the site failed to load`, error);
        if (current) setResult({ request, state: { status: 'failed' } });
      },
    );
    return () => {
      current = false;
    };
  }, [remote, urls, attempt, request]);
  return result?.request === request ? result.state : { status: 'loading' };
}
