import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useLocation } from '@site/ui/router';
import { ClientBar } from '@site/ui/client-bar';
import { useClientFrame } from '@site/ui/client-frame';
import {
  clientTaskPortalLink,
  isBackOfficePath,
  isClientAreaPath,
  showsNewsletter,
} from '../app/remote-for-path';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { MAIN_ID } from '@site/ui/main-landmark';
import { SkipLink } from './skip-link';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Main = styled.main`
  flex: 1;
  /* Never wider than the window: a page's wide content scrolls inside itself, not the page. */
  min-width: 0;

  /* Focused only by the skip link and never clickable, so it needs no ring of its own. */
  &:focus {
    outline: none;
  }
`;

/**
 * The chrome every page shares: skip link, sticky header, the page itself and the footer. The
 * owner's back office (the registry's private routes) is an app of its own: it draws its own frame
 * (navigation, a way back to the site, signing out) and its own `<main>`, so the public header,
 * footer and newsletter form stay off its pages. A client's own place (the registry's `clientArea`) is drawn in his
 * frame: his bar in the header's place and the slim footer (no pitch of a free call, no
 * marketing under a private space). The pages of his tasks (scheduling a booking, its
 * questionnaire, the success page about his booking or payment) have it from the first HTML,
 * signed in or not: the address alone decides, so the server draws it too and nothing flashes
 * (the success page with neither a booking nor a payment is a public thank-you); signed out the bar leads into his portal, and once the
 * page claims his frame (he is signed in) it shows his name and Sign Out. The portal itself keeps
 * the public header while signed out (its sign-in is a public page) and takes his frame once
 * signed in. A page the registry marks `newsletter: false` keeps the header and footer without
 * the newsletter sign-up.
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const backOffice = isBackOfficePath(pathname);
  const claimed = useClientFrame();
  const signedIn = isClientAreaPath(pathname, search) ? claimed : null;
  const portalLink = clientTaskPortalLink(pathname, search);
  const clientFrame = signedIn !== null || portalLink !== null;
  return (
    <Page>
      <SkipLink />
      {clientFrame ? (
        <ClientBar frame={signedIn} portalLink={portalLink ?? undefined} />
      ) : (
        !backOffice && <SiteHeader />
      )}
      {backOffice ? (
        // The back office draws its own <main> around its content column, its sidebar outside.
        <Main as="div">{children}</Main>
      ) : (
        <Main id={MAIN_ID} tabIndex={-1}>
          {children}
        </Main>
      )}
      {!backOffice && (
        <SiteFooter
          newsletter={showsNewsletter(pathname)}
          variant={clientFrame ? 'client' : 'site'}
        />
      )}
    </Page>
  );
}
