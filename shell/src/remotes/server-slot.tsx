import { createContext, useContext, type ComponentType } from 'react';

/**
 * During server rendering the shell does not run a remote's code: in place of the remote's pages
 * it renders this slot, which the shell's server fills with the HTML the remote's own server
 * rendered. When that HTML is missing the slot throws, so React sends the loading fallback and
 * the browser renders the page itself. Absent in the browser.
 */
export const ServerSlotContext = createContext<ComponentType | undefined>(undefined);

export const useServerSlot = () => useContext(ServerSlotContext);

/** The marker the shell's server replaces with a remote's HTML. */
export const SLOT_MARKER = '<template id="remote-slot"></template>';

export function FilledSlot() {
  return <template id="remote-slot" />;
}

export function EmptySlot(): never {
  throw new Error('This page is rendered in the browser');
}
