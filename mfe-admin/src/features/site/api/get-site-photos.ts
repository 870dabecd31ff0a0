import { queryOptions } from '@tanstack/react-query';
import { getSitePhotos } from '@site/contracts/endpoints/admin-site';
import { queryKeyOf, urlOf } from '@site/contracts/endpoints/define';
import type { SitePhotos } from '@site/contracts/site-settings';
import { adminGet } from '../../../lib/admin-http';

export const sitePhotosKey = queryKeyOf(getSitePhotos);
export const sitePhotosUrl = urlOf(getSitePhotos);

export const sitePhotosQueryOptions = () =>
  queryOptions({
    queryKey: sitePhotosKey,
    queryFn: () => adminGet<SitePhotos>(sitePhotosUrl),
    staleTime: 0,
  });
