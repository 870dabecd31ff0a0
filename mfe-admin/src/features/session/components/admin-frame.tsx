import { startTransition, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { OwnerSession } from '@site/contracts/admin';
import { signInPath } from '@site/contracts/owner-session';
import { zoneTimesLine } from '@site/contracts/timezones';
import { MAIN_ID } from '@site/ui/main-landmark';
import { PageMeta } from '@site/ui/page-meta';
import { preloadChunk } from '@site/ui/preload-chunk';
import { preloadRequest } from '@site/ui/preload-request';
import { Navigate, useLocation } from '@site/ui/router';
import { DataFromServer, useZoneOffsetsFromServer } from '@site/ui/screen-query';
import { useServerRender } from '@site/ui/server-render';
import { useHydrated } from '@site/ui/use-hydrated';
import { useSiteSettings } from '@site/ui/site-settings';
import { ErrorState, Loading } from '../../../components/states';
import { onSessionEnded } from '../../../lib/admin-http';
import { forgetOwner, sessionQueryOptions, sessionUrl } from '../../../lib/session';
import { OwnerSessionContext } from '../../../lib/owner-session';
import { adminLayout } from '../../../components/layout';
import { adminType } from '../../../components/type';
import { documentTitle } from '../../../lib/document-title';
import { WholeCompounds } from '../../../components/whole-compounds';
import { AdminMenu, ViewSiteLink } from './admin-navigation';

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

const sidebarWidth = '15.5rem';

/* The screen's inset from the window's sides; the bar above it on a phone or tablet takes the same,
   so the name in the bar and the screen's heading start at one edge. */
const screenInline = 'clamp(1rem, 3vw, 2.5rem)';

/* A grid of sidebar and screen from 1024 px; narrower, the bar with the menu stands above. */
const Area = styled.div<{ $sidebar: boolean }>`
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.ivory};

  ${adminLayout.sidebar} {
    display: ${({ $sidebar }) => ($sidebar ? 'grid' : 'block')};
    grid-template-columns: ${sidebarWidth} minmax(0, 1fr);
  }
`;

/* The bar's height on a phone or tablet: what a screen's anchors keep clear of as they are
   scrolled to. */
const menuBarHeight = '3.5rem';

/* Stuck to the window's top as the screen scrolls: the sidebar from 1024 px, the bar with the
   Menu button (and the opened menu, which scrolls inside itself) below; under the toasts and
   dialogs, over the screen. */
const Side = styled.div`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  background: ${({ theme }) => theme.colors.navy};
  color: ${({ theme }) => theme.colors.ivory};
  padding-inline: ${screenInline};

  ${adminLayout.sidebar} {
    padding-inline: 1rem;
  }

  ${adminLayout.sidebar} {
    height: 100vh;
    padding-block: 0.5rem 1rem;
  }
`;

/** The sign-in page's frame: the back office's name and the way back to the site, nothing more. */
const TopBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  min-height: 3.5rem;
  padding-inline: clamp(1rem, 4vw, 2rem);
  background: ${({ theme }) => theme.colors.navy};
`;

/* The frame's wordmark: the coach's name, as his site shows it, over the area's name. */
const AreaName = styled.p`
  display: grid;
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.125rem;
  font-weight: 700;
  line-height: 1.2;
  color: ${({ theme }) => theme.colors.gold};

  small {
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: 0.75rem;
    font-weight: 600;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.onDarkMuted};
  }
`;

function Wordmark() {
  const { coachName } = useSiteSettings();
  return (
    <AreaName>
      {coachName}
      <small>Back office</small>
    </AreaName>
  );
}

/* The owner's zone, said once for every screen where there is room: its line is kept while the
   session is read, so nothing around it moves when the zone arrives. */
const zoneLine = css`
  margin: 0;
  min-height: 1.25em;
  color: ${({ theme }) => theme.colors.onDarkMuted};
  font-size: 0.75rem;
  line-height: 1.25;
`;

/* A tablet's bar: under the name, beside the Menu button. A phone's bar holds the name alone
   (Account and Schedules still say the zone); the sidebar says it at its foot. */
const BarZone = styled.p`
  ${zoneLine}
  margin-top: 0.125rem;

  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
  ${adminLayout.sidebar} {
    display: none;
  }
`;

/* The sidebar's foot, under "View site" and "Sign Out": a note on every time of the screens,
   apart from the brand, which it is no caption of. Only the sidebar shows it (a tablet's bar says
   it under the name). */
const FootZone = styled.p`
  ${zoneLine}
  flex-basis: 100%;
  padding-inline: 0.5rem;

  ${adminLayout.menuBar} {
    display: none;
  }
