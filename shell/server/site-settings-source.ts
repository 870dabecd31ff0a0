/**
 * The site settings every page is written with: the environment's (the runtime config read at
 * start) overlaid with what the owner set in the back office, read from the API's
 * `GET /api/site/settings`; the Stripe publishable key only while the API says card payments are
 * on (`GET /api/payments/status`), so a page knows it on the server, before its first paint (the
 * checkout answers with the way to /stripe-setup instead of drawing itself). Read at most every `refreshMs` (pages never wait on the API for longer
 * than `timeoutMs`); an API that does not answer leaves the last settings read in place.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { PublicSettings } from '@site/contracts/endpoints/admin-site';
import { siteSettings } from '@site/contracts/endpoints/site';
import { paymentsStatus } from '@site/contracts/endpoints/payments';
import {
  sitePhotoKinds,
  type RuntimeConfig,
  type SitePhoto,
  type SitePhotos,
} from '@site/contracts/site-settings';
import { uploadedImageSources } from '@site/contracts/blog';
import { isDateString } from '@site/contracts/dates';

/** The environment's settings with the owner's on top (an empty owner value keeps the former). */
export function withOwnerSettings(
  base: RuntimeConfig,
  owner: Partial<OwnerPublicSettings>,
): RuntimeConfig {
  const pick = (value: string | undefined, fallback: string) =>
    typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
  return {
    ...base,
    coachName: pick(owner.coachName, base.coachName),
    assessmentUrl: pick(owner.assessmentUrl, base.assessmentUrl),
    social: {
      linkedin: pick(owner.linkedinUrl, base.social.linkedin),
      x: pick(owner.xUrl, base.social.x),
      youtube: pick(owner.youtubeUrl, base.social.youtube),
    },
    photos: owner.photos ?? base.photos,
    timezone: pick(owner.timezone, base.timezone),
    specialsEndOn: pick(owner.specialsEndOn, base.specialsEndOn),
  };
}

type OwnerPublicSettings = PublicSettings & { photos: SitePhotos; timezone: string };

/** A zone name the runtime knows (the coach's zone, as the API answers it), or false. */
function isKnownZone(value: unknown): value is string {
  if (typeof value !== 'string' || value === '' || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** An uploaded photo's set as the API gives it: only our own upload paths, whole sizes. */
function parsePhoto(value: unknown): SitePhoto | null {
  if (typeof value !== 'object' || value === null) return null;
  const { src, width, height } = value as Record<string, unknown>;
  if (typeof src !== 'string' || !Number.isInteger(width) || !Number.isInteger(height)) return null;
  const sources = uploadedImageSources(src);
  if (sources === null) return null;
  return { src, width: width as number, height: height as number, ...sources };
}

const isHttpUrl = (value: unknown) =>
  typeof value === 'string' && (value === '' || /^https?:$/.test(URL.parse(value)?.protocol ?? ''));

/** The API's answer, if it is one: strings only, links http(s) or empty. */
function parseOwnerSettings(body: unknown): Partial<OwnerPublicSettings> | null {
  if (typeof body !== 'object' || body === null) return null;
  const given = body as Record<string, unknown>;
  const settings: Partial<OwnerPublicSettings> = {};
  if (typeof given.photos === 'object' && given.photos !== null) {
    const photos = given.photos as Record<string, unknown>;
    settings.photos = Object.fromEntries(
      sitePhotoKinds.map((kind) => [kind, parsePhoto(photos[kind])]),
    ) as SitePhotos;
  }
  if (typeof given.coachName === 'string' && given.coachName.length <= 200)
    settings.coachName = given.coachName;
  if (isKnownZone(given.timezone)) settings.timezone = given.timezone;
  // A day the owner set, or empty (unset): anything else is no end.
  if (typeof given.specialsEndOn === 'string')
    settings.specialsEndOn = isDateString(given.specialsEndOn) ? given.specialsEndOn : '';
  for (const key of ['assessmentUrl', 'linkedinUrl', 'xUrl', 'youtubeUrl'] as const) {
    if (isHttpUrl(given[key])) settings[key] = given[key] as string;
  }
  return settings;
}

export interface SettingsSource {
  /**
   * The settings, read again after `refreshMs`, or at once when the content version given is not
   * the one of the last read (a page re-rendered for a change must show that change).
   */
  current(contentVersion?: number): Promise<RuntimeConfig>;
}

export function createSettingsSource(
  apiUrl: string,
  base: RuntimeConfig,
  log: FastifyBaseLogger,
  { refreshMs = 2_000, timeoutMs = 500, now = () => Date.now() } = {},
): SettingsSource {
  let settings = base;
  let readAt = Number.NEGATIVE_INFINITY;
  let readVersion: number | undefined;
  let reading: Promise<RuntimeConfig> | null = null;

  async function read(): Promise<RuntimeConfig> {
    try {
      const response = await fetch(`${apiUrl}${siteSettings.path}`, {
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const owner = parseOwnerSettings(await response.json());
      if (owner === null) throw new Error('not a settings object');
      settings = {
        ...withOwnerSettings(base, owner),
        stripePublishableKey: settings.stripePublishableKey,
      };
    } catch (error) {
      log.warn({ err: error }, 'site settings not read from the API; keeping the last ones');
    }
    try {
      const response = await fetch(`${apiUrl}${paymentsStatus.path}`, {
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const { cardPaymentsEnabled } = (await response.json()) as { cardPaymentsEnabled?: unknown };
      if (typeof cardPaymentsEnabled !== 'boolean') throw new Error('not a payments status');
      settings = {
        ...settings,
        stripePublishableKey: cardPaymentsEnabled ? base.stripePublishableKey : '',
      };
    } catch (error) {
      log.warn({ err: error }, 'card payments status not read from the API; keeping the last one');
    }
    readAt = now();
    return settings;
  }

  return {
    current(contentVersion) {
      const sameVersion = contentVersion === undefined || contentVersion === readVersion;
      if (sameVersion && now() - readAt < refreshMs) return Promise.resolve(settings);
      if (contentVersion !== undefined) readVersion = contentVersion;
      reading ??= read().finally(() => {
        reading = null;
      });
      return reading;
    },
  };
}
