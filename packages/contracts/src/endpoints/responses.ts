/**
 * JSON Schemas of the API's answers. The API's serializer writes only what a schema declares, so
 * a field added to a row never leaks by accident; the OpenAPI document shows the same schemas.
 * The checks at the bottom fail to compile when a schema and its type in `api-types` disagree.
 */
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { publicScheduleJson } from './schedule-json';
import type {
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
} from '../api-types';
import { packageTypes } from '../packages';
import { bookingStatuses, sessionStatuses } from '../sessions';

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

export const healthSchema = {
  type: 'object',
  properties: { status: { const: 'ok' }, database: { const: 'up' } },
  required: ['status', 'database'],
  additionalProperties: false,
} as const;

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
  },
  required: ['id', 'name', 'title', 'content', 'rating'],
  additionalProperties: false,
} as const;

const blogPostProperties = {
  id: { type: 'integer' },
  slug: { type: 'string' },
  title: { type: 'string' },
  subtitle: { type: 'string' },
  excerpt: { type: 'string' },
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

export const blogPostPageSchema = {
  type: 'object',
  properties: {
    posts: { type: 'array', items: blogPostSummarySchema },
    page: { type: 'integer', minimum: 1 },
    perPage: { type: 'integer', minimum: 1 },
    total: { type: 'integer', minimum: 0 },
    pageCount: { type: 'integer', minimum: 0 },
  },
  required: ['posts', 'page', 'perPage', 'total', 'pageCount'],
  additionalProperties: false,
} as const;

export const blogPostDetailSchema = {
  type: 'object',
  properties: {
    ...blogPostProperties,
    contentHtml: { type: 'string', description: '`content` as sanitised HTML.' },
  },
  required: [...blogPostRequired, 'contentHtml'],
  additionalProperties: false,
} as const;

export const newsletterResponseSchema = {
  type: 'object',
  properties: { subscribed: { const: true }, email: { type: 'string' } },
  required: ['subscribed', 'email'],
  additionalProperties: false,
} as const;

export const newsletterUnsubscribeResponseSchema = {
  type: 'object',
  properties: { status: { enum: ['unsubscribed', 'already-unsubscribed'] } },
  required: ['status'],
  additionalProperties: false,
} as const;

export const contactResponseSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, createdAt: isoInstant },
  required: ['id', 'createdAt'],
  additionalProperties: false,
} as const;

export const createPaymentIntentResponseSchema = {
  type: 'object',
  properties: {
    bookingId: { type: 'integer' },
    clientSecret: { type: 'string', description: 'Paid packages only.' },
  },
  required: ['bookingId'],
  additionalProperties: false,
} as const;

export const paymentsStatusSchema = {
  type: 'object',
  properties: { cardPaymentsEnabled: { type: 'boolean' } },
  required: ['cardPaymentsEnabled'],
  additionalProperties: false,
} as const;

export const paymentReconciliationSchema = {
  type: 'object',
  properties: { bookingId: { type: 'integer' }, status: { enum: bookingStatuses } },
  required: ['bookingId', 'status'],
  additionalProperties: false,
} as const;

export const stripeWebhookResponseSchema = {
  type: 'object',
  properties: { received: { const: true }, duplicate: { type: 'boolean' } },
  required: ['received', 'duplicate'],
  additionalProperties: false,
} as const;

export const scheduledSlotSchema = {
  type: 'object',
  properties: {
    packageType: { enum: packageTypes },
    status: { const: 'scheduled' },
    scheduledAt: isoInstant,
    endsAt: isoInstant,
  },
  required: ['packageType', 'status', 'scheduledAt', 'endsAt'],
  additionalProperties: false,
} as const;

export const bookingSessionSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    startsAt: isoInstant,
    endsAt: isoInstant,
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

export const consultationBookingSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    packageType: { enum: packageTypes },
    name: { type: 'string' },
    email: { type: 'string' },
    amount: { type: 'integer', description: 'Cents.' },
    status: { enum: bookingStatuses },
    scheduledAt: {
      type: ['string', 'null'],
      format: 'date-time',
      description: "The next active session's start (else the latest one's); null: none booked.",
    },
    timezone: { type: ['string', 'null'] },
    sessions: { type: 'array', items: bookingSessionSchema },
    sessionsTotal: { type: 'integer', description: 'Credits of the package.' },
    sessionsBooked: {
      type: 'integer',
      description: 'Credits spent (scheduled, moved or completed sessions).',
    },
    sessionsRemaining: { type: 'integer' },
    canSchedule: { type: 'boolean', description: 'Paid, and a credit left.' },
    canRequestRefund: { type: 'boolean' },
    refundableUntil: {
      type: ['string', 'null'],
      format: 'date-time',
      description: 'End of the refund window; null when not refundable online at all.',
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

export const bookingQuestionnaireStatusSchema = {
  type: 'object',
  properties: {
    completed: { type: 'boolean' },
    completedAt: { type: ['string', 'null'], format: 'date-time' },
  },
  required: ['completed', 'completedAt'],
  additionalProperties: false,
} as const;

export const questionnaireStatusSchema = {
  type: 'object',
  properties: { completed: { const: true }, completedAt: isoInstant },
  required: ['completed', 'completedAt'],
  additionalProperties: false,
} as const;

export const questionnaireResponseSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, completedAt: isoInstant },
  required: ['id', 'completedAt'],
  additionalProperties: false,
} as const;

export const listOf = <const S>(items: S) => ({ type: 'array', items }) as const;

/* ---- Each schema describes exactly its type (a mismatch is a compile error). ---- */

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Matches<Schema extends JSONSchema, Type> = Same<FromSchema<Schema>, Type>;

/** Each schema describes exactly its type: a `false` here fails the type check. */
type AllTrue<Checks extends readonly true[]> = Checks;
export type SchemasMatchTypes = AllTrue<
  [
    Matches<typeof apiErrorSchema, ApiError>,
    Matches<typeof healthSchema, HealthResponse>,
    Matches<typeof testimonialSchema, Testimonial>,
    Matches<typeof blogPostSchema, BlogPost>,
    Matches<typeof blogPostDetailSchema, BlogPostDetail>,
    Matches<typeof blogPostSummarySchema, BlogPostSummary>,
    Matches<typeof blogPostPageSchema, BlogPostPage>,
    Matches<typeof newsletterResponseSchema, NewsletterResponse>,
    Matches<typeof newsletterUnsubscribeResponseSchema, NewsletterUnsubscribeResponse>,
    Matches<typeof contactResponseSchema, ContactResponse>,
    Matches<typeof createPaymentIntentResponseSchema, CreatePaymentIntentResponse>,
    Matches<typeof paymentsStatusSchema, PaymentsStatus>,
    Matches<typeof paymentReconciliationSchema, PaymentReconciliation>,
    Matches<typeof stripeWebhookResponseSchema, StripeWebhookResponse>,
    Matches<typeof scheduledSlotSchema, ScheduledSlot>,
    Matches<typeof consultationBookingSchema, ConsultationBooking>,
    Matches<typeof bookingSessionSchema, BookingSession>,
    Matches<typeof bookingRulesSchema, BookingRules>,
    Matches<typeof calendarAvailabilitySchema, CalendarAvailability>,
    Matches<typeof bookingQuestionnaireStatusSchema, BookingQuestionnaireStatus>,
    Matches<typeof questionnaireStatusSchema, QuestionnaireStatus>,
    Matches<typeof questionnaireResponseSchema, QuestionnaireResponse>,
  ]
>;
