import type { FastifyPluginAsync } from 'fastify';
import { bookingRules as endpoint } from '@site/contracts/endpoints/bookings';
import { route } from '../endpoints';

/** How far ahead sessions can be booked and the working hours they must fit, for the pickers. */
const bookingRules: FastifyPluginAsync = async (app) => {
  route(app, endpoint, {
    handler: async (_request, reply) => {
      const { horizonDays, workingHours } = app.config.booking;
      void reply.header('Cache-Control', 'public, max-age=300');
      return { horizonDays, workingHours };
    },
  });
};

export default bookingRules;
