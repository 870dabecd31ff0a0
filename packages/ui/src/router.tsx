/**
 * The router, for every app: the shell and each remote import routing only from here.
 *
 * The router's context must be one instance on the page, so this module is shared as a singleton
 * by module federation (as part of `@site/ui/`). Sharing react-router itself would send the whole
 * library (data routers, server runtime, cookies…) to every visitor, because shared modules cannot
 * be tree-shaken; through this module the browser gets only what the site uses.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Route,
  Routes,
  StaticRouter,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export type { LinkProps, NavLinkProps } from 'react-router';
