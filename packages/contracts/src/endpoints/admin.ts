/**
 * The owner's back office: every `/api/admin/*` endpoint. Each needs the owner's signed-in
 * session (401 `{message}` without it) but sign-in itself; writes are refused unless they come
 * from the site's own origin (403); every one answers `Cache-Control: no-store` and carries the
 * admin rate limit. The answers' schemas below are the one declaration of their shapes: `../admin`
 * derives their TypeScript types from them.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { bookingStatuses, sessionStatuses } from '../sessions';
import {
  adminBookingsQuery,
  adminEmailParams,
  adminIdParams,
  adminPaths,
  adminSearchQuery,
  auditLogQuery,
  changePasswordSchema,
  clientThreadsQuery,
  createAdminBookingSchema,
  messagesQuery,
  messageStatuses,
  offlinePayments,
  ownerSetupSchema,
  personQuery,
  signInSchema,
  subscribersQuery,
  twoFactorCodeSchema,
  updateMessageSchema,
} from '../admin';
import { packageTypes } from '../packages';
import { defineEndpoint, json, noContent } from './define';
import { apiErrorSchema, bookingSessionSchema } from './responses';

// --- answers ---------------------------------------------------------------------------------

const isoInstant = { type: 'string', format: 'date-time' } as const;
const isoInstantOrNull = { type: ['string', 'null'], format: 'date-time' } as const;
const text = { type: 'string' } as const;
const textOrNull = { type: ['string', 'null'] } as const;
const integer = { type: 'integer' } as const;
/** How a booking was paid: `card` through Stripe, or added by the owner; null for the free call. */
const payment = { enum: ['card', ...offlinePayments, null] } as const;

export const ownerSessionSchema = {
  type: 'object',
  properties: {
    username: text,
    twoFactorEnabled: { type: 'boolean' },
    timezone: { type: 'string', description: "The owner's IANA zone for every time shown." },
    expiresAt: { ...isoInstant, description: 'When this session ends at the latest.' },
  },
  required: ['username', 'twoFactorEnabled', 'timezone', 'expiresAt'],
  additionalProperties: false,
} as const;
/** The signed-in owner, his zone for every time on his screens, and when the session ends. */
export type OwnerSession = FromSchema<typeof ownerSessionSchema>;

export const setupStatusSchema = {
  type: 'object',
  properties: { open: { const: true } },
  required: ['open'],
  additionalProperties: false,
} as const;
/** GET setup while the set-up is open. */
export type SetupStatus = FromSchema<typeof setupStatusSchema>;

/** A refused sign-in: `codeRequired` when the password was right and the second factor is due. */
export const signInRefusedSchema = {
  type: 'object',
  properties: { message: text, codeRequired: { const: true } },
  required: ['message'],
  additionalProperties: false,
} as const;
/** 401 answer of POST session; `codeRequired` when the password was right and a code is due. */
export type SignInRefused = FromSchema<typeof signInRefusedSchema>;

export const twoFactorEnrolmentSchema = {
  type: 'object',
  properties: { secret: text, otpauthUri: text },
  required: ['secret', 'otpauthUri'],
  additionalProperties: false,
} as const;
export type TwoFactorEnrolment = FromSchema<typeof twoFactorEnrolmentSchema>;

export const twoFactorRecoveryCodesSchema = {
  type: 'object',
  properties: { recoveryCodes: { type: 'array', items: text } },
  required: ['recoveryCodes'],
  additionalProperties: false,
} as const;
export type TwoFactorRecoveryCodes = FromSchema<typeof twoFactorRecoveryCodesSchema>;

const bookingSummaryProperties = {
  id: integer,
  packageType: { enum: packageTypes },
  name: text,
  email: text,
  amount: { type: 'integer', description: 'Cents.' },
  status: { enum: bookingStatuses },
  payment: { ...payment, description: 'How it was paid; null for the free call.' },
  scheduledAt: isoInstantOrNull,
  timezone: textOrNull,
  createdAt: isoInstant,
  questionnaireCompleted: { type: 'boolean' },
} as const;
const bookingSummaryRequired = [
  'id',
  'packageType',
  'name',
  'email',
  'amount',
  'status',
  'payment',
  'scheduledAt',
  'timezone',
  'createdAt',
  'questionnaireCompleted',
] as const;

export const adminBookingSummarySchema = {
  type: 'object',
  properties: bookingSummaryProperties,
  required: bookingSummaryRequired,
  additionalProperties: false,
} as const;
/** A line of the bookings list (and of today's and a person's lists). */
export type AdminBookingSummary = FromSchema<typeof adminBookingSummarySchema>;

const outboxEmailProperties = {
  id: integer,
  kind: text,
  subject: text,
  status: {
    enum: ['queued', 'sending', 'sent', 'failed', 'cancelled'],
    description:
      'cancelled: a reminder whose session moved, was cancelled or had begun; never sent.',
  },
  attempts: integer,
  lastError: textOrNull,
  sentAt: isoInstantOrNull,
  sendsAt: {
    ...isoInstantOrNull,
    description:
      'When an email still waiting to send goes out (its next attempt: a reminder, the day and hour before its session); null once sent, failed or cancelled.',
  },
  createdAt: isoInstant,
} as const;
const outboxEmailRequired = [
  'id',
  'kind',
  'subject',
  'status',
  'attempts',
  'lastError',
  'sentAt',
  'sendsAt',
  'createdAt',
] as const;

