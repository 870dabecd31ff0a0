import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { cacheControlFor, noCache } from './cache-control';

export interface StaticSiteOptions {
  /** The build output folder. */
  root: string;
  /** Paths without a file extension answer index.html, so client-side routes load on refresh. */
  spaFallback: boolean;
}

/** Serves a built app with the caching rules of design §2. */
export async function registerStaticSite(app: FastifyInstance, options: StaticSiteOptions) {
  const root = path.resolve(options.root);
  await app.register(fastifyStatic, {
    root,
    // Files are looked up per request, so a redeploy that adds new chunks is served at once.
    wildcard: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      reply.header('Cache-Control', cacheControlFor(filePath));
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const isPage =
      ['GET', 'HEAD'].includes(request.method) &&
      path.extname(request.url.split('?')[0] ?? '') === '';
    if (options.spaFallback && isPage) {
      return reply.header('Cache-Control', noCache).type('text/html').sendFile('index.html');
    }
    return reply.code(404).send({ message: `Not found: ${request.url}` });
  });
}
