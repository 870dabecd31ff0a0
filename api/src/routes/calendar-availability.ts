import type { FastifyPluginAsync } from 'fastify';
import type { CalendarAvailability } from '@site/contracts/api-types';
import { isDateString } from '@site/contracts/slots';
import { badRequest } from '../errors';

const calendarAvailability: FastifyPluginAsync = async (app) => {
  /**
   * The owner's busy events on a day (Cancun day), for the pickers: only days a picker can show,
   * cached briefly and rate limited (each uncached day costs a call to Google).
   */
  app.get<{ Params: { date: string } }>(
    '/calendar-availability/:date',
    { config: { rateLimit: app.config.rateLimit.post } },
    async (request): Promise<CalendarAvailability> => {
      const { date } = request.params;
      if (!isDateString(date)) throw badRequest('Invalid date: use YYYY-MM-DD');
      return { events: await app.availability.busyOn(date) };
    },
  );
};

export default calendarAvailability;
