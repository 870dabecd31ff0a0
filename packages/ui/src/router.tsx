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
