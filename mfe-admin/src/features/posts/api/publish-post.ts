import type { AdminPost } from '@site/contracts/admin-posts';
import { publishAdminPost } from '@site/contracts/endpoints/admin-posts';
import { urlOf } from '@site/contracts/endpoints/define';
import { adminSend } from '../../../lib/admin-http';

/** Publish now (no `publishAt`), or schedule at a wall-clock time in the owner's zone. */
export function publishPost(
  id: number,
  input: { version: number; publishAt?: string },
): Promise<AdminPost> {
  return adminSend<AdminPost>('POST', urlOf(publishAdminPost, { id }), input);
}
