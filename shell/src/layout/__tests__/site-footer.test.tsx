import { screen, within } from '@testing-library/react';
import { fakeDateOnly, renderWithProviders, testSettings } from '@site/ui/testing';
import { SiteFooter } from '../site-footer';

describe('<SiteFooter/>', () => {
  it('renders no <h1>', () => {
    renderWithProviders(<SiteFooter />);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('lists the Quick Links (the reading list and the client portal among them), then the site map page and the blog feed’s file', () => {
    renderWithProviders(<SiteFooter />);
    const nav = screen.getByRole('navigation', { name: 'Quick Links' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['About', '/about'],
      ['Philosophy', '/philosophy'],
      ['Speaking', '/speaking'],
      ['Consulting', '/consulting'],
      ['Connect', '/connect'],
      ['Blog', '/blog'],
      ['Resources', '/resources'],
      ['Client Portal', '/portal'],
      ['Privacy Policy', '/privacy-policy'],
      ['Terms of Service', '/terms-of-service'],
      ['Site Map', '/site-map'],
      ['Blog RSS Feed', '/api/blog/feed.xml'],
    ]);
  });

  it('navigates with a quick link', async () => {
    const { user } = renderWithProviders(<SiteFooter />);
    await user.click(screen.getByRole('link', { name: 'Privacy Policy' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/privacy-policy');
  });

  it('links the social profiles from the settings in new tabs', () => {
    renderWithProviders(<SiteFooter />);
    const expected = [
      ['LinkedIn', 'https://linkedin.test/in/jordan'],
      ['X', 'https://x.test/jordan'],
      ['YouTube', 'https://youtube.test/@jordan'],
    ];
    for (const [network, url] of expected) {
      const link = screen.getByRole('link', {
        name: `Jordan Example on ${network} (opens in a new tab)`,
      });
      expect(link).toHaveAttribute('href', url);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('links only the profiles that are configured, never a network home page', () => {
    renderWithProviders(<SiteFooter />, {
      settings: {
        ...testSettings,
        social: { linkedin: '', x: 'https://x.test/jordan', youtube: '' },
      },
    });
    expect(screen.queryByRole('link', { name: /on LinkedIn/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /on X/ })).toHaveAttribute(
      'href',
      'https://x.test/jordan',
    );
    expect(screen.queryByRole('link', { name: /on YouTube/ })).not.toBeInTheDocument();
  });

  it('renders no profile list at all when none is configured', () => {
    const { container } = renderWithProviders(<SiteFooter />, {
      settings: { ...testSettings, social: { linkedin: '', x: '', youtube: '' } },
    });
    expect(screen.queryByRole('link', { name: /opens in a new tab/ })).not.toBeInTheDocument();
    expect(container.querySelector('a[href=""]')).toBeNull();
  });

  it('tells the brand story and the copyright with the coach name', () => {
    renderWithProviders(<SiteFooter />);
    expect(screen.getByText(/alignment of your True Self/)).toHaveTextContent('Expressive Self');
    expect(
      screen.getByText(/^© \d{4} Jordan Example\. All rights reserved\.$/),
    ).toBeInTheDocument();
  });

  it('offers the newsletter with its promise', () => {
    renderWithProviders(<SiteFooter />);
    const box = screen.getByRole('region', { name: 'Get Everything First (Before Social Media)' });
    expect(box).toHaveTextContent('30–60 minutes before');
    expect(box).toHaveTextContent('subscriber-only content');
    expect(within(box).getByRole('textbox', { name: 'Email address' })).toHaveAttribute(
      'type',
      'email',
    );
  });

  it('in a client area is slim: the brand, the legal pages, where to ask for help, the copyright', () => {
    renderWithProviders(<SiteFooter newsletter={false} variant="client" />);
    const footer = screen.getByRole('contentinfo');
    expect(
      within(footer)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Jordan Example', '/'],
      ['Privacy Policy', '/privacy-policy'],
      ['Terms of Service', '/terms-of-service'],
      ['Portal Help & Contact', '/connect'],
    ]);
    expect(footer).toHaveTextContent(/© \d{4} Jordan Example\. All rights reserved\./);
    // No marketing under a private space: no pitch, no quick links, no sign-up, no social links.
    expect(within(footer).queryByText(/alignment of your True Self/)).not.toBeInTheDocument();
    expect(within(footer).queryByRole('navigation', { name: 'Quick Links' })).toBeNull();
    expect(within(footer).queryByRole('textbox')).toBeNull();
  });

  describe('the copyright', () => {
    afterEach(() => jest.useRealTimers());

    it.each(['site', 'client'] as const)(
      'in the %s footer says the year of the clock, not a year written in the code',
      (variant) => {
        // A clock a year and more ahead of the real one, so no year the code could hold passes.
        const later = new Date(Date.now() + 400 * 24 * 60 * 60 * 1000);
        fakeDateOnly(later);
        renderWithProviders(<SiteFooter variant={variant} newsletter={variant === 'site'} />);
        expect(screen.getByRole('contentinfo')).toHaveTextContent(
          `© ${later.getUTCFullYear()} Jordan Example. All rights reserved.`,
        );
      },
    );
  });
});
