import fp from 'fastify-plugin';
import { createAvailability, type Availability } from './services/availability';

declare module 'fastify' {
  interface FastifyInstance {
    /** The owner's busy time per coach day, range-checked and cached (services/availability). */
    availability: Availability;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'availability',
      createAvailability({
        calendar: app.calendar,
        now: () => app.now(),
        cacheMs: app.config.calendarAvailabilityCacheMs,
        onError: (error) => app.log.error({ err: error }, 'calendar availability failed'),
      }),
    );
  },
  { name: 'availability', dependencies: ['calendar'] },
);
