import { paths, toPath } from '@site/contracts/routes';

/**
 * A client's page by its tabs, in their order (the first is the page's own, without `?tab=`):
 * the page draws them, and another screen links straight to one (Today's new message or
 * check-in opens its tab).
 */
export const clientTabs = {
  sessions: 'Sessions',
  messages: 'Messages',
  notes: 'Notes',
  'check-ins': 'Check-ins',
  materials: 'Materials',
  packages: 'Packages',
  emails: 'Emails',
} as const;

export type ClientTab = keyof typeof clientTabs;

/** The address's parameter that names the tab. */
export const clientTabParam = 'tab';

/** A client's page, opened on one of its tabs: "/admin/clients/4?tab=messages". */
export function clientPageTo(clientId: number, tab?: ClientTab): string {
  const page = toPath(paths.adminClient, { clientId });
  return tab && tab !== 'sessions' ? `${page}?${clientTabParam}=${tab}` : page;
}
