/**
 * The owner's calendar (the `admin-calendar` area of the endpoint table): his days, blocking time
 * and the feed address. Behind the owner guard; every change audited (services/calendar).
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  adminBlockTime,
  adminCalendar,
  adminCalendarFeedStatus,
  adminCreateCalendarFeed,
  adminRevokeCalendarFeed,
  adminUnblockTime,
} from '@site/contracts/endpoints/admin-calendar';
import { route } from '../../../platform/endpoints';
import {
  blockTime,
  calendarView,
  createFeedAddress,
  revokeFeedAddress,
  unblockTime,
} from '../services/calendar';

const adminCalendarRoutes: FastifyPluginAsync = async (app) => {
  route(app, adminCalendar, {
    handler: async (request) =>
      calendarView(app, { from: request.query.from, days: Number(request.query.days) }),
  });

  route(app, adminBlockTime, {
    handler: async (request, reply) =>
      reply.code(201).send(await blockTime(app, request, request.body)),
  });

  route(app, adminUnblockTime, {
    handler: async (request, reply) => {
      await unblockTime(app, request, request.params.id);
      return reply.code(204).send();
    },
  });

  route(app, adminCalendarFeedStatus, {
    handler: async () => ({ createdAt: await app.repos.calendarFeedTokens.liveSince() }),
  });

  route(app, adminCreateCalendarFeed, {
    handler: async (request, reply) => reply.code(201).send(await createFeedAddress(app, request)),
  });

  route(app, adminRevokeCalendarFeed, {
    handler: async (request, reply) => {
      await revokeFeedAddress(app, request);
      return reply.code(204).send();
    },
  });
};

export default adminCalendarRoutes;