export const outboxEmailSchema = {
  type: 'object',
  properties: outboxEmailProperties,
  required: outboxEmailRequired,
  additionalProperties: false,
} as const;
export type OutboxEmailView = FromSchema<typeof outboxEmailSchema>;

const bookingEmailSchema = {
  type: 'object',
  properties: {
    ...outboxEmailProperties,
    resendRefusal: {
      ...textOrNull,
      description:
        'Why it cannot be sent again: what it says is no longer true (a reminder or confirmation of a session since cancelled, moved or begun). Null: it can be.',
    },
  },
  required: [...outboxEmailRequired, 'resendRefusal'],
  additionalProperties: false,
} as const;

export const adminBookingDetailSchema = {
  type: 'object',
  properties: {
    ...bookingSummaryProperties,
    clientId: {
      type: ['integer', 'null'],
      description:
        "The client page's id of the booking's address; null once its person was erased.",
    },
    stripePaymentIntentId: textOrNull,
    stripeDashboardUrl: { ...textOrNull, description: 'The payment in the Stripe Dashboard.' },
    googleEventId: textOrNull,
    scheduleUrl: { type: 'string', description: "The client's keyed schedule link." },
    questionnaire: {
      anyOf: [
        { type: 'null' },
        {
          type: 'object',
          description:
            "The client's questionnaire (kept once per client, by his address: answered for any booking of his, it answers for all of them), by the wizard's steps, with the wording the client saw.",
          properties: {
            completedAt: isoInstant,
            bookingId: {
              ...integer,
              description: 'The booking it was answered for: this one or another of his.',
            },
            bookingPackageType: { enum: packageTypes },
            steps: {
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  title: text,
                  answers: {
                    type: 'array',
                    items: {
                      type: 'object',
                      // Text answers as written; scales as "7 / 10"; empty optional ones null.
                      properties: { question: text, answer: textOrNull },
                      required: ['question', 'answer'],
                      additionalProperties: false,
                    },
                  },
                },
                required: ['title', 'answers'],
                additionalProperties: false,
              },
            },
          },
          required: ['completedAt', 'bookingId', 'bookingPackageType', 'steps'],
          additionalProperties: false,
        },
      ],
    },
    emails: { type: 'array', items: bookingEmailSchema },
    // `canChange` is true for every active one: the owner is not held to the 24-hour notice.
    sessions: {
      type: 'array',
      items: bookingSessionSchema,
      description: 'Every session, cancelled ones included, in order of start.',
    },
    sessionsTotal: { type: 'integer', description: 'Credits of the package.' },
    sessionsBooked: { type: 'integer', description: 'Credits spent.' },
    sessionsRemaining: integer,
    refundableUntil: {
      ...isoInstantOrNull,
      description: "When the client's own refund window ends; null when not paid by card.",
    },
    givenReason: {
      ...textOrNull,
      description:
        'Why the coach gave this package, as he wrote it when giving it from the client’s record; null when it was not given so.',
    },
  },
  required: [
    ...bookingSummaryRequired,
    'givenReason',
    'clientId',
    'stripePaymentIntentId',
    'stripeDashboardUrl',
    'googleEventId',
    'scheduleUrl',
    'questionnaire',
    'emails',
    'sessions',
    'sessionsTotal',
    'sessionsBooked',
    'sessionsRemaining',
    'refundableUntil',
  ],
  additionalProperties: false,
} as const;
/** One booking as its page shows it: client, payment, sessions, answers and its emails. */
export type AdminBookingDetail = FromSchema<typeof adminBookingDetailSchema>;

export const contactMessageSchema = {
  type: 'object',
  properties: {
    id: integer,
    name: text,
    email: text,
    type: text,
    organization: textOrNull,
    referralSource: textOrNull,
    message: text,
    status: { enum: messageStatuses },
    createdAt: isoInstant,
  },
  required: [
    'id',
    'name',
    'email',
    'type',
    'organization',
    'referralSource',
    'message',
    'status',
    'createdAt',
  ],
  additionalProperties: false,
} as const;
export type ContactMessage = FromSchema<typeof contactMessageSchema>;

export const subscriberSchema = {
  type: 'object',
  properties: {
    id: integer,
    email: text,
    isActive: { type: 'boolean' },
    createdAt: isoInstant,
    unsubscribedAt: isoInstantOrNull,
  },
  required: ['id', 'email', 'isActive', 'createdAt', 'unsubscribedAt'],
  additionalProperties: false,
} as const;
export type Subscriber = FromSchema<typeof subscriberSchema>;

/** The paging fields of every page of a list (`pageOf` and the lists that carry more). */
export const pageFieldsSchema = {
  type: 'object',
  properties: {
    total: integer,
    page: { type: 'integer', description: 'From 1.' },
    pageSize: integer,
  },
  required: ['total', 'page', 'pageSize'],
  additionalProperties: false,
} as const;
export const pageProperties = pageFieldsSchema.properties;

