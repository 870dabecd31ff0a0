import { uploadSitePhoto as uploadEndpoint } from '@site/contracts/endpoints/admin-site';
import { urlOf } from '@site/contracts/endpoints/define';
import type { SitePhotoKind, SitePhotos } from '@site/contracts/site-settings';
import { adminUpload } from '../../../lib/admin-http';

/** Uploads the portrait or the hero; the API checks and converts it and answers both photos. */
export function uploadSitePhoto(kind: SitePhotoKind, file: Blob): Promise<SitePhotos> {
  return adminUpload<SitePhotos>(urlOf(uploadEndpoint, { kind }), file);
}
