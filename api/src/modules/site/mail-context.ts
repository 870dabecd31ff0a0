/**
 * What every email the site sends shares: the signature and addresses read from the owner's
 * settings (then the environment's), and one letter composed into text, HTML and a message id.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import type { OutboxMail } from '../../platform/outbox/types';
import { renderHtml, renderText, type Letter } from '../../platform/mail/layout';
import { readSiteSettings } from './services/site-settings';

export interface MailContext {
  coachName: string;
  siteOrigin: string;
  /** MAIL_FROM, e.g. `"Adrian Vale" <hello@example.com>`. */
  from: string;
  ownerEmail: string;
}

export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

export function compose(
  context: MailContext,
  to: string,
  subject: string,
  letter: Omit<Letter, 'coachName' | 'siteOrigin'>,
  extra: Partial<Pick<OutboxMail, 'replyTo' | 'headers' | 'icalEvent'>> = {},
): OutboxMail {
  const full: Letter = { ...letter, coachName: context.coachName, siteOrigin: context.siteOrigin };
  return {
    to,
    subject,
    text: renderText(full),
    html: renderHtml(full),
    messageId: `<${randomUUID()}@${new URL(context.siteOrigin).hostname}>`,
    ...extra,
  };
}

export const signOff = (context: MailContext) => ['With warmth,', context.coachName];

/**
 * What every email is signed with, and where the owner's notices go: the owner's settings
 * first, then the environment's.
 */
export async function mailContext(
  app: FastifyInstance,
  trx: Knex.Transaction,
): Promise<MailContext> {
  return (await sessionMailSettings(app, trx)).context;
}

/** What a session's emails need of the settings, read once: the signature and the meeting room. */
export interface SessionMailSettings {
  context: MailContext;
  meetingUrl: string | null;
}

export async function sessionMailSettings(
  app: FastifyInstance,
  trx: Knex.Transaction,
): Promise<SessionMailSettings> {
  const settings = await readSiteSettings(app, trx);
  return {
    context: {
      coachName: settings.coachName,
      siteOrigin: app.config.siteOrigin,
      from: app.config.mail.from,
      ownerEmail: settings.contactEmail,
    },
    meetingUrl: settings.meetingUrl,
  };
}
