import { createElement, use, type ComponentType } from 'react';
import { Route, Routes } from '@site/ui/router';
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
  Component: ComponentType & { preload?: () => Promise<unknown> };
  prefetch?: (context: PrefetchContext) => Promise<unknown>;
}

/**
 * A page whose code is loaded when it is first shown, so a visitor's first load carries only the
 * page they opened. While its code loads the page suspends: inside server-rendered HTML, React
 * keeps that HTML and hydrates it once the code is there. The server renderer calls `preload()`
 * first, so it renders the page at once.
 */
export function lazyPage(load: () => Promise<ComponentType>) {
  let loaded: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined; // a later visit tries again
        throw error;
      },
    ));
  function LazyPage() {
    const Page = loaded ?? use(preload());
    return createElement(Page);
  }
  LazyPage.preload = preload;
  return LazyPage;
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
