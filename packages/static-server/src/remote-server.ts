import Fastify from 'fastify';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import { fragmentRoute, fragmentSecretHeader } from '@site/contracts/rendering';
import { redactUrl, siteLoggerOptions } from '@site/contracts/log-redaction';
import { apiDefaultPort } from '@site/contracts/registry';
import { fragmentBodyLimitBytes, parseFragmentRequest } from './fragment-request';
import { createBuildRenderer } from './build-renderer';
import { fragmentSecretMatches } from './fragment-secret';
import { registerStaticSite } from './static-site';

export interface RemoteServerOptions {
  root: string;
  /** Origins allowed to fetch this remote's manifest and chunks; '*' for any. */
  corsOrigins: string[] | '*';
  /** The API pages load their public data from while rendering. */
  apiOrigin?: string;
  /** The secret the shell's server sends with every render request (FRAGMENT_SECRET). */
  fragmentSecret: string;
  /** Bytes of rendered pages kept in memory (default 32 MiB). */
  fragmentCacheBytes?: number;
  /** Log level, or false for no logs (tests). Log lines go to stdout, or to `logStream`. */
  logLevel?: string | false;
  logStream?: { write(line: string): void };
}

/**
 * A remote's production server: its static build (precompressed, with CORS so a shell on another
 * origin can load it) and `POST /__fragment`, which renders one of its pages to HTML for the
 * shell's server with the remote's own server build. The render route answers only requests that
 * carry the shared secret (any other gets the same 404 as an unknown path) and reads at most a
 * small body. The standalone page works on a refresh too.
 */
export async function buildRemoteServer(options: RemoteServerOptions) {
  const app = Fastify({
    logger:
      options.logLevel === false || options.logLevel === undefined
        ? false
        : {
            ...siteLoggerOptions(options.logLevel),
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
  });
  await app.register(compress, { encodings: ['br', 'gzip'] });
  await app.register(cors, { origin: options.corsOrigins === '*' ? '*' : options.corsOrigins });

  const apiOrigin = options.apiOrigin ?? `http://127.0.0.1:${apiDefaultPort}`;
  const fragments = createBuildRenderer({
    root: options.root,
    apiOrigin,
    cacheBytes: options.fragmentCacheBytes,
  });
  // Load the server build now, so the first visitor's page is not the one that waits for it.
  try {
    fragments.available();
  } catch (error) {
    app.log.error(
      { err: error },
      'the server build could not be loaded; pages render in the browser',
    );
  }
  app.post(
    fragmentRoute,
    {
      bodyLimit: fragmentBodyLimitBytes,
      // Checked before the body is read: without the secret, nothing else happens.
      onRequest: async (request, reply) => {
        if (!fragmentSecretMatches(options.fragmentSecret, request.headers[fragmentSecretHeader])) {
          return reply.callNotFound();
        }
      },
    },
    async (request, reply) => {
      const parsed = parseFragmentRequest(request.body);
      if ('problem' in parsed) {
        return reply.code(400).send({
          message: 'Send { url, settings, assetBase } to render a page.',
          errors: [parsed.problem],
        });
      }
      const { url } = parsed.request;
      try {
        const fragment = await fragments.render(parsed.request);
        if (!fragment) {
          return reply.code(404).send({ message: `No page of this remote at ${redactUrl(url)}` });
        }
        return reply.header('Cache-Control', 'no-store').send(fragment);
      } catch (error) {
        request.log.warn({ err: error, url }, 'page not rendered; the browser will render it');
        return reply.code(503).send({ message: 'This page could not be rendered on the server.' });
      }
    },
  );

  await registerStaticSite(app, { root: options.root, spaFallback: true });
  return app;
}
