import type { FastifyPluginAsync } from 'fastify';
import { contentVersion } from '@site/contracts/endpoints/site';
import { route } from '../endpoints';

const siteContent: FastifyPluginAsync = async (app) => {
  route(app, contentVersion, {
    handler: async () => app.repos.siteContent.read(),
  });
};

export default siteContent;
