import { matchPath } from '@site/ui/router';
import { portalLinkFor } from '@site/contracts/client-portal';
import { paths, successBookingParam } from '@site/contracts/routes';
import {
  isPrivateRoute,
  remotes,
  type RemoteName,
  type RouteEntry,
} from '@site/contracts/registry';

/** The registry's route (and its remote) for a pathname, or undefined for a path no page exists for. */
export function routeForPath(
  pathname: string,
): { remote: RemoteName; route: RouteEntry } | undefined {
  for (const remote of remotes) {
    const route = remote.routes.find((entry) =>
      matchPath({ path: entry.path, end: true }, pathname),
    );
    if (route) return { remote: remote.name, route };
  }
  return undefined;
}

/** Which remote owns a pathname, or undefined for a path no page exists for. */
export function remoteForPath(pathname: string): RemoteName | undefined {
  return routeForPath(pathname)?.remote;
}

/**
 * Whether a pathname is a page of the owner's back office (the registry's private routes): such a
 * page draws its own app frame, without the public site's header, footer or newsletter form.
 */
export function isBackOfficePath(pathname: string): boolean {
  const match = routeForPath(pathname);
  return match !== undefined && isPrivateRoute(match.route);
}

/**
 * Whether the shared footer shows its newsletter sign-up on a pathname: everywhere but the pages
 * the registry marks `newsletter: false` (the client portal, leaving the newsletter).
 */
export function showsNewsletter(pathname: string): boolean {
  return routeForPath(pathname)?.route.newsletter !== false;
}

/**
 * Whether a pathname is a client's own place (the registry's `clientArea`: the client portal and
 * his tasks' pages; a page the registry makes his only with some query parameter, only with one
 * of them), whose page, with a client signed in, may claim his frame in place of the public header.
 */
export function isClientAreaPath(pathname: string, search = ''): boolean {
  const route = routeForPath(pathname)?.route;
  if (route?.clientArea !== true) return false;
  const query = new URLSearchParams(search);
  return route.clientAreaWith?.some((param) => query.has(param)) ?? true;
}

/**
 * On a page of one of a client's tasks (the registry's `clientArea` pages other than the portal
 * itself: scheduling a booking's sessions, its questionnaire, the success page about his booking
 * or his payment), the way to his portal from it, or null on any other page. Such a page is his
 * in his own frame whether or not he is signed in: its address names the booking (`:bookingId`,
 * or the success page's `?booking=`) and, from an email, carries its key (`?key=`), and with
 * both the link signs him in to the portal; without the key, the link names the booking alone and
 * the browser's access cookie of the booking signs him in (elsewhere, the portal's sign-in). A page the
 * registry makes his only with some query parameter (`clientAreaWith`) is his only with one of
 * them: the success page with neither a booking nor a payment is a public thank-you.
 */
export function clientTaskPortalLink(pathname: string, search: string): string | null {
  const match = routeForPath(pathname);
  if (match?.route.clientArea !== true || match.route.path === paths.portal) return null;
  const query = new URLSearchParams(search);
  if (!isClientAreaPath(pathname, search)) return null;
  const bookingId = Number(
    matchPath({ path: match.route.path, end: true }, pathname)?.params.bookingId ??
      query.get(successBookingParam),
  );
  if (!Number.isSafeInteger(bookingId) || bookingId < 1) return paths.portal;
  return portalLinkFor(bookingId, query.get('key'));
}
