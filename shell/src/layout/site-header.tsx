import { useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from '@site/ui/router';
import styled, { css } from 'styled-components';
import { ButtonLink } from '@site/ui/button';
import { Container } from '@site/ui/container';
import { topBar } from '@site/ui/on-dark';
import { Logo } from './logo';
import { discoveryCallPath, homeLink, mainNavLinks, resourcesLink } from './nav-links';

/** Six links, the logo and the call-to-action need about 1024 px; below that the menu folds up. */
const folded = '@media (max-width: 1023.98px)';
const unfolded = '@media (min-width: 1024px)';

const MENU_ID = 'site-menu';

const Header = styled.header`
  ${topBar}

  :focus-visible {
    outline-color: ${({ theme }) => theme.colors.focusOnDark};
  }
`;

const Bar = styled(Container)`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  min-height: ${({ theme }) => theme.headerHeight};
`;

const DesktopNav = styled.nav`
  margin-inline: auto;

  ${folded} {
    display: none;
  }
`;

const DesktopList = styled.ul`
  display: flex;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const linkStyles = css`
  display: block;
  padding: 0.6rem 0.75rem;
  border-radius: 6px;
  color: ${({ theme }) => theme.colors.onDarkMuted};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.colors.ivory};
  }

  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.goldLight};
    text-decoration: underline;
    text-decoration-thickness: 2px;
    text-underline-offset: 0.4em;
  }
`;

const DesktopLink = styled(NavLink)`
  ${linkStyles}
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  flex: none;
  margin-left: auto;

  ${unfolded} {
    margin-left: 0;
  }
`;

/* The narrower padding on phones outranks the button's own (&&): a remote's page injects the
   button's styles again after the header's, and at equal weight the later rule won, so the
   header's button changed width from page to page. */
const CallToAction = styled(ButtonLink)`
  white-space: nowrap;
  flex: none;

  ${({ theme }) => theme.media.mobile} {
    && {
      padding-inline: 0.9rem;
    }
  }
`;

const LongLabel = styled.span`
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

const ShortLabel = styled.span`
  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;

const Toggle = styled.button`
  flex: none;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 1px solid rgb(245 239 227 / 0.4);
  border-radius: 8px;
  color: inherit;
  background: transparent;
  cursor: pointer;

  ${unfolded} {
    display: none;
  }
`;

/* Behind the open menu, the page under the header dims (the navy deepest at 45 %), so the
   panel stands out from a navy hero as from a light page; a click on it closes the menu. */
const Scrim = styled.div`
  position: fixed;
  inset: ${({ theme }) => theme.headerHeight} 0 0;
  background: rgb(12 21 41 / 0.45);

  ${unfolded} {
    display: none;
  }
`;

/* On phones the open menu is a full-width sheet under the header; on tablets a panel hanging
   from the toggle's side, as wide as its links need, not a page-wide band with a page-wide
   button. Either way a gold hairline draws its edge against the page. */
const Menu = styled.div`
  position: relative;
  border-top: 1px solid rgb(245 239 227 / 0.15);
  border-bottom: 1px solid rgb(230 199 122 / 0.5);
  background: ${({ theme }) => theme.colors.navy};
  max-height: calc(100vh - ${({ theme }) => theme.headerHeight});
  overflow-y: auto;

  @media (min-width: 600px) {
    position: absolute;
    top: 100%;
    right: clamp(1rem, 4vw, 2rem);
    width: 20rem;
    border: 1px solid rgb(230 199 122 / 0.5);
    border-top: 0;
    border-radius: 0 0 ${({ theme }) => theme.radius} ${({ theme }) => theme.radius};
    box-shadow: 0 24px 48px rgb(12 21 41 / 0.35);
  }

  ${unfolded} {
    display: none;
  }
`;

const MenuList = styled.ul`
  margin: 0;
  padding: 0.5rem 0 1rem;
  list-style: none;
`;

const MenuLink = styled(NavLink)`
  ${linkStyles}
  padding: 0.75rem 0.5rem;
  font-size: 1.05rem;
`;

const MenuCallToAction = styled(ButtonLink)`
  width: 100%;
  margin-top: 0.75rem;
`;

/* The menu's call-to-action earns its place where the header's is shortened ('Free Call'); from
   768 px the header shows it whole beside the menu, and the menu does not repeat it. */
const MenuCallItem = styled.li`
  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** The key React Router gave the browser's current history entry (none on the first page). */
function currentEntryKey(): string | undefined {
  const state: unknown = window.history.state;
  return state && typeof state === 'object' && 'key' in state && typeof state.key === 'string'
    ? state.key
    : undefined;
}

/**
 * The sticky site header: logo, the main links, the 'Free Discovery Call' call-to-action and,
 * on narrow screens, a toggle menu that also lists Home.
 */
export function SiteHeader() {
  const location = useLocation();
  // The menu remembers the history entry it was opened at, so any navigation closes it. A
  // link's navigation makes its entry at once, while the header may still show the last page
  // until the next one has loaded: a menu opened meanwhile belongs to the new entry and stays
  // open when that page arrives.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt !== null && (openAt === location.key || openAt === currentEntryKey());
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = () => setOpenAt(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAt(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <Header>
      <Bar>
        <Logo />
        <DesktopNav aria-label="Main">
          <DesktopList>
            {mainNavLinks.map((link) => (
              <li key={link.to}>
                <DesktopLink to={link.to}>{link.label}</DesktopLink>
              </li>
            ))}
          </DesktopList>
        </DesktopNav>
        <Actions>
          <CallToAction to={discoveryCallPath}>
            <LongLabel>Free Discovery Call</LongLabel>
            <ShortLabel>Free Call</ShortLabel>
          </CallToAction>
          <Toggle
            ref={toggleRef}
            type="button"
            aria-expanded={open}
            aria-controls={MENU_ID}
            aria-label={open ? 'Close menu' : 'Open menu'}
            onClick={() => setOpenAt(open ? null : (currentEntryKey() ?? location.key))}
          >
            <MenuIcon open={open} />
          </Toggle>
        </Actions>
      </Bar>
      {/* Only while open: closed, it would repeat the main links in every page's first HTML. */}
      {open && <Scrim data-menu-scrim="" aria-hidden="true" onClick={close} />}
      {open && (
        <Menu id={MENU_ID}>
          <Container as="nav" aria-label="Menu">
            <MenuList>
              {[homeLink, ...mainNavLinks, resourcesLink].map((link) => (
                <li key={link.to}>
                  <MenuLink to={link.to} end={link.to === homeLink.to} onClick={close}>
                    {link.label}
                  </MenuLink>
                </li>
              ))}
              <MenuCallItem>
                <MenuCallToAction to={discoveryCallPath} onClick={close}>
                  Book Free Discovery Call
                </MenuCallToAction>
              </MenuCallItem>
            </MenuList>
          </Container>
        </Menu>
      )}
    </Header>
  );
}
