/**
 * The owner's session as the site's servers see it: the cookie the API sets when the owner signs
 * in, and the address of the sign-in page. The API decides whether a session is live; the shell's
 * server only looks for the cookie, to send a visitor without one straight to sign-in instead of
 * a back-office page that would only find that out in the browser.
 */
import { pickCookies } from './cookies';
import { paths } from './routes';

/**
 * The cookie's name: `__Host-` (Secure, `Path=/`, no Domain) in production or behind https; the
 * plain name over http on a developer's machine, where a browser refuses `Secure` cookies. Either
 * way `Path=/`, so the back office's pages are sent it too.
 */
export const ownerSessionCookie = {
  secure: '__Host-owner_session',
  plain: 'owner_session',
} as const;

/**
 * The owner session cookies of a `Cookie` header (either name, with a value), as a `Cookie` header
 * of their own, or undefined without one. The shell's server forwards exactly this, and nothing
 * else the browser sent, when a remote renders one of the owner's pages with his data.
 */
export function ownerSessionCookies(cookieHeader: string | undefined): string | undefined {
  return pickCookies(
    cookieHeader,
    (name) => name === ownerSessionCookie.secure || name === ownerSessionCookie.plain,
  );
}

/** Whether a `Cookie` header carries an owner session cookie of either name, with a value. */
export function hasOwnerSessionCookie(cookieHeader: string | undefined): boolean {
  return ownerSessionCookies(cookieHeader) !== undefined;
}

/** The sign-in page's address, coming back to `next` (a back-office path) after. */
export function signInPath(next: string): string {
  return `${paths.adminSignIn}?next=${encodeURIComponent(next)}`;
}