/** A page of a list: `{items, total, page, pageSize}`. */
export const pageOf = <const S>(items: S) =>
  ({
    ...pageFieldsSchema,
    properties: { items: { type: 'array', items }, ...pageProperties },
    required: ['items', ...pageFieldsSchema.required],
  }) as const;

/** A client's unread portal message as the owner's day lists it (a preview, not the whole text). */
export const todayClientMessageSchema = {
  type: 'object',
  properties: {
    id: integer,
    clientId: integer,
    name: text,
    preview: text,
    priority: { type: 'boolean' },
    createdAt: isoInstant,
  },
  required: ['id', 'clientId', 'name', 'preview', 'priority', 'createdAt'],
  additionalProperties: false,
} as const;

/**
 * One client's portal thread as the Messages screen lists it: who (his latest booking's name, empty
 * when he has none, and his address), when and what was written last and by whom, whether he
 * writes under priority support, and how many of his messages the coach has not read yet.
 */
export const clientThreadSchema = {
  type: 'object',
  properties: {
    clientId: integer,
    name: { type: 'string', description: "His latest booking's name; empty when he has none." },
    email: text,
    lastMessageAt: isoInstant,
    lastAuthor: {
      enum: ['client', 'coach'],
      description: 'Who wrote the last message: the client, or the coach (a reply).',
    },
    preview: {
      type: 'string',
      description: "The last message's first 160 characters, its line breaks as spaces.",
    },
    priority: {
      type: 'boolean',
      description:
        "His latest message was written under a package that promises priority support (Today's rule).",
    },
    unread: {
      type: 'integer',
      description: 'His messages the coach has not read yet (reading his thread reads them).',
    },
  },
  required: [
    'clientId',
    'name',
    'email',
    'lastMessageAt',
    'lastAuthor',
    'preview',
    'priority',
    'unread',
  ],
  additionalProperties: false,
} as const;
export type ClientThread = FromSchema<typeof clientThreadSchema>;

/** A page of the clients' threads, with every client's unread messages (the navigation's count). */
export const clientThreadPageSchema = {
  ...pageFieldsSchema,
  properties: {
    items: { type: 'array', items: clientThreadSchema },
    ...pageProperties,
    unread: {
      type: 'integer',
      description: "Every client's messages the coach has not read yet, on any page.",
    },
  },
  required: ['items', ...pageFieldsSchema.required, 'unread'],
} as const;
export type ClientThreadPage = FromSchema<typeof clientThreadPageSchema>;

/**
 * What waits for the owner, each a count (0: nothing waits): clients' unread portal messages, new
 * contact-form enquiries, unread check-ins, paid sessions over and not marked held, no-show or
 * cancelled (with their client when they are all one client's), open erasure requests.
 */
export const todayNeedsYouSchema = {
  type: 'object',
  properties: {
    clientMessages: integer,
    enquiries: integer,
    checkIns: integer,
    unmarkedSessions: integer,
    unmarkedClientId: { type: ['integer', 'null'] },
    erasureRequests: integer,
  },
  required: [
    'clientMessages',
    'enquiries',
    'checkIns',
    'unmarkedSessions',
    'unmarkedClientId',
    'erasureRequests',
  ],
  additionalProperties: false,
} as const;

export const todayOverviewSchema = {
  type: 'object',
  properties: {
    // The server's clock as it answered: the instant Today's "today" and "tomorrow" are read from.
    now: isoInstant,
    timezone: text,
    needsYou: todayNeedsYouSchema,
    // The packages paid (or recorded as paid outside the site) in the last 7 days: their sum and count.
    weekPayments: {
      type: 'object',
      properties: { totalCents: integer, count: integer },
      required: ['totalCents', 'count'],
      additionalProperties: false,
    },
    // Scheduled sessions and free calls from now on, soonest first (at most 20).
    upcoming: { type: 'array', items: adminBookingSummarySchema },
    newMessages: { type: 'array', items: contactMessageSchema },
    // Clients' unread messages from the portal: priority support first, then newest first.
    clientMessages: { type: 'array', items: todayClientMessageSchema },
    // Subscribers of the last 7 days.
    newSubscribers: { type: 'array', items: subscriberSchema },
    // Paid bookings of the last 7 days.
    recentPayments: { type: 'array', items: adminBookingSummarySchema },
    attention: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          kind: { enum: ['payment-stuck', 'email-failing'] },
          message: text,
          bookingId: { type: ['integer', 'null'] },
        },
        required: ['kind', 'message', 'bookingId'],
        additionalProperties: false,
      },
    },
    // Whether the owner has uploaded his portrait: without it the site shows its line drawing
    // where a person belongs, and Today asks him for one.
    portraitUploaded: { type: 'boolean' },
  },
  required: [
    'now',
    'timezone',
    'needsYou',
    'portraitUploaded',
    'weekPayments',
    'upcoming',
    'newMessages',
    'clientMessages',
    'newSubscribers',
    'recentPayments',
    'attention',
  ],
  additionalProperties: false,
} as const;
/** The owner's day: upcoming sessions, new messages and subscribers, payments, what needs him. */
export type TodayOverview = FromSchema<typeof todayOverviewSchema>;

