/** The site's settings and content in API integration tests, read and written as the site does. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { OwnerSession } from './owner';

/** The public content version (every page's cache key), as the site's pages read it. */
export async function contentVersion(app: FastifyInstance): Promise<number> {
  return (await app.inject({ method: 'GET', url: '/api/site/content-version' })).json<{
    version: number;
  }>().version;
}

/** Saves the owner's settings at the version the server holds now, as a form just opened would. */
export async function putSettings(
  owner: OwnerSession,
  payload: object,
): Promise<LightMyRequestResponse> {
  const { version } = (await owner.get('/api/admin/site-settings')).json<{ version: number }>();
  return owner.send('PUT', '/api/admin/site-settings', { ...payload, version });
}

/** Settings as the API answers them: with their version, whichever it is. */
export const versioned = (settings: object) => ({ ...settings, version: expect.any(Number) });

/** A visitor's general question through the contact form, sent from the site's `origin`. */
export function sendContact(
  app: FastifyInstance,
  origin: string,
  visitor: { name: string; email: string },
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: { origin },
    payload: {
      inquiryType: 'general',
      name: visitor.name,
      email: visitor.email,
      message: 'Hello there, a question about coaching.',
    },
  });
}
