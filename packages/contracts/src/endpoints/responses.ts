/**
 * JSON Schemas of the API's answers. The API's serializer writes only what a schema declares, so
 * a field added to a row never leaks by accident; the OpenAPI document shows the same schemas.
 * Each schema is the one declaration of its shape: its TypeScript type is derived from it
 * (`FromSchema`) right beside it, so a field is added, renamed or made nullable here and nowhere
 * else (`api-types` gathers the types for the front ends).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { postImageSchema } from './site-settings';
import { publicScheduleJson } from './schedule-json';
import { packageTypes } from '../packages';
import { bookingStatuses, sessionFormats, sessionStatuses } from '../sessions';

const isoInstant = { type: 'string', format: 'date-time' } as const;

/** Every non-2xx answer: a sentence for people, and each refused field's message on a 400. */
export const apiErrorSchema = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'string' } },
  },
  required: ['message'],
  additionalProperties: false,
} as const;
/** Every non-2xx answer. `errors` maps a field to its message on validation failures (400). */
export type ApiError = FromSchema<typeof apiErrorSchema>;

export const healthSchema = {
  type: 'object',
  properties: { status: { const: 'ok' }, database: { const: 'up' } },
  required: ['status', 'database'],
  additionalProperties: false,
} as const;
export type HealthResponse = FromSchema<typeof healthSchema>;

export const contentVersionSchema = {
  type: 'object',
  properties: {
    version: { type: 'integer', minimum: 1 },
    changedAt: { type: 'string', format: 'date-time' },
  },
  required: ['version', 'changedAt'],
  additionalProperties: false,
} as const;

export const testimonialSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    title: { type: 'string' },
    content: { type: 'string' },
    rating: { type: 'integer' },
    imageUrl: { type: 'string' },
    headshot: postImageSchema,
  },
  required: ['id', 'name', 'title', 'content', 'rating'],
  additionalProperties: false,
} as const;
export type Testimonial = FromSchema<typeof testimonialSchema>;

const blogPostProperties = {
  id: { type: 'integer' },
  slug: { type: 'string' },
  title: { type: 'string' },
  // A custom subtitle shown instead of the excerpt on the post page, when set.
  subtitle: { type: 'string' },
  excerpt: { type: 'string' },
  // What search results show, when the owner wrote one (the excerpt otherwise).
  seoDescription: { type: 'string' },
  content: { type: 'string', description: 'Markdown.' },
  featuredImage: { type: 'string' },
  featuredImageAlt: { type: 'string', description: 'What the featured image shows, when written.' },
  category: { type: 'string' },
  readingTime: { type: 'integer' },
  publishedAt: isoInstant,
  updatedAt: isoInstant,
  authorName: { type: 'string' },
  authorBio: { type: 'string' },
  tags: { type: 'array', items: { type: 'string' } },
} as const;
const blogPostRequired = [
  'id',
  'slug',
  'title',
  'excerpt',
  'content',
  'featuredImage',
  'category',
  'readingTime',
  'publishedAt',
  'updatedAt',
  'authorName',
] as const;

export const blogPostSchema = {
  type: 'object',
  properties: blogPostProperties,
  required: blogPostRequired,
  additionalProperties: false,
} as const;
/** A published post. */
export type BlogPost = FromSchema<typeof blogPostSchema>;

const {
  content: _content,
  authorBio: _authorBio,
  ...blogPostSummaryProperties
} = blogPostProperties;

export const blogPostSummarySchema = {
  type: 'object',
  properties: blogPostSummaryProperties,
  required: [
    'id',
    'slug',
    'title',
    'excerpt',
    'featuredImage',
    'category',
    'readingTime',
    'publishedAt',
    'updatedAt',
    'authorName',
  ],
  additionalProperties: false,
} as const;
/**
 * A post as the blog's list shows it: everything but its body and the author's bio, so a page of
 * the list stays small however long the posts are.
 */
export type BlogPostSummary = FromSchema<typeof blogPostSummarySchema>;

export const blogPostPageSchema = {
  type: 'object',
  properties: {
    posts: { type: 'array', items: blogPostSummarySchema },
    // This page's number, from 1.
    page: { type: 'integer', minimum: 1 },
    perPage: { type: 'integer', minimum: 1 },
    // Published posts in the list (in the category, when one is asked for).
    total: { type: 'integer', minimum: 0 },
    // Pages in the list; 0 when it is empty.
    pageCount: { type: 'integer', minimum: 0 },
  },
  required: ['posts', 'page', 'perPage', 'total', 'pageCount'],
  additionalProperties: false,
} as const;
/** GET /api/blog-summaries: one page of the list, newest first. */
export type BlogPostPage = FromSchema<typeof blogPostPageSchema>;

export const blogPostDetailSchema = {
  type: 'object',
  properties: {
    ...blogPostProperties,
    contentHtml: { type: 'string', description: '`content` as sanitised HTML.' },
  },
  required: [...blogPostRequired, 'contentHtml'],
  additionalProperties: false,
} as const;
/** GET /api/blog/:slug: a post with its body rendered. */
export type BlogPostDetail = FromSchema<typeof blogPostDetailSchema>;