export const subscriberListSchema = {
  type: 'object',
  properties: {
    items: { type: 'array', items: subscriberSchema },
    ...pageProperties,
    counts: {
      type: 'object',
      properties: { active: integer, unsubscribed: integer },
      required: ['active', 'unsubscribed'],
      additionalProperties: false,
    },
    months: {
      type: 'array',
      description: 'The last 12 months, oldest first.',
      items: {
        type: 'object',
        properties: {
          month: { type: 'string', description: "YYYY-MM in the owner's zone." },
          subscribed: integer,
          unsubscribed: integer,
        },
        required: ['month', 'subscribed', 'unsubscribed'],
        additionalProperties: false,
      },
    },
  },
  required: ['items', ...pageFieldsSchema.required, 'counts', 'months'],
  additionalProperties: false,
} as const;
/** A page of subscribers, the counts by status, and the last 12 months, oldest first. */
export type SubscriberList = FromSchema<typeof subscriberListSchema>;

/** One group of the search's answer: its first matches and how many there are in all. */
const searchGroupOf = <const S>(items: S, description: string) =>
  ({
    type: 'object',
    description,
    properties: {
      items: { type: 'array', items },
      total: { type: 'integer', description: 'Every match, listed or not.' },
    },
    required: ['items', 'total'],
    additionalProperties: false,
  }) as const;

export const adminSearchResultsSchema = {
  type: 'object',
  properties: {
    q: { type: 'string', description: 'The text searched, trimmed.' },
    clientMatches: searchGroupOf(
      {
        type: 'object',
        properties: { id: integer, name: text, email: text },
        required: ['id', 'name', 'email'],
        additionalProperties: false,
      },
      "Clients whose address or latest booking's name holds the text, by name (the Clients list's search).",
    ),
    bookingMatches: searchGroupOf(
      adminBookingSummarySchema,
      "Bookings whose name or address holds the text (the Bookings list's search), by their sessions: those with a session to come first, soonest first, then the others, their latest session most recent first.",
    ),
    messageMatches: searchGroupOf(
      {
        type: 'object',
        properties: {
          id: integer,
          name: text,
          email: text,
          status: { enum: messageStatuses },
          createdAt: isoInstant,
        },
        required: ['id', 'name', 'email', 'status', 'createdAt'],
        additionalProperties: false,
      },
      "Contact messages whose sender's name or address holds the text, newest first.",
    ),
    threadMatches: searchGroupOf(
      clientThreadSchema,
      "Clients' portal threads whose client's name (his latest booking's) or address holds the text, the newest thread first.",
    ),
    subscriberMatches: searchGroupOf(
      subscriberSchema,
      "Active subscribers whose address holds the text, newest first (the Subscribers list's search).",
    ),
  },
  required: [
    'q',
    'clientMatches',
    'bookingMatches',
    'messageMatches',
    'threadMatches',
    'subscriberMatches',
  ],
  additionalProperties: false,
} as const;
/** The back office's search: per group its first matches (at most `searchGroupLimit`) and total. */
export type AdminSearchResults = FromSchema<typeof adminSearchResultsSchema>;

const keptPaymentRecordSchema = {
  type: 'object',
  properties: {
    bookingId: integer,
    packageType: { enum: packageTypes },
    amount: { type: 'integer', description: 'Cents.' },
    status: { enum: bookingStatuses },
    payment,
    // When it was paid (its creation, for a record from before payment times were kept).
    paidAt: isoInstant,
    // The Stripe PaymentIntent (and refund) it was paid (and refunded) through.
    paymentReference: textOrNull,
    reason: { ...text, description: 'Why the record outlives the erasure.' },
  },
  required: [
    'bookingId',
    'packageType',
    'amount',
    'status',
    'payment',
    'paidAt',
    'paymentReference',
    'reason',
  ],
  additionalProperties: false,
} as const;

const personMailFileSchema = {
  type: 'object',
  // `id`: its file name without `.eml`.
  properties: { id: text, subject: text, sentAt: isoInstantOrNull },
  required: ['id', 'subject', 'sentAt'],
  additionalProperties: false,
} as const;

const noteInRecordSchema = {
  type: 'object',
  properties: {
    id: integer,
    title: textOrNull,
    body: text,
    createdAt: isoInstant,
    // When the client was told of a shared note; null for a private note or a draft.
    publishedAt: isoInstantOrNull,
    actionItems: {
      type: 'array',
      items: {
        type: 'object',
        // `doneAt`: when the client ticked it; null while it is open.
        properties: { id: integer, text, doneAt: isoInstantOrNull },
        required: ['id', 'text', 'doneAt'],
        additionalProperties: false,
      },
    },
  },
  required: ['id', 'title', 'body', 'createdAt', 'publishedAt', 'actionItems'],
  additionalProperties: false,
} as const;

