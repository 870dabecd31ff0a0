/**
 * Calendar invitations for sessions, built with the `ics` library: one stable UID per session (so
 * a later update replaces the same event), times in UTC, SEQUENCE. The client's copy is an
 * invitation (METHOD:REQUEST, or CANCEL) in which he is the attendee; the owner's copy is the
 * event published to his own calendar (METHOD:PUBLISH, with STATUS:CANCELLED once it is off): he
 * is neither organiser (the site's sender is) nor attendee of the invitation, and calendars refuse
 * a REQUEST that does not name the person reading it.
 */
import { createEvent } from 'ics';
import { packages } from '@site/contracts/packages';
import { sessionMessages } from '@site/contracts/sessions';
import type { BookingRecord, SessionRecord } from '../../../db/mapping';
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
  /** 'booked': the session at its (new) time; 'cancelled': the session is off. */
  change: 'booked' | 'cancelled';
  /**
   * Who reads it: the client (an invitation to him), the owner (an event of his calendar), or
   * whoever downloads the session's calendar file from the booking's page (the same event,
   * published: it names no attendee).
   */
  audience: 'client' | 'owner' | 'file';
  /** The link to join, written as URL and LOCATION; null: the link arrives by e-mail. */
  joinUrl: string | null;
}

/** The iCalendar METHOD of an invitation for this audience and change. */
export function inviteMethod(
  input: Pick<SessionInvite, 'change' | 'audience'>,
): 'REQUEST' | 'CANCEL' | 'PUBLISH' {
  if (input.audience !== 'client') return 'PUBLISH';
  return input.change === 'cancelled' ? 'CANCEL' : 'REQUEST';
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
  const cancelled = input.change === 'cancelled';
  const forOwner = input.audience === 'owner';
  const published = input.audience !== 'client';
  // The visitor's own words only as sanitised parameter text (CN, and the owner's own title).
  const clientName = icsParamText(booking.name, 'Guest');
  const what = forOwner ? `${label} with ${clientName}` : `${label} with ${context.coachName}`;
  const joining =
    input.joinUrl === null
      ? `${sessionMessages.joinLinkFollows}`
      : `Join the video call: ${input.joinUrl}`;
  const { error, value } = createEvent({
    productId: `-//${icsParamText(context.coachName, 'Coach').replace(/\//g, ' ')}//Sessions//EN`,
    method: inviteMethod(input),
    uid: `${session.icsUid}@${new URL(context.siteOrigin).hostname}`,
    sequence: session.sequence,
    start: start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: end.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: `${cancelled ? 'Cancelled: ' : ''}${what}`,
    description: cancelled
      ? `${what} is cancelled.`
      : // The time as the client chose to read it, with his zone's name (calendars show the
        // instant in their own zone).
        `${what}, by video call. When: ${sessionTime(session.startsAt, session.timezone)}. ${joining}`,
    location: input.joinUrl ?? 'Video call (the link arrives by e-mail before the session)',
    ...(input.joinUrl === null ? {} : { url: input.joinUrl }),
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: cancelled ? 'FREE' : 'BUSY',
    organizer: {
      name: icsParamText(context.coachName, 'Organizer'),
      email: mailtoAddress(context.organizerEmail),
    },
    // A published event names no attendee (RFC 5546); the client's invitation names him.
    ...(published
      ? {}
      : {
          attendees: [
            {
              name: clientName,
              email: mailtoAddress(booking.email),
              rsvp: false,
              partstat: 'ACCEPTED' as const,
              role: 'REQ-PARTICIPANT' as const,
            },
          ],
        }),
  });
  if (error !== null || value === null) throw error ?? new Error('ics returned nothing');
  return value;
}
