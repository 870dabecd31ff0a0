/**
 * Builds the Fastify app without listening (server.ts listens; tests call app.inject).
 * Plugins load in a fixed order: external plugins, then the app's own (database, repositories,
 * services), then the routes under /api.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { answerClientError } from '@site/contracts/http-errors';
import { siteLoggerOptions } from '@site/contracts/log-redaction';
import cookie from './plugins/external/cookie';
import cors from './plugins/external/cors';
import helmet from './plugins/external/helmet';
import media from './plugins/external/media';
import rateLimit from './plugins/external/rate-limit';
import availability from './plugins/app/availability';
import cacheControl from './plugins/app/cache-control';
import calendar from './plugins/app/calendar';
import backgroundJobs from './plugins/app/background-jobs';
import db from './plugins/app/db';
import errorHandler, { frameworkErrors } from './plugins/app/error-handler';
import mailer from './plugins/app/mailer';
import newsletterSender from './plugins/app/newsletter-sender';
import ownerGuard from './plugins/app/owner-guard';
import publicReads from './plugins/app/public-reads';
import repositories from './plugins/app/repositories';
import stripe from './plugins/app/stripe';
import admin from './routes/admin';
import adminBookings from './routes/admin-bookings';
import adminPosts from './routes/admin-posts';
import adminSite from './routes/admin-site';
import adminBroadcasts from './routes/admin-broadcasts';
import blog from './routes/blog';
import bookingRules from './routes/booking-rules';
import calendarAvailability from './routes/calendar-availability';
import consultationBookings from './routes/consultation-bookings';
import consultationQuestionnaire from './routes/consultation-questionnaire';
import contact from './routes/contact';
import health from './routes/health';
import newsletter from './routes/newsletter';
import newsletterBroadcastPage from './routes/newsletter-broadcast-page';
import newsletterUnsubscribe from './routes/newsletter-unsubscribe';
import payments from './routes/payments';
import reference from './routes/reference';
import siteContent from './routes/site-content';
import stripeWebhook from './routes/stripe-webhook';
import testimonials from './routes/testimonials';

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
      // Keys and tokens in URLs, e-mail addresses anywhere, cookies, authorization and the
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
  await app.register(publicReads);
  await app.register(stripe);
  await app.register(calendar);
  await app.register(availability);
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
    consultationQuestionnaire,
    reference,
    admin,
    adminBookings,
    adminPosts,
    adminSite,
    adminBroadcasts,
  ]) {
    await app.register(routes);
  }
  return app;
}
