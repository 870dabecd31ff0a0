import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { paths } from '@site/contracts/routes';
import { quietButtonOnDark } from '@site/ui/on-dark';
import { toast } from '@site/ui/toast';
import { NavLink, useLocation, useNavigate } from '@site/ui/router';
import { adminLayout, buttonHeights, sidebarLabelLook } from '../../../components/layout';
import { apiErrorMessage } from '../../../lib/api-error';
import { useSignOut } from '../../../lib/session';
import { useWaitingMessages } from '../../../lib/waiting-messages';
import { WaitingCount } from '../../../components/waiting-count';
import { SearchField } from './search-field';

export interface AdminNavigationItem {
  to: string;
  label: string;
  /** Marked current only on this exact path (Today is `/admin`, which every screen starts with). */
  end: boolean;
  /**
   * What waits on this screen, counted by its link: by Messages, the new contact messages and the
   * clients' portal messages not read yet.
   */
  waiting?: 'newMessages';
  /**
   * Screens that belong to this one (the notices with the messages): listed under it only while
   * the owner is in its part of the back office, so the navigation stays short.
   */
  children?: readonly AdminNavigationItem[];
}

/**
 * The screens of the back office in plain words, grouped as the owner thinks of his work: what
 * needs him today, the people and their bookings, what he publishes, the site and his account.
 * Twelve at the first level; a screen that belongs with another (the notices with the messages,
 * the subscribers with the newsletter, privacy requests with the site's data) opens under it.
 */
export const adminNavigationGroups: readonly {
  label: string;
  items: readonly AdminNavigationItem[];
}[] = [
  {
    label: 'Your Day',
    items: [
      { to: paths.adminToday, label: 'Today', end: true },
      { to: paths.adminCalendar, label: 'Calendar', end: false },
      {
        to: paths.adminMessages,
        label: 'Messages',
        end: false,
        waiting: 'newMessages',
        children: [{ to: paths.adminNotices, label: 'Notices', end: false }],
      },
    ],
  },
  {
    label: 'Clients & Bookings',
    items: [
      { to: paths.adminClients, label: 'Clients', end: false },
      { to: paths.adminBookings, label: 'Bookings', end: false },
      { to: paths.adminSchedules, label: 'Schedules', end: false },
    ],
  },
  {
    label: 'Content',
    items: [
      { to: paths.adminPosts, label: 'Posts', end: false },
      { to: paths.adminTestimonials, label: 'Testimonials', end: false },
      {
        to: paths.adminBroadcasts,
        label: 'Newsletter',
        end: false,
        children: [{ to: paths.adminSubscribers, label: 'Subscribers', end: false }],
      },
    ],
  },
  {
    label: 'Settings',
    items: [
      {
        to: paths.adminSite,
        label: 'Site and Data',
        end: false,
        children: [{ to: paths.adminPerson, label: 'Privacy Requests', end: false }],
      },
      { to: paths.adminAuditLog, label: 'Activity', end: false },
      { to: paths.adminAccount, label: 'Account', end: false },
    ],
  },
];

/** Every screen of the navigation, in its order (a screen's own ones after it). */
export const adminNavigation: readonly AdminNavigationItem[] = adminNavigationGroups.flatMap(
  (group) => group.items.flatMap((item) => [item, ...(item.children ?? [])]),
);

/** Whether the screen at `pathname` is `item`'s (its own address, or one under it). */
const isAt = (item: AdminNavigationItem, pathname: string): boolean =>
  item.end ? pathname === item.to : pathname === item.to || pathname.startsWith(`${item.to}/`);

/** Whether the owner is in `item`'s part of the back office: its screen or one of its own. */
export const inSection = (item: AdminNavigationItem, pathname: string): boolean =>
  isAt(item, pathname) || (item.children ?? []).some((child) => isAt(child, pathname));

/* Compact enough that every screen's link is in view on a 1280 × 800 laptop without scrolling. */
const Groups = styled.div`
  display: grid;
  gap: 1rem;

  /* The opened menu on a tablet: its four groups two by two, not one long narrow list (nor three
     columns with the last group alone under them); on a phone one column. */
  @media (min-width: 40rem) and (max-width: 63.99rem) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: 1.5rem;
  }
`;

const GroupLabel = styled.p`
  margin: 0 0 0.25rem;
  ${sidebarLabelLook}
`;

