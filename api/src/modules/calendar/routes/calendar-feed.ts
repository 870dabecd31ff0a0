import type { FastifyPluginAsync } from 'fastify';
import { calendarFeed as endpoint } from '@site/contracts/endpoints/admin-calendar';
import { route } from '../../../platform/endpoints';
import { feedFor } from '../services/calendar';

/**
 * GET /api/calendar-feed/<token>.ics: the coach's bookings for his calendar app. The token is the
 * only key (no session: calendar apps carry no cookie); the answer is private to whoever holds it
 * (`Cache-Control: private`, never indexed), and short-lived so a change shows within minutes.
 */
const calendarFeed: FastifyPluginAsync = async (app) => {
  route(app, endpoint, {
    handler: async (request, reply) => {
      const ics = await feedFor(app, request.params.file);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Cache-Control', 'private, max-age=300')
        .header('Content-Disposition', 'inline; filename="bookings.ics"')
        .header('X-Robots-Tag', 'noindex, nofollow')
        .send(ics);
    },
  });
};

export default calendarFeed;
