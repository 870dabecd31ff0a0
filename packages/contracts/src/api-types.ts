/**
 * Request and response shapes of every /api call, camelCase as on the wire, gathered for the
 * front ends. Each is derived from its one declaration: requests from their yup schemas
 * (`schemas/`, the endpoint table), answers from their JSON Schemas beside which they are
 * declared (`endpoints/responses`), so a field changes in one place only.
 */
import type { BodyOf } from './endpoints/define';
import type { unsubscribe } from './endpoints/newsletter';
import type { CalendarAvailability } from './endpoints/responses';

export type {
  ApiError,
  BlogPost,
  BlogPostDetail,
  BlogPostPage,
  BlogPostSummary,
  BookingQuestionnaireStatus,
  BookingRules,
  BookingSession,
  CalendarAvailability,
  ConsultationBooking,
  ContactResponse,
  CreatePaymentIntentResponse,
  HealthResponse,
  NewsletterResponse,
  NewsletterUnsubscribeResponse,
  PaymentReconciliation,
  PaymentsStatus,
  QuestionnaireResponse,
  QuestionnaireStatus,
  ScheduledSlot,
  StripeWebhookResponse,
  Testimonial,
} from './endpoints/responses';
export type { NewsletterRequest } from './schemas/newsletter';
export type { ContactRequest } from './schemas/contact';
export type { CreatePaymentIntentRequest } from './schemas/create-payment-intent';
export type { ScheduleRequest } from './schemas/schedule';
export type { QuestionnaireRequest } from './schemas/questionnaire';

export type { BookingStatus, SessionStatus } from './sessions';

/**
 * POST /api/newsletter/unsubscribe as the site's page sends it: the token, always (a mail client's
 * one-click form body is the endpoint's other shape). 404 for a token no subscription holds.
 */
export type NewsletterUnsubscribeRequest = Required<Pick<BodyOf<typeof unsubscribe>, 'token'>>;

export type CalendarEvent = CalendarAvailability['events'][number];