const Links = styled.ul`
  display: grid;
  gap: 0.0625rem;
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: block;
    padding: 0.3125rem 0.75rem;
    border-left: 3px solid transparent;
    border-radius: 0 6px 6px 0;
    color: ${({ theme }) => theme.colors.ivory};
    font-size: 0.9375rem;
    font-weight: 600;
    line-height: 1.3;
    text-decoration: none;
  }
  /* The opened menu (a phone, a tablet): each link a finger's target, 44 px tall. */
  ${adminLayout.menuBar} {
    a {
      display: flex;
      align-items: center;
      min-height: 44px;
    }
  }
  a:hover {
    background: ${({ theme }) => theme.colors.inkSoft};
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusOnDark};
    outline-offset: -3px;
  }
  /* The current screen: gold text, a gold bar and a tint, not colour alone. */
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.goldLight};
    border-left-color: ${({ theme }) => theme.colors.gold};
    background: ${({ theme }) => theme.colors.inkSoft};
  }
  /* The screen a current one belongs to (Newsletter, on Subscribers): its gold words alone. */
  a[data-section] {
    color: ${({ theme }) => theme.colors.goldLight};
  }
`;

/** What waits under Messages, once the owner is signed in: new messages and clients' unread. */
function useNewMessages(signedIn: boolean): number {
  const { contact, clients } = useWaitingMessages(signedIn);
  return (contact ?? 0) + (clients ?? 0);
}

/* A screen's own screens, under it: indented past its bar, a step smaller. */
const SubLinks = styled(Links)`
  margin-top: 0.0625rem;

  a {
    padding-left: 1.75rem;
    font-size: 0.875rem;
    font-weight: 500;
  }
`;

/**
 * The back office's screens in their groups, the current one marked; signed in, what waits (new
 * messages and clients' unread ones) counted by its screen.
 */
export function AdminNavigation({ signedIn = false }: { signedIn?: boolean }) {
  // Stable ids (one navigation per page): the server's HTML and the browser's render agree.
  const id = 'admin-nav-group';
  const { pathname } = useLocation();
  const waiting = { newMessages: useNewMessages(signedIn) };
  return (
    <nav aria-label="Back office">
      <Groups>
        {adminNavigationGroups.map((group, index) => (
          <div key={group.label}>
            <GroupLabel id={`${id}-${index}`}>{group.label}</GroupLabel>
            <Links aria-labelledby={`${id}-${index}`}>
              {group.items.map((item) => {
                const open = item.children !== undefined && inSection(item, pathname);
                const here = isAt(item, pathname);
                return (
                  <li key={item.to}>
                    <NavLink
                      to={item.to}
                      end={item.end}
                      data-section={open && !here ? '' : undefined}
                    >
                      {item.label}
                      {item.waiting && <WaitingCount count={waiting[item.waiting]} />}
                    </NavLink>
                    {open && (
                      <SubLinks>
                        {item.children!.map((child) => (
                          <li key={child.to}>
                            <NavLink to={child.to} end={child.end}>
                              {child.label}
                            </NavLink>
                          </li>
                        ))}
                      </SubLinks>
                    )}
                  </li>
                );
              })}
            </Links>
          </div>
        ))}
      </Groups>
    </nav>
  );
}

const quietOnDark = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${buttonHeights.action};
  padding: 0.375rem 0.875rem;
  border-radius: 999px;
  font: inherit;
  font-size: 0.9375rem;
  font-weight: 600;
  line-height: 1.2;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
`;

const QuietButton = styled.button`
  ${quietButtonOnDark}
  ${quietOnDark}
`;

/** The way back to the public site (a plain link: the site is another part of the same origin). */
export const ViewSiteLink = styled.a.attrs({ href: paths.home })`
  ${quietOnDark}
  border: 1px solid transparent;
  padding-inline: 0.5rem;
  color: ${({ theme }) => theme.colors.onDarkMuted};
  text-decoration: underline;
  text-underline-offset: 3px;

  &:hover {
    color: ${({ theme }) => theme.colors.goldLight};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusOnDark};
    outline-offset: 2px;
  }
`;

/**
 * Signs the owner out of this browser from anywhere in the back office and takes him to the
 * sign-in page. A failure keeps him signed in and says so.
 */
export function SignOutButton() {
  const signOut = useSignOut();
  const navigate = useNavigate();
  return (
    <QuietButton
      type="button"
      disabled={signOut.isPending}
      onClick={() =>
        signOut.mutate(false, {
          onSuccess: () => navigate(paths.adminSignIn, { replace: true }),
          onError: (error) =>
            toast({
              title: 'You are still signed in.',
              description: apiErrorMessage(error, 'Please try again.'),
              variant: 'destructive',
            }),
        })
      }
    >
      Sign Out
    </QuietButton>
  );
}

const MenuButton = styled(QuietButton)`
  gap: 0.5rem;

  ${adminLayout.sidebar} {
    display: none;
  }
