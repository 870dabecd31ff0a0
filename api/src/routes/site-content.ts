import type { FastifyPluginAsync } from 'fastify';
import { contentVersion, siteSettings } from '@site/contracts/endpoints/site';
import { route } from '../endpoints';

const siteContent: FastifyPluginAsync = async (app) => {
  route(app, contentVersion, {
    handler: async () => app.repos.siteContent.read(),
  });

  route(app, siteSettings, {
    handler: async () => app.repos.siteSettings.read(),
  });
};

export default siteContent;
