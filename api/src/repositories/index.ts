import type { Knex } from 'knex';
import { createAdminTestimonialRepository } from './admin-testimonials';
import { createAuditLogRepository } from './audit-log';
import { createBackOfficeRepository } from './back-office';
import { createBlogPostRepository } from './blog-posts';
import { createBookingSessionRepository } from './booking-sessions';
import { createBookingRepository } from './bookings';
import { createBroadcastRepository } from './broadcasts';
import { createContactFormRepository } from './contact-forms';
import { createJobLeaseRepository } from './job-leases';
import { createNewsletterRepository } from './newsletter';
import { createOwnerAccountRepository } from './owner-accounts';
import { createOwnerDataRepository } from './owner-data';
import { createPersonDataRepository } from './person-data';
import { createQuestionnaireRepository } from './questionnaires';
import { createRateLimitCounterRepository } from './rate-limit-counters';
import { createSiteContentRepository } from './site-content';
import { createSiteSettingsRepository } from './site-settings';
import { createStripeEventRepository } from './stripe-events';
import { createTestimonialRepository } from './testimonials';

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
