import { useParams, useSearchParams } from '@site/ui/router';
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
import { pageParam } from '../lib/search-params';
import { AdminChrome, AdminFrame } from '../features/session/components/admin-frame';
import { SignInForm } from '../features/session/components/sign-in-form';
import { lazyScreen } from '../lib/lazy-screen';

/*
 * Each screen's code is its own chunk, loaded once the page is shown in the browser (beside the
 * session's request): the first load of any back-office page carries the frame and the sign-in
 * form only, and a screen's code is fetched when the owner first opens it.
 */
const AccountScreen = lazyScreen(() =>
  import('../features/account/components/account-screen').then((m) => m.AccountScreen),
);
const AuditLogScreen = lazyScreen(() =>
  import('../features/audit-log/components/audit-log-screen').then((m) => m.AuditLogScreen),
);
const BookingDetail = lazyScreen(() =>
  import('../features/bookings/components/booking-detail').then((m) => m.BookingDetail),
);
const BookingsList = lazyScreen(() =>
  import('../features/bookings/components/bookings-list').then((m) => m.BookingsList),
);
const BroadcastDetail = lazyScreen(() =>
  import('../features/broadcasts/components/broadcast-detail').then((m) => m.BroadcastDetail),
);
const BroadcastsList = lazyScreen(() =>
  import('../features/broadcasts/components/broadcasts-list').then((m) => m.BroadcastsList),
);
const MessagesInbox = lazyScreen(() =>
  import('../features/messages/components/messages-inbox').then((m) => m.MessagesInbox),
);
const NewBookingForm = lazyScreen(() =>
  import('../features/bookings/components/new-booking-form').then((m) => m.NewBookingForm),
);
const NewBroadcast = lazyScreen(() =>
  import('../features/broadcasts/components/new-broadcast').then((m) => m.NewBroadcast),
);
const NoticeDetail = lazyScreen(() =>
  import('../features/notices/components/notice-detail').then((m) => m.NoticeDetail),
);
const NoticesList = lazyScreen(() =>
  import('../features/notices/components/notices-list').then((m) => m.NoticesList),
);
const PersonScreen = lazyScreen(() =>
  import('../features/person/components/person-screen').then((m) => m.PersonScreen),
);
const PostEditor = lazyScreen(() =>
  import('../features/posts/components/post-editor').then((m) => m.PostEditor),
);
const PostsList = lazyScreen(() =>
  import('../features/posts/components/posts-list').then((m) => m.PostsList),
);
const SiteScreen = lazyScreen(() =>
  import('../features/site/components/site-screen').then((m) => m.SiteScreen),
);
const SubscribersScreen = lazyScreen(() =>
  import('../features/subscribers/components/subscribers-screen').then((m) => m.SubscribersScreen),
);
const TestimonialsScreen = lazyScreen(() =>
  import('../features/testimonials/components/testimonials-screen').then(
    (m) => m.TestimonialsScreen,
  ),
);
const TodayScreen = lazyScreen(() =>
  import('../features/today/components/today-overview').then((m) => m.TodayScreen),
);

/**
 * The pages of the back office: each is its frame (session, navigation, heading) and a screen,
 * with the addresses the screen reads first (`reads`, worked out from the page's address as the
 * screen does), which the first HTML starts fetching beside the session.
 */

export function SignInPage() {
  return (
    <AdminChrome title="Sign in" navigation={false}>
      <SignInForm />
    </AdminChrome>
  );
}

export function TodayPage() {
  return (
    <AdminFrame title="Today" code={TodayScreen} reads={[todayUrl]}>
      {() => <TodayScreen />}
    </AdminFrame>
  );
}

export function BookingsPage() {
  const [searchParams] = useSearchParams();
  return (
    <AdminFrame
      title="Bookings"
      code={BookingsList}
      reads={[bookingsUrl(bookingFiltersFrom(searchParams))]}
    >
      {() => <BookingsList />}
    </AdminFrame>
  );
}

export function NewBookingPage() {
  return (
    <AdminFrame title="Add a booking" skeletonHeight="32rem" code={NewBookingForm}>
      {() => <NewBookingForm />}
    </AdminFrame>
  );
}

