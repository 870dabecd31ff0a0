/**
 * Builds the Fastify app without listening (server.ts listens; tests call app.inject).
 * Plugins load in a fixed order: external plugins, then the app's own (database, repositories,
 * services), then the routes under /api.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './platform/config';
import { answerClientError } from '@site/contracts/http-errors';
import { siteLoggerOptions } from '@site/contracts/log-redaction';
import cookie from './platform/plugins/cookie';
import cors from './platform/plugins/cors';
import helmet from './platform/plugins/helmet';
import media from './platform/plugins/media';
import rateLimit from './platform/plugins/rate-limit';
import {
  allBookingsAsJson,
  allQuestionnairesAsJson,
  availability,
  bookingClients,
  bookingTitlesByIds,
  bookingRules,
  calendarAvailability,
  consultationBookings,
  consultationQuestionnaire,
  ownerBookings,
} from './modules/bookings';
import cacheControl from './platform/plugins/cache-control';
import calendar from './platform/plugins/calendar';
import backgroundJobs from './plugins/background-jobs';
import db from './platform/plugins/db';
import errorHandler, { frameworkErrors } from './platform/plugins/error-handler';
import mailer from './platform/plugins/mailer';
import {
  allSubscribersAsJson,
  broadcastSubjectsByIds,
  newsletterSender,
  adminBroadcasts,
  adminSubscribers,
  newsletter,
  newsletterBroadcastPage,
  newsletterUnsubscribe,
} from './modules/newsletter';
import { auditBookings, ownerAdmin, ownerExport, ownerGuard } from './modules/owner';
import publicReads from './platform/plugins/public-reads';
import repositories from './plugins/repositories';
import stripe from './platform/plugins/stripe';
import { today } from './modules/today';
import { adminSearch } from './modules/search';
import { adminPerson, clientRequests } from './modules/people';
import { adminPosts, allPostsAsJson, blog, postTitlesByIds } from './modules/posts';
import { adminSite, siteContent, testimonials } from './modules/site';
import { adminCalendar, blocksOverlapping, calendarFeed } from './modules/calendar';
import { adminSchedules, coachZone, openSlots } from './modules/schedules';
import {
  adminMessages,
  allContactMessagesAsJson,
  contact,
  messageSendersByIds,
} from './modules/contact';
import { health } from './modules/health';
import { payments, stripeWebhook } from './modules/payments';
import { reference } from './modules/reference';
import { adminCheckIns, portalPromises } from './modules/promises';
import {
  adminClients,
  clientActions,
  clientIdOfBooker,
  clientNamesByIds,
  clientMaterials,
  makeClientOfBooker,
  currentClient,
  packageGiftReason,
  portal,
} from './modules/clients';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The clock every time rule reads (tests inject their own). */
    now(): Date;
  }
}

export interface BuildOptions {
  now?: () => Date;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      // Keys and tokens in URLs, email addresses anywhere, cookies, authorization and the
      // values a database error quotes never reach a log line (the site's one redaction).
      ...siteLoggerOptions(config.logLevel),
      ...(options.logStream === undefined ? {} : { stream: options.logStream }),
    },
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    // Shut down promptly: idle keep-alive sockets must not hold close() open.
    forceCloseConnections: 'idle',
    // Malformed URL encoding and over-long path segments answer { message } like everything else.
    frameworkErrors,
    // Refused before routing (headers too large or too slow, bytes that are not HTTP): the same
    // { message } JSON, never Node's raw answer.
    clientErrorHandler: answerClientError(false),
  });
  app.decorate('config', config);
  app.decorate('now', options.now ?? (() => new Date()));

  await app.register(errorHandler);
  await app.register(cacheControl);
  await app.register(helmet);
  await app.register(cors);
  await app.register(cookie);
  await app.register(rateLimit);
  await app.register(media);

  await app.register(db);
  await app.register(repositories);
  await app.register(coachZone);
  await app.register(publicReads);
  await app.register(stripe);
  await app.register(calendar);
  await app.register(availability, {
    blocksOverlapping: (start, end) => blocksOverlapping(app, start, end),
  });
  await app.register(ownerExport, {
    readers: {
      posts: allPostsAsJson,
      bookings: allBookingsAsJson,
      answers: allQuestionnairesAsJson,
      messages: allContactMessagesAsJson,
      subscribers: allSubscribersAsJson,
    },
  });
  // Each module reads the other's through the app: the bookings import the owner's audit, and
  // the clients read the bookings.
  await app.register(auditBookings, {
    bookingTitles: (ids) => bookingTitlesByIds(app, ids),
    titles: {
      client: (ids) => clientNamesByIds(app, ids),
      post: (ids) => postTitlesByIds(app, ids),
      broadcast: (ids) => broadcastSubjectsByIds(app, ids),
      message: (ids) => messageSendersByIds(app, ids),
    },
  });
  await app.register(bookingClients, {
    clientIdOfBooker: (email) => clientIdOfBooker(app, email),
    makeClientOfBooker: (email, trx) => makeClientOfBooker(app, email, trx),
    portalClientEmail: async (request) => (await currentClient(app, request))?.email ?? null,
    packageGiftReason: (bookingId) => packageGiftReason(app, bookingId),
  });
  await app.register(mailer);
  await app.register(backgroundJobs);
  await app.register(newsletterSender);
  await app.register(ownerGuard);

  for (const routes of [
    health,
    siteContent,
    testimonials,
    newsletter,
    newsletterUnsubscribe,
    newsletterBroadcastPage,
    blog,
    contact,
    payments,
    stripeWebhook,
    consultationBookings,
    bookingRules,
    calendarAvailability,
    openSlots,
    consultationQuestionnaire,
    portal,
    portalPromises,
    reference,
    ownerAdmin,
    today,
    ownerBookings,
    adminMessages,
    adminSubscribers,
    adminPerson,
    adminClients,
    adminCheckIns,
    clientMaterials,
    clientActions,
    clientRequests,
    adminPosts,
    adminSite,
    adminSchedules,
    adminBroadcasts,
    adminCalendar,
    calendarFeed,
    adminSearch,
  ]) {
    await app.register(routes);
  }
  return app;
}
