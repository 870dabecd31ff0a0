import { screen } from '@testing-library/react';
import { renderWithProviders, testSettings } from '@site/ui/testing';
import { comingSoonText, SocialLinks } from '../social-links';

describe('SocialLinks', () => {
  it('opens every profile that is set, and names the others in one coming-soon line', () => {
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
    const soon = document.querySelector('[data-coming-soon]');
    expect(soon).toHaveTextContent('Coming soon: X and YouTube');
    // Nothing that is not open stands as a card of its own.
    expect(screen.queryByText('Coming soon: behind the scenes of the work')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('shows no empty card group when no profile is set', () => {
    renderWithProviders(<SocialLinks />, {
      settings: { ...testSettings, social: { linkedin: '', x: '', youtube: '' } },
    });
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(document.querySelector('[data-card-grid]')).toBeNull();
    expect(document.querySelector('[data-coming-soon]')).toHaveTextContent(
      'Coming soon: LinkedIn, X and YouTube',
    );
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
    expect(document.querySelector('[data-coming-soon]')).toBeNull();
    expect(screen.queryByText(/Instagram/)).toBeNull();
  });

  it('joins names as a sentence', () => {
    expect(comingSoonText(['Instagram'])).toBe('Instagram');
    expect(comingSoonText(['X', 'Instagram'])).toBe('X and Instagram');
  });
});
