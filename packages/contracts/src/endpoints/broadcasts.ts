/**
 * Newsletter broadcasts: the owner composes a message (from a post, or from scratch in Markdown),
 * previews it, sends himself a test, then sends it to every active subscriber now or at a time in
 * his zone; afterwards each broadcast reports who received it. The one public entry is a sent
 * broadcast's web version ("view in the browser"), at an unlisted address.
 */
import { boolean, number, object, string, type InferType } from 'yup';
import { singleLine, singleLineMessage } from '../schemas/single-line';
import { defineEndpoint, json } from './define';
import { apiErrorSchema, listOf } from './responses';

// --- messages ---------------------------------------------------------------------------------

export const broadcastMessages = {
  subjectRequired: 'Please enter a subject.',
  /** The subject a preview shows while the composer's is still empty. */
  subjectPlaceholder: '(No subject yet)',
  /** Beside that preview: the subject is needed before the message can be sent. */
  subjectNeededToSend: 'The subject is still empty: fill it in before sending.',
  subjectTooLong: 'Keep the subject under 200 characters.',
  preheaderTooLong: 'Keep the preview line under 200 characters.',
  postRequired: 'Choose the post to send.',
  markdownRequired: 'Write the message.',
  markdownTooLong: 'The message is too long (at most 100,000 characters).',
  scheduledForRequired: 'Choose the date and time to send it.',
  scheduledForInvalid: 'Choose a date and time like 2031-03-04 09:30.',
  scheduledForPast: 'Choose a time in the future.',
  scheduledForMissing:
    'That time does not exist in your time zone (the clocks change then). Choose another.',
  notFound: 'No broadcast has this id.',
  postNotFound: 'That post does not exist.',
  alreadySent: 'This broadcast has already been sent; it cannot change.',
  postUnpublished:
    'The post is not published yet. Publish it with this message ("Publish the post and email it now") or publish it first.',
  postAlreadyPublished: 'The post is already published.',
  publishNeedsPost: 'Only a broadcast made from a post can publish it.',
  scheduleUnpublished: 'Publish the post before scheduling its email.',
  noPostalAddress:
    'Set the postal address (Site settings) before sending: every newsletter must carry it.',
  onlyDrafts: 'Only a draft or a scheduled broadcast can be deleted.',
  notScheduled: 'This broadcast is not scheduled.',
} as const;

/**
 * What a preview's links hold where only sending (or saving) gives the real value, on the site's
 * real paths and marked as samples the owner reads as such: each subscriber's own unsubscribe
 * token ("/newsletter/unsubscribe?token=…"), and the web version's key of a letter not saved yet.
 */
export const broadcastPreviewSamples = {
  unsubscribeToken: 'SAMPLE-each-subscriber-gets-their-own-link',
  webKey: 'SAMPLE-this-letter-gets-its-own-address-once-saved',
} as const;

// --- requests ---------------------------------------------------------------------------------

export const broadcastSources = ['post', 'markdown'] as const;
export type BroadcastSource = (typeof broadcastSources)[number];
export const postContents = ['excerpt', 'full'] as const;
export type PostContent = (typeof postContents)[number];
export const broadcastStatuses = ['draft', 'scheduled', 'sending', 'sent'] as const;
export type BroadcastStatus = (typeof broadcastStatuses)[number];

/** Runs of spaces become one; a line break or another control character is refused (below). */
const oneLine = (value: unknown) =>
  typeof value === 'string' ? value.replace(/ {2,}/g, ' ').trim() : value;

/** Create or edit a broadcast (a draft or a scheduled one). */
export const broadcastSchema = object({
  subject: string()
    .transform(oneLine)
    .required(broadcastMessages.subjectRequired)
    .max(200, broadcastMessages.subjectTooLong)
    .test(singleLine(singleLineMessage('The subject'))),
  preheader: string()
    .transform(oneLine)
    .max(200, broadcastMessages.preheaderTooLong)
    .test(singleLine(singleLineMessage('The preheader')))
    .default('')
    .meta({ description: 'The line mail clients show beside the subject.' }),
  source: string()
    .oneOf(broadcastSources)
    .required()
    .meta({ description: '`post`: a post of the blog; `markdown`: written here.' }),
  postId: number()
    .integer()
    .positive()
    .nullable()
    .default(null)
    .when('source', {
      is: 'post',
      then: (schema) => schema.required(broadcastMessages.postRequired),
    }),
  postContent: string()
    .oneOf(postContents)
    .default('excerpt')
    .meta({ description: "A post's excerpt with a link, or its full text." }),
  markdown: string()
    .default('')
    .max(100_000, broadcastMessages.markdownTooLong)
    .when('source', {
      is: 'markdown',
      then: (schema) => schema.trim().required(broadcastMessages.markdownRequired),
    }),
  subscriberOnly: boolean().default(false).meta({
    description:
      'Only for subscribers: never on the blog, in the sitemap or the feed; readable at its own unlisted address.',
  }),
});
export type BroadcastRequest = InferType<typeof broadcastSchema>;

