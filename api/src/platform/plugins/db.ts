import fp from 'fastify-plugin';
import type { Knex } from 'knex';
import { createDb } from '../../db/knex';
import { createDatabaseOutage, type DatabaseOutage } from '../../db/outage';

declare module 'fastify' {
  interface FastifyInstance {
    knex: Knex;
    databaseOutage: DatabaseOutage;
  }
}

/**
 * The one database client; closed (pool or PGlite) when the app closes. `app.databaseOutage`
 * follows whether it can reach its database: any query that succeeds ends an outage.
 */
export default fp(
  async (app) => {
    const db = createDb(app.config, {
      warn: (message) => app.log.warn(message),
      error: (message) => app.log.error(message),
    });
    app.decorate('knex', db);
    const outage = createDatabaseOutage(app.log, () => db.raw('select 1'), app.now);
    app.decorate('databaseOutage', outage);
    db.on('query-response', () => {
      if (outage.active) outage.recovered();
    });
    app.addHook('onClose', async () => {
      await db.destroy();
    });
  },
  { name: 'db' },
);
