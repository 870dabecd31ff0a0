import { screen } from '@testing-library/react';
import { renderWithProviders, testSettings } from '@site/ui/testing';
import { SocialLinks } from '../social-links';

describe('SocialLinks', () => {
  it('opens every profile that is set, and names no other: no promise of what is to come', () => {
    renderWithProviders(<SocialLinks />, {
      settings: {
        ...testSettings,
        social: { linkedin: 'https://www.linkedin.com/in/someone', x: '', youtube: '' },
      },
    });
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName(
      'LinkedIn Articles, talks and professional updates (opens in a new tab)',
    );
    expect(links[0]).toHaveAttribute('href', 'https://www.linkedin.com/in/someone');
    // The card shows it is a link: the arrow out of the site, decoration beside its words.
    expect(links[0]!.querySelector('[data-link-cue] svg')).toHaveAttribute('aria-hidden', 'true');
    expect(document.body).not.toHaveTextContent(/coming soon|YouTube|\bX\b/i);
    // Nothing that is not open stands as a card of its own.
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('with no profile set, shows no empty card group but invites to the blog and the newsletter', () => {
    renderWithProviders(<SocialLinks />, {
      settings: { ...testSettings, social: { linkedin: '', x: '', youtube: '' } },
    });
    expect(document.querySelector('[data-card-grid]')).toBeNull();
    expect(document.body).not.toHaveTextContent(/coming soon|LinkedIn|YouTube/i);
    expect(document.querySelector('[data-social-invitation]')).toHaveTextContent(
      /newsletter brings each one to you before anyone else/,
    );
    expect(screen.getByRole('link', { name: 'Read the Blog' })).toHaveAttribute('href', '/blog');
  });

  it('says nothing of what is to come once every profile is set', () => {
    renderWithProviders(<SocialLinks />, {
      settings: {
        ...testSettings,
        social: {
          linkedin: 'https://l.example/a',
          x: 'https://x.example/a',
          youtube: 'https://y.example/a',
        },
      },
    });
    expect(screen.getAllByRole('link')).toHaveLength(3);
    expect(document.querySelector('[data-social-invitation]')).toBeNull();
    expect(screen.queryByText(/Instagram/)).toBeNull();
  });
});
