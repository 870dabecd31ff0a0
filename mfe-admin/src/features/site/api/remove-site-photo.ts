import { removeSitePhoto as removeEndpoint } from '@site/contracts/endpoints/admin-site';
import { urlOf } from '@site/contracts/endpoints/define';
import type { SitePhotoKind, SitePhotos } from '@site/contracts/site-settings';
import { adminSend } from '../../../lib/admin-http';

/** Removes the uploaded portrait or hero: the site draws its built-in image again. */
export function removeSitePhoto(kind: SitePhotoKind): Promise<SitePhotos> {
  return adminSend<SitePhotos>('DELETE', urlOf(removeEndpoint, { kind }));
}
