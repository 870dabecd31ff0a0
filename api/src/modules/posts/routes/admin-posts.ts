import type { FastifyPluginAsync } from 'fastify';
import { postMessages } from '@site/contracts/admin-posts';
import {
  createAdminPost,
  deleteAdminPost,
  getAdminPost,
  listAdminPosts,
  previewAdminPost,
  publishAdminPost,
  saveAdminPost,
  unpublishAdminPost,
  uploadPostImage,
} from '@site/contracts/endpoints/admin-posts';
import { route } from '../../../platform/endpoints';
import { badRequest } from '../../../platform/errors';
import { acceptImageBodies } from '../../../platform/image-body';
import { storePostImage } from '../../../platform/images/post-images';
import { renderPostHtml } from '../services/post-html';
import { readSiteSettings } from '../../site';
import {
  createDraft,
  deletePost,
  getPost,
  listPosts,
  postsContext,
  publishPost,
  savePost,
  unpublishPost,
  postActorOf as actorOf,
} from '../services/posts';

/**
 * The owner's posts (`/api/admin/posts…`): list, editor, publishing, preview and image uploads.
 * Rules live in `services/posts.ts`; the owner guard comes with each entry of the table.
 */
const adminPosts: FastifyPluginAsync = async (app) => {
  acceptImageBodies(app);

  route(app, listAdminPosts, {
    handler: async (request) => listPosts(await postsContext(app), request.query.status),
  });

  route(app, createAdminPost, {
    handler: async (request, reply) => {
      // The author and the bio default to the coach's name in force (the site setting first).
      const { coachName } = await readSiteSettings(app);
      const context = { ...(await postsContext(app)), coachName };
      const post = await createDraft(app.knex, context, actorOf(request), request.body);
      return reply.code(201).send(post);
    },
  });

  route(app, previewAdminPost, {
    handler: async (request) => ({ html: renderPostHtml(request.body.content) }),
  });

  route(app, uploadPostImage, {
    handler: async (request, reply) => {
      if (!Buffer.isBuffer(request.body) || request.body.length === 0)
        throw badRequest(postMessages.imageType);
      const image = await storePostImage(request.body, app.config.uploadsDir);
      return reply.code(201).send(image);
    },
  });

  route(app, getAdminPost, {
    handler: async (request) => getPost(await postsContext(app), request.params.id),
  });

  route(app, saveAdminPost, {
    handler: async (request) =>
      savePost(
        app.knex,
        await postsContext(app),
        actorOf(request),
        request.params.id,
        request.body,
      ),
  });

  route(app, publishAdminPost, {
    handler: async (request) =>
      app.knex.transaction(async (trx) =>
        publishPost(
          trx,
          await postsContext(app, trx),
          actorOf(request),
          request.params.id,
          request.body,
        ),
      ),
  });

  route(app, unpublishAdminPost, {
    handler: async (request) =>
      unpublishPost(
        app.knex,
        await postsContext(app),
        actorOf(request),
        request.params.id,
        request.body.version,
      ),
  });

  route(app, deleteAdminPost, {
    handler: async (request, reply) => {
      await deletePost(
        app.knex,
        await postsContext(app),
        actorOf(request),
        request.params.id,
        request.query.version,
      );
      return reply.code(204).send();
    },
  });
};

export default adminPosts;
