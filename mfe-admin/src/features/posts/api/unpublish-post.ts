import type { AdminPost } from '@site/contracts/admin-posts';
import { unpublishAdminPost } from '@site/contracts/endpoints/admin-posts';
import { urlOf } from '@site/contracts/endpoints/define';
import { adminSend } from '../../../lib/admin-http';

export function unpublishPost(id: number, version: number): Promise<AdminPost> {
  return adminSend<AdminPost>('POST', urlOf(unpublishAdminPost, { id }), { version });
}