export const newsletterResponseSchema = {
  type: 'object',
  properties: { subscribed: { const: true }, email: { type: 'string' } },
  required: ['subscribed', 'email'],
  additionalProperties: false,
} as const;
export type NewsletterResponse = FromSchema<typeof newsletterResponseSchema>;

export const newsletterUnsubscribeResponseSchema = {
  type: 'object',
  // `unsubscribed` the first time; `already-unsubscribed` when the link is used again.
  properties: { status: { enum: ['unsubscribed', 'already-unsubscribed'] } },
  required: ['status'],
  additionalProperties: false,
} as const;
export type NewsletterUnsubscribeResponse = FromSchema<typeof newsletterUnsubscribeResponseSchema>;

export const contactResponseSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, createdAt: isoInstant },
  required: ['id', 'createdAt'],
  additionalProperties: false,
} as const;
export type ContactResponse = FromSchema<typeof contactResponseSchema>;

export const createPaymentIntentResponseSchema = {
  type: 'object',
  properties: {
    bookingId: { type: 'integer' },
    clientSecret: { type: 'string', description: 'Paid packages only.' },
  },
  required: ['bookingId'],
  additionalProperties: false,
} as const;
/** Paid packages answer clientSecret and bookingId; the free strategy call bookingId only. */
export type CreatePaymentIntentResponse = FromSchema<typeof createPaymentIntentResponseSchema>;

export const paymentsStatusSchema = {
  type: 'object',
  properties: { cardPaymentsEnabled: { type: 'boolean' } },
  required: ['cardPaymentsEnabled'],
  additionalProperties: false,
} as const;
export type PaymentsStatus = FromSchema<typeof paymentsStatusSchema>;

export const paymentReconciliationSchema = {
  type: 'object',
  properties: { bookingId: { type: 'integer' }, status: { enum: bookingStatuses } },
  required: ['bookingId', 'status'],
  additionalProperties: false,
} as const;
/** GET /api/payments/:paymentIntentId: the reconcile call of the success page. */
export type PaymentReconciliation = FromSchema<typeof paymentReconciliationSchema>;

export const stripeWebhookResponseSchema = {
  type: 'object',
  properties: { received: { const: true }, duplicate: { type: 'boolean' } },
  required: ['received', 'duplicate'],
  additionalProperties: false,
} as const;
/** POST /api/stripe/webhook: the event was taken (`duplicate` when Stripe sent it again). */
export type StripeWebhookResponse = FromSchema<typeof stripeWebhookResponseSchema>;

export const scheduledSlotSchema = {
  type: 'object',
  properties: {
    packageType: { enum: packageTypes },
    status: { const: 'scheduled' },
    scheduledAt: isoInstant,
    // When the session ends (scheduledAt + the package's duration).
    endsAt: isoInstant,
  },
  required: ['packageType', 'status', 'scheduledAt', 'endsAt'],
  additionalProperties: false,
} as const;
/** GET /api/consultation-bookings: the public list of taken times, with no personal data. */
export type ScheduledSlot = FromSchema<typeof scheduledSlotSchema>;

export const bookingSessionSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    startsAt: isoInstant,
    // startsAt + the package's duration.
    endsAt: isoInstant,
    // Chosen when booking: times are shown in it.
    timezone: { type: 'string', description: "The client's IANA zone." },
    status: { enum: sessionStatuses },
    canChange: {
      type: 'boolean',
      description: 'Whether this caller may move or cancel it now.',
    },
    changeableUntil: {
      type: ['string', 'null'],
      format: 'date-time',
      description: 'Until when it may be moved or cancelled; null when cancelled or past.',
    },
    joinUrl: {
      type: ['string', 'null'],
      description: 'Google Meet link of its event, else the meeting room; null: sent later.',
    },
    kind: {
      enum: ['main', 'follow-up', 'emergency'],
      description:
        "A package's own session (spends a credit), its 15-minute follow-up call, or its emergency session.",
    },
    format: { enum: sessionFormats, description: 'Video or audio, as the client chose.' },
    attendance: {
      enum: ['held', 'no-show', 'cancelled', null],
      description: 'What the owner marked once it was over; null while unmarked.',
    },
  },
  required: [
    'id',
    'startsAt',
    'endsAt',
    'timezone',
    'status',
    'canChange',
    'changeableUntil',
    'joinUrl',
  ],
  additionalProperties: false,
} as const;
/** One session of a booking, as its client (or the owner) sees it. */
export type BookingSession = FromSchema<typeof bookingSessionSchema>;

