/** A client in API integration tests: signed in to the portal with the code his e-mail carries. */
import type { FastifyInstance } from 'fastify';
import { cookieHeader } from './app';

/**
 * Asks a sign-in code for `email` from `ip`, reads it from the outbox (where the e-mail waits) and
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
  const row = (await app
    .knex('outbox_messages')
    .where({ to_address: email.toLowerCase(), kind: 'client.portal-code' })
    .orderBy('id', 'desc')
    .first('message')) as { message: unknown } | undefined;
  if (!row) throw new Error(`no code for ${email}: ${asked.body}`);
  const code = JSON.stringify(row.message).match(/\b(\d{6})\b/)?.[1];
  const signedIn = await app.inject({
    method: 'POST',
    url: '/api/portal/sign-in',
    remoteAddress: ip,
    payload: { email, code },
  });
  expect(signedIn.statusCode).toBe(204);
  return cookieHeader(signedIn.headers['set-cookie']);
}
