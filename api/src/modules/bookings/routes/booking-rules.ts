import type { FastifyPluginAsync } from 'fastify';
import { bookingRules as endpoint } from '@site/contracts/endpoints/bookings';
import { route } from '../../../platform/endpoints';
import { readSiteSettings } from '../../site';

/**
 * How far ahead sessions can be booked, the working hours they must fit and the free call's
 * hours (the owner's settings, else the environment's), for the pickers.
 */
const bookingRules: FastifyPluginAsync = async (app) => {
  route(app, endpoint, {
    handler: async (_request, reply) => {
      // The owner changes them in the back office: a browser asks again each time.
      void reply.header('Cache-Control', 'no-cache');
      return (await readSiteSettings(app)).bookingWindow;
    },
  });
};

export default bookingRules;
