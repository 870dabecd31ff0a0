import type { PostImage } from '@site/contracts/admin-posts';
import { uploadPostImage } from '@site/contracts/endpoints/admin-posts';
import { urlOf } from '@site/contracts/endpoints/define';
import { adminUpload } from '../../../lib/admin-http';

/** Uploads one image; the API checks it and answers its responsive set. */
export function uploadImage(file: Blob): Promise<PostImage> {
  return adminUpload<PostImage>(urlOf(uploadPostImage), file);
}
