import Fastify from 'fastify';
import cors from '@fastify/cors';
import { registerStaticSite } from './static-site';

export interface RemoteServerOptions {
  root: string;
  /** Origins allowed to fetch this remote's manifest and chunks; '*' for any. */
  corsOrigins: string[] | '*';
  logger?: boolean;
}

/**
 * A remote's production server: its static build with CORS, so the shell (another origin) can
 * fetch mf-manifest.json and the chunks. The standalone page also works on a refresh.
 */
export async function buildRemoteServer(options: RemoteServerOptions) {
  const app = Fastify({ logger: options.logger ?? false });
  await app.register(cors, { origin: options.corsOrigins === '*' ? '*' : options.corsOrigins });
  await registerStaticSite(app, { root: options.root, spaFallback: true });
  return app;
}