`;

/** Three bars, or a cross when the menu is open; the button's name says what it does. */
function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
      {open ? (
        <path
          d="M4 4l10 10M14 4L4 14"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      ) : (
        <path
          d="M2 4h14M2 9h14M2 14h14"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      )}
    </svg>
  );
}

/* From 1024 px the menu fills the sidebar's height: the screens scroll inside it when the window
   is short, and the owner's actions stay at its foot, always in view. */
const Menu = styled.div`
  ${adminLayout.sidebar} {
    display: flex;
    flex-direction: column;
    height: 100%;
  }
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;

  ${adminLayout.menuBar} {
    &[data-open='false'] {
      display: none;
    }
    padding-block: 0.5rem 1rem;
    /* The bar stays at the window's top: the opened menu scrolls inside the rest of it. */
    max-height: calc(100dvh - 3.5rem);
    overflow-y: auto;
    overscroll-behavior: contain;
  }
  ${adminLayout.sidebar} {
    flex: 1;
    min-height: 0;
    /* The search's label a clear step under the name above it. */
    padding-top: 1rem;
  }
`;

const Scroll = styled.div`
  ${adminLayout.sidebar} {
    position: relative;
    flex: 1;
    min-height: 0;
    overflow-y: auto;
    overscroll-behavior: contain;
    /* Room for the focus ring of the first and last links. */
    padding-block: 0.25rem;
    /* A glow at an edge with more links beyond it (the covers scroll with the links and hide the
       glow once that edge is reached). */
    background:
      linear-gradient(${({ theme }) => theme.colors.navy} 40%, transparent) top / 100% 1.5rem
        no-repeat local,
      linear-gradient(transparent, ${({ theme }) => theme.colors.navy} 60%) bottom / 100% 1.5rem
        no-repeat local,
      radial-gradient(farthest-side at 50% 0, rgb(255 255 255 / 22%), transparent) top / 100%
        0.625rem no-repeat scroll,
      radial-gradient(farthest-side at 50% 100%, rgb(255 255 255 / 22%), transparent) bottom / 100%
        0.625rem no-repeat scroll;
  }
`;

const PanelActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  padding-top: 1rem;
  border-top: 1px solid ${({ theme }) => theme.colors.inkSoft};
`;

/**
 * The search, the navigation and the owner's actions (back to the site, sign out). From 1024 px
 * they stand in the sidebar, the search above the screens; on a phone they hide behind a Menu
 * button, the search at the menu's top: opening it moves focus to the first
 * screen, Escape closes it and gives focus back to the button, and choosing a screen closes it.
 */
export function AdminMenu({
  before,
  foot,
  signedIn = false,
}: {
  before?: ReactNode;
  /** Under the owner's actions, at the sidebar's foot. */
  foot?: ReactNode;
  /** The owner's session is in: the navigation counts what waits. */
  signedIn?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = 'admin-menu';
  const { pathname, search } = useLocation();
  const address = pathname + search;

  // Choosing a screen, or searching, closes the menu.
  const [openedAt, setOpenedAt] = useState(address);
  if (open && openedAt !== address) {
    setOpen(false);
    setOpenedAt(address);
  }

  // The focus on the first screen (the search field above it would open a phone's keyboard).
  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>('nav a')?.focus();
  }, [open]);

  // A short window: the current screen's link scrolled into the sidebar's view (its list scrolls
  // on its own, the page stays where it is).
  const scroll = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = scroll.current;
    const current = box?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!box || !current || box.scrollHeight <= box.clientHeight) return;
    const top = current.offsetTop;
    const bottom = top + current.offsetHeight;
    if (top < box.scrollTop || bottom > box.scrollTop + box.clientHeight)
      box.scrollTop = Math.max(0, bottom - box.clientHeight + 8);
  }, [pathname]);

  const toggle = () => {
    setOpenedAt(address);
    setOpen((was) => !was);
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    setOpen(false);
    button.current?.focus();
  };

  return (
    <Menu onKeyDown={closeOnEscape}>
      <MenuBar>
        {before}
        <MenuButton
          ref={button}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={toggle}
        >
          <MenuIcon open={open} />
          {open ? 'Close menu' : 'Menu'}
        </MenuButton>
      </MenuBar>
      <Panel id={panelId} ref={panel} data-open={open}>
        <SearchField />
        <Scroll ref={scroll}>
          <AdminNavigation signedIn={signedIn} />
        </Scroll>
        <PanelActions>
          <ViewSiteLink>View site</ViewSiteLink>
          <SignOutButton />
          {foot}
        </PanelActions>
      </Panel>
    </Menu>
  );
}

const MenuBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  min-height: 3.5rem;
`;
