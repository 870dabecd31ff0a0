import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { cacheControlFor, noCache } from './cache-control';

export interface StaticSiteOptions {
  /** The build output folder. */
  root: string;
  /** Paths without a file extension answer index.html, so client-side routes load on refresh. */
  spaFallback?: boolean;
  /** Or: paths without a file extension are pages this handler answers (the shell's server). */
  page?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}

/**
 * Serves a built app: entry files revalidated on every load (a redeploy shows at once), hashed
 * chunks cached for a year. Builds carry `.br` and `.gz` beside each text file, sent as
 * negotiated. Source maps and the server build stay on the server, never served to the public.
 */
export async function registerStaticSite(app: FastifyInstance, options: StaticSiteOptions) {
  const root = path.resolve(options.root);
  await app.register(fastifyStatic, {
    root,
    // Files are looked up per request, so a redeploy that adds new chunks is served at once.
    wildcard: true,
    preCompressed: true,
    // Folders never reach the file server (see allowedPath): it needs no index file.
    index: false,
    cacheControl: false,
    // A path ending in `/` names a folder, never a file: it falls through to the page (or the SPA
    // fallback) below. Left to the file server, `/` answered 403 to clients that accept no
    // precompressed encoding, since it refuses to list a folder.
    allowedPath: (pathName) =>
      !pathName.endsWith('/') && !pathName.endsWith('.map') && !pathName.startsWith('/server/'),
    setHeaders(reply, filePath) {
      reply.header('Cache-Control', cacheControlFor(filePath));
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const isPage =
      ['GET', 'HEAD'].includes(request.method) &&
      path.extname(request.url.split('?')[0] ?? '') === '';
    if (isPage && options.page) return options.page(request, reply);
    if (isPage && options.spaFallback) {
      return reply.header('Cache-Control', noCache).type('text/html').sendFile('index.html');
    }
    return reply.code(404).send({ message: `Not found: ${request.url.split('?')[0]}` });
  });
}
