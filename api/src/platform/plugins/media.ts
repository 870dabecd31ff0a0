import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { uploadedImagesPath } from '@site/contracts/blog';

/**
 * Files shipped with the API (the starter posts' art) under /api/media/, and the images the owner
 * uploads under /api/media/uploads/: content-addressed names (a new image is a new name), so
 * they are cached for a year.
 */
export default fp(
  async (app) => {
    let uploads = true;
    try {
      fs.mkdirSync(app.config.uploadsDir, { recursive: true });
    } catch (error) {
      // A disk that cannot hold the folder: the site still serves; uploads are refused.
      uploads = false;
      app.log.warn({ err: error }, 'the uploads folder cannot be created; uploaded images are off');
    }
    if (uploads)
      await app.register(fastifyStatic, {
        root: path.resolve(app.config.uploadsDir),
        prefix: uploadedImagesPath,
        maxAge: '365d',
        immutable: true,
        index: false,
        decorateReply: false,
      });
    await app.register(fastifyStatic, {
      root: path.resolve(app.config.mediaDir),
      prefix: '/api/media/',
      maxAge: '1d',
      index: false,
      decorateReply: false,
    });
  },
  { name: 'media' },
);
