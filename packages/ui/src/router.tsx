/**
 * The router, for every app: the shell and each remote import routing only from here.
 *
 * The router's context must be one instance on the page, so this module is shared as a singleton
 * by module federation (as part of `@site/ui/`). Sharing react-router itself would send the whole
 * library (data routers, server runtime, cookies…) to every visitor, because shared modules cannot
 * be tree-shaken; through this module the browser gets only what the site uses.
 */
import type { RefAttributes } from 'react';
import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  type LinkProps,
  type NavLinkProps,
} from 'react-router';

export {
  BrowserRouter,
  MemoryRouter,
  Navigate,
  Route,
  Router,
  Routes,
  StaticRouter,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  /** The router's history (its `navigator`), for a guard that must hold a navigation back. */
  UNSAFE_NavigationContext as NavigationContext,
} from 'react-router';
export type { LinkProps, Location, NavLinkProps, Navigator } from 'react-router';

/** Hears the browser's Back or Forward before the router does (see `guardPopstate`). */
let popstateGuard: ((event: PopStateEvent) => void) | null = null;

/*
 * Registered as this module is first evaluated, before any router listens: the router's own
 * listener renders the next page at once (React renders a popstate's update synchronously), so a
 * listener added later, by a screen, would run only after its screen is gone.
 */
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', (event) => popstateGuard?.(event), true);
}

/**
 * Lets `guard` see each Back or Forward first (it may stop the event's immediate propagation, so
 * the router never hears of it); null lets them all through again.
 */
export function guardPopstate(guard: ((event: PopStateEvent) => void) | null) {
  popstateGuard = guard;
}

/*
 * Links never ask for route discovery: the site declares its routes up front (no framework-mode
 * lazy discovery), so react-router's `data-discover` attribute on every link would only add bytes
 * to each page's first HTML.
 */

/** react-router's `Link`, without the route-discovery attribute. */
export function Link(props: LinkProps & RefAttributes<HTMLAnchorElement>) {
  return <RouterLink discover="none" {...props} />;
}

/** react-router's `NavLink`, without the route-discovery attribute. */
export function NavLink(props: NavLinkProps & RefAttributes<HTMLAnchorElement>) {
  return <RouterNavLink discover="none" {...props} />;
}
