import { createContext, useContext, type ReactNode } from 'react';
import type { HeadMeta } from '@site/contracts/head';

/**
 * What a page tells the server renderer while it renders: its head metadata and its HTTP status.
 * Present only during server rendering; in the browser `useServerRender()` is undefined.
 */
export class ServerRenderState {
  head: HeadMeta | undefined = undefined;
  status = 200;

  setHead(head: HeadMeta) {
    this.head = head;
  }

  setStatus(status: number) {
    this.status = status;
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
