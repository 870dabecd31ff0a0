import type { FastifyPluginAsync } from 'fastify';
import { getPublicSchedule, listOpenSlots } from '@site/contracts/endpoints/schedules';
import type { ScheduleKind } from '@site/contracts/schedules/schedule';
import { route } from '../../../platform/endpoints';
import { openSlots, readSchedulesInForce, scheduleOf } from '../services/schedules';

/**
 * A schedule in force, for a picker to compute its times with the slot engine, and the times the
 * API itself offers (the same engine, with the owner's busy times and the held sessions out).
 */
const openSlotsRoutes: FastifyPluginAsync = async (app) => {
  route(app, getPublicSchedule, {
    handler: async (request, reply) => {
      // The owner changes it in the back office: a browser asks again each time.
      void reply.header('Cache-Control', 'no-cache');
      return scheduleOf(await readSchedulesInForce(app), request.params.kind as ScheduleKind);
    },
  });

  route(app, listOpenSlots, {
    handler: async (request, reply) => {
      void reply.header('Cache-Control', 'no-cache');
      return openSlots(app, {
        kind: request.params.kind as ScheduleKind,
        visitorZone: request.query.timezone,
        from: request.query.from,
        to: request.query.to,
      });
    },
  });
};

export default openSlotsRoutes;
