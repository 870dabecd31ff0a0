import type { Knex } from 'knex';
import { createAuditLogRepository } from './audit-log';
import { createBackOfficeRepository } from './back-office';
import { createBlogPostRepository } from './blog-posts';
import { createBookingRepository } from './bookings';
import { createBroadcastRepository } from './broadcasts';
import { createContactFormRepository } from './contact-forms';
import { createNewsletterRepository } from './newsletter';
import { createOwnerAccountRepository } from './owner-accounts';
import { createQuestionnaireRepository } from './questionnaires';
import { createSiteContentRepository } from './site-content';
import { createStripeEventRepository } from './stripe-events';
import { createTestimonialRepository } from './testimonials';

/** Every repository over one Knex instance; the only code that writes SQL. */
export function createRepositories(db: Knex) {
  return {
    auditLog: createAuditLogRepository(db),
    backOffice: createBackOfficeRepository(db),
    blogPosts: createBlogPostRepository(db),
    bookings: createBookingRepository(db),
    broadcasts: createBroadcastRepository(db),
    contactForms: createContactFormRepository(db),
    newsletter: createNewsletterRepository(db),
    ownerAccounts: createOwnerAccountRepository(db),
    questionnaires: createQuestionnaireRepository(db),
    siteContent: createSiteContentRepository(db),
    stripeEvents: createStripeEventRepository(db),
    testimonials: createTestimonialRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
