/**
 * The one guard of every `/api/admin/*` route. `app.adminGuard.owner` (every route but sign-in):
 * `Cache-Control: no-store`, a state-changing request (POST, PUT, PATCH, DELETE) only from the
 * site's own origin (403 otherwise), then the owner's live session (401 `{message}` without it),
 * put on `request.owner`. `app.adminGuard.signIn` (POST /api/admin/session, and the first set-up
 * `/api/admin/setup`, which has its own one-time token): the same without the session. Every admin route also carries the admin rate limit.
 *
 * The app refuses to boot when a route under /api/admin is registered without the owner guard
 * (sign-in: its own guard) or without a rate limit.
 */
import type { FastifyReply, FastifyRequest, preParsingAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { adminApiBase, adminPaths, signInMessages } from '@site/contracts/admin';
import { HttpError } from '../../platform/errors';
import type { OwnerSessionRecord } from './repositories/owner-accounts';
import { currentSession } from './services/owner-auth';

interface AdminRouteOptions {
  preParsing: preParsingAsyncHookHandler[];
  config: { rateLimit: { max: number; timeWindow: number } };
}

declare module 'fastify' {
  interface FastifyInstance {
    adminGuard: {
      owner: preParsingAsyncHookHandler;
      signIn: preParsingAsyncHookHandler;
      /**
       * Fresh route options for one admin route: the owner guard and the admin rate limit (a new
       * object each time: plugins add their own hooks to a route's arrays).
       */
      route(): AdminRouteOptions;
      /** The same for the sign-in route: its own guard (no session yet) and the rate limit. */
      signInRoute(): AdminRouteOptions;
    };
  }
  interface FastifyRequest {
    /** The signed-in owner's session (set by the owner guard). */
    owner: OwnerSessionRecord | null;
  }
}

export const adminPrefix = adminApiBase;
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export default fp(
  async (app) => {
    const allowedOrigins = new Set(app.config.siteOrigins);
    app.decorateRequest('owner', null);

    function sameOrigin(request: FastifyRequest, reply: FastifyReply): void {
      void reply.header('Cache-Control', 'no-store');
      if (safeMethods.has(request.method)) return;
      const origin = request.headers.origin;
      if (typeof origin !== 'string' || !allowedOrigins.has(origin)) {
        throw new HttpError(403, signInMessages.crossOrigin);
      }
    }

    // preParsing: after the rate limit (onRequest), before the body is read.
    const signIn: preParsingAsyncHookHandler = async function signInGuard(request, reply, payload) {
      sameOrigin(request, reply);
      return payload;
    };
    const owner: preParsingAsyncHookHandler = async function ownerGuard(request, reply, payload) {
      sameOrigin(request, reply);
      const session = await currentSession(app, request);
      if (session === null) throw new HttpError(401, signInMessages.signedOut);
      request.owner = session;
      return payload;
    };
    app.decorate('adminGuard', {
      owner,
      signIn,
      route: () => ({ preParsing: [owner], config: { rateLimit: app.config.owner.rateLimit } }),
      signInRoute: () => ({
        preParsing: [signIn],
        config: { rateLimit: app.config.owner.rateLimit },
      }),
    });

    app.addHook('onRoute', (route) => {
      if (route.url !== adminPrefix && !route.url.startsWith(`${adminPrefix}/`)) return;
      const hooks = [route.preParsing ?? []].flat();
      const methods = [route.method].flat();
      const isSignIn =
        (route.url === adminPaths.session && methods.every((m) => m === 'POST')) ||
        route.url === adminPaths.setup;
      const guarded = hooks.includes(owner) || (isSignIn && hooks.includes(signIn));
      if (!guarded) {
        throw new Error(
          `${methods.join(',')} ${route.url} is an admin route without the owner guard`,
        );
      }
      const config = route.config as { rateLimit?: unknown } | undefined;
      if (config?.rateLimit === undefined) {
        throw new Error(`${methods.join(',')} ${route.url} is an admin route without a rate limit`);
      }
    });
  },
  { name: 'owner-guard', dependencies: ['repositories'] },
);
