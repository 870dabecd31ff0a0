import fp from 'fastify-plugin';
import type { Knex } from 'knex';
import { createDb } from '../../db/knex';

declare module 'fastify' {
  interface FastifyInstance {
    knex: Knex;
  }
}

/** The one database client; closed (pool or PGlite) when the app closes. */
export default fp(
  async (app) => {
    const db = createDb(app.config);
    app.decorate('knex', db);
    app.addHook('onClose', async () => {
      await db.destroy();
    });
  },
  { name: 'db' },
);
