import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { screen, within } from '@testing-library/react';
import { createQueryClient } from '@site/api-client/query-client';
import { AppProviders } from '@site/ui/app-providers';
import { StaticRouter } from '@site/ui/router';
import { renderWithProviders, testSettings } from '@site/ui/testing';
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
      // The back office draws its own <main> (around its content, not its sidebar): none here.
      expect(screen.queryByRole('main')).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
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

  it.each(['/', '/consulting', '/questionnaire'])('shows the newsletter sign-up on %s', (path) => {
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
    'draws his frame on a task of his (%s) signed out too, the way into his portal in place of his name',
    async (path) => {
      const { user } = renderWithProviders(
        <SiteLayout>
          <ClientPage backToPortal />
        </SiteLayout>,
        { path: `${path}?key=abc123` },
      );
      // Signed out: never the public header or the newsletter, from the first render (the path
      // alone decides, so the server draws the same); his bar leads into his portal with the key.
      expect(screen.queryByRole('banner')).not.toBeInTheDocument();
      expect(screen.queryByText('Free Discovery Call')).not.toBeInTheDocument();
      let bar = screen.getByRole('navigation', { name: 'Client portal' });
      expect(within(bar).getByRole('link', { name: 'Open Your Portal' })).toHaveAttribute(
        'href',
        '/portal?booking=7&key=abc123',
      );
      expect(within(bar).queryByRole('button', { name: 'Sign Out' })).toBeNull();
      let footer = screen.getByRole('contentinfo');
      expect(within(footer).queryByRole('textbox', { name: /email/i })).toBeNull();
      expect(within(footer).queryByRole('navigation', { name: 'Quick Links' })).toBeNull();
      // Signed in: his name, the way back to his portal, Sign Out.
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      expect(screen.queryByRole('banner')).not.toBeInTheDocument();
      bar = screen.getByRole('navigation', { name: 'Client portal' });
      expect(bar).toHaveTextContent('Rowan Client');
      expect(within(bar).getByRole('link', { name: /Back to Your Portal/ })).toHaveAttribute(
        'href',
        '/portal',
      );
      expect(within(bar).queryByRole('link', { name: 'Open Your Portal' })).toBeNull();
      footer = screen.getByRole('contentinfo');
      expect(within(footer).queryByRole('navigation', { name: 'Quick Links' })).toBeNull();
      // Signed out again: the bar leads into the portal again, still no public header.
      await user.click(within(bar).getByRole('button', { name: 'Sign Out' }));
      expect(screen.queryByRole('banner')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Open Your Portal' })).toBeInTheDocument();
    },
  );

  it('draws the checkout in his frame: no menu or pitch to book a call around the card form', () => {
    renderWithProviders(
      <SiteLayout>
        <ClientPage />
      </SiteLayout>,
      { path: '/checkout?package=5-session' },
    );
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByText('Free Discovery Call')).not.toBeInTheDocument();
    const bar = screen.getByRole('navigation', { name: 'Client portal' });
    expect(within(bar).getByRole('link', { name: 'Open Your Portal' })).toHaveAttribute(
      'href',
      '/portal',
    );
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).queryByRole('textbox', { name: /email/i })).toBeNull();
    expect(within(footer).queryByRole('navigation', { name: 'Quick Links' })).toBeNull();
  });

  it("draws a task's page in his frame on the server, where no page has claimed it", () => {
    const html = renderToString(
      <StaticRouter location="/schedule/7?key=abc123">
        <AppProviders settings={testSettings} queryClient={createQueryClient()}>
          <SiteLayout>
            <ClientPage />
          </SiteLayout>
        </AppProviders>
      </StaticRouter>,
    );
    expect(html).toContain('aria-label="Client portal"');
    expect(html).toContain('href="/portal?booking=7&amp;key=abc123"');
    expect(html).not.toContain('Free Discovery Call');
    expect(html).not.toContain('<header');
  });

  it.each([
    ['/consultation-success?booking=7&key=abc123', '/portal?booking=7&key=abc123'],
    ['/consultation-success?payment_intent=pi_123', '/portal'],
  ])(
    'draws the success page about his booking or payment (%s) in his frame, from the first HTML',
    (location, portalLink) => {
      const html = renderToString(
        <StaticRouter location={location}>
          <AppProviders settings={testSettings} queryClient={createQueryClient()}>
            <SiteLayout>
              <ClientPage />
            </SiteLayout>
          </AppProviders>
        </StaticRouter>,
      );
      expect(html).toContain('aria-label="Client portal"');
      expect(html).toContain(`href="${portalLink.replace('&', '&amp;')}"`);
      expect(html).not.toContain('Free Discovery Call');
      expect(html).not.toContain('Get Everything First');
      expect(html).not.toContain('<header');
    },
  );

  it('gives the success page about his booking his name and Sign Out once he is signed in', async () => {
    const { user } = renderWithProviders(
      <SiteLayout>
        <ClientPage backToPortal />
      </SiteLayout>,
      { path: '/consultation-success?booking=7' },
    );
    expect(screen.getByRole('link', { name: 'Open Your Portal' })).toHaveAttribute(
      'href',
      '/portal?booking=7',
    );
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const bar = screen.getByRole('navigation', { name: 'Client portal' });
    expect(bar).toHaveTextContent('Rowan Client');
    expect(within(bar).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('keeps the bare success page (no booking, no payment) a public page, whatever it claims', () => {
    renderWithProviders(
      <SiteLayout>
        <ClientPage initiallySignedIn />
      </SiteLayout>,
      { path: '/consultation-success' },
    );
    expect(within(screen.getByRole('banner')).getByText('Free Discovery Call')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Client portal' })).toBeNull();
  });

  it("leads a task's bar without a key to the portal through the booking (its browser's access cookie signs him in)", () => {
    renderWithProviders(
      <SiteLayout>
        <ClientPage />
      </SiteLayout>,
      { path: '/schedule/7' },
    );
    expect(screen.getByRole('link', { name: 'Open Your Portal' })).toHaveAttribute(
      'href',
      '/portal?booking=7',
    );
  });

  it('keeps the public header on the questionnaire without a booking (not a client area)', () => {
    renderWithProviders(
      <SiteLayout>
        <ClientPage />
      </SiteLayout>,
      { path: '/questionnaire' },
    );
    expect(within(screen.getByRole('banner')).getByText('Free Discovery Call')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Client portal' })).toBeNull();
  });

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
