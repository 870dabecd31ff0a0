import { queryOptions } from '@tanstack/react-query';
import { ApiError, getJson } from '@site/api-client/http';
import { urlOf } from '@site/contracts/endpoints/define';
import { getPortal, type PortalOverview } from '@site/contracts/endpoints/portal';
import { portalKeys } from './portal-keys';

/** GET /api/portal: the signed-in person's portal, or null when there is no live session (401). */
export function portalOverviewQueryOptions() {
  return queryOptions({
    queryKey: portalKeys.overview,
    queryFn: async (): Promise<PortalOverview | null> => {
      try {
        return await getJson<PortalOverview>(urlOf(getPortal));
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}
