import type { QueryKey } from '@tanstack/react-query';
import { searchableText, type OwnerSession } from '@site/contracts/admin';
import { messagesFromClients, paths } from '@site/contracts/routes';
import {
  auditLogFiltersFrom,
  auditLogQueryOptions,
  auditLogUrl,
} from '../features/audit-log/api/audit-log';
import {
  bookingFiltersFrom,
  bookingQueryOptions,
  bookingsQueryOptions,
  bookingsUrl,
  bookingUrl,
} from '../features/bookings/api/bookings';
import {
  clientFiltersFrom,
  clientQueryOptions,
  clientsQueryOptions,
  clientsUrl,
  clientUrl,
} from '../features/clients/api/clients';
import {
  calendarQueryOptions,
  calendarUrl,
  feedStatusQueryOptions,
  feedStatusUrl,
} from '../features/calendar/api/calendar';
import { calendarPeriod } from '../features/calendar/components/calendar-days';
import { broadcastQueryOptions, broadcastUrl } from '../features/broadcasts/api/get-broadcast';
import { broadcastsQueryOptions, broadcastsUrl } from '../features/broadcasts/api/list-broadcasts';
import {
  broadcastPostsQueryOptions,
  broadcastPostsUrl,
} from '../features/broadcasts/api/list-posts';
import {
  broadcastPreviewQueryOptions,
  broadcastPreviewUrl,
} from '../features/broadcasts/api/preview-broadcast';
import type { BroadcastDetail } from '../features/broadcasts/api/types';
import {
  clientThreadsQueryOptions,
  clientThreadsUrl,
  clientUnreadQueryOptions,
  clientUnreadUrl,
  messagesQueryOptions,
  messagesUrl,
  messagesViewFrom,
  newMessagesQueryOptions,
  newMessagesUrl,
} from '../features/messages/api/messages';
import {
  noticeQueryOptions,
  noticesQueryOptions,
  noticesUrl,
  noticeUrl,
} from '../features/notices/api/notices';
import { postQueryOptions, postUrl } from '../features/posts/api/get-post';
import { postsQueryOptions, postStatusFrom, postsUrl } from '../features/posts/api/list-posts';
import { sitePhotosQueryOptions, sitePhotosUrl } from '../features/site/api/get-site-photos';
import { siteSettingsQueryOptions, siteSettingsUrl } from '../features/site/api/site-settings';
import { schedulesQueryOptions, schedulesUrl } from '../features/schedules/api/schedules';
import { searchQueryOptions, searchUrl } from '../features/search/api/search';
import {
  subscriberFiltersFrom,
  subscribersQueryOptions,
  subscribersUrl,
} from '../features/subscribers/api/subscribers';
import {
  testimonialsQueryOptions,
  testimonialsUrl,
} from '../features/testimonials/api/testimonials';
import { todayQueryOptions, todayUrl } from '../features/today/api/today';
import { pageParam, parseId } from '../lib/page-address';
import { searchTextFrom } from '../lib/search-address';

export interface PageAddress {
  params: Readonly<Record<string, string | undefined>>;
  searchParams: URLSearchParams;
  /** Who is signed in, once the server knows (his zone decides what "today" is). */
  session?: OwnerSession;
  now?: Date;
}

/**
 * One read of a screen: the API's address and the query it fills (the screen's own key), and the
 * reads its answer leads to (a broadcast's preview, keyed by the broadcast's last change).
 */
export interface FirstRead {
  url: string;
  queryKey: QueryKey;
  then?: (answer: unknown) => FirstRead[];
}

const read = (
  url: string,
  options: { queryKey: QueryKey },
  then?: (answer: unknown) => FirstRead[],
): FirstRead => ({ url, queryKey: options.queryKey, ...(then ? { then } : {}) });

/**
 * What each page's screen reads from the API as soon as it is shown, worked out from the page's
 * address by the same functions the screen uses. With the owner's session cookie, the server
 * reads them itself and draws the screen with its data (see src/server.tsx); without it (or when
 * a read failed), it writes a preload for each into the first HTML, so the answers are on their
 * way while the scripts load and the screen's own requests take them. Only the server build
 * imports this module: the browser's first load stays the frame and the sign-in form (the
 * features' endpoint tables stay in their screens' chunks). A screen that reads something on
 * arrival adds it here.
 */
