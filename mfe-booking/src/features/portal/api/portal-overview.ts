/**
 * GET /api/portal: the signed-in person's portal, or null when there is no live session; shared
 * with every page that draws his frame (`@site/api-client/portal`).
 */
export { portalOverviewQueryOptions } from '@site/api-client/portal';
