/**
 * The browsers' origins the API accepts (CORS with credentials, the back office's Origin check on
 * writes) are exactly SITE_ORIGIN and SITE_ALIASES, whatever ports the site runs on: never the
 * registry's default ports of the site's servers.
 */
import type { FastifyInstance } from 'fastify';
import { adminPaths, signInMessages } from '@site/contracts/admin';
import { health } from '@site/contracts/endpoints/site';
import { apiDefaultPort, remotes, shellDefaultPort } from '@site/contracts/registry';
import { localSiteOrigins } from '@site/contracts/site-origins';
import { bothDatabases, buildTestApp } from '../test/app';

/** Every origin a site on the registry's default ports is served from. */
const defaultPortOrigins = [shellDefaultPort, ...remotes.map((remote) => remote.defaultPort)]
  .filter((port) => port !== apiDefaultPort)
  .flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);

async function corsAllows(app: FastifyInstance, origin: string): Promise<boolean> {
  const preflight = await app.inject({
    method: 'OPTIONS',
    url: adminPaths.session,
    headers: { origin, 'access-control-request-method': 'POST' },
  });
  const read = await app.inject({ method: 'GET', url: health.path, headers: { origin } });
  const allowed = (response: typeof read) =>
    response.headers['access-control-allow-origin'] === origin &&
    response.headers['access-control-allow-credentials'] === 'true';
  expect(allowed(preflight)).toBe(allowed(read));
  return allowed(read);
}

/** A sign-in posted from `origin` (a wrong password): refused for its origin, or judged. */
async function signInFrom(app: FastifyInstance, origin: string) {
  const response = await app.inject({
    method: 'POST',
    url: adminPaths.session,
    headers: { origin },
    payload: { username: `nobody-${process.pid}`, password: 'not the password at all' },
  });
  return { status: response.statusCode, message: (response.json() as { message: string }).message };
}

describe.each(bothDatabases('origins'))('on %s', (_db, database) => {
  describe('a site started on other ports (npm start with PORT=3300)', () => {
    let app: FastifyInstance;
    const { siteOrigin, siteAliases } = localSiteOrigins(3300);
    beforeAll(async () => {
      // The API's environment as `npm start` gives it (scripts/start.mjs).
      app = await buildTestApp({
        ...database,
        SITE_ORIGIN: siteOrigin,
        SITE_ALIASES: siteAliases.join(','),
      });
    }, 60_000);
    afterAll(async () => {
      await app.close();
    });

    it('accepts its own origin and its alias, with the owner’s cookie', async () => {
      for (const origin of [siteOrigin, ...siteAliases]) {
        expect(await corsAllows(app, origin)).toBe(true);
        const signIn = await signInFrom(app, origin);
        expect(signIn.message).not.toBe(signInMessages.crossOrigin);
        expect(signIn.status).toBe(401);
      }
    });

    it.each(defaultPortOrigins)('refuses a page served at %s', async (origin) => {
      expect(await corsAllows(app, origin)).toBe(false);
      expect(await signInFrom(app, origin)).toEqual({
        status: 403,
        message: signInMessages.crossOrigin,
      });
    });
  });

  describe('a site on its own domain', () => {
    it('accepts SITE_ORIGIN and every SITE_ALIASES origin, and nothing else', async () => {
      const app = await buildTestApp({
        ...database,
        SITE_ORIGIN: 'https://coach.example',
        SITE_ALIASES: 'https://www.coach.example, http://127.0.0.1:8080/',
      });
      try {
        for (const origin of [
          'https://coach.example',
          'https://www.coach.example',
          'http://127.0.0.1:8080',
        ]) {
          expect(await corsAllows(app, origin)).toBe(true);
          expect((await signInFrom(app, origin)).status).toBe(401);
        }
        for (const origin of [
          'http://localhost:3000',
          'http://coach.example',
          'https://evil.example',
          'https://coach.example.evil.example',
        ]) {
          expect(await corsAllows(app, origin)).toBe(false);
          expect((await signInFrom(app, origin)).status).toBe(403);
        }
      } finally {
        await app.close();
      }
    }, 60_000);
  });
});