/** His client portal's records: everything kept under his portal account and his packages. */
export const personPortalSchema = {
  type: 'object',
  properties: {
    account: {
      anyOf: [
        { type: 'null' },
        {
          type: 'object',
          properties: {
            clientId: integer,
            createdAt: isoInstant,
            lastSignInAt: { ...isoInstantOrNull, description: 'From the audit log.' },
            timezone: textOrNull,
            erasureRequestedAt: {
              ...isoInstantOrNull,
              description: 'When he asked in his portal for his data to be erased.',
            },
          },
          required: ['clientId', 'createdAt', 'lastSignInAt', 'timezone', 'erasureRequestedAt'],
          additionalProperties: false,
        },
      ],
    },
    privateNotes: { type: 'array', items: noteInRecordSchema },
    sharedNotes: { type: 'array', items: noteInRecordSchema },
    messages: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: integer,
          bookingId: integer,
          author: { enum: ['client', 'coach'] },
          body: text,
          priority: { type: 'boolean' },
          createdAt: isoInstant,
          readAt: isoInstantOrNull,
        },
        required: ['id', 'bookingId', 'author', 'body', 'priority', 'createdAt', 'readAt'],
        additionalProperties: false,
      },
    },
    checkIns: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: integer,
          bookingId: integer,
          wins: text,
          obstacles: text,
          rating: integer,
          question: textOrNull,
          createdAt: isoInstant,
        },
        required: ['id', 'bookingId', 'wins', 'obstacles', 'rating', 'question', 'createdAt'],
        additionalProperties: false,
      },
    },
    // Materials and recordings given to him alone (those given to every buyer of a package are
    // not his).
    materials: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: integer,
          kind: { enum: ['file', 'link'] },
          isRecording: { type: 'boolean' },
          title: text,
          url: textOrNull,
          fileName: textOrNull,
          sizeBytes: { type: ['integer', 'null'] },
          createdAt: isoInstant,
        },
        required: [
          'id',
          'kind',
          'isRecording',
          'title',
          'url',
          'fileName',
          'sizeBytes',
          'createdAt',
        ],
        additionalProperties: false,
      },
    },
    // Where the files themselves are, and what becomes of them.
    materialFilesNote: text,
    // Credits added to his packages and packages given to him, with the coach's reasons.
    grants: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: integer,
          kind: { enum: ['credits', 'package'] },
          bookingId: integer,
          credits: { type: ['integer', 'null'] },
          reason: text,
          createdAt: isoInstant,
        },
        required: ['id', 'kind', 'bookingId', 'credits', 'reason', 'createdAt'],
        additionalProperties: false,
      },
    },
    // The emails his packages' promises sent on their own (a check-in due, a follow-up call).
    promiseNotices: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: integer,
          bookingId: integer,
          kind: { enum: ['check-in-due', 'follow-up-opened', 'follow-up-closing'] },
          sentAt: isoInstant,
        },
        required: ['id', 'bookingId', 'kind', 'sentAt'],
        additionalProperties: false,
      },
    },
  },
  required: [
    'account',
    'privateNotes',
    'sharedNotes',
    'messages',
    'checkIns',
    'materials',
    'materialFilesNote',
    'grants',
    'promiseNotices',
  ],
  additionalProperties: false,
} as const;

export const personDataSchema = {
  type: 'object',
  properties: {
    email: text,
    bookings: { type: 'array', items: adminBookingSummarySchema },
    sessions: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: integer,
          bookingId: integer,
          startsAt: isoInstant,
          status: { enum: sessionStatuses },
        },
        required: ['id', 'bookingId', 'startsAt', 'status'],
        additionalProperties: false,
      },
    },
    questionnaires: {
      type: 'array',
      items: {
        type: 'object',
        properties: { bookingId: { type: ['integer', 'null'] }, completedAt: isoInstant },
        required: ['bookingId', 'completedAt'],
        additionalProperties: false,
      },
    },
    messages: { type: 'array', items: contactMessageSchema },
    subscription: { anyOf: [{ type: 'null' }, subscriberSchema] },
    // The outbox: every email to the address or about its records, with its body.
    emails: {
      type: 'array',
      items: {
        type: 'object',
        properties: { ...outboxEmailProperties, to: text },
        required: [...outboxEmailRequired, 'to'],
        additionalProperties: false,
      },
    },
    // The owner's notices about the person, kept as files.
    notices: { type: 'array', items: personMailFileSchema },
    // Other emails to or about the person kept as files.
    mailFiles: { type: 'array', items: personMailFileSchema },
    auditEntries: {
      type: 'array',
      items: {
        type: 'object',
        properties: { id: integer, action: text, createdAt: isoInstant },
        required: ['id', 'action', 'createdAt'],
        additionalProperties: false,
      },
    },
    // What an erasure keeps, and why: the payment records of paid packages.
    kept: { type: 'array', items: keptPaymentRecordSchema },
    portal: personPortalSchema,
  },
  required: [
    'email',
    'bookings',
    'sessions',
    'questionnaires',
    'messages',
    'subscription',
    'emails',
    'notices',
    'mailFiles',
    'auditEntries',
    'kept',
    'portal',
  ],
  additionalProperties: false,
} as const;
/**
 * Everything the site holds about one address. Questionnaire drafts never reach the server (the
 * visitor's browser keeps them until submitted), so they are not listed.
 */
export type PersonData = FromSchema<typeof personDataSchema>;

