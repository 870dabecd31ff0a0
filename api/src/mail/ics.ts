/**
 * Calendar invitations for sessions, built with the `ics` library: METHOD:REQUEST or CANCEL, one
 * stable UID per session (so a later update replaces the same event), times in UTC, SEQUENCE.
 */
import { createEvent } from 'ics';
import { packages } from '@site/contracts/packages';
import { sessionMessages } from '@site/contracts/sessions';
import type { BookingRecord, SessionRecord } from '../db/mapping';
import { sessionTime } from './messages';

export interface InviteContext {
  coachName: string;
  siteOrigin: string;
  /** The organizer's address (the site's sender). */
  organizerEmail: string;
}

/** The address inside a From value such as `"Name" <hello@example.com>`. */
export function addressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
}

/**
 * Text a visitor typed, made safe for a quoted iCalendar parameter such as CN: no character can
 * end the quotes or the parameter (`"`, `\`, `;`, `:`, `,` and the RFC 6868 escape `^` become
 * spaces, so parsers that mishandle them inside quotes are safe too), no control, format or
 * line-separator character can start a new line or reorder text, and at most 100 characters.
 * `fallback` when nothing is left.
 */
export function icsParamText(value: string, fallback: string): string {
  const clean = value
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/["\\;:,^]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return Array.from(clean).slice(0, 100).join('').trim() || fallback;
}

/** An address for `mailto:`: anything but a plain address (validated before) is refused. */
function mailtoAddress(email: string): string {
  const address = email.trim();
  if (!/^[^\s"\\;:,<>()[\]\p{Cc}]+@[^\s"\\;:,<>()[\]\p{Cc}]+$/u.test(address))
    throw new Error('The booking e-mail cannot be written into an invitation');
  return address;
}

export interface SessionInvite {
  booking: Pick<BookingRecord, 'packageType' | 'name' | 'email'>;
  session: Pick<SessionRecord, 'startsAt' | 'endsAt' | 'icsUid' | 'sequence' | 'timezone'>;
  /** REQUEST: the session at its (new) time; CANCEL: the session is off. */
  method: 'REQUEST' | 'CANCEL';
  /** The link to join, written as URL and LOCATION; null: the link arrives by e-mail. */
  joinUrl: string | null;
}

/**
 * The invitation of one session: its UID is stable for the session's life, and SEQUENCE is the
 * session's own (0 when booked, one more with every move and with the cancellation), so a
 * calendar replaces the event it has, or removes it.
 */
export function sessionInvite(input: SessionInvite, context: InviteContext): string {
  const { booking, session } = input;
  const start = new Date(session.startsAt);
  const end = new Date(session.endsAt);
  const label = packages[booking.packageType].scheduleLabel;
  const cancelled = input.method === 'CANCEL';
  const joining =
    input.joinUrl === null
      ? `${sessionMessages.joinLinkFollows}`
      : `Join the video call: ${input.joinUrl}`;
  const { error, value } = createEvent({
    productId: `-//${icsParamText(context.coachName, 'Coach').replace(/\//g, ' ')}//Sessions//EN`,
    method: input.method,
    uid: `${session.icsUid}@${new URL(context.siteOrigin).hostname}`,
    sequence: session.sequence,
    start: start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: end.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: `${cancelled ? 'Cancelled: ' : ''}${label} with ${context.coachName}`,
    description: cancelled
      ? `${label} with ${context.coachName} is cancelled.`
      : // The time as the client chose to read it, with his zone's name (calendars show the
        // instant in their own zone).
        `${label} with ${context.coachName}, by video call. When: ${sessionTime(session.startsAt, session.timezone)}. ${joining}`,
    location: input.joinUrl ?? 'Video call (the link arrives by e-mail before the session)',
    ...(input.joinUrl === null ? {} : { url: input.joinUrl }),
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: cancelled ? 'FREE' : 'BUSY',
    organizer: {
      name: icsParamText(context.coachName, 'Organizer'),
      email: mailtoAddress(context.organizerEmail),
    },
    attendees: [
      {
        // The visitor's own words go nowhere else in the invitation.
        name: icsParamText(booking.name, 'Guest'),
        email: mailtoAddress(booking.email),
        rsvp: false,
        partstat: 'ACCEPTED',
        role: 'REQ-PARTICIPANT',
      },
    ],
  });
  if (error !== null || value === null) throw error ?? new Error('ics returned nothing');
  return value;
}