/** A number in a link is a positive whole number; anything else finds nothing. */
function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function BookingPage() {
  const id = parseId(useParams().bookingId);
  return (
    <AdminFrame
      title={id === null ? 'Booking' : `Booking ${id}`}
      skeletonHeight="40rem"
      code={BookingDetail}
      reads={id === null ? [] : [bookingUrl(id)]}
    >
      {() => <BookingDetail id={id} />}
    </AdminFrame>
  );
}

export function MessagesPage() {
  const [searchParams] = useSearchParams();
  return (
    <AdminFrame
      title="Messages"
      code={MessagesInbox}
      reads={[messagesUrl(messageStatusFrom(searchParams), pageParam(searchParams))]}
    >
      {() => <MessagesInbox />}
    </AdminFrame>
  );
}

export function SubscribersPage() {
  const [searchParams] = useSearchParams();
  return (
    <AdminFrame
      title="Subscribers"
      code={SubscribersScreen}
      reads={[subscribersUrl(subscriberFiltersFrom(searchParams))]}
    >
      {() => <SubscribersScreen />}
    </AdminFrame>
  );
}

export function PersonPage() {
  return (
    <AdminFrame title="A person’s data" code={PersonScreen}>
      {() => <PersonScreen />}
    </AdminFrame>
  );
}

export function AuditLogPage() {
  const [searchParams] = useSearchParams();
  return (
    <AdminFrame
      title="Audit log"
      code={AuditLogScreen}
      reads={[auditLogUrl(pageParam(searchParams))]}
    >
      {() => <AuditLogScreen />}
    </AdminFrame>
  );
}

export function AccountPage() {
  return (
    <AdminFrame title="Account" code={AccountScreen}>
      {() => <AccountScreen />}
    </AdminFrame>
  );
}

export function PostsPage() {
  const [searchParams] = useSearchParams();
  return (
    <AdminFrame title="Posts" code={PostsList} reads={[postsUrl(postStatusFrom(searchParams))]}>
      {() => <PostsList />}
    </AdminFrame>
  );
}

export function PostPage() {
  const id = parseId(useParams().postId);
  return (
    <AdminFrame
      title="Post"
      skeletonHeight="56rem"
      code={PostEditor}
      reads={id === null ? [] : [postUrl(id)]}
    >
      {() => <PostEditor id={id} />}
    </AdminFrame>
  );
}

export function TestimonialsPage() {
  return (
    <AdminFrame
      title="Testimonials"
      skeletonHeight="40rem"
      code={TestimonialsScreen}
      reads={[testimonialsUrl]}
    >
      {() => <TestimonialsScreen />}
    </AdminFrame>
  );
}

export function NoticesPage() {
  const [searchParams] = useSearchParams();
  return (
    <AdminFrame title="Notices" code={NoticesList} reads={[noticesUrl(pageParam(searchParams))]}>
      {() => <NoticesList />}
    </AdminFrame>
  );
}

export function NoticePage() {
  const id = useParams().noticeId ?? '';
  return (
    <AdminFrame title="Notice" code={NoticeDetail} reads={id ? [noticeUrl(id)] : []}>
      {() => <NoticeDetail id={id} />}
    </AdminFrame>
  );
}

export function SitePage() {
  return (
    <AdminFrame title="Site and data" code={SiteScreen} reads={[siteSettingsUrl, sitePhotosUrl]}>
      {() => <SiteScreen />}
    </AdminFrame>
  );
}

export function BroadcastsPage() {
  return (
    <AdminFrame title="Newsletter" code={BroadcastsList} reads={[broadcastsUrl]}>
      {() => <BroadcastsList />}
    </AdminFrame>
  );
}

export function NewBroadcastPage() {
  return (
    <AdminFrame title="New broadcast" skeletonHeight="40rem" code={NewBroadcast}>
      {() => <NewBroadcast />}
    </AdminFrame>
  );
}

export function BroadcastPage() {
  const id = parseId(useParams().broadcastId);
  return (
    <AdminFrame
      title={id === null ? 'Broadcast' : `Broadcast ${id}`}
      skeletonHeight="48rem"
      code={BroadcastDetail}
      reads={id === null ? [] : [broadcastUrl(id)]}
    >
      {() => <BroadcastDetail id={id} />}
    </AdminFrame>
  );
}
