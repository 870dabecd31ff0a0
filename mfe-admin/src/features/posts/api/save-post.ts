import type { AdminPost, SavePostRequest } from '@site/contracts/admin-posts';
import { saveAdminPost } from '@site/contracts/endpoints/admin-posts';
import { urlOf } from '@site/contracts/endpoints/define';
import { adminSend } from '../../../lib/admin-http';

/** PUT every field with the version the editor holds (409 when another tab saved first). */
export function savePost(id: number, fields: SavePostRequest): Promise<AdminPost> {
  return adminSend<AdminPost>('PUT', urlOf(saveAdminPost, { id }), fields);
}
