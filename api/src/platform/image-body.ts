import type { FastifyInstance, FastifyRequest } from 'fastify';
import { postImageMaxBytes, postImageTypes, postMessages } from '@site/contracts/admin-posts';
import { HttpError } from './errors';

/**
 * Lets the plugin it is called in read uploads as the image's bytes, with a cap of their own
 * (413 with its own message). Within that plugin only: every other route keeps the app's small
 * body limit.
 */
export function acceptImageBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    [...postImageTypes, 'application/octet-stream'],
    async (_request: FastifyRequest, payload: NodeJS.ReadableStream) => {
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of payload) {
        const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
        size += buffer.length;
        if (size > postImageMaxBytes) throw new HttpError(413, postMessages.imageTooLarge);
        chunks.push(buffer);
      }
      return Buffer.concat(chunks);
    },
  );
}
