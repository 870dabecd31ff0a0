import type { FastifyPluginAsync } from 'fastify';
import { contentVersion, siteSettings } from '@site/contracts/endpoints/site';
import { route } from '../endpoints';

const siteContent: FastifyPluginAsync = async (app) => {
  route(app, contentVersion, {
    // Whoever asks (a shell's page cache) learns the version no later than this process's reads.
    handler: async () => {
      const current = await app.repos.siteContent.read();
      app.publicReads.observe(current.version);
      return current;
    },
  });

  route(app, siteSettings, {
    handler: async () => app.repos.siteSettings.read(),
  });
};

export default siteContent;
