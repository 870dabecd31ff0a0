/**
 * The owner's site in the back office: his data as a ZIP, his kept notices, the testimonials.
 * Every change to a testimonial moves the content version in its transaction (page caches drop
 * the home page) and goes to the audit log.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  createTestimonial,
  exportZip,
  getOwnerSettings,
  saveOwnerSettings,
  getSitePhotos,
  removeSitePhoto,
  uploadSitePhoto,
  getNotice,
  listNotices,
  listTestimonials,
  noticeNotFoundMessage,
  noticesPageSize,
  removeTestimonialHeadshot,
  reorderTestimonials,
  testimonialMessages,
  updateTestimonial,
  uploadTestimonialHeadshot,
} from '@site/contracts/endpoints/admin-site';
import { pgErrorCode, pgErrorCodes } from '../../../db/knex';
import { route } from '../../../platform/endpoints';
import { badRequest, conflict, notFound } from '../../../platform/errors';
import {
  exportOwnerData,
  listOwnerNotices,
  readOwnerNotice,
  changedFields,
  auditOwner,
} from '../../owner';
import { ownerSettingsKeys } from '@site/contracts/endpoints/site-settings';
import { readOwnerSettings, storeOwnerSettings } from '../services/site-settings';
import { storePostImage } from '../../../platform/images/post-images';
import { postMessages } from '@site/contracts/admin-posts';
import type { PostImage } from '@site/contracts/admin-posts';
import type { SitePhoto, SitePhotoKind } from '@site/contracts/site-settings';
import { acceptImageBodies } from '../../../platform/image-body';

/** A unique-name violation becomes the 409 the owner reads. */
async function uniqueName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (pgErrorCode(error) === pgErrorCodes.uniqueViolation)
      throw conflict(testimonialMessages.nameTaken);
    throw error;
  }
}

