import { paths } from '@site/contracts/routes';
import { auditLogUrl } from '../features/audit-log/api/audit-log';
import { bookingFiltersFrom, bookingsUrl, bookingUrl } from '../features/bookings/api/bookings';
import { broadcastUrl } from '../features/broadcasts/api/get-broadcast';
import { broadcastsUrl } from '../features/broadcasts/api/list-broadcasts';
import { messagesUrl, messageStatusFrom } from '../features/messages/api/messages';
import { noticesUrl, noticeUrl } from '../features/notices/api/notices';
import { postUrl } from '../features/posts/api/get-post';
import { postStatusFrom, postsUrl } from '../features/posts/api/list-posts';
import { sitePhotosUrl } from '../features/site/api/get-site-photos';
import { siteSettingsUrl } from '../features/site/api/site-settings';
import { subscriberFiltersFrom, subscribersUrl } from '../features/subscribers/api/subscribers';
import { testimonialsUrl } from '../features/testimonials/api/testimonials';
import { todayUrl } from '../features/today/api/today';
import { pageParam, parseId } from '../lib/page-address';

interface PageAddress {
  params: Readonly<Record<string, string | undefined>>;
  searchParams: URLSearchParams;
}

/**
 * What each page's screen reads from the API as soon as it is shown, worked out from the page's
 * address by the same functions the screen uses. The server's render writes a preload for each
 * into the first HTML (beside the session's), so the answers are on their way while the scripts
 * load, and the screen's own requests take them. Only the server build imports this module: the
 * browser's first load stays the frame and the sign-in form (the features' endpoint tables stay in
 * their screens' chunks). A screen that reads something on arrival adds it here.
 */
export const firstReads: Readonly<Record<string, (page: PageAddress) => string[]>> = {
  [paths.adminToday]: () => [todayUrl],
  [paths.adminBookings]: ({ searchParams }) => [bookingsUrl(bookingFiltersFrom(searchParams))],
  [paths.adminBooking]: ({ params }) => idReads(params.bookingId, bookingUrl),
  [paths.adminMessages]: ({ searchParams }) => [
    messagesUrl(messageStatusFrom(searchParams), pageParam(searchParams)),
  ],
  [paths.adminSubscribers]: ({ searchParams }) => [
    subscribersUrl(subscriberFiltersFrom(searchParams)),
  ],
  [paths.adminAuditLog]: ({ searchParams }) => [auditLogUrl(pageParam(searchParams))],
  [paths.adminPosts]: ({ searchParams }) => [postsUrl(postStatusFrom(searchParams))],
  [paths.adminPost]: ({ params }) => idReads(params.postId, postUrl),
  [paths.adminTestimonials]: () => [testimonialsUrl],
  [paths.adminNotices]: ({ searchParams }) => [noticesUrl(pageParam(searchParams))],
  [paths.adminNotice]: ({ params }) => (params.noticeId ? [noticeUrl(params.noticeId)] : []),
  [paths.adminSite]: () => [siteSettingsUrl, sitePhotosUrl],
  [paths.adminBroadcasts]: () => [broadcastsUrl],
  [paths.adminBroadcast]: ({ params }) => idReads(params.broadcastId, broadcastUrl),
};

function idReads(raw: string | undefined, url: (id: number) => string): string[] {
  const id = parseId(raw);
  return id === null ? [] : [url(id)];
}