export const consultationBookingSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    packageType: { enum: packageTypes },
    name: { type: 'string' },
    email: { type: 'string' },
    amount: { type: 'integer', description: 'Cents.' },
    givenFree: {
      type: 'boolean',
      description:
        'A package the coach gave free: no payment, so no amount paid nor payment status (the API always says; absent in older answers).',
    },
    status: { enum: bookingStatuses },
    scheduledAt: {
      type: ['string', 'null'],
      format: 'date-time',
      description: "The next active session's start (else the latest one's); null: none booked.",
    },
    timezone: { type: ['string', 'null'] },
    // Every session of the booking, cancelled ones included, in order of start.
    sessions: { type: 'array', items: bookingSessionSchema },
    // Single 1, 5-session 5, 10-session 10, free call 1.
    sessionsTotal: { type: 'integer', description: 'Credits of the package.' },
    sessionsBooked: {
      type: 'integer',
      description: 'Credits spent (scheduled, moved or completed sessions).',
    },
    sessionsRemaining: { type: 'integer' },
    canSchedule: { type: 'boolean', description: 'Paid, and a credit left.' },
    // Paid by card, inside the refund window, not yet refunded.
    canRequestRefund: { type: 'boolean' },
    refundableUntil: {
      type: ['string', 'null'],
      format: 'date-time',
      description: 'End of the refund window; null when not refundable online at all.',
    },
    questionnaireCompleted: {
      type: 'boolean',
      description:
        "Whether the booking's questionnaire is in (the API always says; absent in older answers).",
    },
  },
  required: [
    'id',
    'packageType',
    'name',
    'email',
    'amount',
    'status',
    'scheduledAt',
    'timezone',
    'sessions',
    'sessionsTotal',
    'sessionsBooked',
    'sessionsRemaining',
    'canSchedule',
    'canRequestRefund',
    'refundableUntil',
  ],
  additionalProperties: false,
} as const;
/** GET /api/consultation-bookings/:id, and the answer of the schedule call. */
export type ConsultationBooking = FromSchema<typeof consultationBookingSchema>;

/** The booking window (`BookingWindow` of `slots`): how far ahead, and the hours sessions fit in. */
export const bookingRulesSchema = {
  type: 'object',
  properties: {
    schedules: {
      type: 'object',
      description:
        'The schedules in force, which the pickers draw their times from with the same slot rules the API applies.',
      properties: { sessions: publicScheduleJson, freeCall: publicScheduleJson },
      required: ['sessions', 'freeCall'],
      additionalProperties: false,
    },
    horizonDays: { type: 'integer' },
    // The paid sessions' hours, in the coach's zone on the listed weekdays (0 = Sunday).
    workingHours: {
      type: 'object',
      properties: {
        start: { type: 'string', description: 'HH:mm, inclusive.' },
        end: { type: 'string', description: 'HH:mm; a session must end by then.' },
        timeZone: { type: 'string' },
        weekdays: { type: 'array', items: { type: 'integer' } },
      },
      required: ['start', 'end', 'timeZone', 'weekdays'],
      additionalProperties: false,
    },
    freeCallHours: {
      type: 'object',
      description:
        "The free call's first and last start, HH:mm in the coach's zone, every 15 minutes.",
      properties: { first: { type: 'string' }, last: { type: 'string' } },
      required: ['first', 'last'],
      additionalProperties: false,
    },
  },
  required: ['schedules', 'horizonDays', 'workingHours', 'freeCallHours'],
  additionalProperties: false,
} as const;
/** GET /api/booking-rules: the horizon and working hours the server enforces on scheduling. */
export type BookingRules = FromSchema<typeof bookingRulesSchema>;

export const calendarAvailabilitySchema = {
  type: 'object',
  properties: {
    events: {
      type: 'array',
      items: {
        type: 'object',
        properties: { start: isoInstant, end: isoInstant },
        required: ['start', 'end'],
        additionalProperties: false,
      },
    },
  },
  required: ['events'],
  additionalProperties: false,
} as const;
export type CalendarAvailability = FromSchema<typeof calendarAvailabilitySchema>;

export const bookingQuestionnaireStatusSchema = {
  type: 'object',
  properties: {
    completed: { type: 'boolean' },
    completedAt: { type: ['string', 'null'], format: 'date-time' },
  },
  required: ['completed', 'completedAt'],
  additionalProperties: false,
} as const;
/** GET /api/consultation-bookings/:id/questionnaire: whether this booking's questionnaire is done. */
export type BookingQuestionnaireStatus = FromSchema<typeof bookingQuestionnaireStatusSchema>;

export const questionnaireStatusSchema = {
  type: 'object',
  properties: { completed: { const: true }, completedAt: isoInstant },
  required: ['completed', 'completedAt'],
  additionalProperties: false,
} as const;
export type QuestionnaireStatus = FromSchema<typeof questionnaireStatusSchema>;

export const questionnaireResponseSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, completedAt: isoInstant },
  required: ['id', 'completedAt'],
  additionalProperties: false,
} as const;
export type QuestionnaireResponse = FromSchema<typeof questionnaireResponseSchema>;

export const listOf = <const S>(items: S) => ({ type: 'array', items }) as const;
