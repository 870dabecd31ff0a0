import styled from 'styled-components';
import { BrandMark } from '@site/ui/brand-mark';
import { Container } from '@site/ui/container';
import { quietButtonOnDark, topBar } from '@site/ui/on-dark';
import { Link } from '@site/ui/router';
import { useSiteSettings } from '@site/ui/site-settings';
import { withUnbreakableHyphens } from '@site/ui/typography';

/** The bar's height: the site header's, so a page's headings land clear of it alike. */
export const portalBarHeight = '4.5rem';

const Bar = styled.div`
  ${topBar}
`;

const Row = styled(Container)`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  min-height: ${portalBarHeight};
`;

const Home = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
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

/** "Client Portal": where he is, beside the brand, set apart by a thin gold rule. */
const Place = styled.span`
  flex: none;
  /* What follows (his name, Sign Out) stands at the bar's far end. */
  margin-right: auto;
  padding-left: 0.75rem;
  border-left: 1px solid rgb(230 199 122 / 0.45);
  color: ${({ theme }) => theme.colors.goldLight};
  font-size: ${({ theme }) => theme.type.small};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
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

/**
 * The signed-in client's own frame, in place of the site's header: the brand linking home, where
 * he is ("Client Portal"), who is signed in, and Sign Out; kept at the top while he scrolls. The
 * portal's section links follow it (a row under it on a phone, a column beside the cards on a
 * wide screen).
 */
export function PortalBar({
  name,
  onSignOut,
  signingOut,
}: {
  name: string;
  onSignOut: () => void;
  signingOut: boolean;
}) {
  const { coachName } = useSiteSettings();
  return (
    <Bar data-portal-bar="">
      <Row as="nav" aria-label="Client portal">
        <Home to="/" aria-label={`${coachName}, home`}>
          <BrandMark />
          <span>{coachName}</span>
        </Home>
        <Place>Client Portal</Place>
        <Who>{withUnbreakableHyphens(name)}</Who>
        <SignOut type="button" disabled={signingOut} onClick={onSignOut}>
          Sign Out
        </SignOut>
      </Row>
    </Bar>
  );
}
