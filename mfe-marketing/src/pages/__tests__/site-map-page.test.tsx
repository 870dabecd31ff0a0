import { screen } from '@testing-library/react';
import { renderWithProviders } from '@site/ui/testing';
import { SiteMapPage } from '../site-map-page';

describe('SiteMapPage', () => {
  it('is titled Site Map and ends with the files for machines', () => {
    renderWithProviders(<SiteMapPage />, { path: '/site-map' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Site Map');
    expect(screen.getByRole('link', { name: 'XML site map' })).toHaveAttribute(
      'href',
      '/sitemap.xml',
    );
    expect(screen.getByRole('link', { name: 'blog’s RSS feed' })).toHaveAttribute(
      'href',
      '/api/blog/feed.xml',
    );
  });
});
