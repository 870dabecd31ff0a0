import fp from 'fastify-plugin';
import { createRepositories, type Repositories } from '../repositories';

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositories;
  }
}

export default fp(
  async (app) => {
    app.decorate('repos', createRepositories(app.knex, { now: () => app.now() }));
  },
  { name: 'repositories', dependencies: ['db'] },
);
