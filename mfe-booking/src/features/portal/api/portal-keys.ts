import { portalKeys as sharedPortalKeys } from '@site/api-client/portal';
import { queryKeyOf } from '@site/contracts/endpoints/define';
import { getPortalNotes, getPortalThread } from '@site/contracts/endpoints/portal';

/** The portal's query keys, all under one prefix so signing in or out reads them all again. */
export const portalKeys = {
  ...sharedPortalKeys,
  thread: [...sharedPortalKeys.all, ...queryKeyOf(getPortalThread)] as const,
  notes: [...sharedPortalKeys.all, ...queryKeyOf(getPortalNotes)] as const,
};
