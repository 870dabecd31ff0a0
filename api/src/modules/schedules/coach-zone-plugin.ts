import fp from 'fastify-plugin';
import type { Knex } from 'knex';
import { coachZone } from './services/coach-zone';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The coach's zone (services/coach-zone): the one he saved with his schedules, else
     * OWNER_TIMEZONE; read afresh each call. A decoration rather than an import, so that the
     * modules the schedules module itself builds on (the owner's session and audit log, the site's
     * public settings) read it too without an import cycle.
     */
    coachZone(trx?: Knex.Transaction): Promise<string>;
  }
}

export default fp(
  async (app) => {
    app.decorate('coachZone', (trx?: Knex.Transaction) => coachZone(app, trx));
  },
  { name: 'coach-zone', dependencies: ['repositories'] },
);
