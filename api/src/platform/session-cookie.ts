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
 * request carries (43 url-safe characters, else none), and setting and clearing it. `hint`: the
 * name of a second cookie set and cleared with it, readable by the page's script and holding
 * only "1", so a page can tell it is signed out without a request (the session alone opens
 * anything).
 */
export function sessionCookie(names: SessionCookieNames, hint?: string) {
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
      if (hint)
        reply.setCookie(hint, '1', {
          ...sessionCookieOptions(app),
          httpOnly: false,
          expires: expiresAt,
        });
    },
    clear(reply: FastifyReply): void {
      const app = reply.server;
      reply.clearCookie(name(app), sessionCookieOptions(app));
      if (hint) reply.clearCookie(hint, { ...sessionCookieOptions(app), httpOnly: false });
    },
  };
}