/** A wall-clock time in the owner's zone, as a `datetime-local` input gives it. */
const localDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

export const sendBroadcastSchema = object({
  when: string()
    .oneOf(['now', 'later'] as const)
    .required(),
  scheduledFor: string()
    .trim()
    .default('')
    .when('when', {
      is: 'later',
      then: (schema) =>
        schema
          .required(broadcastMessages.scheduledForRequired)
          .matches(localDateTime, broadcastMessages.scheduledForInvalid),
    })
    .meta({ description: '`YYYY-MM-DDTHH:mm` in the owner’s time zone (with `when: later`).' }),
  publishPost: boolean().default(false).meta({
    description: 'Publish the broadcast’s post now, in the same step (with `when: now`).',
  }),
});
export type SendBroadcastRequest = InferType<typeof sendBroadcastSchema>;

// --- answers ----------------------------------------------------------------------------------

const isoInstant = { type: 'string', format: 'date-time' } as const;
const nullableInstant = { type: ['string', 'null'], format: 'date-time' } as const;

const countsSchema = {
  type: 'object',
  properties: {
    recipients: { type: 'integer' },
    sent: { type: 'integer' },
    failed: { type: 'integer' },
    pending: { type: 'integer' },
    retrying: {
      type: 'integer',
      description:
        'Of `pending`, the messages waiting for another try: an attempt failed, or the sender ' +
        'that held them stopped before sending them (its lease ran out).',
    },
    nextRetryAt: {
      type: ['string', 'null'],
      format: 'date-time',
      description: 'When the first of the `retrying` messages is tried again (null: none).',
    },
    cancelled: { type: 'integer' },
  },
  required: ['recipients', 'sent', 'failed', 'pending', 'retrying', 'nextRetryAt', 'cancelled'],
  additionalProperties: false,
} as const;

const summaryProperties = {
  id: { type: 'integer' },
  subject: { type: 'string' },
  source: { enum: broadcastSources },
  postId: { type: ['integer', 'null'] },
  postTitle: { type: ['string', 'null'] },
  postSlug: { type: ['string', 'null'] },
  postPublished: { type: ['boolean', 'null'] },
  postContent: { enum: postContents },
  subscriberOnly: { type: 'boolean' },
  status: { enum: broadcastStatuses },
  scheduledAt: nullableInstant,
  startedAt: nullableInstant,
  completedAt: nullableInstant,
  createdAt: isoInstant,
  updatedAt: isoInstant,
  /** The web version ("view in the browser"): readable once the broadcast is sent. */
  webUrl: { type: 'string' },
  counts: countsSchema,
} as const;
const summaryRequired = Object.keys(summaryProperties) as (keyof typeof summaryProperties)[];

export const broadcastSummarySchema = {
  type: 'object',
  properties: summaryProperties,
  required: summaryRequired,
  additionalProperties: false,
} as const;

export const broadcastDetailSchema = {
  type: 'object',
  properties: {
    ...summaryProperties,
    preheader: { type: 'string' },
    markdown: { type: 'string' },
    report: {
      type: 'object',
      properties: {
        /** Recipients who unsubscribed after the broadcast started. */
        unsubscribedSince: { type: 'integer' },
        /** Recipients who opened it; null while opens tracking is off. */
        opened: { type: ['integer', 'null'] },
        failures: listOf({
          type: 'object',
          properties: {
            email: { type: 'string' },
            error: { type: 'string' },
            at: isoInstant,
            permanent: { type: 'boolean' },
          },
          required: ['email', 'error', 'at', 'permanent'],
          additionalProperties: false,
        }),
      },
      required: ['unsubscribedSince', 'opened', 'failures'],
      additionalProperties: false,
    },
  },
  required: [...summaryRequired, 'preheader', 'markdown', 'report'],
  additionalProperties: false,
} as const;

