import type { FastifyPluginAsync } from 'fastify';
import type { CalendarAvailability } from '@site/contracts/api-types';
import { dayBounds, isDateString } from '@site/contracts/slots';
import { coachTimezone } from '@site/contracts/timezones';
import { badGateway, badRequest, messages } from '../errors';

const calendarAvailability: FastifyPluginAsync = async (app) => {
  /** The owner's busy events on a day (Cancun day), for the strategy-call picker. */
  app.get<{ Params: { date: string } }>(
    '/calendar-availability/:date',
    async (request): Promise<CalendarAvailability> => {
      const { date } = request.params;
      if (!isDateString(date)) throw badRequest('Invalid date: use YYYY-MM-DD');
      if (app.calendar === null) return { events: [] };
      const { start, end } = dayBounds(date, coachTimezone);
      try {
        return { events: await app.calendar.listBusy(start, end) };
      } catch (error) {
        request.log.error({ err: error }, 'calendar availability failed');
        throw badGateway(messages.calendarDown);
      }
    },
  );
};

export default calendarAvailability;
