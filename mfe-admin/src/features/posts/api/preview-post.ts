import { previewAdminPost } from '@site/contracts/endpoints/admin-posts';
import { urlOf } from '@site/contracts/endpoints/define';
import { adminSend } from '../../../lib/admin-http';

/** The body as the public post page shows it, rendered by the API's own renderer. */
export async function previewPost(content: string): Promise<string> {
  const { html } = await adminSend<{ html: string }>('POST', urlOf(previewAdminPost), {
    content,
  });
  return html;
}
