/**
 * A booking's personal data is shown only to the browser that created it (a signed,
 * HttpOnly cookie per booking) or to a link carrying its secret key (`?key=`, sent by email).
 * Anyone else gets the same 404 as for a booking that does not exist.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bookingAccessCookieName, bookingAccessCookiePaths } from '@site/contracts/booking-access';
import { portalLinkFor } from '@site/contracts/client-portal';
import type { BookingRecord } from '../repositories/bookings';

const cookieMaxAgeSeconds = 180 * 24 * 60 * 60;

export function newAccessKey(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * One cookie per path it is sent to: the API's, and the booking's scheduling page, whose server
 * render then draws the booking for this browser (no other page is sent it).
 */
export function grantAccess(
  reply: FastifyReply,
  booking: Pick<BookingRecord, 'id' | 'accessKey'>,
): void {
  for (const path of bookingAccessCookiePaths(booking.id)) {
    reply.setCookie(bookingAccessCookieName(booking.id), booking.accessKey, {
      signed: true,
      httpOnly: true,
      sameSite: 'lax',
      secure: reply.server.config.siteOrigin.startsWith('https:'),
      path,
      maxAge: cookieMaxAgeSeconds,
    });
  }
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The key that booking `bookingId`'s access cookie holds in this request, or null without one or
 * with one whose signature is wrong (the key itself is still to be compared with the booking's).
 */
export function cookieAccessKey(request: FastifyRequest, bookingId: number): string | null {
  const cookie = request.cookies[bookingAccessCookieName(bookingId)];
  if (cookie === undefined) return null;
  const unsigned = request.unsignCookie(cookie);
  return unsigned.valid && unsigned.value !== null ? unsigned.value : null;
}

export function hasAccess(
  request: FastifyRequest,
  booking: Pick<BookingRecord, 'id' | 'accessKey'>,
): boolean {
  const { key } = (request.query ?? {}) as { key?: unknown };
  if (typeof key === 'string' && sameSecret(key, booking.accessKey)) return true;
  const fromCookie = cookieAccessKey(request, booking.id);
  return fromCookie !== null && sameSecret(fromCookie, booking.accessKey);
}

/**
 * Whether this request may read a booking and its questionnaire: its key or access cookie, or
 * the portal session of the client it belongs to (same address), who opens his own booking from
 * his portal without the link's key. Anyone else is told the booking is not found.
 */
export async function mayOpenBooking(
  app: FastifyInstance,
  request: FastifyRequest,
  booking: Pick<BookingRecord, 'id' | 'accessKey' | 'email'>,
): Promise<boolean> {
  if (hasAccess(request, booking)) return true;
  const signedIn = await app.portalClientEmail(request);
  return signedIn !== null && signedIn.toLowerCase() === booking.email.trim().toLowerCase();
}

/** Booking ids this browser holds a cookie for (at most 20: a browser rarely has more). */
export function cookieBookingIds(request: FastifyRequest): number[] {
  const ids: number[] = [];
  for (const name of Object.keys(request.cookies)) {
    const match = /^booking_(\d{1,10})$/.exec(name);
    const id = match ? Number(match[1]) : Number.NaN;
    if (Number.isInteger(id) && id > 0 && id <= 2_147_483_647) ids.push(id);
    if (ids.length === 20) break;
  }
  return ids;
}

/** Link for emails: opens the page with the secret key, so it works from any browser. */
export function bookingLink(
  siteOrigin: string,
  page: 'schedule' | 'questionnaire',
  booking: Pick<BookingRecord, 'id' | 'accessKey'>,
): string {
  const url = new URL(`/${page}/${booking.id}`, siteOrigin);
  url.searchParams.set('key', booking.accessKey);
  return url.href;
}

/**
 * The link that opens the client portal of a booking's person (its id and key), signed in, for
 * the booking's emails.
 */
export function portalLink(
  siteOrigin: string,
  booking: Pick<BookingRecord, 'id' | 'accessKey'>,
): string {
  return new URL(portalLinkFor(booking.id, booking.accessKey), siteOrigin).href;
}
