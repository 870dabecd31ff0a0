import { queryOptions } from '@tanstack/react-query';
import { getJson } from '@site/api-client/http';
import {
  downloadPortalMaterial,
  getPortalMaterials,
  type PortalMaterials,
} from '@site/contracts/endpoints/client-materials';
import { queryKeyOf, urlOf } from '@site/contracts/endpoints/define';
import { portalKeys } from './portal-keys';

/** Under the portal's prefix, so signing in or out reads it again. */
export const portalMaterialsKey = [...portalKeys.all, ...queryKeyOf(getPortalMaterials)] as const;

/** GET /api/portal/materials: his materials (and his packages') and his sessions' recordings. */
export function portalMaterialsQueryOptions() {
  return queryOptions({
    queryKey: portalMaterialsKey,
    queryFn: () => getJson<PortalMaterials>(urlOf(getPortalMaterials)),
  });
}

/** A file's download address: answered only with his portal session. */
export const portalFileUrl = (id: number) => urlOf(downloadPortalMaterial, { id });
