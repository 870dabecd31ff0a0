import { createElement, use, type ComponentType } from 'react';
import { Route, Routes } from '@site/ui/router';
import { preloadChunk } from './preload-chunk';
import type { QueryClient } from '@tanstack/react-query';

/** What a page may load before it is rendered on the server. */
export interface PrefetchContext {
  queryClient: QueryClient;
  params: Readonly<Record<string, string | undefined>>;
  searchParams: URLSearchParams;
  /**
   * The cookies the page may read its data with (a `Cookie` header): the owner's session on his
   * own pages, a booking's access cookie on that booking's scheduling page; absent on every page
   * visitors share.
   */
  cookie?: string;
}

/**
 * One page of a remote. `prefetch` fills the query cache with the public data the page's first
 * render reads (with the same query options the page uses), so the server renders the real page
 * and the browser hydrates it without fetching again. Data that belongs to one person (a booking,
 * the back office) is read only with the cookie that opens it (`cookie`); without it the server
 * renders the loading state and the browser fetches it.
 */
export interface RemotePage {
  path: string;
  Component: ComponentType & { preload?: () => Promise<unknown>; chunk?: string };
  prefetch?: (context: PrefetchContext) => Promise<unknown>;
}

/**
 * A component whose code is loaded when it is first rendered. While its code loads it suspends:
 * inside server-rendered HTML, React keeps that HTML and hydrates it once the code is there.
 * `preload()` loads it earlier (the server renderer calls it first, so it renders at once); once
 * loaded it renders synchronously, and it is the same component throughout, so nothing it drew
 * is replaced when its code arrives.
 *
 * `chunk` is the `webpackChunkName` its `import()` gives the chunk: rendered on the server, it
 * preloads that chunk's scripts from the first HTML (see `preloadChunk`), so the browser has the
 * code before it hydrates instead of asking for it after.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  chunk?: string,
) {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined; // a later render tries again
        throw error;
      },
    ));
  function LazyComponent(props: P) {
    preloadChunk(chunk);
    const Component = loaded ?? use(preload());
    return createElement(Component, props);
  }
  LazyComponent.preload = preload;
  /** Whether its code is in, so that rendering it now draws it at once. */
  LazyComponent.isLoaded = () => loaded !== undefined;
  LazyComponent.chunk = chunk;
  return LazyComponent;
}

/**
 * A page whose code is loaded when it is first shown, so a visitor's first load carries only the
 * page they opened (see `lazyComponent`).
 */
export function lazyPage(load: () => Promise<ComponentType>, chunk?: string) {
  return lazyComponent<object>(load, chunk);
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