`;

/** The zone every time of the back office is written in (the owner's, set on Schedules). */
const zoneWords = (zone: string | undefined) => (zone ? zoneTimesLine(zone) : null);

/**
 * The frame's name and, signed in on a tablet, the zone every time is written in, in the words
 * Account and Schedules use for it: the lists and the calendar no longer repeat it in their
 * introductions.
 */
function FrameName({ zone }: { zone: string | undefined }) {
  return (
    <div>
      <Wordmark />
      <BarZone data-part="zone">{zoneWords(zone)}</BarZone>
    </div>
  );
}

const Body = styled.div<{ $narrow: boolean }>`
  /* Never wider than the window: a wide table scrolls inside its own box. */
  min-width: 0;
  width: 100%;
  max-width: ${({ $narrow }) => ($narrow ? '34rem' : '72rem')};
  margin-inline: ${({ $narrow }) => ($narrow ? 'auto' : '0')};
  padding: clamp(1.25rem, 3vw, 2.25rem) ${screenInline} 3rem;
  /* Long words (an email, an id) wrap only when they cannot fit on a line of their own. */
  overflow-wrap: break-word;
  /* Its tables lay themselves out by this column's width (see adminLayout). */
  container: ${adminLayout.screenContainer} / inline-size;

  /* Below 1024 px the bar stays over the screen's top: an anchor scrolled to stops under it. */
  ${adminLayout.menuBar} {
    [id] {
      scroll-margin-top: calc(${menuBarHeight} + 1rem);
    }
  }

  /* The page's main landmark: focused only by the skip link, so it needs no ring of its own. */
  &:focus {
    outline: none;
  }

  > h1 {
    margin: 0 0 1.25rem;
    color: ${({ theme }) => theme.colors.navy};
    font-size: ${adminType.h1};
    line-height: 1.2;
    /* A tool's screen titles are written as they read ("Add a Booking"), not in display capitals. */
    letter-spacing: normal;
    text-transform: none;
    /* Balanced lines, and a compound word ("5-Session") never split at its hyphen. */
    text-wrap: balance;
  }
  /* Every heading's size, the back office's own: higher than the site's global sizes, and no
     screen sets another (a screen's rules style a heading's margin or colour). */
  :where(h2) {
    font-size: ${adminType.h2};
    line-height: 1.3;
  }
  :where(h3) {
    font-size: ${adminType.h3};
    line-height: 1.35;
  }
`;

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
  section,
  skeletonHeight,
  code,
  children,
}: {
  title: string;
  heading?: string;
  /** A record's list ("Clients" on a client's page): its tab title names it after the record. */
  section?: string;
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
    // Drawn by the server, the frame's own reads (the new messages' count) came with the page too.
    <DataFromServer.Provider value={drawnByServer}>
      <AdminChrome
        title={title}
        heading={heading}
        section={section}
        navigation={session.data !== null}
        signedIn={session.data != null}
        zone={session.data?.timezone}
      >
        {content}
      </AdminChrome>
    </DataFromServer.Provider>
  );
}

/**
 * The look of every back-office page: head tags, the app frame (a sidebar with the grouped
 * navigation, the way back to the site and signing out; on a phone a bar with a Menu button), the
 * heading. Without navigation (the sign-in page, or a session that has ended) the frame is a plain
 * bar with the way back to the site.
 */
export function AdminChrome({
  title,
  heading = title,
  section,
  navigation,
  signedIn = false,
  zone,
  children,
}: {
  title: string;
  heading?: string;
  /** A record's list, named in its tab title after the record ("Lena Okafor · Clients"). */
  section?: string;
  navigation: boolean;
  /** The owner's session is in: the navigation counts what waits for him. */
  signedIn?: boolean;
  /** The owner's zone, once his session is in (shown in the frame, beside the navigation). */
  zone?: string;
  children: ReactNode;
}) {
  const { coachName } = useSiteSettings();
  return (
    <Area $sidebar={navigation}>
      <PageMeta
        title={documentTitle(title, section)}
        description={`The back office of ${coachName}'s site: ${title.toLowerCase()}.`}
        noindex
      />
      {navigation ? (
        <Side>
          <AdminMenu
            before={<FrameName zone={zone} />}
            foot={<FootZone data-part="zone">{zoneWords(zone)}</FootZone>}
            signedIn={signedIn}
          />
        </Side>
      ) : (
        <TopBar>
          <Wordmark />
          <ViewSiteLink>View site</ViewSiteLink>
        </TopBar>
      )}
      <Body as="main" id={MAIN_ID} tabIndex={-1} $narrow={!navigation}>
        <h1>
          <WholeCompounds text={heading} />
        </h1>
        {children}
      </Body>
    </Area>
  );
}