export const personErasureSchema = {
  type: 'object',
  properties: {
    email: text,
    bookingsAnonymised: { type: 'integer', description: 'Paid: the payment record stays.' },
    bookingsDeleted: integer,
    sessionsDeleted: integer,
    questionnairesDeleted: integer,
    messagesDeleted: integer,
    subscriptionsDeleted: integer,
    emailsDeleted: integer,
    noticesDeleted: integer,
    mailFilesDeleted: integer,
    auditEntriesCleared: integer,
    portalAccountsDeleted: { type: 'integer', description: 'His portal account: 0 or 1.' },
    privateNotesDeleted: integer,
    sharedNotesDeleted: integer,
    actionItemsDeleted: integer,
    portalMessagesDeleted: integer,
    checkInsDeleted: integer,
    materialsDeleted: { type: 'integer', description: 'Materials and recordings given to him.' },
    grantsDeleted: integer,
    promiseNoticesDeleted: integer,
    kept: { type: 'array', items: keptPaymentRecordSchema },
  },
  required: [
    'email',
    'bookingsAnonymised',
    'bookingsDeleted',
    'sessionsDeleted',
    'questionnairesDeleted',
    'messagesDeleted',
    'subscriptionsDeleted',
    'emailsDeleted',
    'noticesDeleted',
    'mailFilesDeleted',
    'auditEntriesCleared',
    'portalAccountsDeleted',
    'privateNotesDeleted',
    'sharedNotesDeleted',
    'actionItemsDeleted',
    'portalMessagesDeleted',
    'checkInsDeleted',
    'materialsDeleted',
    'grantsDeleted',
    'promiseNoticesDeleted',
    'kept',
  ],
  additionalProperties: false,
} as const;
/** What an erasure removed, and the payment records it kept without the person. */
export type PersonErasure = FromSchema<typeof personErasureSchema>;

/** The target an audit entry keeps once the person it named is erased with his data. */
export const erasedAuditTarget = '[erased]';

/** Addresses an erasure leaves on a booking it keeps (a LIKE pattern): never a client. */
export const erasedAddressPattern = '%@erased.invalid';

/** The kinds of thing whose name or title the activity log reads by id when it is read. */
export const auditTitledKinds = ['client', 'post', 'broadcast', 'message'] as const;
export type AuditTitledKind = (typeof auditTitledKinds)[number];

export const auditEntrySchema = {
  type: 'object',
  properties: {
    id: integer,
    username: text,
    action: { type: 'string', description: 'e.g. `booking.create`, `message.update`.' },
    target: {
      ...textOrNull,
      description: `What it acted on (\`${erasedAuditTarget}\` once its person is erased); never personal data.`,
    },
    detail: { ...textOrNull, description: 'What changed: field names, never values.' },
    ip: text,
    createdAt: isoInstant,
    targetBooking: {
      anyOf: [
        { type: 'null' },
        {
          type: 'object',
          properties: { name: text, packageType: { enum: packageTypes } },
          required: ['name', 'packageType'],
          additionalProperties: false,
        },
      ],
      description:
        'The booking the target names first, read when the log is: its client’s name and package (its human title); null when the target names none or it is gone.',
    },
    targetTitle: {
      ...textOrNull,
      description: `What the target names first in words, read when the log is (never stored): a client’s name, a post’s title, a broadcast’s subject, a contact message’s sender (${auditTitledKinds.join(', ')}); null when it names none of these, or the item is gone (an erased client, a deleted post).`,
    },
  },
  required: [
    'id',
    'username',
    'action',
    'target',
    'detail',
    'ip',
    'createdAt',
    'targetBooking',
    'targetTitle',
  ],
  additionalProperties: false,
} as const;
/** One owner action: who, what, on what, from which address, when. */
export type AuditEntry = FromSchema<typeof auditEntrySchema>;

const auditEntriesPage = pageOf(auditEntrySchema);
export const auditLogPageSchema = {
  ...auditEntriesPage,
  properties: {
    ...auditEntriesPage.properties,
    actions: { type: 'array', items: text, description: 'Every action the log holds.' },
  },
  required: [...auditEntriesPage.required, 'actions'],
} as const;
/** A page of the audit log, with every action it holds (the filter's choices). */
export type AuditLogPage = FromSchema<typeof auditLogPageSchema>;

// --- endpoints -------------------------------------------------------------------------------

const area = 'admin';
const refused = (description: string) => json(description, apiErrorSchema);
const badRequest = refused('A refused field: each one named with its message.');
const crossOrigin = refused('The request did not come from the site (a write from elsewhere).');

export const adminSignIn = defineEndpoint({
  method: 'POST',
  path: adminPaths.session,
  area,
  summary:
    'Sign in: a new session cookie (HttpOnly, SameSite=Strict; `__Host-` and Secure in production)',
  description:
    'Wrong credentials answer one message whether the username or the password was wrong. ' +
    'Repeated failures of one username from one address refuse that address for a while (429, ' +
    '`Retry-After`), unless the right password comes with a valid second factor; failures from ' +
    'many addresses only slow the username down (a capped wait), never refuse it.',
  access: 'owner-sign-in',
  body: signInSchema,
  responses: {
    200: json('Signed in: the session.', ownerSessionSchema),
    400: badRequest,
    401: json(
      'Wrong credentials, or the second factor is due (`codeRequired`) or wrong.',
      signInRefusedSchema,
    ),
    403: crossOrigin,
    429: refused('Too many failed sign-ins from this address: the message says how long to wait.'),
  },
});

