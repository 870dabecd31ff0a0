import { matchPath } from '@site/ui/router';
import { portalLinkFor } from '@site/contracts/client-portal';
import { paths } from '@site/contracts/routes';
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
 * his tasks' pages), whose page, with a client signed in, may claim his frame in place of the
 * public header.
 */
export function isClientAreaPath(pathname: string): boolean {
  return routeForPath(pathname)?.route.clientArea === true;
}

/**
 * On a page of one of a client's tasks (the registry's `clientArea` pages other than the portal
 * itself: scheduling a booking's sessions, its questionnaire), the way to his portal from it, or
 * null on any other page. Such a page is his in his own frame whether or not he is signed in:
 * its address names the booking (`:bookingId`) and, from an e-mail, carries its key (`?key=`),
 * and with both the link signs him in to the portal; without the key, the portal's sign-in.
 */
export function clientTaskPortalLink(pathname: string, search: string): string | null {
  const match = routeForPath(pathname);
  if (match?.route.clientArea !== true || match.route.path === paths.portal) return null;
  const bookingId = Number(
    matchPath({ path: match.route.path, end: true }, pathname)?.params.bookingId,
  );
  if (!Number.isSafeInteger(bookingId) || bookingId < 1) return paths.portal;
  return portalLinkFor(bookingId, new URLSearchParams(search).get('key'));
}
