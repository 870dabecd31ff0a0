import { blogCategories, blogListPath } from '@site/contracts/blog';
import { packages } from '@site/contracts/packages';
import { pageDescription } from '@site/contracts/page-descriptions';
import { paths } from '@site/contracts/routes';

/** One page on the site map: its name, its address and its line when it has a fixed one. */
export interface SiteMapEntry {
  label: string;
  to: string;
  description?: string;
  /** Pages under this one (the blog's categories). */
  children?: readonly SiteMapEntry[];
}

export interface SiteMapGroup {
  id: string;
  title: string;
  entries: readonly SiteMapEntry[];
}

const entry = (label: string, to: string): SiteMapEntry => {
  const description = pageDescription(to);
  return description ? { label, to, description } : { label, to };
};

/**
 * The site's public pages as a visitor looks for them: who the coach is, how to work with him,
 * what to read, and the site's own pages. Every indexable page of the registry is here (the site
 * map itself aside), with the blog's categories under the blog; each line is the page's own meta
 * description (the free call's, which names the owner's hours, aside).
 */
export const siteMapGroups: readonly SiteMapGroup[] = [
  {
    id: 'site-map-about',
    title: 'About the Work',
    entries: [
      entry('My Story', paths.about),
      entry('Philosophy and Frameworks', paths.philosophy),
      entry('Speaking', paths.speaking),
    ],
  },
  {
    id: 'site-map-work',
    title: 'Work Together',
    entries: [
      entry('Consulting', paths.consulting),
      entry('Consulting Packages and Specials', paths.specials),
      {
        label: packages['strategy-call'].scheduleLabel,
        to: paths.strategyCall,
        // Its page's own line names the hours the call is open, which the owner sets: here, the
        // call itself.
        description:
          'Fifteen minutes, free, to talk through where you are and whether we are a fit: choose a time that suits you.',
      },
      entry('Resources', paths.resources),
    ],
  },
  {
    id: 'site-map-read',
    title: 'Read',
    entries: [
      {
        ...entry('The Blog', paths.blog),
        children: blogCategories.map((category) => ({
          label: category.label,
          to: blogListPath(category.slug),
        })),
      },
    ],
  },
  {
    id: 'site-map-site',
    title: 'The Site',
    entries: [
      entry('Home', paths.home),
      entry('Connect', paths.connect),
      entry('Privacy Policy', paths.privacyPolicy),
      entry('Terms of Service', paths.termsOfService),
    ],
  },
];
