import type { FastifyPluginAsync } from 'fastify';
import { calendarFeed as endpoint } from '@site/contracts/endpoints/admin-calendar';
import { route } from '../../../platform/endpoints';
import { feedFor } from '../services/calendar';

/**
 * GET /api/calendar-feed/<token>.ics: the coach's bookings for his calendar app. The token is the
 * only key (no session: calendar apps carry no cookie). The answer names clients, so no cache
 * keeps it (`Cache-Control: private, no-store`; calendar apps read it again at the feed's own
 * refresh interval) and it is never indexed.
 */
const calendarFeed: FastifyPluginAsync = async (app) => {
  route(app, endpoint, {
    handler: async (request, reply) => {
      const ics = await feedFor(app, request.params.file);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', 'inline; filename="bookings.ics"')
        .header('X-Robots-Tag', 'noindex, nofollow')
        .send(ics);
    },
  });
};

export default calendarFeed;
