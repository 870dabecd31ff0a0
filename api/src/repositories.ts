import type { Knex } from 'knex';
import { createAdminTestimonialRepository } from './modules/site/repositories/admin-testimonials';
import { createAuditLogRepository } from './modules/owner/repositories/audit-log';
import { createBackOfficeRepository } from './modules/back-office/repository';
import { createBlogPostRepository } from './modules/posts/repositories/blog-posts';
import { createBookingSessionRepository } from './modules/bookings/repositories/booking-sessions';
import { createBookingRepository } from './modules/bookings/repositories/bookings';
import { createBroadcastRepository } from './modules/newsletter/repositories/broadcasts';
import { createContactFormRepository } from './modules/contact/repositories/contact-forms';
import { createJobLeaseRepository } from './platform/job-leases';
import { createNewsletterRepository } from './modules/newsletter/repositories/newsletter';
import { createOwnerAccountRepository } from './modules/owner/repositories/owner-accounts';
import { createOwnerDataRepository } from './modules/owner/repositories/owner-data';
import { createPersonDataRepository } from './modules/people/repositories/person-data';
import { createQuestionnaireRepository } from './modules/bookings/repositories/questionnaires';
import { createRateLimitCounterRepository } from './platform/rate-limit-counters';
import { createSiteContentRepository } from './modules/site/repositories/site-content';
import { createSiteSettingsRepository } from './modules/site/repositories/site-settings';
import { createStripeEventRepository } from './modules/payments/repositories/stripe-events';
import { createTestimonialRepository } from './modules/site/repositories/testimonials';

/** Every repository over one Knex instance; the only code that writes SQL. */
/** `now`: the clock public visibility (a post's time has come) is judged by; default the database's. */
export function createRepositories(db: Knex, options: { now?: () => Date } = {}) {
  return {
    adminTestimonials: createAdminTestimonialRepository(db),
    auditLog: createAuditLogRepository(db),
    backOffice: createBackOfficeRepository(db),
    blogPosts: createBlogPostRepository(db, options),
    bookings: createBookingRepository(db),
    bookingSessions: createBookingSessionRepository(db),
    broadcasts: createBroadcastRepository(db),
    contactForms: createContactFormRepository(db),
    jobLeases: createJobLeaseRepository(db),
    newsletter: createNewsletterRepository(db),
    ownerAccounts: createOwnerAccountRepository(db),
    ownerData: createOwnerDataRepository(db),
    personData: createPersonDataRepository(db),
    questionnaires: createQuestionnaireRepository(db),
    rateLimitCounters: createRateLimitCounterRepository(db),
    siteContent: createSiteContentRepository(db),
    siteSettings: createSiteSettingsRepository(db),
    stripeEvents: createStripeEventRepository(db),
    testimonials: createTestimonialRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
