import { queryOptions } from '@tanstack/react-query';
import { ApiError, getJson } from '@site/api-client/http';
import { portalSignedInHint } from '@site/contracts/client-portal';
import { urlOf } from '@site/contracts/endpoints/define';
import { getPortal, type PortalOverview } from '@site/contracts/endpoints/portal';
import { portalKeys } from './portal-keys';

/** Whether this browser holds the hint the API sets beside a portal session (never the session). */
function mayBeSignedIn(): boolean {
  return document.cookie
    .split(';')
    .some((pair) => pair.trim().startsWith(`${portalSignedInHint}=`));
}

/** A hint that outlived its session (ended elsewhere, or expired): gone, so the next visit asks nothing. */
function forgetHint() {
  document.cookie = `${portalSignedInHint}=; Path=/; Max-Age=0; SameSite=Strict`;
}

/**
 * GET /api/portal: the signed-in person's portal, or null when there is no live session. A
 * browser without the API's signed-in hint has none, and asks nothing; one whose hint outlived
 * its session gets 401, and the hint is cleared.
 */
export function portalOverviewQueryOptions() {
  return queryOptions({
    queryKey: portalKeys.overview,
    queryFn: async (): Promise<PortalOverview | null> => {
      if (!mayBeSignedIn()) return null;
      try {
        return await getJson<PortalOverview>(urlOf(getPortal));
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          forgetHint();
          return null;
        }
        throw error;
      }
    },
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}
