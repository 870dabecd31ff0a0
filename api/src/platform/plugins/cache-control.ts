import fp from 'fastify-plugin';

/**
 * No cache keeps an API answer unless its route says so: every answer without its own
 * Cache-Control (bookings, schedules, questionnaires, payments, newsletter and contact answers,
 * errors) gets `Cache-Control: no-store`, so a browser, proxy or shared cache never stores a
 * visitor's name or email. Public content opts in by setting its own header (the blog feed,
 * social images, booking rules, media files).
 */
export default fp(
  async (app) => {
    app.addHook('onSend', async (_request, reply, payload) => {
      if (!reply.hasHeader('cache-control')) void reply.header('Cache-Control', 'no-store');
      return payload;
    });
  },
  { name: 'cache-control' },
);