export const broadcastPreviewSchema = {
  type: 'object',
  properties: {
    subject: { type: 'string' },
    html: { type: 'string' },
    text: { type: 'string' },
    /** What the preview lacks before it can be sent (the postal address), else null. */
    warning: { type: ['string', 'null'] },
    /** How many subscribers would receive it if it were sent now. */
    recipients: { type: 'integer' },
  },
  required: ['subject', 'html', 'text', 'warning', 'recipients'],
  additionalProperties: false,
} as const;

export const broadcastPostSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    title: { type: 'string' },
    slug: { type: 'string' },
    published: { type: 'boolean' },
    publishedAt: isoInstant,
  },
  required: ['id', 'title', 'slug', 'published', 'publishedAt'],
  additionalProperties: false,
} as const;

const testSentSchema = {
  type: 'object',
  properties: { sentTo: { type: 'string' } },
  required: ['sentTo'],
  additionalProperties: false,
} as const;

// --- endpoints --------------------------------------------------------------------------------

const idParams = object({
  id: number()
    .typeError('The broadcast id must be a number.')
    .integer('The broadcast id must be a number.')
    .positive('The broadcast id must be a number.')
    .required()
    .meta({ description: "The broadcast's id." }),
});

/** `?id=`: the saved broadcast the composer is editing (its web address goes in the footer). */
const draftPreviewQuery = object({
  id: number()
    .typeError('The broadcast id must be a number.')
    .integer('The broadcast id must be a number.')
    .positive('The broadcast id must be a number.')
    .optional()
    .meta({ description: 'The saved broadcast being edited, if any.' }),
});

const area = 'broadcasts';
const notFound = json('No broadcast has this id.', apiErrorSchema);

export const listBroadcasts = defineEndpoint({
  method: 'GET',
  path: '/api/admin/broadcasts',
  area,
  summary: 'Every broadcast, newest first, with its delivery counts',
  access: 'owner',
  responses: { 200: json('The broadcasts.', listOf(broadcastSummarySchema)) },
});

export const listBroadcastPosts = defineEndpoint({
  method: 'GET',
  path: '/api/admin/broadcasts/posts',
  area,
  summary: 'The posts a broadcast can be made from (published or not), newest first',
  access: 'owner',
  responses: { 200: json('The posts.', listOf(broadcastPostSchema)) },
});

export const createBroadcast = defineEndpoint({
  method: 'POST',
  path: '/api/admin/broadcasts',
  area,
  summary: 'Create a draft broadcast',
  access: 'owner',
  rateLimit: 'default',
  body: broadcastSchema,
  responses: {
    201: json('The draft.', broadcastDetailSchema),
    400: json("A field is missing or not valid (each field's message).", apiErrorSchema),
    404: json('The post does not exist.', apiErrorSchema),
  },
});

export const getBroadcast = defineEndpoint({
  method: 'GET',
  path: '/api/admin/broadcasts/:id',
  area,
  summary: 'One broadcast with its report: counts, unsubscribed since, failures',
  access: 'owner',
  params: idParams,
  responses: { 200: json('The broadcast.', broadcastDetailSchema), 404: notFound },
});

export const updateBroadcast = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/broadcasts/:id',
  area,
  summary: 'Change a draft or a scheduled broadcast',
  access: 'owner',
  rateLimit: 'default',
  params: idParams,
  body: broadcastSchema,
  responses: {
    200: json('The broadcast.', broadcastDetailSchema),
    400: json("A field is missing or not valid (each field's message).", apiErrorSchema),
    404: notFound,
    409: json('Already sending or sent.', apiErrorSchema),
  },
});

export const deleteBroadcast = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/broadcasts/:id',
  area,
  summary: 'Delete a draft or a scheduled broadcast',
  access: 'owner',
  rateLimit: 'default',
  params: idParams,
  responses: {
    204: { description: 'Deleted.', contentType: 'text/plain' },
    404: notFound,
    409: json('Already sending or sent.', apiErrorSchema),
  },
});

export const previewBroadcast = defineEndpoint({
  method: 'GET',
  path: '/api/admin/broadcasts/:id/preview',
  area,
  summary: 'The message as a subscriber receives it: subject, HTML and plain text',
  access: 'owner',
  params: idParams,
  responses: { 200: json('The preview.', broadcastPreviewSchema), 404: notFound },
});

