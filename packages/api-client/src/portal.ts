/**
 * The signed-in client's portal, as every page that needs to know he is signed in asks for it
 * (the portal itself, and the pages of his tasks that draw his frame: scheduling, the
 * questionnaire): the same URL, query key and cache entry.
 */
import { queryOptions } from '@tanstack/react-query';
import { portalSignedInHint } from '@site/contracts/client-portal';
import { queryKeyOf, urlOf } from '@site/contracts/endpoints/define';
import { getPortal, signOutOfPortal, type PortalOverview } from '@site/contracts/endpoints/portal';
// By package path, not './http': remotes share this module with the shell as a singleton, so the
// ApiError class here must be the one the shared fetch wrapper throws.
import { ApiError, apiRequest, getJson } from '@site/api-client/http';

/** The portal's query keys, all under one prefix so signing in or out reads them all again. */
export const portalKeys = {
  all: ['portal'] as const,
  overview: ['portal', ...queryKeyOf(getPortal)] as const,
};

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

/** POST /api/portal/sign-out: ends the session (also when there was none). */
export const signOutOfPortalRequest = () => apiRequest('POST', urlOf(signOutOfPortal));
