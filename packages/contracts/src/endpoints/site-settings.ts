/**
 * The site settings: the keys the owner sets in the back office, and the public part every page
 * reads (`GET /api/site/settings`). Kept apart from the back office's endpoints so that a public
 * page's code, which imports the site's endpoints, carries none of the owner's.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { sitePhotoKinds } from '../site-settings';

/**
 * One responsive image as stored (`PostImage`): its fallback, its size and its AVIF and WebP
 * sets, largest first in `src`.
 */
export const postImageSchema = {
  type: 'object',
  properties: {
    // The image to put in `featuredImage` or a Markdown body (the largest WebP, with its size).
    src: { type: 'string' },
    width: { type: 'integer' },
    height: { type: 'integer' },
    avifSrcSet: { type: 'string' },
    webpSrcSet: { type: 'string' },
  },
  required: ['src', 'width', 'height', 'avifSrcSet', 'webpSrcSet'],
  additionalProperties: false,
} as const;
/** An uploaded image: its responsive set, largest first in `src`. */
export type PostImage = FromSchema<typeof postImageSchema>;

// --- site settings -----------------------------------------------------------------------------

/**
 * The site settings the owner sets in the back office. An empty value is "not set here": the
 * environment's value applies (or nothing, for a link). Every page and email reads them at once.
 */
export const ownerSettingsKeys = [
  'coachName',
  'assessmentUrl',
  'linkedinUrl',
  'xUrl',
  'youtubeUrl',
  'meetingUrl',
  'postalAddress',
  'contactEmail',
  'freeCallFirst',
  'freeCallLast',
  'workingHoursStart',
  'workingHoursEnd',
  'bookingHorizonDays',
  'specialsEndOn',
] as const;

export type OwnerSettingKey = (typeof ownerSettingsKeys)[number];
export type OwnerSettings = Record<OwnerSettingKey, string>;

/**
 * The settings as the back office reads and saves them: with the version it read, so a save from
 * a tab opened before another tab's save is refused (409) instead of putting the old values back.
 */
export type OwnerSettingsDocument = OwnerSettings & { version: number };

export const ownerSettingsSchemaJson = {
  type: 'object',
  properties: {
    ...(Object.fromEntries(ownerSettingsKeys.map((key) => [key, { type: 'string' }])) as {
      [K in OwnerSettingKey]: { type: 'string' };
    }),
    version: { type: 'integer', minimum: 0 },
  },
  required: [...ownerSettingsKeys, 'version'],
  additionalProperties: false,
} as const;

/**
 * The settings every page shows, answered to anyone (`GET /api/site/settings`). The others (the
 * meeting room, the postal line, the contact email) go into emails only; the booking hours
 * reach the pickers through the booking rules.
 */
export const publicSettingsKeys = [
  'coachName',
  'assessmentUrl',
  'linkedinUrl',
  'xUrl',
  'youtubeUrl',
  'specialsEndOn',
] as const satisfies readonly OwnerSettingKey[];

export type PublicSettingKey = (typeof publicSettingsKeys)[number];
export type PublicSettings = Pick<OwnerSettings, PublicSettingKey>;

/** The owner's photographs: each the uploaded set, or null (the built-in image is drawn). */
export const sitePhotosSchema = {
  type: 'object',
  properties: Object.fromEntries(
    sitePhotoKinds.map((kind) => [kind, { anyOf: [postImageSchema, { type: 'null' }] }]),
  ) as {
    [K in (typeof sitePhotoKinds)[number]]: { anyOf: [typeof postImageSchema, { type: 'null' }] };
  },
  required: [...sitePhotoKinds],
  additionalProperties: false,
} as const;

export const publicSettingsSchemaJson = {
  type: 'object',
  properties: {
    ...(Object.fromEntries(publicSettingsKeys.map((key) => [key, { type: 'string' }])) as {
      [K in PublicSettingKey]: { type: 'string' };
    }),
    photos: sitePhotosSchema,
    timezone: {
      type: 'string',
      description:
        "The coach's IANA zone (the one he saved with his schedules, else OWNER_TIMEZONE): public dates are days in it.",
    },
  },
  required: [...publicSettingsKeys, 'photos', 'timezone'],
  additionalProperties: false,
} as const;
