/**
 * Calendar invitations for sessions, built with the `ics` library: one stable UID per session (so
 * a later update replaces the same event), times in UTC, SEQUENCE. The client's copy is an
 * invitation (METHOD:REQUEST, or CANCEL) in which he is the attendee; the owner's copy is the
 * event published to his own calendar (METHOD:PUBLISH, with STATUS:CANCELLED once it is off): he
 * is neither organiser (the site's sender is) nor attendee of the invitation, and calendars refuse
 * a REQUEST that does not name the person reading it.
 */
import { createEvent, createEvents } from 'ics';
import { packages } from '@site/contracts/packages';
import { paths, toPath } from '@site/contracts/routes';
import { defaultSessionFormat, sessionMessages } from '@site/contracts/sessions';
import { sessionLabel } from '@site/contracts/package-promises';
import { meetingInterval } from '@site/contracts/slots';
import type { BookingRecord } from '../repositories/bookings';
import type { SessionRecord } from '../repositories/booking-sessions';
import { ownerSessionTime, sessionTime } from './messages';

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
    throw new Error('The booking email cannot be written into an invitation');
  return address;
}

export interface SessionInvite {
  booking: Pick<BookingRecord, 'packageType' | 'name' | 'email'>;
  session: Pick<
    SessionRecord,
    'startsAt' | 'endsAt' | 'icsUid' | 'sequence' | 'timezone' | 'format'
  > &
    Partial<Pick<SessionRecord, 'kind'>>;
  /** 'booked': the session at its (new) time; 'cancelled': the session is off. */
  change: 'booked' | 'cancelled';
  /**
   * Who reads it: the client (an invitation to him), the owner (an event of his calendar), or
   * whoever downloads the session's calendar file from the booking's page (the same event,
   * published: it names no attendee).
   */
  audience: 'client' | 'owner' | 'file';
  /** The link to join, written as URL and LOCATION; null: the link arrives by email. */
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
  // The meeting's own length (a paid session: 60 minutes), not the 90 the schedule keeps free.
  const { start, end } = meetingInterval(booking.packageType, session.kind, session.startsAt);
  const label = sessionLabel(packages[booking.packageType].scheduleLabel, session.kind);
  const cancelled = input.change === 'cancelled';
  const forOwner = input.audience === 'owner';
  const published = input.audience !== 'client';
  // The visitor's own words only as sanitised parameter text (CN, and the owner's own title).
  const clientName = icsParamText(booking.name, 'Guest');
  const what = forOwner ? `${label} with ${clientName}` : `${label} with ${context.coachName}`;
  const audio = (session.format ?? defaultSessionFormat) === 'audio';
  const joining =
    input.joinUrl === null
      ? `${sessionMessages.joinLinkFollows}`
      : `Join the ${audio ? 'call (voice only)' : 'video call'}: ${input.joinUrl}`;
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
        // instant in their own zone), the owner's copy naming it as the back office does.
        `${what}, by ${audio ? 'audio call (voice only)' : 'video call'}. When: ${(forOwner ? ownerSessionTime : sessionTime)(session.startsAt, session.timezone)}. ${joining}`,
    location:
      input.joinUrl ?? `${audio ? 'Audio call' : 'Video call'}. ${sessionMessages.joinLinkFollows}`,
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

/* ---- The coach's subscription feed ---------------------------------------------------------- */

/** One session of the coach's feed: what he needs to run it, nothing more (no client email). */
export interface FeedSession {
  booking: Pick<BookingRecord, 'id' | 'packageType' | 'name'>;
  session: Pick<SessionRecord, 'startsAt' | 'endsAt' | 'icsUid' | 'sequence' | 'status'> &
    Partial<Pick<SessionRecord, 'kind'>>;
  /** The link to join (the session's Meet link, else the coach's meeting room); null: none yet. */
  joinUrl: string | null;
}

export interface FeedContext {
  coachName: string;
  siteOrigin: string;
  /** DTSTAMP of every event: when the feed was written (the injected clock). */
  now: Date;
  /** How often calendar apps are asked to read the feed again. */
  refreshMinutes: number;
}

/**
 * The UID of a session in the feed: stable for the session's life, and distinct from the UID of
 * the invitations emailed about it, so a calendar app holding both (the feed subscribed, an
 * invitation added to another calendar) never takes one for a copy of the other.
 */
export function feedUid(icsUid: string, siteOrigin: string): string {
  return `${icsUid}-feed@${new URL(siteOrigin).hostname}`;
}

/**
 * The coach's bookings as one iCalendar feed (RFC 5545, METHOD:PUBLISH): one event per session
 * with a stable UID and the session's SEQUENCE (one more with every move and the cancellation),
 * STATUS:CANCELLED for a cancelled session (calendar apps strike it out or drop it), times in UTC
 * (no VTIMEZONE needed: every app shows them in its own zone), CRLF line ends and lines folded at
 * 75 octets by the `ics` library. Each event names the client and the package and carries the
 * join link and the booking's page in the back office; never the client's email or answers.
 */
export function bookingsFeed(sessions: readonly FeedSession[], context: FeedContext): string {
  const origin = context.siteOrigin;
  const events = sessions.map(({ booking, session, joinUrl }) => {
    const label = sessionLabel(packages[booking.packageType].scheduleLabel, session.kind);
    const cancelled = session.status === 'cancelled';
    const what = `${label} with ${icsParamText(booking.name, 'a client')}`;
    const bookingPage = new URL(
      toPath(paths.adminBooking, { bookingId: booking.id }),
      origin,
    ).toString();
    const lines = [
      cancelled ? `${what} is cancelled.` : `${what}, by video call.`,
      ...(cancelled
        ? []
        : [joinUrl === null ? sessionMessages.joinLinkFollows : `Join: ${joinUrl}`]),
      `Booking: ${bookingPage}`,
    ];
    return {
      uid: feedUid(session.icsUid, origin),
      sequence: session.sequence,
      timestamp: context.now.getTime(),
      start: new Date(session.startsAt).getTime(),
      startInputType: 'utc' as const,
      startOutputType: 'utc' as const,
      end: new Date(session.endsAt).getTime(),
      endInputType: 'utc' as const,
      endOutputType: 'utc' as const,
      title: `${cancelled ? 'Cancelled: ' : ''}${what}`,
      description: lines.join('\n'),
      location: joinUrl ?? 'Video call',
      url: joinUrl ?? bookingPage,
      status: cancelled ? ('CANCELLED' as const) : ('CONFIRMED' as const),
      busyStatus: cancelled ? ('FREE' as const) : ('BUSY' as const),
    };
  });
  const coach = icsParamText(context.coachName, 'Coach');
  const { error, value } = createEvents(events, {
    productId: `-//${coach.replace(/\//g, ' ')}//Bookings feed//EN`,
    method: 'PUBLISH',
    calName: `${coach}: bookings`,
  });
  if (error !== null || !value) throw error ?? new Error('ics returned nothing');
  // How often to read it again: X-PUBLISHED-TTL (Outlook, Google) and REFRESH-INTERVAL (RFC 7986,
  // Apple). The library writes its own one-hour TTL; the feed states its own.
  const refresh = `PT${context.refreshMinutes}M`;
  return foldLines(
    value.replace(
      /X-PUBLISHED-TTL:[^\r\n]*\r\n/,
      `X-PUBLISHED-TTL:${refresh}\r\nREFRESH-INTERVAL;VALUE=DURATION:${refresh}\r\n`,
    ),
  );
}

const maxLineOctets = 75;

/**
 * Lines folded at 75 octets of UTF-8, as RFC 5545 asks (the `ics` library counts characters, so a
 * name in another script ran longer): every line is unfolded, then cut before the character that
 * would pass 75 octets (never inside one), each continuation starting with a space.
 */
export function foldLines(ics: string): string {
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  return lines
    .map((line) => {
      const parts: string[] = [];
      let part = '';
      let octets = 0;
      for (const character of line) {
        const size = Buffer.byteLength(character);
        // A continuation line's leading space counts towards its 75.
        const limit = parts.length === 0 ? maxLineOctets : maxLineOctets - 1;
        if (octets + size > limit) {
          parts.push(part);
          part = '';
          octets = 0;
        }
        part += character;
        octets += size;
      }
      parts.push(part);
      return parts.join('\r\n ');
    })
    .join('\r\n');
}