export const firstReads: Readonly<Record<string, (page: PageAddress) => FirstRead[]>> = {
  [paths.adminToday]: () => [read(todayUrl, todayQueryOptions())],
  [paths.adminBookings]: ({ searchParams }) => {
    const filters = bookingFiltersFrom(searchParams);
    return [read(bookingsUrl(filters), bookingsQueryOptions(filters))];
  },
  [paths.adminBooking]: ({ params }) =>
    idReads(params.bookingId, (id) => read(bookingUrl(id), bookingQueryOptions(id))),
  [paths.adminClients]: ({ searchParams }) => {
    const filters = clientFiltersFrom(searchParams);
    return [read(clientsUrl(filters), clientsQueryOptions(filters))];
  },
  [paths.adminClient]: ({ params }) =>
    idReads(params.clientId, (id) => read(clientUrl(id), clientQueryOptions(id))),
  [paths.adminMessages]: ({ searchParams }) => {
    const view = messagesViewFrom(searchParams);
    const page = pageParam(searchParams);
    return view === messagesFromClients
      ? [read(clientThreadsUrl(page), clientThreadsQueryOptions(page))]
      : [read(messagesUrl(view, page), messagesQueryOptions(view, page))];
  },
  [paths.adminSubscribers]: ({ searchParams }) => {
    const filters = subscriberFiltersFrom(searchParams);
    return [read(subscribersUrl(filters), subscribersQueryOptions(filters))];
  },
  [paths.adminAuditLog]: ({ searchParams }) => {
    const filters = auditLogFiltersFrom(searchParams);
    return [read(auditLogUrl(filters), auditLogQueryOptions(filters))];
  },
  [paths.adminPosts]: ({ searchParams }) => {
    const status = postStatusFrom(searchParams);
    return [read(postsUrl(status), postsQueryOptions(status))];
  },
  [paths.adminPost]: ({ params }) =>
    idReads(params.postId, (id) => read(postUrl(id), postQueryOptions(id))),
  [paths.adminTestimonials]: () => [read(testimonialsUrl, testimonialsQueryOptions())],
  [paths.adminNotices]: ({ searchParams }) => {
    const page = pageParam(searchParams);
    return [read(noticesUrl(page), noticesQueryOptions(page))];
  },
  [paths.adminNotice]: ({ params }) =>
    params.noticeId ? [read(noticeUrl(params.noticeId), noticeQueryOptions(params.noticeId))] : [],
  [paths.adminSite]: () => [
    read(siteSettingsUrl, siteSettingsQueryOptions()),
    read(sitePhotosUrl, sitePhotosQueryOptions()),
  ],
  [paths.adminSchedules]: () => [read(schedulesUrl, schedulesQueryOptions())],
  // A text too short or too long is not searched: the screen says so and asks nothing.
  [paths.adminSearch]: ({ searchParams }) => {
    const text = searchTextFrom(searchParams);
    return searchableText(text) ? [read(searchUrl(text), searchQueryOptions(text))] : [];
  },
  // The period the address shows, around today in the owner's zone: known once he is.
  [paths.adminCalendar]: ({ searchParams, session, now = new Date() }) => {
    const feed = read(feedStatusUrl, feedStatusQueryOptions());
    if (!session) return [feed];
    const { days } = calendarPeriod(searchParams, session.timezone, now);
    return [
      read(calendarUrl(days[0]!, days.length), calendarQueryOptions(days[0]!, days.length)),
      feed,
    ];
  },
  [paths.adminBroadcasts]: () => [read(broadcastsUrl, broadcastsQueryOptions())],
  [paths.adminNewBroadcast]: () => [read(broadcastPostsUrl, broadcastPostsQueryOptions())],
  [paths.adminBroadcast]: ({ params }) => [
    ...idReads(params.broadcastId, (id) =>
      read(broadcastUrl(id), broadcastQueryOptions(id), (answer) => {
        const { updatedAt } = answer as BroadcastDetail;
        return [read(broadcastPreviewUrl(id), broadcastPreviewQueryOptions(id, updatedAt))];
      }),
    ),
    read(broadcastPostsUrl, broadcastPostsQueryOptions()),
  ],
};

function idReads(raw: string | undefined, reads: (id: number) => FirstRead): FirstRead[] {
  const id = parseId(raw);
  return id === null ? [] : [reads(id)];
}

/**
 * What the frame itself shows on every signed-in page: the count by Messages in the navigation,
 * the new messages and the clients' unread ones.
 */
const frameReads = (): FirstRead[] => [
  read(newMessagesUrl, newMessagesQueryOptions()),
  read(clientUnreadUrl, clientUnreadQueryOptions()),
];

/** The pages drawn without the owner's session (signing in, the first set-up): no frame reads. */
const withoutSession: readonly string[] = [paths.adminSignIn, paths.adminSetup];

/**
 * Every first read of the page at the route `path`: its screen's, then the frame's (a signed-in
 * page's only), each key read once (the inbox's new messages and the clients' threads' first page are
 * the count's reads too).
 */
export function pageFirstReads(path: string, page: PageAddress): FirstRead[] {
  if (withoutSession.includes(path)) return [];
  const reads = [...(firstReads[path]?.(page) ?? []), ...frameReads()];
  const keys = new Set<string>();
  return reads.filter(({ queryKey }) => {
    const key = JSON.stringify(queryKey);
    if (keys.has(key)) return false;
    keys.add(key);
    return true;
  });
}
