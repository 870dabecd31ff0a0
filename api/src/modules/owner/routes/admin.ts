/**
 * The owner's session under /api/admin: sign-in, sign-out, two-factor, password, the first set-up
 * (while the site has no owner) and the audit log. `route()` gives every `owner` entry the owner
 * guard and the admin rate limit, and the sign-in entry its own guard.
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  adminAuditLog,
  adminChangePassword,
  adminConfirmTwoFactor,
  adminSession,
  adminSetup,
  adminSetupStatus,
  adminSignIn,
  adminSignOut,
  adminSignOutEverywhere,
  adminStartTwoFactor,
  adminTurnOffTwoFactor,
} from '@site/contracts/endpoints/admin';
import { route } from '../../../platform/endpoints';
import { auditLog } from '../services/audit-log';
import {
  assertSetupOpen,
  changePassword,
  completeSetup,
  confirmTwoFactor,
  disableTwoFactor,
  signIn,
  signOut,
  signOutEverywhere,
  startTwoFactor,
  toOwnerSession,
} from '../services/owner-auth';

const ownerAdmin: FastifyPluginAsync = async (app) => {
  route(app, adminSignIn, {
    handler: async (request, reply) => {
      const outcome = await signIn(app, request, reply, request.body);
      if (outcome.status === 200) return outcome.session;
      if (outcome.status === 429)
        void reply.header('Retry-After', String(outcome.retryAfterSeconds));
      return reply.code(outcome.status).send(outcome.body);
    },
  });

  route(app, adminSession, {
    handler: async (request) => toOwnerSession(app, request.owner!),
  });

  route(app, adminSignOut, {
    handler: async (request, reply) => {
      await signOut(app, request, reply);
      return reply.code(204).send();
    },
  });

  route(app, adminSignOutEverywhere, {
    handler: async (request, reply) => {
      await signOutEverywhere(app, request, reply);
      return reply.code(204).send();
    },
  });

  route(app, adminStartTwoFactor, { handler: async (request) => startTwoFactor(app, request) });

  route(app, adminConfirmTwoFactor, {
    handler: async (request) => ({
      recoveryCodes: await confirmTwoFactor(app, request, request.body.code),
    }),
  });

  route(app, adminTurnOffTwoFactor, {
    handler: async (request, reply) => {
      await disableTwoFactor(app, request, request.body.code);
      return reply.code(204).send();
    },
  });

  route(app, adminChangePassword, {
    handler: async (request, reply) => {
      await changePassword(app, request, request.body);
      return reply.code(204).send();
    },
  });

  route(app, adminSetupStatus, {
    handler: async () => {
      await assertSetupOpen(app);
      return { open: true as const };
    },
  });

  route(app, adminSetup, {
    handler: async (request, reply) =>
      reply.code(201).send(await completeSetup(app, request, reply, request.body)),
  });

  route(app, adminAuditLog, {
    handler: async (request) => auditLog(app, request.query),
  });
};

export default ownerAdmin;
