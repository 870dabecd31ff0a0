import type { ReactNode } from 'react';
import styled from 'styled-components';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { MAIN_ID, SkipLink } from './skip-link';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Main = styled.main`
  flex: 1;

  /* Focused only by the skip link and never clickable, so it needs no ring of its own. */
  &:focus {
    outline: none;
  }
`;

/** The chrome every page shares: skip link, sticky header, the page itself and the footer. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <Page>
      <SkipLink />
      <SiteHeader />
      <Main id={MAIN_ID} tabIndex={-1}>
        {children}
      </Main>
      <SiteFooter />
    </Page>
  );
}
