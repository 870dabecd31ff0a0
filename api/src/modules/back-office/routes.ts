/**
 * The owner's back office under /api/admin, registered from the endpoint table
 * (`@site/contracts/endpoints/admin`). `route()` gives every `owner` entry the owner guard (the
 * owner's session, same-origin writes, no-store) and the admin rate limit, and the sign-in entry
 * its own guard; the app refuses to boot otherwise (plugins/app/owner-guard.ts). Routes answer;
 * the rules are in services/owner-auth.ts and services/back-office.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  adminAuditLog,
  adminBooking,
  adminBookings,
  adminChangePassword,
  adminConfirmTwoFactor,
  adminCreateBooking,
  adminErasePerson,
  adminMessages,
  adminPerson,
  adminRemoveSubscriber,
  adminResendBookingEmail,
  adminSession,
  adminSetup,
  adminSetupStatus,
  adminSignIn,
  adminSignOut,
  adminSignOutEverywhere,
  adminStartTwoFactor,
  adminSubscribers,
  adminSubscribersCsv,
  adminToday,
  adminTurnOffTwoFactor,
  adminUpdateMessage,
} from '@site/contracts/endpoints/admin';
import { route } from '../../platform/endpoints';
import * as backOffice from './service';
import { toCsv } from '../../platform/csv';
import { erasePerson, personData } from '../people';
import {
  assertSetupOpen,
  auditOwner,
  changePassword,
  completeSetup,
  confirmTwoFactor,
  disableTwoFactor,
  signIn,
  signOut,
  signOutEverywhere,
  startTwoFactor,
  toOwnerSession,
} from '../owner';

const admin: FastifyPluginAsync = async (app) => {
  // --- session ---

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

  // --- the first set-up (while the site has no owner) ---

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

  // --- screens ---

  route(app, adminToday, { handler: async () => backOffice.today(app) });

  route(app, adminBookings, {
    handler: async (request) => backOffice.listBookings(app, request.query),
  });

  route(app, adminCreateBooking, {
    handler: async (request, reply) =>
      reply.code(201).send(await backOffice.createOfflineBooking(app, request, request.body)),
  });

  route(app, adminBooking, {
    handler: async (request) => backOffice.bookingDetail(app, request.params.id),
  });

  route(app, adminResendBookingEmail, {
    handler: async (request, reply) => {
      const { id, emailId } = request.params;
      const email = await backOffice.resendBookingEmail(app, request, id, emailId);
      return reply.code(201).send(email);
    },
  });

  route(app, adminMessages, {
    handler: async (request) => backOffice.listMessages(app, request.query),
  });

  route(app, adminUpdateMessage, {
    handler: async (request) =>
      backOffice.updateMessage(app, request, request.params.id, request.body),
  });

  route(app, adminSubscribers, {
    handler: async (request) => backOffice.listSubscribers(app, request.query),
  });

  route(app, adminSubscribersCsv, {
    handler: async (request, reply) => {
      const subscribers = await app.repos.backOffice.allSubscribers();
      await auditOwner(app, request, 'subscribers.export', `${subscribers.length} subscribers`);
      const day = new Date(app.now()).toISOString().slice(0, 10);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="subscribers-${day}.csv"`)
        .send(
          toCsv(
            ['email', 'status', 'subscribed_at', 'unsubscribed_at'],
            subscribers.map((one) => [
              one.email,
              one.isActive ? 'active' : 'unsubscribed',
              one.createdAt,
              one.unsubscribedAt,
            ]),
          ),
        );
    },
  });

  route(app, adminRemoveSubscriber, {
    handler: async (request, reply) => {
      await backOffice.removeSubscriber(app, request, request.params.id);
      return reply.code(204).send();
    },
  });

  route(app, adminPerson, {
    handler: async (request) => personData(app, request, request.query.email),
  });

  route(app, adminErasePerson, {
    handler: async (request) => erasePerson(app, request, request.query.email),
  });

  route(app, adminAuditLog, {
    handler: async (request) => backOffice.auditLog(app, request.query),
  });
};

export default admin;
