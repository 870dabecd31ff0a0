import type { FastifyPluginAsync } from 'fastify';
import { contentVersion, siteSettings } from '@site/contracts/endpoints/site';
import { publicSettingsKeys } from '@site/contracts/endpoints/admin-site';
import { route } from '../../../platform/endpoints';

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
    handler: async () => {
      const settings = await app.repos.siteSettings.read();
      const photos = await app.repos.siteSettings.readPhotos();
      return {
        ...(Object.fromEntries(publicSettingsKeys.map((key) => [key, settings[key]])) as Record<
          (typeof publicSettingsKeys)[number],
          string
        >),
        photos,
        timezone: await app.coachZone(),
      };
    },
  });
};

export default siteContent;
