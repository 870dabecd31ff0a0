import type { FastifyPluginAsync } from 'fastify';
import { socialImage } from '@site/contracts/endpoints/blog';
import { route } from '../../../platform/endpoints';
import { notFound } from '../../../platform/errors';
import { createSocialImageStore, socialImageDir } from '../services/social-image';
import { readSiteSettings } from '../../site';

/**
 * GET /api/blog/:slug/social.png: the post's 1200×630 link preview. Pages link it with
 * `?v=<updatedAt>`, so a day of caching never shows an old title after an edit.
 */
const blogSocialImage: FastifyPluginAsync = async (app) => {
  const store = createSocialImageStore({
    dir: socialImageDir(app.config),
    mediaDir: app.config.mediaDir,
    uploadsDir: app.config.uploadsDir,
    coachName: app.config.coachName,
    onWriteError: (error) =>
      app.log.warn({ err: error }, 'social images cannot be written to disk; kept in memory'),
  });

  route(app, socialImage, {
    handler: async (request, reply) => {
      const post = await app.repos.blogPosts.findPublishedBySlug(request.params.slug);
      if (post === null) throw notFound('Blog post not found');
      // The byline follows the coach's name as the owner set it (the environment's by default).
      const { coachName } = await readSiteSettings(app);
      const { png, etag } = await store.get(post, coachName);
      reply.header('Cache-Control', 'public, max-age=86400').header('ETag', etag).type('image/png');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.send(png);
    },
  });
};

export default blogSocialImage;
