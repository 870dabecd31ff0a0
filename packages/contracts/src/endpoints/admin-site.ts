/**
 * The owner's site in his hands (back office): his data as a ZIP, the notices the site kept for
 * him when it sends no email, and the testimonials of the home page. Every entry is `owner`:
 * his session, same-origin writes, no-store, the admin rate limit.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { array, boolean, number, object, string, type InferType } from 'yup';
import { bookingHorizonBounds } from '../slots';
import { isDateString } from '../dates';
import { postImageTypes } from '../admin-posts';
import { sitePhotoKinds } from '../site-settings';
import { singleLine, singleLineMessage } from '../schemas/single-line';
import { maxDatabaseInteger } from './params';
import { pageProperties } from './admin';
import { defineEndpoint, json } from './define';
import { apiErrorSchema, listOf } from './responses';
import { ownerSettingsSchemaJson, postImageSchema, sitePhotosSchema } from './site-settings';

// The settings' keys and schemas live with the public endpoints; the back office's are here too.
export * from './site-settings';

const isoInstant = { type: 'string', format: 'date-time' } as const;

// --- the owner's data --------------------------------------------------------------------------

/** What the ZIP holds, each as `<name>.csv` and `<name>.json`. */
export const exportDatasets = ['posts', 'bookings', 'answers', 'messages', 'subscribers'] as const;

export const exportZip = defineEndpoint({
  method: 'GET',
  path: '/api/admin/export.zip',
  area: 'admin-site',
  summary: "The owner's data as a ZIP of CSV and JSON files",
  description:
    'Posts, bookings, questionnaire answers, contact messages and newsletter subscribers, each as ' +
    'a CSV file (a spreadsheet opens it; cells that would run as a formula are quoted) and a JSON ' +
    'file, with a README. Secret keys (booking links, unsubscribe tokens) are left out.',
  access: 'owner',
  responses: { 200: { description: 'The ZIP file.', contentType: 'application/zip' } },
});

// --- notices -----------------------------------------------------------------------------------

export const noticeSummarySchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    subject: { type: 'string' },
    sentAt: isoInstant,
  },
  required: ['id', 'subject', 'sentAt'],
  additionalProperties: false,
} as const;

export const noticeSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    subject: { type: 'string' },
    sentAt: isoInstant,
    to: { type: 'string' },
    replyTo: { type: 'string' },
    text: { type: 'string' },
  },
  required: ['id', 'subject', 'sentAt', 'to', 'text'],
  additionalProperties: false,
} as const;

export const noticesPageSize = 50;

export const noticeListSchema = {
  type: 'object',
  properties: {
    items: listOf(noticeSummarySchema),
    ...pageProperties,
    /** False when email goes through an SMTP server: no notice is kept as a file then. */
    keptAsFiles: { type: 'boolean' },
  },
  required: ['items', 'total', 'page', 'pageSize', 'keptAsFiles'],
  additionalProperties: false,
} as const;

export const invalidPageMessage = 'Invalid page: it must be a positive whole number';

const pageQuery = object({
  page: number()
    .transform((_value: unknown, original: unknown) =>
      typeof original === 'string' && /^\d{1,6}$/.test(original) ? Number(original) : Number.NaN,
    )
    .typeError(invalidPageMessage)
    .integer(invalidPageMessage)
    .min(1, invalidPageMessage)
    .optional(),
});

export const noticeNotFoundMessage = 'This notice does not exist (any more).';

/** A notice's id: its file's name without `.eml`; anything else is a notice that does not exist. */
export const noticeIdParams = object({
  id: string().required(noticeNotFoundMessage).max(200, noticeNotFoundMessage),
});

export const listNotices = defineEndpoint({
  method: 'GET',
  path: '/api/admin/notices',
  area: 'admin-site',
  summary: 'The notices the site sent the owner, newest first',
  description:
    'Without SMTP_URL every email is kept as a file in the data folder; these are the ones ' +
    'addressed to the owner (new bookings, answers, messages, subscribers).',
  access: 'owner',
  query: pageQuery,
  responses: {
    200: json('One page of notices.', noticeListSchema),
    400: json('An invalid page.', apiErrorSchema),
  },
});

export const getNotice = defineEndpoint({
  method: 'GET',
  path: '/api/admin/notices/:id',
  area: 'admin-site',
  summary: 'One notice, as text',
  access: 'owner',
  params: noticeIdParams,
  responses: {
    200: json('The notice.', noticeSchema),
    404: json('No such notice.', apiErrorSchema),
  },
});

// --- testimonials ------------------------------------------------------------------------------

