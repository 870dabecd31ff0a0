import { queryKeyOf } from '@site/contracts/endpoints/define';
import { getPortal, getPortalNotes, getPortalThread } from '@site/contracts/endpoints/portal';

/** The portal's query keys, all under one prefix so signing in or out reads them all again. */
export const portalKeys = {
  all: ['portal'] as const,
  overview: ['portal', ...queryKeyOf(getPortal)] as const,
  thread: ['portal', ...queryKeyOf(getPortalThread)] as const,
  notes: ['portal', ...queryKeyOf(getPortalNotes)] as const,
};