const adminSite: FastifyPluginAsync = async (app) => {
  acceptImageBodies(app);

  /**
   * Stores a photo's set (null: back to the built-in image) in one transaction with the content
   * version's move (pages draw it) and the audit line; answers the photos now in force.
   */
  const changePhoto = (request: FastifyRequest, kind: SitePhotoKind, photo: SitePhoto | null) =>
    app.knex.transaction(async (trx) => {
      await app.repos.siteSettings.savePhoto(kind, photo, trx, app.now());
      await app.repos.siteContent.bump(trx, app.now());
      await auditOwner(app, request, `settings.${kind}.${photo ? 'upload' : 'remove'}`, null, trx);
      return app.repos.siteSettings.readPhotos(trx);
    });

  route(app, getOwnerSettings, { handler: async () => readOwnerSettings(app) });

  route(app, getSitePhotos, { handler: async () => app.repos.siteSettings.readPhotos() });

  // The portrait and the hero go through the post images' pipeline (checks, widths, formats).
  route(app, uploadSitePhoto, {
    handler: async (request) => {
      if (!Buffer.isBuffer(request.body) || request.body.length === 0)
        throw badRequest(postMessages.imageType);
      const photo = await storePostImage(request.body, app.config.uploadsDir);
      return changePhoto(request, request.params.kind as SitePhotoKind, photo);
    },
  });

  route(app, removeSitePhoto, {
    handler: async (request) => changePhoto(request, request.params.kind as SitePhotoKind, null),
  });

  route(app, saveOwnerSettings, {
    handler: async (request) =>
      app.knex.transaction(async (trx) => {
        const before = await app.repos.siteSettings.read(trx);
        await storeOwnerSettings(app, request.body, trx);
        // Pages show the settings: page caches must drop what they hold.
        await app.repos.siteContent.bump(trx, app.now());
        const after = await app.repos.siteSettings.read(trx);
        await auditOwner(
          app,
          request,
          'settings.update',
          null,
          trx,
          changedFields(before, after, ownerSettingsKeys),
        );
        return readOwnerSettings(app, trx);
      }),
  });

  route(app, exportZip, {
    handler: async (request, reply) => {
      const now = app.now();
      const { zip, fileName, counts } = await exportOwnerData(app, now);
      await auditOwner(
        app,
        request,
        'data.export',
        Object.entries(counts)
          .map(([name, count]) => `${count} ${name}`)
          .join(', '),
      );
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .send(Buffer.from(zip));
    },
  });

  route(app, listNotices, {
    handler: async (request) => {
      const page = request.query.page ?? 1;
      const { items, total } = await listOwnerNotices(app.config.mail.dir, page, noticesPageSize);
      return {
        items,
        total,
        page,
        pageSize: noticesPageSize,
        keptAsFiles: app.config.mail.smtpUrl === null,
      };
    },
  });

  route(app, getNotice, {
    handler: async (request) => {
      const notice = await readOwnerNotice(app.config.mail.dir, request.params.id);
      if (notice === null) throw notFound(noticeNotFoundMessage);
      return notice;
    },
  });

  route(app, listTestimonials, {
    handler: async () => ({ items: await app.repos.adminTestimonials.list() }),
  });

  route(app, createTestimonial, {
    handler: async (request, reply) => {
      const created = await uniqueName(() =>
        app.knex.transaction(async (trx) => {
          const testimonial = await app.repos.adminTestimonials.create(request.body, trx);
          await app.repos.siteContent.bump(trx, app.now());
          await auditOwner(app, request, 'testimonial.create', testimonial.name, trx);
          return testimonial;
        }),
      );
      return reply.code(201).send(created);
    },
  });

  route(app, updateTestimonial, {
    handler: async (request) =>
      uniqueName(() =>
        app.knex.transaction(async (trx) => {
          const saved = await app.repos.adminTestimonials.update(
            request.params.id,
            request.body,
            trx,
          );
          if (saved === null) throw notFound(testimonialMessages.notFound);
          await app.repos.siteContent.bump(trx, app.now());
          const action =
            request.body.isActive === undefined
              ? 'testimonial.update'
              : request.body.isActive
                ? 'testimonial.show'
                : 'testimonial.hide';
          await auditOwner(app, request, action, saved.name, trx);
          return saved;
        }),
      ),
  });

  /**
   * Stores a testimonial's headshot (null: back to its line-art mark) with the content version's
   * move and the audit line (the testimonial's name, as its other changes are logged).
   */
  const changeHeadshot = (request: FastifyRequest, id: number, headshot: PostImage | null) =>
    app.knex.transaction(async (trx) => {
      const saved = await app.repos.adminTestimonials.saveHeadshot(id, headshot, trx);
      if (saved === null) throw notFound(testimonialMessages.notFound);
      await app.repos.siteContent.bump(trx, app.now());
      const action = headshot ? 'testimonial.headshot.upload' : 'testimonial.headshot.remove';
      await auditOwner(app, request, action, saved.name, trx);
      return saved;
    });

  // A headshot goes through the post images' pipeline (checks, widths, formats), after the
  // testimonial is known to exist: an upload for a missing one converts nothing.
  route(app, uploadTestimonialHeadshot, {
    handler: async (request) => {
      if (!Buffer.isBuffer(request.body) || request.body.length === 0)
        throw badRequest(postMessages.imageType);
      const existing = await app.repos.adminTestimonials.ids();
      if (!existing.includes(request.params.id)) throw notFound(testimonialMessages.notFound);
      const headshot = await storePostImage(request.body, app.config.uploadsDir);
      return changeHeadshot(request, request.params.id, headshot);
    },
  });

  route(app, removeTestimonialHeadshot, {
    handler: async (request) => changeHeadshot(request, request.params.id, null),
  });

  route(app, reorderTestimonials, {
    handler: async (request) =>
      app.knex.transaction(async (trx) => {
        const ids = request.body.ids;
        const existing = await app.repos.adminTestimonials.ids(trx);
        const wanted = new Set(ids);
        if (
          wanted.size !== ids.length ||
          ids.length !== existing.length ||
          existing.some((id) => !wanted.has(id))
        )
          throw badRequest(testimonialMessages.order);
        await app.repos.adminTestimonials.reorder(ids, trx);
        await app.repos.siteContent.bump(trx, app.now());
        await auditOwner(app, request, 'testimonial.reorder', `${ids.length} testimonials`, trx);
        return { items: await app.repos.adminTestimonials.list(trx) };
      }),
  });
};

export default adminSite;
