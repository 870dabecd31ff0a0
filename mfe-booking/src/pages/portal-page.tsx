import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useSearchParams } from '@site/ui/router';
import {
  freeCallThreadLeads,
  portalLinkParams,
  portalMessages,
} from '@site/contracts/client-portal';
import { formatDate } from '@site/contracts/slots';
import type { PortalPackage } from '@site/contracts/endpoints/portal';
import { discoveryCallPath, paths } from '@site/contracts/routes';
import { coachTimezone } from '@site/contracts/timezones';
import { Button } from '@site/ui/button';
import { clientBarHeight } from '@site/ui/client-bar';
import { useClaimClientFrame } from '@site/ui/client-frame';
import { PageMeta } from '@site/ui/page-meta';
import { SectionNav, type SectionLink } from '@site/ui/section-nav';
import { useHydrated } from '@site/ui/use-hydrated';
import { useSiteSettings } from '@site/ui/site-settings';
import { withUnbreakableHyphens } from '@site/ui/typography';
import { InlineMessage } from '../components/alert';
import { ErrorMessage } from '@site/ui/error-message';
import { CoachByline } from '../components/coach-byline';
import { Card, PageBody, VisitorPage } from '../components/card';
import { PageHeader } from '@site/ui/page-header';
import { LoadingStatus, Skeleton } from '../components/skeleton';
import { apiErrorMessage } from '../lib/api-error-message';
import { useBrowserTimezone, useNow } from '../lib/use-now';
import { portalOverviewQueryOptions } from '../features/portal/api/portal-overview';
import {
  useSignInWithBookingLink,
  useSignOutOfPortal,
} from '../features/portal/api/portal-session';
import { MessageThread, messageThreadTitleId } from '../features/portal/components/message-thread';
import {
  ContinueWorkingTogether,
  hasNextStep,
  NextStep,
} from '../features/portal/components/next-step';
import { useQuestionnaireDrafts } from '../lib/questionnaire-drafts';
import { PackageList } from '../features/portal/components/package-list';
import { betweenSessionsId, PackagePromises } from '../features/portal/components/package-promises';
import { hasPromiseActions } from '../features/portal/components/promise-actions';
import { PortalMaterials } from '../features/portal/components/portal-materials';
import { PortalRecordings } from '../features/portal/components/portal-recordings';
import { Receipts } from '../features/portal/components/receipts';
import { SharedNotes } from '../features/portal/components/shared-notes';
import { PortalSignIn } from '../features/portal/components/sign-in';
import { PortalPrivacy } from '../features/portal/components/portal-privacy';
import { PortalTimezone, type ZonePicker } from '../features/portal/components/portal-timezone';
import { TimezoneSelect } from '../features/bookings/components/timezone-select';
import { AfterYourCall, afterYourCallTitleId } from '../features/portal/components/after-your-call';
import {
  callAhead,
  callCardOf,
  freeCallWriteUntil,
  onlyFreeCalls,
} from '../features/portal/components/free-call';
import { portalNotesQueryOptions } from '../features/portal/api/portal-notes';
import { portalMaterialsQueryOptions } from '../features/portal/api/portal-materials';

/** The portal's zone picker: the booking pages' own (every IANA zone, searchable). */
const zonePicker: ZonePicker = (props) => <TimezoneSelect {...props} />;

function PortalMeta() {
  const { coachName } = useSiteSettings();
  return (
    <PageMeta
      title={`Your Client Portal | ${coachName}`}
      description="Your sessions, notes, messages and receipts."
      noindex
    />
  );
}

/** Cards one under another (on a phone, their column is the page's own: see `Layout`). */
const Stack = styled.div`
  display: grid;
  gap: 1rem;
  min-width: 0;
`;

/** Short cards side by side where two fit (his materials and his recordings). */
const Pair = styled.div`
  display: grid;
  gap: 1rem;
  /* Two cards side by side are as tall as each other. */
  align-items: stretch;
  min-width: 0;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 20rem), 1fr));

  /* A compact card beside a full one: its lines from the top (not spread down its height) and
     its title level with the other's. Quadrupled to outrank the compact card's own padding. */
  &&&& > * {
    align-content: flex-start;
    padding-block: clamp(1rem, 3vw, 1.5rem);
  }
`;

/** Signed out: the sign-in card at a form's width, centred, with the way in for a newcomer. */
const SignedOut = styled.div`
  display: grid;
  gap: 1.5rem;
  width: 100%;
  max-width: 34rem;
  margin-inline: auto;

  /* The way in for a newcomer, under the card: centred. Notices above it read left-aligned, like
     every callout. */
  > p:last-child {
    margin: 0;
    text-align: center;
  }
`;

