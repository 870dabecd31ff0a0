import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Router, type Location } from '@site/ui/router';
import { createQueryClient } from '@site/api-client/query-client';
import { AppProviders } from '@site/ui/app-providers';
import { renderWithProviders, testSettings } from '@site/ui/testing';
import { SiteHeader } from '../site-header';

const mainLinks = [
  ['About', '/about'],
  ['Philosophy', '/philosophy'],
  ['Speaking', '/speaking'],
  ['Consulting', '/consulting'],
  ['Connect', '/connect'],
  ['Blog', '/blog'],
] as const;

function location() {
  return screen.getByTestId('location').textContent;
}

describe('<SiteHeader/>', () => {
  it('renders no <h1>: every page brings its own', () => {
    renderWithProviders(<SiteHeader />);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('links the logo, with the coach name from the settings, home', () => {
    renderWithProviders(<SiteHeader />, { path: '/blog' });
    const logo = screen.getByRole('link', { name: 'Jordan Example, home' });
    expect(logo).toHaveTextContent('Jordan Example');
    expect(logo).toHaveAttribute('href', '/');
  });

  it('lists the main pages in order and marks the current one', () => {
    renderWithProviders(<SiteHeader />, { path: '/philosophy' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(mainLinks);
    expect(within(nav).getByRole('link', { name: 'Philosophy' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current');
  });

  it('keeps Consulting current on its sub-pages', () => {
    renderWithProviders(<SiteHeader />, { path: '/consulting/specials' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Consulting' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it("sends the call-to-action to the consulting page's strategy-call section", async () => {
    const { user } = renderWithProviders(<SiteHeader />);
    const cta = screen.getByRole('link', { name: /Free Discovery Call/ });
    expect(cta).toHaveAttribute('href', '/consulting#strategy-call');
    expect(cta).toHaveTextContent('Free Call');
    await user.click(cta);
    expect(location()).toBe('/consulting#strategy-call');
  });

  it('navigates with the main links', async () => {
    const { user } = renderWithProviders(<SiteHeader />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'Speaking' }));
    expect(location()).toBe('/speaking');
  });

  describe('mobile menu', () => {
    it('toggles with a button that says what it does and which element it controls', async () => {
      const { user } = renderWithProviders(<SiteHeader />);
      const toggle = screen.getByRole('button', { name: 'Open menu' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      // Closed, the menu is not on the page at all (its links would repeat the main ones).
      expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toBeNull();
      expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();

      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(toggle).toHaveAccessibleName('Close menu');
      expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toBeVisible();

      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    });

    it('lists Home, the main pages, the reading list and the booking call-to-action', async () => {
      const { user } = renderWithProviders(<SiteHeader />, { path: '/about' });
      await user.click(screen.getByRole('button', { name: 'Open menu' }));
      const menu = screen.getByRole('navigation', { name: 'Menu' });
      const links = within(menu).getAllByRole('link');
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ['Home', '/'],
        ...mainLinks,
        ['Resources', '/resources'],
        ['Book Free Discovery Call', '/consulting#strategy-call'],
      ]);
      expect(within(menu).getByRole('link', { name: 'About' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(within(menu).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    });

    it('closes when a link is chosen and navigates there', async () => {
      const { user } = renderWithProviders(<SiteHeader />);
      await user.click(screen.getByRole('button', { name: 'Open menu' }));
      await user.click(
        within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('link', {
          name: 'Blog',
        }),
      );
      expect(location()).toBe('/blog');
      expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    });

    it('closes on the link to the page already shown', async () => {
      const { user } = renderWithProviders(<SiteHeader />, { path: '/connect' });
      await user.click(screen.getByRole('button', { name: 'Open menu' }));
      await user.click(
        within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('link', {
          name: 'Connect',
        }),
      );
      expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    });

    it('closes on the call-to-action', async () => {
      const { user } = renderWithProviders(<SiteHeader />);
      await user.click(screen.getByRole('button', { name: 'Open menu' }));
      await user.click(screen.getByRole('link', { name: 'Book Free Discovery Call' }));
      expect(location()).toBe('/consulting#strategy-call');
      expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    });

    it('opened while the next page is still loading, stays open when that page arrives', async () => {
      // A link's navigation has made its history entry ('next'), but the header still shows the
      // last page ('last') until the next one's code has loaded.
      const at = (key: string): Location => ({
        pathname: key === 'last' ? '/' : '/consulting',
        search: '',
        hash: '',
        state: null,
        key,
      });
      const queryClient = createQueryClient();
      // Links only draw their addresses here; nothing navigates.
      const navigator = {
        createHref: ({ pathname = '/' }: { pathname?: string }) => pathname,
        go: () => {},
        push: () => {},
        replace: () => {},
      };
      const page = (key: string): ReactElement => (
        <Router location={at(key)} navigator={navigator}>
          <AppProviders settings={testSettings} queryClient={queryClient}>
            <SiteHeader />
          </AppProviders>
        </Router>
      );
      const user = userEvent.setup();
      window.history.replaceState({ key: 'next' }, '');
      const { rerender } = render(page('last'));
      await user.click(screen.getByRole('button', { name: 'Open menu' }));
      expect(screen.getByRole('navigation', { name: 'Menu' })).toBeInTheDocument();
      rerender(page('next'));
      expect(screen.getByRole('navigation', { name: 'Menu' })).toBeInTheDocument();
      // A later navigation closes it.
      window.history.replaceState({ key: 'later' }, '');
      rerender(page('later'));
      expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
      window.history.replaceState(null, '');
    });

    it('closes on Escape and gives focus back to the toggle', async () => {
      const { user } = renderWithProviders(<SiteHeader />);
      await user.click(screen.getByRole('button', { name: 'Open menu' }));
      await user.tab();
      expect(
        within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('link', {
          name: 'Home',
        }),
      ).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
    });

    it('opens and closes from the keyboard', async () => {
      const { user } = renderWithProviders(<SiteHeader />);
      screen.getByRole('button', { name: 'Open menu' }).focus();
      await user.keyboard('{Enter}');
      expect(screen.getByRole('navigation', { name: 'Menu' })).toBeInTheDocument();
      await user.keyboard(' ');
      expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    });
  });
});