export const adminTestimonialSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    title: { type: 'string' },
    content: { type: 'string' },
    rating: { type: 'integer', minimum: 1, maximum: 5 },
    isActive: { type: 'boolean' },
    sortOrder: { type: 'integer' },
    /** The client's photograph as uploaded (null: the site draws a line-art mark instead). */
    headshot: { anyOf: [postImageSchema, { type: 'null' }] },
  },
  required: ['id', 'name', 'title', 'content', 'rating', 'isActive', 'sortOrder', 'headshot'],
  additionalProperties: false,
} as const;

export const testimonialMessages = {
  name: 'Please enter the name of the person quoted',
  nameLength: 'The name must be at most 120 characters',
  title: 'Please enter their role or title',
  titleLength: 'The role must be at most 200 characters',
  content: 'Please enter the testimonial',
  contentLength: 'Please keep the testimonial under 2000 characters',
  rating: 'The rating must be a whole number from 1 to 5',
  nameTaken: 'Another testimonial already has this name',
  notFound: 'This testimonial does not exist (any more).',
  order: 'The order must list every testimonial once',
  invalidId: 'Invalid testimonial id: it must be a positive whole number',
} as const;

const rating = number()
  .typeError(testimonialMessages.rating)
  .integer(testimonialMessages.rating)
  .min(1, testimonialMessages.rating)
  .max(5, testimonialMessages.rating);

export const testimonialSchema = object({
  name: string()
    .trim()
    .required(testimonialMessages.name)
    .max(120, testimonialMessages.nameLength)
    .test(singleLine(singleLineMessage('The name'))),
  title: string()
    .trim()
    .required(testimonialMessages.title)
    .max(200, testimonialMessages.titleLength)
    .test(singleLine(singleLineMessage('The title'))),
  content: string()
    .trim()
    .required(testimonialMessages.content)
    .max(2000, testimonialMessages.contentLength),
  rating: rating.required(testimonialMessages.rating),
  isActive: boolean().optional(),
});

export type TestimonialInput = InferType<typeof testimonialSchema>;

/** A change: any of the fields, each checked as when adding. */
export const testimonialChangeSchema = object({
  name: string()
    .trim()
    .min(1, testimonialMessages.name)
    .max(120, testimonialMessages.nameLength)
    .test(singleLine(singleLineMessage('The name'))),
  title: string()
    .trim()
    .min(1, testimonialMessages.title)
    .max(200, testimonialMessages.titleLength)
    .test(singleLine(singleLineMessage('The title'))),
  content: string()
    .trim()
    .min(1, testimonialMessages.content)
    .max(2000, testimonialMessages.contentLength),
  rating: rating.optional(),
  isActive: boolean().typeError('isActive must be true or false').optional(),
});

export type TestimonialChange = InferType<typeof testimonialChangeSchema>;

const testimonialId = number()
  .transform((_value: unknown, original: unknown) =>
    typeof original === 'string' && /^\d{1,10}$/.test(original) ? Number(original) : Number.NaN,
  )
  .typeError(testimonialMessages.invalidId)
  .required(testimonialMessages.invalidId)
  .integer(testimonialMessages.invalidId)
  .min(1, testimonialMessages.invalidId)
  .max(maxDatabaseInteger, testimonialMessages.invalidId);

export const testimonialOrderSchema = object({
  ids: array(number().required().integer().min(1).max(maxDatabaseInteger))
    .typeError(testimonialMessages.order)
    .required(testimonialMessages.order)
    .min(1, testimonialMessages.order),
});

const testimonialList = {
  type: 'object',
  properties: { items: listOf(adminTestimonialSchema) },
  required: ['items'],
  additionalProperties: false,
} as const;

export const listTestimonials = defineEndpoint({
  method: 'GET',
  path: '/api/admin/testimonials',
  area: 'admin-site',
  summary: 'Every testimonial, shown and hidden, in display order',
  description: 'The home page shows the first three shown ones (its own three when none is shown).',
  access: 'owner',
  responses: { 200: json('Every testimonial.', testimonialList) },
});

export const createTestimonial = defineEndpoint({
  method: 'POST',
  path: '/api/admin/testimonials',
  area: 'admin-site',
  summary: 'Add a testimonial (last in the order)',
  access: 'owner',
  body: testimonialSchema,
  responses: {
    201: json('The new testimonial.', adminTestimonialSchema),
    400: json('A field is missing or invalid.', apiErrorSchema),
    409: json('Another testimonial has this name.', apiErrorSchema),
  },
});

export const updateTestimonial = defineEndpoint({
  method: 'PATCH',
  path: '/api/admin/testimonials/:id',
  area: 'admin-site',
  summary: 'Edit a testimonial, or hide / show it (isActive)',
  access: 'owner',
  params: object({ id: testimonialId }),
  body: testimonialChangeSchema,
  responses: {
    200: json('The testimonial as saved.', adminTestimonialSchema),
    400: json('An invalid id, or a field is invalid.', apiErrorSchema),
    404: json('No such testimonial.', apiErrorSchema),
    409: json('Another testimonial has this name.', apiErrorSchema),
  },
});

