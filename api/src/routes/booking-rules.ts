import type { FastifyPluginAsync } from 'fastify';
import type { BookingRules } from '@site/contracts/api-types';

/** How far ahead sessions can be booked and the working hours they must fit, for the pickers. */
const bookingRules: FastifyPluginAsync = async (app) => {
  app.get('/booking-rules', async (_request, reply): Promise<BookingRules> => {
    const { horizonDays, workingHours } = app.config.booking;
    void reply.header('Cache-Control', 'public, max-age=300');
    return { horizonDays, workingHours };
  });
};

export default bookingRules;
