import { createContext, useContext, type ReactNode } from 'react';
import type { HeadMeta } from '@site/contracts/head';

/**
 * What a page tells the server renderer while it renders: its head metadata and its HTTP status.
 * Present only during server rendering; in the browser `useServerRender()` is undefined.
 */
export class ServerRenderState {
  head: HeadMeta | undefined = undefined;
  status = 200;
  /** Where a page that moved answers from (with a 301 status), a path of this site. */
  location: string | undefined = undefined;

  setHead(head: HeadMeta) {
    this.head = head;
  }

  setStatus(status: number) {
    this.status = status;
  }

  setRedirect(location: string, status: number) {
    this.status = status;
    this.location = location;
  }
}

const ServerRenderContext = createContext<ServerRenderState | undefined>(undefined);

export function ServerRenderProvider({
  state,
  children,
}: {
  state: ServerRenderState;
  children: ReactNode;
}) {
  return <ServerRenderContext.Provider value={state}>{children}</ServerRenderContext.Provider>;
}

export function useServerRender(): ServerRenderState | undefined {
  return useContext(ServerRenderContext);
}

/**
 * Sets the status of the first HTML response, e.g. `useHttpStatus(404)` on a not-found state.
 * Does nothing in the browser.
 */
export function useHttpStatus(status: number) {
  const server = useServerRender();
  server?.setStatus(status);
}

/**
 * Answers the first HTML with a permanent redirect to `location` (a path of this site), e.g. a
 * post whose address changed. Does nothing in the browser, where the page navigates itself.
 */
export function useHttpRedirect(location: string, status: 301 | 308 = 301) {
  const server = useServerRender();
  server?.setRedirect(location, status);
}
