import { deleteAdminPost } from '@site/contracts/endpoints/admin-posts';
import { urlOf } from '@site/contracts/endpoints/define';
import { adminSend } from '../../../lib/admin-http';

export function deletePost(id: number, version: number): Promise<void> {
  return adminSend('DELETE', urlOf(deleteAdminPost, { id }, { version }));
}
