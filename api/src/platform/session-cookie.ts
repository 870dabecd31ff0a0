import type { FastifyInstance } from 'fastify';

/**
 * How a server-side session's cookie is set and cleared, for the owner's and a client's alike:
 * HttpOnly, SameSite=Strict, the whole site, and Secure where the site runs on https (the
 * `__Host-` name then needs it).
 */
export function sessionCookieOptions(app: FastifyInstance) {
  return {
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: app.config.owner.secureCookie,
    path: '/',
  };
}
