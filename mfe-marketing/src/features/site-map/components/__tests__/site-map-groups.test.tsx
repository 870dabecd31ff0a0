import { screen, within } from '@testing-library/react';
import { blogCategories, blogListPath } from '@site/contracts/blog';
import { pageDescription } from '@site/contracts/page-descriptions';
import { indexableStaticPaths } from '@site/contracts/registry';
import { paths } from '@site/contracts/routes';
import { renderWithProviders } from '@site/ui/testing';
import { SiteMapGroups } from '../site-map-groups';

function renderGroups() {
  return renderWithProviders(<SiteMapGroups />, { path: paths.siteMap });
}

describe('<SiteMapGroups/>', () => {
  it('groups the pages as a visitor looks for them, in this order', () => {
    renderGroups();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'About the Work',
      'Work Together',
      'Read',
      'The Site',
    ]);
    const about = screen.getByRole('region', { name: 'About the Work' });
    expect(
      within(about)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['My Story', 'Philosophy and Frameworks', 'Speaking']);
    const work = screen.getByRole('region', { name: 'Work Together' });
    expect(
      within(work)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([paths.consulting, paths.specials, paths.strategyCall, paths.resources]);
    expect(within(work).getByRole('link', { name: 'Free 15-Minute Strategy Call' })).toBeVisible();
    const site = screen.getByRole('region', { name: 'The Site' });
    expect(
      within(site)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Connect', 'Privacy Policy', 'Terms of Service']);
  });

  it('links every indexable page of the site once (the site map itself aside)', () => {
    renderGroups();
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    for (const path of indexableStaticPaths.filter((path) => path !== paths.siteMap)) {
      expect(hrefs.filter((href) => href === path)).toHaveLength(1);
    }
    expect(hrefs).not.toContain(paths.siteMap);
  });

  it('lists the blog’s categories under the blog', () => {
    renderGroups();
    const categories = screen.getByRole('list', { name: 'The Blog categories' });
    expect(
      within(categories)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual(blogCategories.map((category) => [category.label, blogListPath(category.slug)]));
  });

  it('gives each page its own meta description as its line', () => {
    renderGroups();
    const story = screen.getByRole('link', { name: 'My Story' }).closest('li')!;
    expect(story).toHaveTextContent(pageDescription(paths.about)!);
    const privacy = screen.getByRole('link', { name: 'Privacy Policy' }).closest('li')!;
    expect(privacy).toHaveTextContent(
      'How this site collects, uses and protects your personal information.',
    );
    // The free call's page names the owner's hours; here it has a line of its own.
    const call = screen.getByRole('link', { name: 'Free 15-Minute Strategy Call' }).closest('li')!;
    expect(call).toHaveTextContent(/^Free 15-Minute Strategy CallFifteen minutes, free,/);
  });
});
