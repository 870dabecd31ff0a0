import { createContext, useContext, type ReactNode } from 'react';
import type { HeadMeta } from '@site/contracts/head';
import type { RedirectStatus } from '@site/contracts/rendering';

/**
 * What a page tells the server renderer while it renders: its head metadata and its HTTP status.
 * Present only during server rendering; in the browser `useServerRender()` is undefined.
 */
export class ServerRenderState {
  head: HeadMeta | undefined = undefined;
  status = 200;
  /** Where a redirected page sends its visitor (with a 3xx status), a path of this site. */
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
 * Answers the first HTML with a redirect to `location` (a path of this site): permanent (301,
 * 308) for a post whose address changed, temporary (302, 307) for a page that sends its visitor
 * elsewhere this time, e.g. a checkout without a package. Does nothing in the browser, where the
 * page navigates itself.
 */
export function useHttpRedirect(location: string, status: RedirectStatus = 301) {
  const server = useServerRender();
  server?.setRedirect(location, status);
}
