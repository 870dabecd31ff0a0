import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@site/ui/testing';
import { useClaimClientFrame } from '@site/ui/client-frame';
import { SiteLayout } from '../site-layout';

/** A page that claims his frame while a client is signed in (the portal, once it has loaded). */
function ClientPage({
  initiallySignedIn = false,
  backToPortal = false,
}: {
  initiallySignedIn?: boolean;
  backToPortal?: boolean;
}) {
  const [signedIn, setSignedIn] = useState(initiallySignedIn);
  useClaimClientFrame(
    signedIn ? { name: 'Rowan Client', onSignOut: () => setSignedIn(false), backToPortal } : null,
  );
  return (
    <button type="button" onClick={() => setSignedIn(!signedIn)}>
      {signedIn ? 'Sign out' : 'Sign in'}
    </button>
  );
}

describe('<SiteLayout/>', () => {
  it('wraps the page in header, main and footer landmarks', () => {
    renderWithProviders(
      <SiteLayout>
        <h1>Page title</h1>
      </SiteLayout>,
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('starts with a skip link that moves focus to the main content', async () => {
    Element.prototype.scrollIntoView = jest.fn();
    const { user } = renderWithProviders(<SiteLayout>page</SiteLayout>);
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it.each(['/admin', '/admin/sign-in', '/admin/bookings/42'])(
    'leaves the public header, footer and newsletter form off the back office (%s)',
    (path) => {
      renderWithProviders(
        <SiteLayout>
          <h1>Today</h1>
        </SiteLayout>,
        { path },
      );
      expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
      expect(screen.queryByRole('banner')).not.toBeInTheDocument();
      expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Free Discovery Call' })).not.toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: /email/i })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Skip to content' })).toBeInTheDocument();
    },
  );

  it('keeps them on a public page whose path merely starts like the back office', () => {
    renderWithProviders(<SiteLayout>page</SiteLayout>, { path: '/administration' });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it.each(['/portal', '/newsletter/unsubscribe'])(
    'keeps the header and footer but leaves the newsletter sign-up off %s',
    (path) => {
      renderWithProviders(<SiteLayout>page</SiteLayout>, { path });
      expect(screen.getByRole('banner')).toBeInTheDocument();
      const footer = screen.getByRole('contentinfo');
      expect(within(footer).getByRole('navigation', { name: 'Quick Links' })).toBeInTheDocument();
      expect(
        within(footer).queryByRole('heading', {
          name: 'Get Everything First (Before Social Media)',
        }),
      ).not.toBeInTheDocument();
      expect(within(footer).queryByRole('textbox', { name: /email/i })).not.toBeInTheDocument();
    },
  );

  it.each(['/', '/consulting', '/schedule/7'])('shows the newsletter sign-up on %s', (path) => {
    renderWithProviders(<SiteLayout>page</SiteLayout>, { path });
    expect(
      within(screen.getByRole('contentinfo')).getByRole('heading', {
        name: 'Get Everything First (Before Social Media)',
      }),
    ).toBeInTheDocument();
  });

  it("gives the header to the client portal's own frame once a client is signed in there", async () => {
    const { user } = renderWithProviders(
      <SiteLayout>
        <ClientPage />
      </SiteLayout>,
      { path: '/portal' },
    );
    // Signed out, the portal is a public page under the site's header.
    expect(within(screen.getByRole('banner')).getByText('Free Discovery Call')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByText('Free Discovery Call')).not.toBeInTheDocument();
    // His bar, drawn by the shell from the claim: where he is, his name, Sign Out.
    const bar = screen.getByRole('navigation', { name: 'Client portal' });
    expect(bar).toHaveTextContent('Client Portal');
    expect(bar).toHaveTextContent('Rowan Client');
    expect(within(bar).queryByRole('link', { name: /Back to Your Portal/ })).toBeNull();
    // The footer is the client area's slim one: no quick links, no newsletter.
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Portal Help & Contact' })).toBeInTheDocument();
    expect(within(footer).queryByRole('navigation', { name: 'Quick Links' })).toBeNull();
    // Signed out again (here from his bar), the header and the site's footer are back.
    await user.click(within(bar).getByRole('button', { name: 'Sign Out' }));
    expect(within(screen.getByRole('banner')).getByText('Free Discovery Call')).toBeInTheDocument();
    expect(
      within(screen.getByRole('contentinfo')).getByRole('navigation', { name: 'Quick Links' }),
    ).toBeInTheDocument();
  });

  it.each(['/schedule/7', '/questionnaire/7'])(
    'draws his frame with the way back to his portal on a task of his signed in (%s), the public one signed out',
    async (path) => {
      const { user } = renderWithProviders(
        <SiteLayout>
          <ClientPage backToPortal />
        </SiteLayout>,
        { path },
      );
      expect(within(screen.getByRole('banner')).getByText('Free Discovery Call')).toBeVisible();
      expect(screen.queryByRole('link', { name: /Back to Your Portal/ })).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      expect(screen.queryByRole('banner')).not.toBeInTheDocument();
      const bar = screen.getByRole('navigation', { name: 'Client portal' });
      expect(within(bar).getByRole('link', { name: /Back to Your Portal/ })).toHaveAttribute(
        'href',
        '/portal',
      );
      const footer = screen.getByRole('contentinfo');
      expect(within(footer).queryByRole('textbox', { name: /email/i })).toBeNull();
      expect(within(footer).queryByRole('navigation', { name: 'Quick Links' })).toBeNull();
    },
  );

  it('keeps the header on a page the registry does not mark a client area, whatever it claims', () => {
    renderWithProviders(
      <SiteLayout>
        <ClientPage initiallySignedIn />
      </SiteLayout>,
      { path: '/consulting' },
    );
    expect(within(screen.getByRole('banner')).getByText('Free Discovery Call')).toBeInTheDocument();
    expect(
      within(screen.getByRole('contentinfo')).getByRole('navigation', { name: 'Quick Links' }),
    ).toBeInTheDocument();
  });
});
