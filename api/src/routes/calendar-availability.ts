import type { FastifyPluginAsync } from 'fastify';
import { calendarAvailability as endpoint } from '@site/contracts/endpoints/bookings';
import { dayBounds } from '@site/contracts/slots';
import { coachTimezone } from '@site/contracts/timezones';
import { route } from '../endpoints';
import { badGateway, messages } from '../errors';

const calendarAvailability: FastifyPluginAsync = async (app) => {
  /** The owner's busy events on a day (Cancun day), for the strategy-call picker. */
  route(app, endpoint, {
    handler: async (request) => {
      const { date } = request.params;
      if (app.calendar === null) return { events: [] };
      const { start, end } = dayBounds(date, coachTimezone);
      try {
        return { events: await app.calendar.listBusy(start, end) };
      } catch (error) {
        request.log.error({ err: error }, 'calendar availability failed');
        throw badGateway(messages.calendarDown);
      }
    },
  });
};

export default calendarAvailability;