export const adminSession = defineEndpoint({
  method: 'GET',
  path: adminPaths.session,
  area,
  summary: 'Who is signed in',
  access: 'owner',
  responses: {
    200: json('The signed-in owner.', ownerSessionSchema),
    401: refused('Nobody is signed in.'),
  },
});

export const adminSignOut = defineEndpoint({
  method: 'DELETE',
  path: adminPaths.session,
  area,
  summary: 'Sign out this browser',
  access: 'owner',
  responses: { 204: noContent('Signed out; the cookie is cleared.'), 403: crossOrigin },
});

export const adminSignOutEverywhere = defineEndpoint({
  method: 'DELETE',
  path: adminPaths.sessions,
  area,
  summary: "Sign out everywhere: every session of the owner's ends",
  access: 'owner',
  responses: { 204: noContent('Every session ended.'), 403: crossOrigin },
});

export const adminStartTwoFactor = defineEndpoint({
  method: 'POST',
  path: adminPaths.twoFactor,
  area,
  summary: 'Start enrolling two-factor sign-in (TOTP): the secret and its otpauth URI',
  access: 'owner',
  responses: {
    200: json('The secret to add to an authenticator app.', twoFactorEnrolmentSchema),
    403: crossOrigin,
    409: refused('Two-factor sign-in is already on.'),
  },
});

export const adminConfirmTwoFactor = defineEndpoint({
  method: 'POST',
  path: adminPaths.twoFactorConfirm,
  area,
  summary: 'Turn two-factor sign-in on with a first code: the one-time recovery codes',
  access: 'owner',
  body: twoFactorCodeSchema,
  responses: {
    200: json('The recovery codes, shown once.', twoFactorRecoveryCodesSchema),
    400: badRequest,
    403: crossOrigin,
    409: refused('No enrolment started, or two-factor sign-in is already on.'),
  },
});

export const adminTurnOffTwoFactor = defineEndpoint({
  method: 'DELETE',
  path: adminPaths.twoFactor,
  area,
  summary: 'Turn two-factor sign-in off (needs a current code or a recovery code)',
  access: 'owner',
  body: twoFactorCodeSchema,
  responses: {
    204: noContent('Two-factor sign-in is off.'),
    400: badRequest,
    403: crossOrigin,
  },
});

export const adminChangePassword = defineEndpoint({
  method: 'POST',
  path: adminPaths.password,
  area,
  summary: "Change the owner's password: needs the current one; every other session ends",
  description:
    'The new password follows the same rule as at set-up (at least 12 characters, not containing ' +
    'the username, not a repeated group of characters, not on the list of common passwords). ' +
    'This session stays signed in; every other one ends. Audited.',
  access: 'owner',
  body: changePasswordSchema,
  responses: {
    204: noContent('Changed.'),
    400: badRequest,
    403: crossOrigin,
  },
});

export const adminSetupStatus = defineEndpoint({
  method: 'GET',
  path: adminPaths.setup,
  area,
  summary: 'Whether the first set-up is open (no owner yet)',
  description:
    'While the site has no owner, the API prints a one-time set-up link at start-up; its page ' +
    'asks this. 404 once an owner exists.',
  access: 'owner-sign-in',
  responses: {
    200: json('No owner yet: the set-up page can be used.', setupStatusSchema),
    404: refused('The site already has an owner.'),
  },
});

export const adminSetup = defineEndpoint({
  method: 'POST',
  path: adminPaths.setup,
  area,
  summary: "Create the owner's account from the set-up link, and sign him in",
  description:
    'Needs the one-time token of the link the API printed at start-up (single use, an hour). ' +
    'The password follows the rule of change password. 404 once an owner exists.',
  access: 'owner-sign-in',
  body: ownerSetupSchema,
  responses: {
    201: json('The owner exists and is signed in: the session.', ownerSessionSchema),
    400: badRequest,
    403: refused('The link is unknown, used or expired; or the request came from elsewhere.'),
    404: refused('The site already has an owner.'),
  },
});

export const adminToday = defineEndpoint({
  method: 'GET',
  path: adminPaths.today,
  area,
  summary:
    'Today: upcoming sessions, new messages and subscribers, recent payments, what needs him',
  access: 'owner',
  responses: { 200: json("The owner's day.", todayOverviewSchema) },
});

export const adminBookings = defineEndpoint({
  method: 'GET',
  path: adminPaths.bookings,
  area,
  summary: 'Every booking, newest first, filtered and searched',
  access: 'owner',
  query: adminBookingsQuery,
  responses: {
    200: json('A page of bookings.', pageOf(adminBookingSummarySchema)),
    400: badRequest,
  },
});

export const adminCreateBooking = defineEndpoint({
  method: 'POST',
  path: adminPaths.bookings,
  area,
  summary: 'Add a package paid outside the site or given: the client gets the schedule link',
  access: 'owner',
  body: createAdminBookingSchema,
  responses: {
    201: json('The new booking.', adminBookingDetailSchema),
    400: badRequest,
    403: crossOrigin,
  },
});

export const adminBooking = defineEndpoint({
  method: 'GET',
  path: adminPaths.booking(':id'),
  area,
  summary: 'One booking: client, payment, sessions, questionnaire answers and its emails',
  access: 'owner',
  params: adminIdParams,
  responses: {
    200: json('The booking.', adminBookingDetailSchema),
    400: badRequest,
    404: refused('No such booking.'),
  },
});

