/**
 * Calendar invitations for scheduled sessions, built with the `ics` library: METHOD:REQUEST, one
 * stable UID per booking (so a later update replaces the same event), times in UTC, SEQUENCE.
 */
import { createEvent } from 'ics';
import { packages } from '@site/contracts/packages';
import { sessionInterval } from '@site/contracts/slots';
import type { BookingRecord } from '../db/mapping';

export interface InviteContext {
  coachName: string;
  siteOrigin: string;
  /** The organizer's address (the site's sender). */
  organizerEmail: string;
}

/** The same UID every time for one booking, on one site. */
export function bookingEventUid(bookingId: number, siteOrigin: string): string {
  return `booking-${bookingId}@${new URL(siteOrigin).hostname}`;
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

export function bookingInvite(
  booking: BookingRecord,
  context: InviteContext,
  sequence = 0,
): string {
  if (booking.scheduledAt === null) throw new Error(`Booking ${booking.id} is not scheduled`);
  const { start, end } = sessionInterval(booking.packageType, booking.scheduledAt);
  const label = packages[booking.packageType].scheduleLabel;
  const { error, value } = createEvent({
    productId: `-//${icsParamText(context.coachName, 'Coach').replace(/\//g, ' ')}//Sessions//EN`,
    method: 'REQUEST',
    uid: bookingEventUid(booking.id, context.siteOrigin),
    sequence,
    start: start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: end.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: `${label} with ${context.coachName}`,
    description: `${label} with ${context.coachName}, by video call. The link to join arrives by e-mail before the session.`,
    location: 'Video call (the link arrives by e-mail before the session)',
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
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
