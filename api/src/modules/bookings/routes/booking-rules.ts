import type { FastifyPluginAsync } from 'fastify';
import { bookingRules as endpoint } from '@site/contracts/endpoints/bookings';
import { route } from '../../../platform/endpoints';
import { readSiteSettings } from '../../site';
import { readSchedulesInForce } from '../../schedules';

/**
 * The schedules in force, from which the pickers compute their times with the slot engine the API
 * checks every booking with; and the booking window (the owner's settings, else the
 * environment's) the site ran on before schedules, which the pages still state.
 */
const bookingRules: FastifyPluginAsync = async (app) => {
  route(app, endpoint, {
    handler: async (_request, reply) => {
      // The owner changes them in the back office: a browser asks again each time.
      void reply.header('Cache-Control', 'no-cache');
      const [{ bookingWindow }, schedules] = await Promise.all([
        readSiteSettings(app),
        readSchedulesInForce(app),
      ]);
      return {
        ...bookingWindow,
        // The hours are in the coach's zone, the schedules' own.
        workingHours: { ...bookingWindow.workingHours, timeZone: schedules.timeZone },
        schedules: { sessions: schedules.sessions, freeCall: schedules.freeCall },
      };
    },
  });
};

export default bookingRules;
