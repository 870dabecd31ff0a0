import Fastify from 'fastify';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import { redactUrl, serializeRequest } from '@site/contracts/log-redaction';
import { apiDefaultPort } from '@site/contracts/registry';
import { fragmentRoute, type FragmentRequest } from '@site/contracts/rendering';
import { createFragmentRenderer } from './fragment-renderer';
import { registerStaticSite } from './static-site';

export interface RemoteServerOptions {
  root: string;
  /** Origins allowed to fetch this remote's manifest and chunks; '*' for any. */
  corsOrigins: string[] | '*';
  /** The API pages load their public data from while rendering. */
  apiOrigin?: string;
  logger?: boolean | { level: string };
}

/**
 * A remote's production server: its static build (precompressed, with CORS so a shell on another
 * origin can load it) and `POST /__fragment`, which renders one of its pages to HTML for the
 * shell's server with the remote's own server build. The standalone page works on a refresh too.
 */
export async function buildRemoteServer(options: RemoteServerOptions) {
  // A page's URL can carry a booking's key: log lines show it redacted.
  const app = Fastify({
    logger: options.logger
      ? {
          ...(options.logger === true ? {} : options.logger),
          serializers: { req: serializeRequest },
        }
      : false,
  });
  await app.register(compress, { encodings: ['br', 'gzip'] });
  await app.register(cors, { origin: options.corsOrigins === '*' ? '*' : options.corsOrigins });

  const fragments = createFragmentRenderer({
    root: options.root,
    apiOrigin: options.apiOrigin ?? `http://127.0.0.1:${apiDefaultPort}`,
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
  app.post<{ Body: FragmentRequest }>(fragmentRoute, async (request, reply) => {
    const { url, settings, assetBase } = request.body ?? {};
    if (
      typeof url !== 'string' ||
      !url.startsWith('/') ||
      typeof settings !== 'object' ||
      typeof assetBase !== 'string' ||
      !/^https?:\/\/[^/]+\/.*\/$/.test(assetBase)
    ) {
      return reply
        .code(400)
        .send({ message: 'Send { url, settings, assetBase } to render a page.' });
    }
    try {
      const fragment = await fragments.render({ url, settings, assetBase });
      if (!fragment) return reply.code(404).send({ message: `No page of this remote at ${url}` });
      return reply.header('Cache-Control', 'no-store').send(fragment);
    } catch (error) {
      request.log.warn(
        { err: error, url: redactUrl(url) },
        'page not rendered; the browser will render it',
      );
      return reply.code(503).send({ message: 'This page could not be rendered on the server.' });
    }
  });

  await registerStaticSite(app, { root: options.root, spaFallback: true });
  return app;
}
