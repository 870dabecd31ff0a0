import { discoveryCallPath, paths } from '@site/contracts/routes';

export interface NavItem {
  label: string;
  to: string;
}

/** The main pages, in the order the navigation lists them. */
export const mainNavLinks: readonly NavItem[] = [
  { label: 'About', to: paths.about },
  { label: 'Philosophy', to: paths.philosophy },
  { label: 'Speaking', to: paths.speaking },
  { label: 'Consulting', to: paths.consulting },
  { label: 'Connect', to: paths.connect },
  { label: 'Blog', to: paths.blog },
];

export const homeLink: NavItem = { label: 'Home', to: paths.home };

/** The call-to-action: the free discovery call section of the consulting page. */
export { discoveryCallPath };
