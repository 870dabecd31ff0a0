import styled from 'styled-components';
import { paths } from '@site/contracts/routes';
import { BrandMark } from './brand-mark';
import type { ClientFrame } from '@site/ui/client-frame';
import { Container } from './container';
import { quietButtonOnDark, topBar } from './on-dark';
import { Link } from '@site/ui/router';
import { useSiteSettings } from '@site/ui/site-settings';
import { withUnbreakableHyphens } from './typography';
import { visuallyHidden } from './visually-hidden';

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

  ${({ theme }) => theme.media.mobile} {
    gap: 0.5rem;
  }
`;

/**
 * The brand as the site's header draws it, at every width: the mark and the coach's name in the
 * heading face, linking home (the way back to the site from a focused page). A long name wraps
 * rather than pushing the bar wider than a 360 px screen.
 */
const Home = styled(Link)<{ $pushesRest?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  min-width: 0;
  min-height: 44px;
  color: inherit;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-weight: 700;
  font-size: 1.25rem;
  letter-spacing: 0.02em;
  line-height: 1.15;
  text-decoration: none;

  ${({ theme }) => theme.media.mobile} {
    font-size: 1.05rem;
    /* Where nothing beside it is shown (the place's name is left to the page's heading), what
       follows stands at the bar's far end. */
    margin-right: ${({ $pushesRest }) => ($pushesRest ? 'auto' : '0')};
  }

  svg {
    flex: none;
  }

  &:hover {
    color: ${({ theme }) => theme.colors.goldLight};
  }
  &:focus-visible {
    outline-color: ${({ theme }) => theme.colors.focusOnDark};
  }
`;

/** Words a phone's bar leaves out of sight (kept in the link's name): "Open" of "Open Your Portal". */
const WideOnly = styled.span`
  ${({ theme }) => theme.media.mobile} {
    ${visuallyHidden}
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

  /* On a phone the bar keeps the brand, the way back and Sign Out; the page's heading says where. */
  ${({ theme }) => theme.media.mobile} {
    ${visuallyHidden}
  }
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

  ${({ theme }) => theme.media.mobile} {
    padding-left: 0.5rem;
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

  ${({ theme }) => theme.media.mobile} {
    padding: 0 0.75rem;
  }
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

  ${({ theme }) => theme.media.mobile} {
    padding: 0 0.75rem;
  }
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
        <Home
          to="/"
          aria-label={`${coachName}, home`}
          $pushesRest={frame !== null && !frame.backToPortal}
        >
          <BrandMark />
          <span>{coachName}</span>
        </Home>
        {frame === null ? (
          <OpenPortal to={portalLink}>
            {/* One run of text: as flex items, the words would lose the space between them. */}
            <span>
              <WideOnly>Open </WideOnly>Your Portal
            </span>
          </OpenPortal>
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
          <span aria-hidden="true">←</span>
          <span>
            <WideOnly>Back to Your </WideOnly>Portal
          </span>
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
