import fp from 'fastify-plugin';
import type { CalendarBlock } from '@site/contracts/calendar';
import { createAvailability, type Availability } from './services/availability';

declare module 'fastify' {
  interface FastifyInstance {
    /** The owner's busy time per coach day, range-checked and cached (services/availability). */
    availability: Availability;
  }
}

export interface AvailabilityOptions {
  /**
   * The time the owner blocked in his back office overlapping [start, end): the calendar module
   * owns it, and the app hands its reader in (the calendar module itself reads bookings).
   */
  blocksOverlapping: (start: Date, end: Date) => Promise<CalendarBlock[]>;
}

export default fp<AvailabilityOptions>(
  async (app, options) => {
    app.decorate(
      'availability',
      createAvailability({
        calendar: app.calendar,
        blocked: async (start, end) =>
          (await options.blocksOverlapping(start, end)).map((block) => ({
            id: `block-${block.id}`,
            start: block.startsAt,
            end: block.endsAt,
          })),
        held: (from, to, trx) => app.repos.bookingSessions.listHeldBetween(from, to, trx),
        now: () => app.now(),
        cacheMs: app.config.calendarAvailabilityCacheMs,
        onError: (error) => app.log.error({ err: error }, 'calendar availability failed'),
      }),
    );
  },
  { name: 'availability', dependencies: ['calendar', 'repositories'] },
);
