/**
 * A visitor's access to his own booking. The API answers a booking's personal data only to the
 * browser that made it (a signed, HttpOnly cookie per booking, set by the API) or to a link that
 * carries the booking's secret key (`?key=`, sent by email). The cookie is sent to the API and to
 * the pages whose server render reads the booking with it (its scheduling page), so the server
 * draws the page with the booking, as the browser would; never to any other page. (The
 * questionnaire is not among them: its form starts from the answers this browser saved, which
 * only the browser holds, so its server render has nothing to draw with the booking.)
 */
import { pickCookies } from './cookies';
import { paths, toPath } from './routes';

/** The cookie that opens booking `bookingId` to the browser that made it. */
export function bookingAccessCookieName(bookingId: number): string {
  return `booking_${bookingId}`;
}

/** The booking's pages drawn with it on the server, each the path of one of its cookies. */
function bookingPagePaths(bookingId: number): string[] {
  return [toPath(paths.schedule, { bookingId })];
}

/**
 * Every path the cookie is set for: the API's, then the booking's own pages. A browser sends a
 * cookie to its path and what lies below it, so `/schedule/7` gets `booking_7` and `/schedule/70`
 * does not.
 */
export function bookingAccessCookiePaths(bookingId: number): string[] {
  return ['/api', ...bookingPagePaths(bookingId)];
}

/**
 * The booking's id in the path of a page drawn with it (`/schedule/7`), or null for any other
 * path.
 */
export function bookingPageId(pathname: string): number | null {
  const match = /^\/[a-z-]+\/(\d{1,10})\/?$/.exec(pathname);
  const id = match ? Number(match[1]) : 0;
  if (id < 1 || id > 2_147_483_647) return null;
  return bookingPagePaths(id).includes(pathname.replace(/\/$/, '')) ? id : null;
}

/**
 * The access cookie of booking `bookingId` in a `Cookie` header, as a `Cookie` header of its own
 * (undefined without one): what the shell's server forwards, and nothing else the browser sent,
 * when a remote renders that booking's page.
 */
export function bookingAccessCookies(
  cookieHeader: string | undefined,
  bookingId: number,
): string | undefined {
  const name = bookingAccessCookieName(bookingId);
  return pickCookies(cookieHeader, (candidate) => candidate === name);
}
