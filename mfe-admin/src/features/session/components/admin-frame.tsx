import { startTransition, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { OwnerSession } from '@site/contracts/admin';
import { signInPath } from '@site/contracts/owner-session';
import { paths } from '@site/contracts/routes';
import { atLeastOneScreen, Container } from '@site/ui/container';
import { PageMeta } from '@site/ui/page-meta';
import { preloadChunk } from '@site/ui/preload-chunk';
import { preloadRequest } from '@site/ui/preload-request';
import { Navigate, NavLink, useLocation } from '@site/ui/router';
import { DataFromServer, useZoneOffsetsFromServer } from '@site/ui/screen-query';
import { useServerRender } from '@site/ui/server-render';
import { useHydrated } from '@site/ui/use-hydrated';
import { useSiteSettings } from '@site/ui/site-settings';
import { ErrorState, Loading } from '../../../components/states';
import { onSessionEnded } from '../../../lib/admin-http';
import { forgetOwner, sessionQueryOptions, sessionUrl } from '../../../lib/session';
import { OwnerSessionContext } from '../../../lib/owner-session';

/**
 * A screen's code, a chunk of its own (`lazyComponent` of `@site/ui/remote-pages`): the frame
 * fetches it beside the session's request and keeps its skeleton until it is in, then renders the
 * screen at once, never suspending. (A screen that suspended again would show no sooner than
 * 300 ms after its fallback: React holds back content that replaces a fallback for that long.)
 */
interface ScreenCode {
  preload: () => Promise<unknown>;
  isLoaded: () => boolean;
  /** Its chunk's name: the server's render preloads its scripts from the first HTML. */
  chunk?: string;
}

/** The screens of the back office, in the order of the navigation. */
export const adminNavigation = [
  { to: paths.adminToday, label: 'Today', end: true },
  { to: paths.adminBookings, label: 'Bookings', end: false },
  { to: paths.adminPosts, label: 'Posts', end: false },
  { to: paths.adminMessages, label: 'Messages', end: false },
  { to: paths.adminSubscribers, label: 'Subscribers', end: false },
  { to: paths.adminBroadcasts, label: 'Newsletter', end: false },
  { to: paths.adminNotices, label: 'Notices', end: false },
  { to: paths.adminTestimonials, label: 'Testimonials', end: false },
  { to: paths.adminSite, label: 'Site and data', end: false },
  { to: paths.adminPerson, label: 'A person’s data', end: false },
  { to: paths.adminAuditLog, label: 'Audit log', end: false },
  { to: paths.adminAccount, label: 'Account', end: false },
] as const;

/* At least a screen tall: the first HTML's skeleton of a screen, then the screen or the sign-in
   form (shorter), never pull the footer into view. */
const Area = styled.div`
  ${atLeastOneScreen}
  background: ${({ theme }) => theme.colors.ivory};
`;

const Bar = styled.div`
  background: ${({ theme }) => theme.colors.navy};
  color: ${({ theme }) => theme.colors.ivory};
`;

const BarInner = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1.5rem;
  min-height: 3.5rem;
  padding-block: 0.5rem;
`;

const AreaName = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.gold};
`;

const NavList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-block;
    padding: 0.5rem 0.75rem;
    border-radius: 8px;
    color: ${({ theme }) => theme.colors.ivory};
    font-weight: 600;
    text-decoration: none;
    border-bottom: 3px solid transparent;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.inkSoft};
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusOnDark};
    outline-offset: 1px;
  }
  /* The current screen: gold text and a gold underline, not colour alone. */
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.gold};
    border-bottom-color: ${({ theme }) => theme.colors.gold};
    border-radius: 8px 8px 0 0;
  }
`;

/** Holds the navigation's height until the owner is known, so nothing shifts. */
const NavPlaceholder = styled.div`
  flex: 1;
  min-height: 2.5rem;
`;

const Body = styled(Container)`
  padding-block: clamp(1.5rem, 4vw, 2.5rem) 3rem;

  > h1 {
    margin: 0 0 1.5rem;
    color: ${({ theme }) => theme.colors.navy};
    overflow-wrap: anywhere;
  }