export const reorderTestimonials = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/testimonials/order',
  area: 'admin-site',
  summary: 'Put the testimonials in a new order (every id, once)',
  access: 'owner',
  body: testimonialOrderSchema,
  responses: {
    200: json('Every testimonial in the new order.', testimonialList),
    400: json('Not every testimonial, or one twice.', apiErrorSchema),
  },
});

export const uploadTestimonialHeadshot = defineEndpoint({
  method: 'POST',
  path: '/api/admin/testimonials/:id/headshot',
  area: 'admin-site',
  summary: "Upload a testimonial's headshot (the client's photograph): JPEG, PNG, WebP or AVIF",
  description:
    'Checked and converted as post images are (type by content, at least 600 px wide, metadata ' +
    'stripped, AVIF and WebP at each upload width); a new upload replaces the previous one. The ' +
    'home page draws it beside the quote from the next request.',
  access: 'owner',
  params: object({ id: testimonialId }),
  rawBody:
    'The image file itself, as the request body (any image Content-Type or ' +
    'application/octet-stream); its type is read from its content, never from its name.',
  bodyTypes: [...postImageTypes, 'application/octet-stream'],
  responses: {
    200: json('The testimonial with its new headshot.', adminTestimonialSchema),
    400: json('Not one of the accepted images, or an invalid id.', apiErrorSchema),
    404: json('No such testimonial.', apiErrorSchema),
    413: json('Larger than the accepted size.', apiErrorSchema),
  },
});

export const removeTestimonialHeadshot = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/testimonials/:id/headshot',
  area: 'admin-site',
  summary: "Remove a testimonial's headshot: the site draws its line-art mark again",
  access: 'owner',
  params: object({ id: testimonialId }),
  responses: {
    200: json('The testimonial without a headshot.', adminTestimonialSchema),
    400: json('An invalid id.', apiErrorSchema),
    404: json('No such testimonial.', apiErrorSchema),
  },
});

// --- site settings -----------------------------------------------------------------------------

export const settingsMessages = {
  coachName: 'The name must be at most 80 characters',
  url: 'Enter a full address starting with https:// (or leave it empty)',
  postalAddress: 'Enter the postal address on one line, at most 200 characters (or leave it empty)',
  contactEmail: 'Enter one email address, such as you@example.com (or leave it empty)',
  time: 'Enter a time on the quarter hour, such as 13:00 or 13:15 (or leave it empty)',
  freeCallOrder: 'The last free call must start after the first one',
  workingHoursOrder: 'Working hours must end after they start',
  horizon: `Enter a whole number of days from ${bookingHorizonBounds.min} to ${bookingHorizonBounds.max} (or leave it empty)`,
  specialsEndOn: 'Enter a real date, such as the last day of a month (or leave it empty)',
  versionRequired: 'The version of the settings you edited is missing. Reload the page.',
  /** 409 when another tab or window saved the settings since this one read them. */
  conflict:
    'The settings were changed in another tab or window since you opened them. Your changes were not saved: copy what you need, then reload to see the latest settings.',
} as const;

const linkSetting = string()
  .trim()
  .max(500, settingsMessages.url)
  .test('http-url', settingsMessages.url, (value) => {
    if (!value) return true;
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
    } catch {
      return false;
    }
  })
  .default('');

/** HH:mm on the quarter hour (the free call's grid). */
const quarterHourPattern = /^([01]\d|2[0-3]):(00|15|30|45)$/;

const timeSetting = string()
  .trim()
  .test('quarter-hour', settingsMessages.time, (value) => !value || quarterHourPattern.test(value))
  .default('');

/** One address: something@domain.tld, no spaces, no list. */
export const emailAddressPattern = /^[^\s@<>,;]+@[^\s@<>,;]+\.[^\s@<>,;]+$/;

/** Two times of the form that both name: the later must be after the earlier (HH:mm sorts). */
const ordered = (first: string | undefined, last: string | undefined) =>
  !first || !last || !quarterHourPattern.test(first) || !quarterHourPattern.test(last)
    ? true
    : first < last;

