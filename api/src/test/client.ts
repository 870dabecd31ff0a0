/** A client in API integration tests: signed in to the portal with the code his email carries. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { cookieHeader } from './app';
import { testSiteOrigin } from './owner';

/**
 * Asks a sign-in code for `email` from `ip`, reads it from the outbox (where the email waits) and
 * signs in with it; answers the portal cookie, ready for a Cookie header.
 */
export async function signInClient(
  app: FastifyInstance,
  email: string,
  ip: string,
): Promise<string> {
  const asked = await app.inject({
    method: 'POST',
    url: '/api/portal/sign-in/code',
    remoteAddress: ip,
    payload: { email },
  });
  expect(asked.statusCode).toBe(202);
  const code = await portalCode(app, email);
  if (!code) throw new Error(`no code for ${email}: ${asked.body}`);
  const signedIn = await app.inject({
    method: 'POST',
    url: '/api/portal/sign-in',
    remoteAddress: ip,
    payload: { email, code },
  });
  expect(signedIn.statusCode).toBe(204);
  return cookieHeader(signedIn.headers['set-cookie']);
}

/** The code in the newest sign-in email queued for `email`, or null. */
export async function portalCode(app: FastifyInstance, email: string): Promise<string | null> {
  const row = (await app
    .knex('outbox_messages')
    .where({ to_address: email.toLowerCase(), kind: 'client.portal-code' })
    .orderBy('id', 'desc')
    .first('message')) as { message: unknown } | undefined;
  if (!row) return null;
  return JSON.stringify(row.message).match(/\b(\d{6})\b/)?.[1] ?? null;
}

/** How many emails of `kind` wait in (or have left) the outbox for `email`. */
export async function messagesTo(
  app: FastifyInstance,
  email: string,
  kind: string,
): Promise<number> {
  const row = (await app
    .knex('outbox_messages')
    .where({ to_address: email.toLowerCase(), kind })
    .count('* as n')
    .first()) as { n: string | number } | undefined;
  return Number(row?.n ?? 0);
}

/**
 * A request from the client's portal page: his portal `cookie` and the site's origin (as his
 * browser sends them), the payload when one is given.
 */
export function asClient(
  app: FastifyInstance,
  cookie: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: { cookie, origin: testSiteOrigin },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}