`;

function AdminNavigation() {
  return (
    <nav aria-label="Back office">
      <NavList>
        {adminNavigation.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </NavList>
    </nav>
  );
}

/**
 * Every back-office page: its head tags (never indexed), the back office's own navigation with
 * the current screen marked, the page's one heading, and the owner's session. Asked with his
 * session cookie, the server reads the session and the screen's data and draws the screen; the
 * browser hydrates it as it is. Otherwise (or when the API did not answer the server) the first
 * HTML carries the heading and a skeleton of the screen's size, which stays until the session and
 * the screen's code (its own chunk) are in.
 * Signed out (or signed out while on the page), the owner goes to sign-in and comes back after.
 */
export function AdminFrame({
  title,
  heading = title,
  skeletonHeight,
  code,
  children,
}: {
  title: string;
  heading?: string;
  skeletonHeight?: string;
  /** The screen's code: fetched beside the session's request, the screen shown once both are in. */
  code?: ScreenCode;
  children: (session: OwnerSession) => ReactNode;
}) {
  const location = useLocation();
  const queryClient = useQueryClient();
  const server = useServerRender();
  const hydrating = !useHydrated();
  const session = useQuery(sessionQueryOptions());
  // The time-zone offsets the server drew the screen's dates with: the same dates, without ICU.
  useZoneOffsetsFromServer();
  // Who is signed in: with the owner's cookie the server has read it (and the screen's first
  // reads: see src/server.tsx) and draws the screen; otherwise the first HTML starts the request.
  if (session.data === undefined) preloadRequest(sessionUrl);
  // The screen's code downloads with the first HTML, drawn there or not.
  preloadChunk(code?.chunk);
  // A screen the server drew is hydrated where it stands: its code arrives while React keeps the
  // server's HTML (the Suspense boundary below), and its data came with the page.
  const [drawnByServer] = useState(() => hydrating && session.data !== undefined);
  const [codeSettled, setCodeSettled] = useState(() => drawnByServer || (code?.isLoaded() ?? true));

  // A call answered 401: the session ended elsewhere.
  useEffect(() => onSessionEnded(() => forgetOwner(queryClient)), [queryClient]);
  // The screen renders once its code is in; a failed load shows when it renders (the screen's
  // error panel offers to try again).
  useEffect(() => {
    if (codeSettled) return;
    let current = true;
    // As a transition: the screen's first render is drawn in slices a tap can interrupt.
    const settled = () => {
      if (current) startTransition(() => setCodeSettled(true));
    };
    code?.preload().then(settled, settled);
    return () => {
      current = false;
    };
  }, [code, codeSettled]);
  // The skeleton, and the screen with its boundary, are the same elements whenever the frame
  // renders again for its own reasons (the end of hydration, a session refresh of the same owner):
  // React then leaves the screen alone, and a screen still hydrating is not forced to finish in
  // one long task by an update reaching its boundary.
  const skeleton = useMemo(
    () => <Loading label="Loading…" height={skeletonHeight} />,
    [skeletonHeight],
  );
  const signedIn = useMemo(
    () =>
      session.data ? (
        <OwnerSessionContext.Provider value={session.data}>
          {/* The same skeleton while the screen's code arrives (see the pages). */}
          <DataFromServer.Provider value={drawnByServer}>
            <Suspense fallback={skeleton}>{children(session.data)}</Suspense>
          </DataFromServer.Provider>
        </OwnerSessionContext.Provider>
      ) : null,
    [children, session.data, drawnByServer, skeleton],
  );

  let content: ReactNode;
  if (session.isPending || (session.data && !codeSettled)) {
    content = skeleton;
  } else if (session.isError) {
    content = (
      <ErrorState
        title="We could not check that you are signed in."
        error={session.error}
        onRetry={() => void session.refetch()}
      />
    );
  } else if (session.data === null) {
    const signIn = signInPath(location.pathname + location.search);
    // On the server (his cookie named a session that has ended): the page answers a redirect.
    // In the browser (it ended while he was here): the page goes there itself.
    server?.setRedirect(signIn, 302);
    content = server ? null : <Navigate to={signIn} replace />;
  } else {
    content = signedIn;
  }

  return (
    // The navigation (the same links for every owner, nothing private) is in the first HTML: the
    // site's server sends a visitor without the owner's cookie to sign-in before this page, so
    // nothing moves when the session answers. A session that has ended goes to sign-in too.
    <AdminChrome title={title} heading={heading} navigation={session.data !== null}>
      {content}
    </AdminChrome>
  );
}

/** The look of every back-office page: head tags, the bar with the navigation, the heading. */
export function AdminChrome({
  title,
  heading = title,
  navigation,
  children,
}: {
  title: string;
  heading?: string;
  navigation: boolean;
  children: ReactNode;
}) {
  const { coachName } = useSiteSettings();
  return (
    <Area>
      <PageMeta
        title={`${title} | Back office | ${coachName}`}
        description={`The back office of ${coachName}'s site: ${title.toLowerCase()}.`}
        noindex
      />
      <Bar>
        <BarInner>
          <AreaName>Back office</AreaName>
          {navigation ? <AdminNavigation /> : <NavPlaceholder />}
        </BarInner>
      </Bar>
      <Body>
        <h1>{heading}</h1>
        {children}
      </Body>
    </Area>
  );
}
