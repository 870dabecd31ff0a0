import type { FastifyPluginAsync } from 'fastify';
import { calendarAvailability as endpoint } from '@site/contracts/endpoints/bookings';
import { route } from '../../../platform/endpoints';
import { schedulesHorizonDays } from '@site/contracts/schedules/schedule';
import { readSchedulesInForce } from '../../schedules';

const calendarAvailability: FastifyPluginAsync = async (app) => {
  /**
   * The owner's busy events on a day (Cancun day), for the pickers: only days a picker can show
   * (today to the furthest horizon of the schedules in force, in any listed zone; 400 otherwise),
   * cached briefly, rate limited (each uncached day costs a call to Google).
   */
  route(app, endpoint, {
    handler: async (request) => {
      const horizonDays = schedulesHorizonDays(await readSchedulesInForce(app));
      return { events: await app.availability.busyOn(request.params.date, horizonDays) };
    },
  });
};

export default calendarAvailability;
