import type { Knex } from 'knex';
import {
  createAdminTestimonialRepository,
  createSiteContentRepository,
  createSiteSettingsRepository,
  createTestimonialRepository,
} from './modules/site';
import { createAuditLogRepository, createOwnerAccountRepository } from './modules/owner';
import { createOutboxViewRepository } from './platform/outbox/view';
import { createBlogPostRepository } from './modules/posts';
import {
  createBookingSessionRepository,
  createBookingRepository,
  createQuestionnaireRepository,
} from './modules/bookings';
import { createBroadcastRepository, createNewsletterRepository } from './modules/newsletter';
import {
  createCalendarBlockRepository,
  createCalendarFeedTokenRepository,
} from './modules/calendar';
import { createContactFormRepository } from './modules/contact';
import { createJobLeaseRepository } from './platform/job-leases';
import { createPersonDataRepository } from './modules/people';
import { createRateLimitCounterRepository } from './platform/rate-limit-counters';
import { createStripeEventRepository } from './modules/payments';
import { createScheduleRepository } from './modules/schedules';
import { createPromiseRepository } from './modules/promises';
import {
  createClientAccountRepository,
  createClientActionRepository,
  createClientMaterialRepository,
  createClientRecordRepository,
} from './modules/clients';

/** Every repository over one Knex instance; the only code that writes SQL. */
/** `now`: the clock public visibility (a post's time has come) is judged by; default the database's. */
export function createRepositories(db: Knex, options: { now?: () => Date } = {}) {
  return {
    adminTestimonials: createAdminTestimonialRepository(db),
    auditLog: createAuditLogRepository(db),
    blogPosts: createBlogPostRepository(db, options),
    bookings: createBookingRepository(db),
    bookingSessions: createBookingSessionRepository(db),
    broadcasts: createBroadcastRepository(db),
    calendarBlocks: createCalendarBlockRepository(db),
    calendarFeedTokens: createCalendarFeedTokenRepository(db),
    clientAccounts: createClientAccountRepository(db),
    clientMaterials: createClientMaterialRepository(db),
    clientActions: createClientActionRepository(db),
    clientRecord: createClientRecordRepository(db),
    contactForms: createContactFormRepository(db),
    jobLeases: createJobLeaseRepository(db),
    newsletter: createNewsletterRepository(db),
    outboxView: createOutboxViewRepository(db),
    ownerAccounts: createOwnerAccountRepository(db),
    personData: createPersonDataRepository(db),
    promises: createPromiseRepository(db),
    questionnaires: createQuestionnaireRepository(db),
    rateLimitCounters: createRateLimitCounterRepository(db),
    schedules: createScheduleRepository(db),
    siteContent: createSiteContentRepository(db),
    siteSettings: createSiteSettingsRepository(db),
    stripeEvents: createStripeEventRepository(db),
    testimonials: createTestimonialRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