/**
 * The signed-in portal: its sections' links above them on a phone, and in a column of their own
 * beside them from 1024 px, kept in view, so a client goes straight to what he came for. The Next
 * card (when there is a next step) comes first, before the links, in the page's order as on the
 * screen: its action is in a phone's first screen and the first stop of the keyboard. From 1024 px
 * the links' column stands beside both it and the cards under it.
 */
const Layout = styled.div<{ $next: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;
  align-items: start;

  @media (min-width: 1024px) {
    grid-template-columns: 13rem minmax(0, 1fr);
    column-gap: 2rem;
    > nav {
      grid-column: 1;
      grid-row: ${({ $next }) => ($next ? '1 / span 2' : '1')};
    }
    > :not(nav) {
      grid-column: 2;
    }
  }

  /* Below the side column's width, the sections' row stays in view under the portal's bar: a
     section's heading lands clear of both. */
  @media (max-width: 1023.98px) {
    [id] {
      scroll-margin-top: calc(${clientBarHeight} + 4.5rem);
    }
  }

  /* A client's page of many cards: each a little tighter than a page's one card. */
  ${Card} {
    padding: clamp(1rem, 3vw, 1.5rem);
  }

  /* Inside a card, three clear levels: the card's title (h2), its parts (h3, smaller), and a
     part's own steps (h4, in the text face). */
  section h3 {
    margin: 1.5rem 0 0.5rem;
    font-size: ${({ theme }) => theme.type.h4};
    line-height: 1.35;
  }
  section h4 {
    margin: 1rem 0 0.5rem;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: 1rem;
    font-weight: 700;
    letter-spacing: normal;
  }
`;

/**
 * The thread's line while his free call lets him write and no package's support is open: before
 * the call, ask anything; after it, until when. Undefined otherwise (a package's thread).
 */
export function threadLead(
  items: readonly PortalPackage[],
  zone: string,
  now: Date,
): string | undefined {
  const until = freeCallWriteUntil(items);
  if (until === null || until.getTime() <= now.getTime()) return undefined;
  if (items.some((pkg) => pkg.support.state === 'open')) return undefined;
  return callAhead(items, now)
    ? freeCallThreadLeads.before
    : freeCallThreadLeads.after(formatDate(until.toISOString(), zone));
}

/** The greeting's name: his first name ("Welcome, Rowan"); his full name stays in his bar. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

/**
 * His coach beside the greeting: picture, name and one line. Writing to him is offered once, where
 * it is the next step (the Next card) or else in the messages' card, never a second time here.
 */
const CoachPresence = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1.5rem;
  margin-top: 0.875rem;

  > div {
    margin-block: 0;
  }
`;

/** Who is signed in: the header's one short line under the greeting. */
const Account = styled.span`
  font-size: ${({ theme }) => theme.type.small};
  overflow-wrap: anywhere;
`;

/** 'Your Packages', and 'Your Call' where the call has its own card, in the page's order. */
function packageLinks(
  callCard: { id: string; first: boolean; packagesId: string | null } | null,
): SectionLink[] {
  const packagesLink = { id: 'portal-packages', label: 'Your Packages' };
  if (callCard === null) return [packagesLink];
  const callLink = { id: callCard.id, label: 'Your Call' };
  if (!callCard.first) return [packagesLink, callLink];
  return callCard.packagesId === null
    ? [callLink]
    : [callLink, { ...packagesLink, id: callCard.packagesId }];
}

/** The portal's sections, in the page's order, each its card's heading. */
export function portalSections({
  next,
  recordings,
  betweenSessions,
  receipts = true,
  call = null,
  callCard = null,
}: {
  /** The card of what matters now stands (a session ahead, something to do). */
  next: boolean;
  recordings: boolean;
  /** Something to do between sessions (a check-in, a follow-up call, an emergency session). */
  betweenSessions: boolean;
  /** A payment to show: without one, no Receipts section. */
  receipts?: boolean;
  /**
   * Only the free call booked: what the coach has shared with him yet (notes, materials), shown
   * only then; in place of receipts, "After Your Call". Null for a client with a package.
   */
  call?: { notes: boolean; materials: boolean } | null;
  /**
   * A client with a package whose free call has a card of its own among his packages: its
   * card's title id, whether it comes first in the list, and the first package's title id (the
   * packages' link then leads past the call). Null: no such card.
   */
  callCard?: { id: string; first: boolean; packagesId: string | null } | null;
}): SectionLink[] {
  if (call)
    return [
      ...(next ? [{ id: 'portal-next-title', label: 'Next' }] : []),
      { id: 'portal-packages', label: 'Your Call' },
      { id: messageThreadTitleId, label: 'Messages' },
      ...(call.notes ? [{ id: 'portal-shared-notes-title', label: 'Notes and Action Plan' }] : []),
      ...(call.materials ? [{ id: 'portal-materials-title', label: 'Materials' }] : []),
      { id: afterYourCallTitleId, label: 'After Your Call' },
      { id: 'portal-timezone-title', label: 'Your Time Zone' },
      { id: 'portal-privacy-title', label: 'Your Data' },
    ];
  return [
    ...(next ? [{ id: 'portal-next-title', label: 'Next' }] : []),
    ...packageLinks(callCard),
    ...(betweenSessions ? [{ id: betweenSessionsId, label: 'Between Sessions' }] : []),
    { id: messageThreadTitleId, label: 'Messages' },
    { id: 'portal-shared-notes-title', label: 'Notes and Action Plan' },
    { id: 'portal-materials-title', label: 'Materials' },
    ...(recordings ? [{ id: 'portal-recordings-title', label: 'Recordings' }] : []),
    ...(receipts ? [{ id: 'receipts-title', label: 'Receipts' }] : []),
    { id: 'portal-timezone-title', label: 'Your Time Zone' },
    { id: 'portal-privacy-title', label: 'Your Data' },
  ];
}

/**
 * A booking's link opens the portal for that booking's person: with its key
 * (`/portal?booking=…&key=…`, from an email), or from the browser that made the booking
 * (`/portal?booking=…`, its pages' link: the booking's access cookie stands for the key). The link
 * is exchanged for a portal session once, then taken out of the address (its anchor kept: an
 * email's link to the message form opens it). A keyed link that fails
 * says so; without a key, a browser that cannot open the booking simply meets the sign-in.
 */
function useBookingLink(): { pending: boolean; error: string | null } {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const signIn = useSignInWithBookingLink();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  const bookingId = Number(searchParams.get(portalLinkParams.booking));
  const key = searchParams.get(portalLinkParams.key);
  const hasLink = Number.isSafeInteger(bookingId) && bookingId > 0;
  const { hash } = useLocation();
  useEffect(() => {
    if (!hasLink || started.current) return;
    started.current = true;
    signIn.mutate(key === null ? { bookingId } : { bookingId, key }, {
      onError: (cause) => {
        if (key !== null) setError(apiErrorMessage(cause, portalMessages.linkInvalid));
      },
      // The link's anchor stays (an email's `#…-compose` opens the message form).
      onSettled: () => void navigate({ pathname: paths.portal, hash }, { replace: true }),
    });
  }, [hasLink, bookingId, key, signIn, navigate, hash]);
  return { pending: hasLink && !signIn.isError && !signIn.isSuccess, error };
}

/**
 * /portal: the client's own place. Signed out: sign-in with a code emailed to the address of his
 * bookings. Signed in: every purchase with its sessions and promises, the coach's shared notes and
 * action plans, the message thread, and his receipts. Signed out (no signed-in hint), the server
 * draws the sign-in form; signed in, the portal is drawn in the browser, which alone holds the
 * session: the first HTML holds its head and a sized placeholder.
 */
export function PortalPage() {
  const hydrated = useHydrated();
  const link = useBookingLink();
  const query = useQuery({ ...portalOverviewQueryOptions(), enabled: hydrated && !link.pending });
  const signOut = useSignOutOfPortal();
  const now = useNow();
  const browserZone = useBrowserTimezone();
  const [signedOut, setSignedOut] = useState(false);
  // What the client just did between sessions (its confirmation): the card stands for it.
  const [promiseDone, setPromiseDone] = useState<string | null>(null);
  const drafts = useQuestionnaireDrafts(query.data?.packages.map((pkg) => pkg.booking.id) ?? []);
  const { coachName } = useSiteSettings();
  // Only the free call booked: notes and materials are shown once the coach has shared some.
  const callOnly = query.data ? onlyFreeCalls(query.data.packages) : false;
  const notes = useQuery({ ...portalNotesQueryOptions(), enabled: callOnly });
  const materials = useQuery({ ...portalMaterialsQueryOptions(), enabled: callOnly });
  // Signed in, the page claims the client's own frame: the shell draws his bar in place of the
  // site's header.
  useClaimClientFrame(
    query.data
      ? {
          name: query.data.name,
          signingOut: signOut.isPending,
          onSignOut: () => signOut.mutate(undefined, { onSuccess: () => setSignedOut(true) }),
        }
      : null,
  );

  let content: ReactNode;
  const loading = (
    <>
      <LoadingStatus>Loading your portal...</LoadingStatus>
      <Skeleton $height="24rem" aria-hidden="true" />
    </>
  );
  if (link.pending) {
    content = loading;
  } else if (query.data === null) {
    // Signed out: known to the server too (no signed-in hint), so the form arrives drawn.
    content = (
      <SignedOut>
        {link.error && <ErrorMessage role="alert">{link.error}</ErrorMessage>}
        {signedOut && <InlineMessage role="status">{portalMessages.signedOut}</InlineMessage>}
        <PortalSignIn />
        <p>
          Not a client yet? <Link to={discoveryCallPath}>Book a free discovery call</Link>: fifteen
          minutes to see whether working together fits.
        </p>
      </SignedOut>
    );
  } else if (!hydrated || query.isPending || now === null) {
    content = loading;
  } else if (query.isError) {
    content = (
      <ErrorMessage role="alert">
        Your portal could not be loaded. Please try again in a moment.{' '}
        <Button type="button" onClick={() => void query.refetch()}>
          Try Again
        </Button>
      </ErrorMessage>
    );
  } else {
    const portal = query.data;
    const zone = portal.timezone ?? browserZone ?? coachTimezone;
    const recordings = portal.packages.some((pkg) => pkg.keepsRecordings);
    const next = hasNextStep(portal.packages, now, drafts);
    const call = callOnly
      ? {
          notes: (notes.data?.length ?? 0) > 0,
          materials: (materials.data?.materials.length ?? 0) > 0,
        }
      : null;
    const coach = coachName || 'your coach';
    content = (
      <Layout $next={next}>
        <NextStep items={portal.packages} zone={zone} now={now} drafts={drafts} />
        <SectionNav
          label="Sections of your portal"
          links={portalSections({
            next,
            recordings,
            betweenSessions: promiseDone !== null || hasPromiseActions(portal.packages),
            receipts: portal.receipts.length > 0,
            call,
            callCard: call ? null : callCardOf(portal.packages),
          })}
          column
          stickyTop={clientBarHeight}
          wrapOnPhone
        />
        <Stack>
          <ContinueWorkingTogether items={portal.packages} now={now} primary={!next} />
          <Stack id="portal-packages">
            <PackageList items={portal.packages} zone={zone} now={now} drafts={drafts} />
          </Stack>
          <PackagePromises
            items={portal.packages}
            zone={zone}
            now={now}
            done={promiseDone}
            onDone={setPromiseDone}
          />
          <MessageThread
            zone={zone}
            lead={threadLead(portal.packages, zone, now)}
            readOnlyNote={
              call
                ? callAhead(portal.packages, now)
                  ? `Questions before your call? Write to ${coach} through the contact page.`
                  : `Questions after your call? Write to ${coach} through the contact page.`
                : undefined
            }
          />
          {call ? (
            <>
              {call.notes && <SharedNotes zone={zone} />}
              {call.materials && <PortalMaterials zone={zone} />}
              <AfterYourCall primary={!next} />
            </>
          ) : (
            <>
              <SharedNotes zone={zone} />
              <Pair>
                <PortalMaterials zone={zone} />
                <PortalRecordings zone={zone} offered={recordings} />
              </Pair>
              <Receipts receipts={portal.receipts} zone={zone} />
            </>
          )}
          {/* One above the other, each as tall as its words: side by side, the zone's short card
              was stretched to the height of the data's. */}
          <PortalTimezone saved={portal.timezone} browserZone={browserZone} picker={zonePicker} />
          <PortalPrivacy zone={zone} />
        </Stack>
      </Layout>
    );
  }

  const signedIn = query.data ?? null;
  const name = signedIn?.name;
  return (
    <>
      <VisitorPage>
        <PageBody>
          <PortalMeta />
          <PageHeader
            // Signed in, it is his tool: a compact band, so what to do next shows on a phone's
            // first screen.
            compact={signedIn !== null}
            eyebrow={signedIn ? undefined : 'Client portal'}
            title={
              name ? `Welcome, ${withUnbreakableHyphens(firstName(name))}` : 'Your Client Portal'
            }
            lead={
              signedIn ? (
                <>
                  <p>
                    <Account>
                      Signed in as <strong>{signedIn.email}</strong>.
                    </Account>
                  </p>
                  <CoachPresence aria-label="Your coach" role="group">
                    <CoachByline note="Your coach" />
                  </CoachPresence>
                </>
              ) : (
                <p>Your sessions, your coach’s notes and action plan, messages and receipts.</p>
              )
            }
          />
          {content}
        </PageBody>
      </VisitorPage>
    </>
  );
}
