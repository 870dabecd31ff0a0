import { createContext, useContext } from 'react';
import type { OwnerSession } from '@site/contracts/admin';

export const OwnerSessionContext = createContext<OwnerSession | null>(null);

/** The signed-in owner; only inside a page the frame has let through. */
export function useOwnerSession(): OwnerSession {
  const session = useContext(OwnerSessionContext);
  if (!session) throw new Error('useOwnerSession is used outside a signed-in admin page');
  return session;
}
