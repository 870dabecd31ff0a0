import type { FastifyPluginAsync } from 'fastify';
import { calendarAvailability as endpoint } from '@site/contracts/endpoints/bookings';
import { route } from '../../../platform/endpoints';
import { readSiteSettings } from '../../site';

const calendarAvailability: FastifyPluginAsync = async (app) => {
  /**
   * The owner's busy events on a day (Cancun day), for the pickers: only days a picker can show
   * (today to the horizon in any listed zone; 400 otherwise), cached briefly, rate limited (each
   * uncached day costs a call to Google).
   */
  route(app, endpoint, {
    handler: async (request) => {
      const { bookingWindow } = await readSiteSettings(app);
      return {
        events: await app.availability.busyOn(request.params.date, bookingWindow.horizonDays),
      };
    },
  });
};

export default calendarAvailability;
