/**
 * The site settings in force: what the owner set in the back office, else what the environment
 * gives (else the built-in default). Pages, emails and the booking rules all read them here, at
 * the moment they need them, so a change applies from the next request without a restart.
 */
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import {
  type OwnerSettings,
  type OwnerSettingsDocument,
  settingsMessages,
} from '@site/contracts/endpoints/admin-site';
import { conflict } from '../../../platform/errors';
import type { BookingWindow, WorkingHours } from '@site/contracts/slots';
import { InvalidFieldsError } from '../../../platform/validation';
import type { Config } from '../../../platform/config';

export interface SiteSettings {
  coachName: string;
  /** The owner's meeting room: the join link when Google Calendar makes no Meet link. */
  meetingUrl: string | null;
  /** The postal identity line every newsletter carries; none → no newsletter goes out. */
  postalAddress: string | null;
  /** Where the owner's notices go. */
  contactEmail: string;
  bookingWindow: WindowSettings;
}

/**
 * The booking window the owner's settings and the environment give: its hours without a zone,
 * which is the coach's own (the schedules module's `app.coachZone`), kept in one place.
 */
export type WindowSettings = Omit<BookingWindow, 'workingHours'> & {
  workingHours: Omit<WorkingHours, 'timeZone'>;
};

type SettingsConfig = Pick<Config, 'coachName' | 'booking' | 'mail' | 'newsletter'>;

/** The settings in force for the owner's values over the environment's. */
export function settingsInForce(config: SettingsConfig, owner: OwnerSettings): SiteSettings {
  const or = (value: string, fallback: string) => (value === '' ? fallback : value);
  const orNull = (value: string, fallback: string | null) => (value === '' ? fallback : value);
  const { horizonDays, workingHours, freeCallHours } = config.booking;
  return {
    coachName: or(owner.coachName, config.coachName),
    meetingUrl: orNull(owner.meetingUrl, config.booking.meetingUrl),
    postalAddress: orNull(owner.postalAddress, config.newsletter.postalAddress),
    contactEmail: or(owner.contactEmail, config.mail.ownerEmail),
    bookingWindow: {
      horizonDays: owner.bookingHorizonDays === '' ? horizonDays : Number(owner.bookingHorizonDays),
      workingHours: {
        ...workingHours,
        start: or(owner.workingHoursStart, workingHours.start),
        end: or(owner.workingHoursEnd, workingHours.end),
      },
      freeCallHours: {
        first: or(owner.freeCallFirst, freeCallHours.first),
        last: or(owner.freeCallLast, freeCallHours.last),
      },
    },
  };
}

export async function readSiteSettings(
  app: FastifyInstance,
  trx?: Knex.Transaction,
): Promise<SiteSettings> {
  return settingsInForce(app.config, await app.repos.siteSettings.read(trx));
}

/**
 * Refuses hours that are out of order once the environment's value fills the one left empty
 * (the form checks only a pair it was given whole): 400 naming the field the owner set.
 */
export function checkSettingsInForce(config: SettingsConfig, owner: OwnerSettings): void {
  const { workingHours, freeCallHours } = settingsInForce(config, owner).bookingWindow;
  const errors: Record<string, string> = {};
  if (freeCallHours.first >= freeCallHours.last)
    errors[owner.freeCallLast === '' ? 'freeCallFirst' : 'freeCallLast'] =
      settingsMessages.freeCallOrder;
  if (workingHours.start >= workingHours.end)
    errors[owner.workingHoursEnd === '' ? 'workingHoursStart' : 'workingHoursEnd'] =
      settingsMessages.workingHoursOrder;
  if (Object.keys(errors).length > 0) throw new InvalidFieldsError(errors);
}

/** The owner's settings with their version, as the back office reads them. */
export async function readOwnerSettings(
  app: FastifyInstance,
  trx?: Knex.Transaction,
): Promise<OwnerSettingsDocument> {
  const [settings, version] = await Promise.all([
    app.repos.siteSettings.read(trx),
    app.repos.siteSettings.readVersion(trx),
  ]);
  // The name is never blank on the form: unset, it is the one every page shows (the environment's
  // or the built-in default), so the owner reads the name in force and may change it.
  return { ...settings, coachName: settingsInForce(app.config, settings).coachName, version };
}

/**
 * Saves the owner's settings in `trx` if none were saved since he read them at `version` (else
 * 409: two tabs never put each other's old values back), and moves the version on.
 */
export async function storeOwnerSettings(
  app: FastifyInstance,
  settings: OwnerSettingsDocument,
  trx: Knex.Transaction,
): Promise<void> {
  checkSettingsInForce(app.config, settings);
  const current = await app.repos.siteSettings.lockVersion(trx, app.now());
  if (current !== settings.version) throw conflict(settingsMessages.conflict);
  await app.repos.siteSettings.save(settings, trx, app.now());
  await app.repos.siteSettings.setVersion(current + 1, trx, app.now());
}

/** Whether the owner has uploaded his portrait (without it the site shows its line drawing). */
export async function portraitUploaded(app: FastifyInstance): Promise<boolean> {
  return (await app.repos.siteSettings.readPhotos()).portrait !== null;
}
