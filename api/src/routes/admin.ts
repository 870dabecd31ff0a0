/**
 * The owner's back office under /api/admin. Every route carries `app.adminGuard.route` (the
 * owner's session, same-origin writes, no-store, the admin rate limit); sign-in carries its own
 * guard. The app refuses to boot otherwise (plugins/app/owner-guard.ts). Routes parse and answer;
 * the rules are in services/owner-auth.ts and services/back-office.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  adminPaths,
  createAdminBookingSchema,
  signInSchema,
  twoFactorCodeSchema,
  updateMessageSchema,
} from '@site/contracts/admin';
import * as backOffice from '../services/back-office';
import { toCsv } from '../services/csv';
import {
  auditOwner,
  confirmTwoFactor,
  disableTwoFactor,
  signIn,
  signOut,
  signOutEverywhere,
  startTwoFactor,
  toOwnerSession,
} from '../services/owner-auth';
import { validateInput } from '../validation';

/** Registered under the /api prefix: the contract's paths without it. */
const local = (path: string) => path.replace(/^\/api/, '');

type WithId = { Params: { id: string } };

const admin: FastifyPluginAsync = async (app) => {
  // --- session ---

  app.post(
    local(adminPaths.session),
    { preParsing: [app.adminGuard.signIn], config: { rateLimit: app.config.owner.rateLimit } },
    async (request, reply) => {
      const input = await validateInput(signInSchema, request.body);
      const outcome = await signIn(app, request, reply, input);
      if (outcome.status === 200) return outcome.session;
      if (outcome.status === 429)
        void reply.header('Retry-After', String(outcome.retryAfterSeconds));
      return reply.code(outcome.status).send(outcome.body);
    },
  );

  app.get(local(adminPaths.session), app.adminGuard.route(), async (request) =>
    toOwnerSession(app, request.owner!),
  );

  app.delete(local(adminPaths.session), app.adminGuard.route(), async (request, reply) => {
    await signOut(app, request, reply);
    return reply.code(204).send();
  });

  app.delete(local(adminPaths.sessions), app.adminGuard.route(), async (request, reply) => {
    await signOutEverywhere(app, request, reply);
    return reply.code(204).send();
  });

  app.post(local(adminPaths.twoFactor), app.adminGuard.route(), async (request) =>
    startTwoFactor(app, request),
  );

  app.post(local(adminPaths.twoFactorConfirm), app.adminGuard.route(), async (request) => {
    const { code } = await validateInput(twoFactorCodeSchema, request.body);
    return { recoveryCodes: await confirmTwoFactor(app, request, code) };
  });

  app.delete(local(adminPaths.twoFactor), app.adminGuard.route(), async (request, reply) => {
    const { code } = await validateInput(twoFactorCodeSchema, request.body);
    await disableTwoFactor(app, request, code);
    return reply.code(204).send();
  });

  // --- screens ---

  app.get(local(adminPaths.today), app.adminGuard.route(), async () => backOffice.today(app));

  app.get(local(adminPaths.bookings), app.adminGuard.route(), async (request) =>
    backOffice.listBookings(app, request.query),
  );

  app.post(local(adminPaths.bookings), app.adminGuard.route(), async (request, reply) => {
    const input = await validateInput(createAdminBookingSchema, request.body);
    return reply.code(201).send(await backOffice.createOfflineBooking(app, request, input));
  });

  app.get<WithId>(local(adminPaths.booking(':id')), app.adminGuard.route(), async (request) =>
    backOffice.bookingDetail(app, backOffice.parseId(request.params.id)),
  );

  app.post<{ Params: { id: string; emailId: string } }>(
    local(adminPaths.bookingEmailResend(':id', ':emailId')),
    app.adminGuard.route(),
    async (request, reply) => {
      const email = await backOffice.resendBookingEmail(
        app,
        request,
        backOffice.parseId(request.params.id),
        backOffice.parseId(request.params.emailId),
      );
      return reply.code(201).send(email);
    },
  );

  app.get(local(adminPaths.messages), app.adminGuard.route(), async (request) =>
    backOffice.listMessages(app, request.query),
  );

  app.patch<WithId>(local(adminPaths.message(':id')), app.adminGuard.route(), async (request) => {
    const id = backOffice.parseId(request.params.id);
    const input = await validateInput(updateMessageSchema, request.body);
    return backOffice.updateMessage(app, request, id, input);
  });

  app.get(local(adminPaths.subscribers), app.adminGuard.route(), async (request) =>
    backOffice.listSubscribers(app, request.query),
  );

  app.get(local(adminPaths.subscribersCsv), app.adminGuard.route(), async (request, reply) => {
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
  });

  app.delete<WithId>(
    local(adminPaths.subscriber(':id')),
    app.adminGuard.route(),
    async (request, reply) => {
      await backOffice.removeSubscriber(app, request, backOffice.parseId(request.params.id));
      return reply.code(204).send();
    },
  );

  app.get(local(adminPaths.person), app.adminGuard.route(), async (request) =>
    backOffice.personData(app, request, backOffice.parseEmailQuery(request.query)),
  );

  app.delete(local(adminPaths.person), app.adminGuard.route(), async (request) =>
    backOffice.erasePerson(app, request, backOffice.parseEmailQuery(request.query)),
  );

  app.get(local(adminPaths.auditLog), app.adminGuard.route(), async (request) =>
    backOffice.auditLog(app, request.query),
  );
};

export default admin;
