import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Negotiator } from '@fastify/accept-negotiator';
import pg from 'pg';
import { createReadCache, readEncodings, type ReadEncoding } from '../read-cache';

/**
 * Browsers, proxies and CDNs keep a public answer but ask again each time (`no-cache`); the ETag
 * makes that question a 304 without a body.
 */
export const publicReadCacheControl = 'public, no-cache';

/** What a public read answers: its data, and headers that go with it (paging). */
export interface PublicAnswer {
  data: unknown;
  headers?: Record<string, string>;
}

export interface PublicReads {
  /** The content version this process last saw (undefined before the first read). */
  contentVersion(): number | undefined;
  /** A version read from the database (the content-version route, a poll, a bump). */
  observe(version: number): void;
  /**
   * Answers a public read from memory, made by `load` (the route's data, serialized by the
   * route's response schema) once per key and content version, with its ETag (304 to a match).
   */
  send(
    request: FastifyRequest,
    reply: FastifyReply,
    load: () => Promise<PublicAnswer>,
  ): Promise<FastifyReply>;
}

declare module 'fastify' {
  interface FastifyInstance {
    publicReads: PublicReads;
  }
}

/**
 * The public reads (posts, testimonials) are served from memory per content version: the version
 * is read from the database every CONTENT_VERSION_POLL_MS (and whenever the content-version route
 * is asked, and right after this process commits a change), so a change made through any replica
 * reaches every replica's answers within one poll; PUBLIC_READ_CACHE_MS bounds an answer's age
 * regardless (a post whose publication time arrives becomes public without a change of version).
 */
export default fp(
  async (app) => {
    const { ttlMs, maxBytes, pollMs } = app.config.publicReads;
    const cache = createReadCache({ ttlMs, maxBytes, now: () => app.now().getTime() });
    const encodings = new Negotiator<ReadEncoding>({ supportedValues: [...readEncodings] });
    let version: number | undefined;
    let timer: NodeJS.Timeout | undefined;
    let polling: Promise<unknown> = Promise.resolve();

    const observe = (next: number) => {
      if (version === undefined || next > version) version = next;
    };
    const readVersion = async () => {
      observe((await app.repos.siteContent.read()).version);
    };

    // A change committed by this process is seen at once, not at the next poll.
    const { bump } = app.repos.siteContent;
    app.repos.siteContent.bump = async (trx, now) => {
      const bumped = await bump(trx, now);
      if (trx) {
        trx.executionPromise.then(
          () => observe(bumped.version),
          () => undefined,
        );
      } else observe(bumped.version);
      return bumped;
    };

    app.decorate<PublicReads>('publicReads', {
      contentVersion: () => version,
      observe,
      async send(request, reply, load) {
        if (version === undefined) await readVersion();
        const read = await cache.get(request.url, version, async () => {
          const { data, headers = {} } = await load();
          // The route's response schema writes the answer: nothing it does not declare goes out.
          return { body: String(reply.serialize(data)), headers };
        });
        void reply
          .headers(read.headers)
          .header('Cache-Control', publicReadCacheControl)
          .header('ETag', read.etag)
          .header('Vary', 'Accept-Encoding');
        if (request.headers['if-none-match'] === read.etag) return reply.code(304).send();
        // Compressed once per answer, not per request (a proxy in front leaves it as it is).
        const acceptEncoding = request.headers['accept-encoding'];
        const encoding = acceptEncoding ? encodings.negotiate(acceptEncoding) : null;
        const compressed = encoding ? read.compressed[encoding] : undefined;
        if (encoding && compressed) {
          void reply.header('Content-Encoding', encoding);
          return reply.type('application/json; charset=utf-8').send(compressed);
        }
        return reply.type('application/json; charset=utf-8').send(read.body);
      },
    });

    // On PostgreSQL each replica also listens for the version's changes (migration 017 notifies
    // on every bump), so a change made through another replica is seen in milliseconds, before
    // any shell (which polls) asks for pages of the new version.
    let listener: pg.Client | undefined;
    let closing = false;
    async function listen(): Promise<void> {
      const databaseUrl = app.config.databaseUrl;
      if (databaseUrl === null || closing) return;
      const client = new pg.Client({ connectionString: databaseUrl });
      client.on('notification', (message) => {
        const next = Number(message.payload);
        if (Number.isSafeInteger(next)) observe(next);
      });
      client.on('error', (error) => {
        if (listener !== client) return;
        listener = undefined;
        void client.end().catch(() => undefined);
        if (closing) return;
        app.log.warn({ err: error }, 'content version notifications lost; polling meanwhile');
        setTimeout(() => void listen(), 5_000).unref();
      });
      try {
        await client.connect();
        await client.query('LISTEN site_content_version');
        listener = client;
      } catch (error) {
        void client.end().catch(() => undefined);
        if (closing) return;
        app.log.warn({ err: error }, 'content version notifications off; polling meanwhile');
        setTimeout(() => void listen(), 5_000).unref();
      }
    }

    app.addHook('onReady', async () => {
      await listen();
      if (pollMs <= 0) return;
      timer = setInterval(() => {
        polling = readVersion().catch((error: unknown) => {
          if (app.databaseOutage.report(error)) return;
          app.log.warn({ err: error }, 'content version not read; answers kept until they age out');
        });
      }, pollMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      closing = true;
      clearInterval(timer);
      await listener?.end().catch(() => undefined);
      await polling;
    });
  },
  { name: 'public-reads', dependencies: ['repositories'] },
);
