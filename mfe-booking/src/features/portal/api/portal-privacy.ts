import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { getJson, sendJson } from '@site/api-client/http';
import { queryKeyOf, urlOf } from '@site/contracts/endpoints/define';
import {
  downloadPortalData,
  getPortalErasure,
  requestPortalErasure,
  setPortalTimezone,
  type PortalErasure,
} from '@site/contracts/endpoints/client-actions';
import type { PortalTimezoneRequest } from '@site/contracts/schemas/client-actions';
import { portalKeys } from './portal-keys';

const erasureKey = ['portal', ...queryKeyOf(getPortalErasure)] as const;

/** GET /api/portal/data: his data as a file; the browser saves it (the session cookie goes along). */
export const portalDataUrl = urlOf(downloadPortalData);

/** POST /api/portal/timezone: every time of the portal is read again in the zone saved. */
export function useSetPortalTimezone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PortalTimezoneRequest) =>
      sendJson<{ timezone: string }>('POST', urlOf(setPortalTimezone), request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portalKeys.overview }),
  });
}

/** GET /api/portal/erasure-request: whether he has asked for his data to be erased. */
export function portalErasureQueryOptions() {
  return queryOptions({
    queryKey: erasureKey,
    queryFn: () => getJson<PortalErasure>(urlOf(getPortalErasure)),
  });
}

/** POST /api/portal/erasure-request: the coach is asked to erase his data. */
export function useRequestPortalErasure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendJson<PortalErasure>('POST', urlOf(requestPortalErasure)),
    onSuccess: (answer) => queryClient.setQueryData(erasureKey, answer),
  });
}
