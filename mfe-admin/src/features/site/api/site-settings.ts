import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  getOwnerSettings,
  saveOwnerSettings,
  type OwnerSettingsDocument,
} from '@site/contracts/endpoints/admin-site';
import { queryKeyOf, urlOf } from '@site/contracts/endpoints/define';
import { adminGet, adminSend } from '../../../lib/admin-http';

const key = queryKeyOf(getOwnerSettings);
export const siteSettingsUrl = urlOf(getOwnerSettings);

export const siteSettingsQueryOptions = () =>
  queryOptions({
    queryKey: key,
    queryFn: () => adminGet<OwnerSettingsDocument>(siteSettingsUrl),
    staleTime: 0,
  });

export function useSaveSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: OwnerSettingsDocument) =>
      adminSend<OwnerSettingsDocument>('PUT', urlOf(saveOwnerSettings), settings),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
}
