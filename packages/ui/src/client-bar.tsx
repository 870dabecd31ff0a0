import styled from 'styled-components';
import { paths } from '@site/contracts/routes';
import { BrandMark } from './brand-mark';
import type { ClientFrame } from '@site/ui/client-frame';
import { Container } from './container';
import { quietButtonOnDark, topBar } from './on-dark';
import { Link } from '@site/ui/router';
import { useSiteSettings } from '@site/ui/site-settings';
import { withUnbreakableHyphens } from './typography';

/** The bar's height: the site header's, so a page's headings land clear of it alike. */
export const clientBarHeight = '4.5rem';

const Bar = styled.div`
  ${topBar}
`;

const Row = styled(Container)`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  min-height: ${clientBarHeight};
`;

const Home = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  /* A whole tap target on a phone, where the mark alone (30 px wide) is the link. */
  min-width: 44px;
  min-height: 44px;
  flex: none;
  color: inherit;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-weight: 700;
  font-size: 1.05rem;
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.colors.goldLight};
  }
  &:focus-visible {
    outline-color: ${({ theme }) => theme.colors.focusOnDark};
  }

  /* On a phone the mark alone (its name is the link's label). */
  span {
    @media (max-width: 767.98px) {
      display: none;
    }
  }
`;

/**
 * Where he is ("Client Portal") or the way back to it ("Back to Your Portal"), beside the brand,
 * set apart by a thin gold rule; what follows (his name, Sign Out) stands at the bar's far end.
 */
const Place = styled.span`
  flex: none;
  margin-right: auto;
  padding-left: 0.75rem;
  border-left: 1px solid rgb(230 199 122 / 0.45);
  color: ${({ theme }) => theme.colors.goldLight};
  font-size: ${({ theme }) => theme.type.small};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const Back = styled(Link)`
  flex: none;
  margin-right: auto;
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  min-height: 44px;
  padding-left: 0.75rem;
  border-left: 1px solid rgb(230 199 122 / 0.45);
  color: ${({ theme }) => theme.colors.goldLight};
  font-size: ${({ theme }) => theme.type.small};
  font-weight: 700;
  text-decoration: underline;
  text-decoration-color: transparent;
  text-underline-offset: 0.2em;
  white-space: nowrap;

  &:hover {
    text-decoration-color: currentColor;
  }
  &:focus-visible {
    outline-color: ${({ theme }) => theme.colors.focusOnDark};
  }
`;

const Who = styled.span`
  min-width: 0;
  color: ${({ theme }) => theme.colors.onDarkMuted};
  font-size: ${({ theme }) => theme.type.small};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  @media (max-width: 599.98px) {
    display: none;
  }
`;

/** Sign Out: a quiet outlined button on the navy, the bar's one action. */
const SignOut = styled.button`
  ${quietButtonOnDark}
  flex: none;
  min-height: 44px;
  padding: 0 1rem;
  font-weight: 700;
`;

/** Signed out, the bar's one action in Sign Out's place: the way into his portal. */
const OpenPortal = styled(Link)`
  ${quietButtonOnDark}
  flex: none;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin-left: auto;
  padding: 0 1rem;
  font-weight: 700;
  text-decoration: none;
  white-space: nowrap;
`;

/**
 * A client's own frame, in place of the site's header, kept at the top while he scrolls. Signed
 * in (`frame`, while a page claims it: `useClaimClientFrame` of `./client-frame`): the brand
 * linking home, where he is ("Client Portal", or on a page of one of his tasks the way back to
 * it), who is signed in, and Sign Out. Signed out, on a page of one of his tasks (the shell knows
 * it from the path, so the server draws it too): the brand, and "Open Your Portal" to
 * `portalLink` (with the booking's key the link signs him in; without it, the portal's sign-in).
 */
export function ClientBar({
  frame,
  portalLink = paths.portal,
}: {
  frame: ClientFrame | null;
  portalLink?: string;
}) {
  const { coachName } = useSiteSettings();
  return (
    <Bar data-client-bar="">
      <Row as="nav" aria-label="Client portal">
        <Home to="/" aria-label={`${coachName}, home`}>
          <BrandMark />
          <span>{coachName}</span>
        </Home>
        {frame === null ? (
          <OpenPortal to={portalLink}>Open Your Portal</OpenPortal>
        ) : (
          <SignedIn frame={frame} />
        )}
      </Row>
    </Bar>
  );
}

/** The signed-in bar's part after the brand: where he is, his name, Sign Out. */
function SignedIn({ frame }: { frame: ClientFrame }) {
  return (
    <>
      {frame.backToPortal ? (
        <Back to={paths.portal}>
          <span aria-hidden="true">←</span> Back to Your Portal
        </Back>
      ) : (
        <Place>Client Portal</Place>
      )}
      <Who>{withUnbreakableHyphens(frame.name)}</Who>
      <SignOut type="button" disabled={frame.signingOut} onClick={frame.onSignOut}>
        Sign Out
      </SignOut>
    </>
  );
}