export const previewDraftBroadcast = defineEndpoint({
  method: 'POST',
  path: '/api/admin/broadcasts/preview',
  area,
  summary:
    'The message as the composer holds it (not saved yet) as a subscriber would receive it; ?id= a saved one being edited',
  access: 'owner',
  rateLimit: 'default',
  query: draftPreviewQuery,
  body: broadcastSchema,
  responses: {
    200: json('The preview.', broadcastPreviewSchema),
    400: json("A field is missing or not valid (each field's message).", apiErrorSchema),
    404: notFound,
  },
});

export const testBroadcast = defineEndpoint({
  method: 'POST',
  path: '/api/admin/broadcasts/:id/test',
  area,
  summary: 'Send the message once to the owner (his contact email)',
  access: 'owner',
  rateLimit: 'default',
  params: idParams,
  responses: { 201: json('Queued to the owner.', testSentSchema), 404: notFound },
});

export const sendBroadcast = defineEndpoint({
  method: 'POST',
  path: '/api/admin/broadcasts/:id/send',
  area,
  summary: 'Send to every active subscriber now, or schedule it (a time in the owner’s zone)',
  description:
    'With `when: now` every recipient gets one outbox message, written in the same transaction ' +
    'as the broadcast’s move to `sending`; with `publishPost` the post is published in that same ' +
    'transaction. With `when: later` the broadcast waits, `scheduled`, until its time.',
  access: 'owner',
  rateLimit: 'default',
  params: idParams,
  body: sendBroadcastSchema,
  responses: {
    200: json('Sending or scheduled.', broadcastDetailSchema),
    400: json('The time is missing, not valid, or past.', apiErrorSchema),
    404: notFound,
    409: json(
      'Already sent, the post is not published, or no postal address is set.',
      apiErrorSchema,
    ),
  },
});

export const unscheduleBroadcast = defineEndpoint({
  method: 'POST',
  path: '/api/admin/broadcasts/:id/unschedule',
  area,
  summary: 'Take a scheduled broadcast back to a draft',
  access: 'owner',
  rateLimit: 'default',
  params: idParams,
  responses: {
    200: json('The draft.', broadcastDetailSchema),
    404: notFound,
    409: json('Not scheduled (a draft, or already sending).', apiErrorSchema),
  },
});

export const viewBroadcast = defineEndpoint({
  method: 'GET',
  path: '/api/newsletter/broadcasts/:key',
  area,
  summary: 'A sent broadcast’s web version ("view in the browser"), at an unlisted address',
  description:
    'Never listed on the blog, in the sitemap or the feed; a subscriber-only broadcast answers ' +
    '`X-Robots-Tag: noindex`.',
  access: 'public',
  params: object({
    key: string().defined().meta({ description: 'The broadcast’s unlisted key.' }),
  }),
  responses: {
    200: { description: 'The page.', contentType: 'text/html' },
    404: json('No sent broadcast has this key.', apiErrorSchema),
  },
});

export const broadcastOpened = defineEndpoint({
  method: 'GET',
  path: '/api/newsletter/broadcasts/:key/open.gif',
  area,
  summary:
    'A 1×1 image recording that a recipient opened a broadcast (only with opens tracking on)',
  access: 'public',
  params: object({
    key: string().defined().meta({ description: 'The broadcast’s unlisted key.' }),
  }),
  query: object({
    t: string().optional().meta({ description: 'The recipient’s token.' }),
  }),
  responses: {
    200: { description: 'A transparent GIF, whatever the token.', contentType: 'image/gif' },
  },
});

export const confirmSubscription = defineEndpoint({
  method: 'GET',
  path: '/api/newsletter/confirm',
  area: 'newsletter',
  summary: 'Double opt-in: the confirmation email’s link, which subscribes the address',
  description:
    'Only with NEWSLETTER_DOUBLE_OPT_IN on. Answers a page: subscribed (a welcome email follows), or a link that is not, or no longer, valid (404).',
  access: 'public',
  query: object({
    token: string().optional().meta({ description: 'The token from the confirmation email.' }),
  }),
  responses: {
    200: { description: 'Subscribed.', contentType: 'text/html' },
    404: { description: 'No waiting sign-up holds this token.', contentType: 'text/html' },
  },
});

export const broadcastEndpoints = {
  listBroadcasts,
  listBroadcastPosts,
  createBroadcast,
  getBroadcast,
  updateBroadcast,
  deleteBroadcast,
  previewBroadcast,
  previewDraftBroadcast,
  testBroadcast,
  sendBroadcast,
  unscheduleBroadcast,
  viewBroadcast,
  broadcastOpened,
  confirmSubscription,
} as const;
