import { lazyComponent } from '@site/ui/remote-pages';
import { useParams } from '@site/ui/router';
import { AdminChrome, AdminFrame } from '../features/session/components/admin-frame';
import { SignInForm } from '../features/session/components/sign-in-form';
import { parseId } from '../lib/page-address';

/*
 * Each screen's code is its own chunk, loaded once the page is shown in the browser (beside the
 * session's request): the first load of any back-office page carries the frame and the sign-in
 * form only, and a screen's code is fetched when the owner first opens it.
 */
const AccountScreen = lazyComponent(() =>
  import('../features/account/components/account-screen').then((m) => m.AccountScreen),
);
const AuditLogScreen = lazyComponent(() =>
  import('../features/audit-log/components/audit-log-screen').then((m) => m.AuditLogScreen),
);
const BookingDetail = lazyComponent(() =>
  import('../features/bookings/components/booking-detail').then((m) => m.BookingDetail),
);
const BookingsList = lazyComponent(() =>
  import('../features/bookings/components/bookings-list').then((m) => m.BookingsList),
);
const BroadcastDetail = lazyComponent(() =>
  import('../features/broadcasts/components/broadcast-detail').then((m) => m.BroadcastDetail),
);
const BroadcastsList = lazyComponent(() =>
  import('../features/broadcasts/components/broadcasts-list').then((m) => m.BroadcastsList),
);
const MessagesInbox = lazyComponent(() =>
  import('../features/messages/components/messages-inbox').then((m) => m.MessagesInbox),
);
const NewBookingForm = lazyComponent(() =>
  import('../features/bookings/components/new-booking-form').then((m) => m.NewBookingForm),
);
const NewBroadcast = lazyComponent(() =>
  import('../features/broadcasts/components/new-broadcast').then((m) => m.NewBroadcast),
);
const NoticeDetail = lazyComponent(() =>
  import('../features/notices/components/notice-detail').then((m) => m.NoticeDetail),
);
const NoticesList = lazyComponent(() =>
  import('../features/notices/components/notices-list').then((m) => m.NoticesList),
);
const PersonScreen = lazyComponent(() =>
  import('../features/person/components/person-screen').then((m) => m.PersonScreen),
);
const PostEditor = lazyComponent(() =>
  import('../features/posts/components/post-editor').then((m) => m.PostEditor),
);
const PostsList = lazyComponent(() =>
  import('../features/posts/components/posts-list').then((m) => m.PostsList),
);
const SiteScreen = lazyComponent(() =>
  import('../features/site/components/site-screen').then((m) => m.SiteScreen),
);
const SubscribersScreen = lazyComponent(() =>
  import('../features/subscribers/components/subscribers-screen').then((m) => m.SubscribersScreen),
);
const TestimonialsScreen = lazyComponent(() =>
  import('../features/testimonials/components/testimonials-screen').then(
    (m) => m.TestimonialsScreen,
  ),
);
const TodayScreen = lazyComponent(() =>
  import('../features/today/components/today-overview').then((m) => m.TodayScreen),
);

/** The pages of the back office: each is its frame (session, navigation, heading) and a screen. */

export function SignInPage() {
  return (
    <AdminChrome title="Sign in" navigation={false}>
      <SignInForm />
    </AdminChrome>
  );
}

export function TodayPage() {
  return (
    <AdminFrame title="Today" code={TodayScreen}>
      {() => <TodayScreen />}
    </AdminFrame>
  );
}

export function BookingsPage() {
  return (
    <AdminFrame title="Bookings" code={BookingsList}>
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

export function BookingPage() {
  const id = parseId(useParams().bookingId);
  return (
    <AdminFrame
      title={id === null ? 'Booking' : `Booking ${id}`}
      skeletonHeight="40rem"
      code={BookingDetail}
    >
      {() => <BookingDetail id={id} />}
    </AdminFrame>
  );
}

export function MessagesPage() {
  return (
    <AdminFrame title="Messages" code={MessagesInbox}>
      {() => <MessagesInbox />}
    </AdminFrame>
  );
}

export function SubscribersPage() {
  return (
    <AdminFrame title="Subscribers" code={SubscribersScreen}>
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
  return (
    <AdminFrame title="Audit log" code={AuditLogScreen}>
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
  return (
    <AdminFrame title="Posts" code={PostsList}>
      {() => <PostsList />}
    </AdminFrame>
  );
}

export function PostPage() {
  const id = parseId(useParams().postId);
  return (
    <AdminFrame title="Post" skeletonHeight="56rem" code={PostEditor}>
      {() => <PostEditor id={id} />}
    </AdminFrame>
  );
}

export function TestimonialsPage() {
  return (
    <AdminFrame title="Testimonials" skeletonHeight="40rem" code={TestimonialsScreen}>
      {() => <TestimonialsScreen />}
    </AdminFrame>
  );
}

export function NoticesPage() {
  return (
    <AdminFrame title="Notices" code={NoticesList}>
      {() => <NoticesList />}
    </AdminFrame>
  );
}

export function NoticePage() {
  const id = useParams().noticeId ?? '';
  return (
    <AdminFrame title="Notice" code={NoticeDetail}>
      {() => <NoticeDetail id={id} />}
    </AdminFrame>
  );
}

export function SitePage() {
  return (
    <AdminFrame title="Site and data" code={SiteScreen}>
      {() => <SiteScreen />}
    </AdminFrame>
  );
}

export function BroadcastsPage() {
  return (
    <AdminFrame title="Newsletter" code={BroadcastsList}>
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
    >
      {() => <BroadcastDetail id={id} />}
    </AdminFrame>
  );
}