export const ownerSettingsSchema = object({
  coachName: string()
    .trim()
    .max(80, settingsMessages.coachName)
    .test(singleLine(singleLineMessage('The name')))
    .default(''),
  assessmentUrl: linkSetting,
  linkedinUrl: linkSetting,
  xUrl: linkSetting,
  youtubeUrl: linkSetting,
  meetingUrl: linkSetting,
  postalAddress: string()
    .trim()
    .max(200, settingsMessages.postalAddress)
    .test(singleLine(settingsMessages.postalAddress))
    .default(''),
  contactEmail: string()
    .trim()
    .max(254, settingsMessages.contactEmail)
    .test(
      'email',
      settingsMessages.contactEmail,
      (value) => !value || emailAddressPattern.test(value),
    )
    .default(''),
  freeCallFirst: timeSetting,
  freeCallLast: timeSetting.test('after-first', settingsMessages.freeCallOrder, function (last) {
    return ordered((this.parent as { freeCallFirst?: string }).freeCallFirst, last);
  }),
  workingHoursStart: timeSetting,
  workingHoursEnd: timeSetting.test(
    'after-start',
    settingsMessages.workingHoursOrder,
    function (end) {
      return ordered((this.parent as { workingHoursStart?: string }).workingHoursStart, end);
    },
  ),
  bookingHorizonDays: string()
    .trim()
    .test('horizon', settingsMessages.horizon, (value) => {
      if (!value) return true;
      if (!/^\d{1,4}$/.test(value)) return false;
      const days = Number(value);
      return days >= bookingHorizonBounds.min && days <= bookingHorizonBounds.max;
    })
    .default(''),
  specialsEndOn: string()
    .trim()
    .test('date', settingsMessages.specialsEndOn, (value) => !value || isDateString(value))
    .default(''),
  version: number()
    .typeError(settingsMessages.versionRequired)
    .integer(settingsMessages.versionRequired)
    .min(0, settingsMessages.versionRequired)
    .max(maxDatabaseInteger, settingsMessages.versionRequired)
    .required(settingsMessages.versionRequired),
});

export const getOwnerSettings = defineEndpoint({
  method: 'GET',
  path: '/api/admin/site-settings',
  area: 'admin-site',
  summary:
    'The site settings set in the back office (empty: the environment decides); the name is the one in force',
  access: 'owner',
  responses: { 200: json('The settings.', ownerSettingsSchemaJson) },
});

export const saveOwnerSettings = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/site-settings',
  area: 'admin-site',
  summary: 'Save the site settings; every page and email uses them from the next request',
  access: 'owner',
  body: ownerSettingsSchema,
  responses: {
    200: json('The settings as saved, at their new version.', ownerSettingsSchemaJson),
    400: json('A field is invalid.', apiErrorSchema),
    409: json('Another tab or window saved the settings since this one read them.', apiErrorSchema),
  },
});

export const sitePhotoMessages = {
  kind: `The photo must be one of: ${sitePhotoKinds.join(', ')}`,
} as const;

const sitePhotoParams = object({
  kind: string()
    .required(sitePhotoMessages.kind)
    .oneOf([...sitePhotoKinds], sitePhotoMessages.kind),
});

export const getSitePhotos = defineEndpoint({
  method: 'GET',
  path: '/api/admin/site-settings/photos',
  area: 'admin-site',
  summary: "The coach's portrait and the home page's hero as uploaded (null: the built-in image)",
  access: 'owner',
  responses: { 200: json('Both photos.', sitePhotosSchema) },
});

export const uploadSitePhoto = defineEndpoint({
  method: 'POST',
  path: '/api/admin/site-settings/photos/:kind',
  area: 'admin-site',
  summary: 'Upload the portrait (About page) or the hero (home page): JPEG, PNG, WebP or AVIF',
  description:
    'Checked and converted as post images are (type by content, at least 600 px wide, metadata ' +
    'stripped, AVIF and WebP at each upload width); every page draws it from the next request.',
  access: 'owner',
  params: sitePhotoParams,
  rawBody:
    'The image file itself, as the request body (any image Content-Type or ' +
    'application/octet-stream); its type is read from its content, never from its name.',
  bodyTypes: [...postImageTypes, 'application/octet-stream'],
  responses: {
    200: json('Both photos, with the new one.', sitePhotosSchema),
    400: json('Not one of the accepted images, or an unknown photo.', apiErrorSchema),
    413: json('Larger than the accepted size.', apiErrorSchema),
  },
});

export const removeSitePhoto = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/site-settings/photos/:kind',
  area: 'admin-site',
  summary: 'Remove the uploaded portrait or hero: the site draws its built-in image again',
  access: 'owner',
  params: sitePhotoParams,
  responses: {
    200: json('Both photos, without the removed one.', sitePhotosSchema),
    400: json('An unknown photo.', apiErrorSchema),
  },
});

export const adminSiteEndpoints = {
  getOwnerSettings,
  saveOwnerSettings,
  getSitePhotos,
  uploadSitePhoto,
  removeSitePhoto,
  exportZip,
  listNotices,
  getNotice,
  listTestimonials,
  createTestimonial,
  updateTestimonial,
  reorderTestimonials,
  uploadTestimonialHeadshot,
  removeTestimonialHeadshot,
} as const;

export type AdminTestimonial = FromSchema<typeof adminTestimonialSchema>;
export type NoticeSummary = FromSchema<typeof noticeSummarySchema>;
export type Notice = FromSchema<typeof noticeSchema>;
export type NoticeList = FromSchema<typeof noticeListSchema>;
