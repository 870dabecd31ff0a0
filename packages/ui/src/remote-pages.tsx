import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';

/** What a page may load before it is rendered on the server. */
export interface PrefetchContext {
  queryClient: QueryClient;
  params: Readonly<Record<string, string | undefined>>;
  searchParams: URLSearchParams;
}

/**
 * One page of a remote. `prefetch` fills the query cache with the public data the page's first
 * render reads (with the same query options the page uses), so the server renders the real page
 * and the browser hydrates it without fetching again. Data that belongs to one visitor (a booking)
 * is never prefetched: the server renders its loading state and the browser fetches it.
 */
export interface RemotePage {
  path: string;
  Component: ComponentType;
  prefetch?: (context: PrefetchContext) => Promise<unknown>;
}

/** The component a remote exposes as `./routes`: its pages under the shell's router. */
export function createRemoteRoutes(pages: readonly RemotePage[]): ComponentType {
  function RemoteRoutes() {
    return (
      <Routes>
        {pages.map(({ path, Component }) => (
          <Route key={path} path={path} element={<Component />} />
        ))}
      </Routes>
    );
  }
  return RemoteRoutes;
}
