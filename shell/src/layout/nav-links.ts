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

/**
 * The reading list: in the phone's menu after the main pages (the desktop bar keeps its six, on
 * one line at 1024 px) and in the footer.
 */
export const resourcesLink: NavItem = { label: 'Resources', to: paths.resources };

/** The call-to-action: the free discovery call section of the consulting page. */
export { discoveryCallPath };
