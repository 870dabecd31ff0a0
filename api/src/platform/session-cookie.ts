import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

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

/** A session cookie's two names: `__Host-…` on https, the plain one otherwise. */
export interface SessionCookieNames {
  secure: string;
  plain: string;
}

/**
 * One kind of session's cookie (the owner's, a client's): its name on this site, the token a
 * request carries (43 url-safe characters, else none), and setting and clearing it.
 */
export function sessionCookie(names: SessionCookieNames) {
  const name = (app: FastifyInstance) =>
    app.config.owner.secureCookie ? names.secure : names.plain;
  return {
    name,
    token(request: FastifyRequest): string | null {
      const token = request.cookies[name(request.server)];
      return typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
    },
    set(reply: FastifyReply, token: string, expiresAt: Date): void {
      const app = reply.server;
      reply.setCookie(name(app), token, { ...sessionCookieOptions(app), expires: expiresAt });
    },
    clear(reply: FastifyReply): void {
      const app = reply.server;
      reply.clearCookie(name(app), sessionCookieOptions(app));
    },
  };
}