export const adminResendBookingEmail = defineEndpoint({
  method: 'POST',
  path: adminPaths.bookingEmailResend(':id', ':emailId'),
  area,
  summary: "Send one of the booking's emails again",
  access: 'owner',
  params: adminEmailParams,
  responses: {
    201: json('The queued copy.', outboxEmailSchema),
    400: badRequest,
    403: crossOrigin,
    404: refused('No such email for this booking.'),
    409: refused(
      'The email is still waiting to be sent, was sent again a moment ago, or says what is no longer true (`resendRefusal` of the booking detail).',
    ),
  },
});

export const adminMessages = defineEndpoint({
  method: 'GET',
  path: adminPaths.messages,
  area,
  summary: 'The contact inbox, newest first',
  access: 'owner',
  query: messagesQuery,
  responses: {
    200: json('A page of messages.', pageOf(contactMessageSchema)),
    400: badRequest,
  },
});

export const adminUpdateMessage = defineEndpoint({
  method: 'PATCH',
  path: adminPaths.message(':id'),
  area,
  summary: 'Mark a message new, handled or archived',
  access: 'owner',
  params: adminIdParams,
  body: updateMessageSchema,
  responses: {
    200: json('The message.', contactMessageSchema),
    400: badRequest,
    403: crossOrigin,
    404: refused('No such message.'),
    409: refused('Changed in another tab since (`expectedStatus` no longer holds).'),
  },
});

export const adminClientThreads = defineEndpoint({
  method: 'GET',
  path: adminPaths.clientThreads,
  area,
  summary: "The clients' portal threads, one per client who wrote, the newest thread first",
  access: 'owner',
  query: clientThreadsQuery,
  responses: {
    200: json('A page of threads, with every client’s unread messages.', clientThreadPageSchema),
    400: badRequest,
  },
});

export const adminSubscribers = defineEndpoint({
  method: 'GET',
  path: adminPaths.subscribers,
  area,
  summary: 'Newsletter subscribers with their counts and the last 12 months',
  access: 'owner',
  query: subscribersQuery,
  responses: {
    200: json('A page of subscribers, counts and months.', subscriberListSchema),
    400: badRequest,
  },
});

export const adminSubscribersCsv = defineEndpoint({
  method: 'GET',
  path: adminPaths.subscribersCsv,
  area,
  summary: 'Every subscriber as CSV (RFC 4180, a header row, safe against formula injection)',
  access: 'owner',
  responses: {
    200: { description: 'The CSV file, as an attachment.', contentType: 'text/csv' },
  },
});

export const adminRemoveSubscriber = defineEndpoint({
  method: 'DELETE',
  path: adminPaths.subscriber(':id'),
  area,
  summary: 'Remove one subscriber',
  access: 'owner',
  params: adminIdParams,
  responses: {
    204: noContent('Removed.'),
    400: badRequest,
    403: crossOrigin,
    404: refused('No such subscriber.'),
  },
});

export const adminPerson = defineEndpoint({
  method: 'GET',
  path: adminPaths.person,
  area,
  summary: 'Everything stored about an email address',
  access: 'owner',
  query: personQuery,
  responses: {
    200: json(
      'Bookings, sessions, answers, messages, subscription, emails, notices, mail files, audit lines, and the payment records an erasure keeps.',
      personDataSchema,
    ),
    400: badRequest,
  },
});

export const adminErasePerson = defineEndpoint({
  method: 'DELETE',
  path: adminPaths.person,
  area,
  summary: 'Erase everything stored about an email address, but what payment records keep',
  access: 'owner',
  query: personQuery,
  responses: {
    200: json('How much was erased.', personErasureSchema),
    400: badRequest,
    403: crossOrigin,
  },
});

export const adminAuditLog = defineEndpoint({
  method: 'GET',
  path: adminPaths.auditLog,
  area,
  summary: "The owner's actions: who, what, when and from which address",
  access: 'owner',
  query: auditLogQuery,
  responses: {
    200: json('A page of the log, newest first, with every action it holds.', auditLogPageSchema),
    400: badRequest,
  },
});

export const adminSearch = defineEndpoint({
  method: 'GET',
  path: adminPaths.search,
  area,
  summary: 'Clients, bookings, contact messages and subscribers by part of a name or email',
  access: 'owner',
  query: adminSearchQuery,
  responses: {
    200: json('The first matches of each group and their totals.', adminSearchResultsSchema),
    400: badRequest,
  },
});

export const adminEndpoints = {
  adminSignIn,
  adminSession,
  adminSignOut,
  adminSignOutEverywhere,
  adminStartTwoFactor,
  adminConfirmTwoFactor,
  adminTurnOffTwoFactor,
  adminChangePassword,
  adminSetupStatus,
  adminSetup,
  adminToday,
  adminBookings,
  adminCreateBooking,
  adminBooking,
  adminResendBookingEmail,
  adminMessages,
  adminUpdateMessage,
  adminClientThreads,
  adminSubscribers,
  adminSubscribersCsv,
  adminRemoveSubscriber,
  adminPerson,
  adminErasePerson,
  adminAuditLog,
  adminSearch,
} as const;
