import { useParams } from '@site/ui/router';
import { AccountScreen } from '../features/account/components/account-screen';
import { AuditLogScreen } from '../features/audit-log/components/audit-log-screen';
import { BookingDetail } from '../features/bookings/components/booking-detail';
import { BookingsList } from '../features/bookings/components/bookings-list';
import { BroadcastDetail } from '../features/broadcasts/components/broadcast-detail';
import { BroadcastsList } from '../features/broadcasts/components/broadcasts-list';
import { NewBroadcast } from '../features/broadcasts/components/new-broadcast';
import { NewBookingForm } from '../features/bookings/components/new-booking-form';
import { MessagesInbox } from '../features/messages/components/messages-inbox';
import { NoticeDetail } from '../features/notices/components/notice-detail';
import { NoticesList } from '../features/notices/components/notices-list';
import { PersonScreen } from '../features/person/components/person-screen';
import { PostEditor } from '../features/posts/components/post-editor';
import { PostsList } from '../features/posts/components/posts-list';
import { AdminChrome, AdminFrame } from '../features/session/components/admin-frame';
import { SignInForm } from '../features/session/components/sign-in-form';
import { SiteScreen } from '../features/site/components/site-screen';
import { SubscribersScreen } from '../features/subscribers/components/subscribers-screen';
import { TestimonialsScreen } from '../features/testimonials/components/testimonials-screen';
import { TodayScreen } from '../features/today/components/today-overview';

/** The pages of the back office: each is its frame (session, navigation, heading) and a screen. */

export function SignInPage() {
  return (
    <AdminChrome title="Sign in" navigation={false}>
      <SignInForm />
    </AdminChrome>
  );
}

export function TodayPage() {
  return <AdminFrame title="Today">{() => <TodayScreen />}</AdminFrame>;
}

export function BookingsPage() {
  return <AdminFrame title="Bookings">{() => <BookingsList />}</AdminFrame>;
}

export function NewBookingPage() {
  return (
    <AdminFrame title="Add a booking" skeletonHeight="32rem">
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
    <AdminFrame title={id === null ? 'Booking' : `Booking ${id}`} skeletonHeight="40rem">
      {() => <BookingDetail id={id} />}
    </AdminFrame>
  );
}

export function MessagesPage() {
  return <AdminFrame title="Messages">{() => <MessagesInbox />}</AdminFrame>;
}

export function SubscribersPage() {
  return <AdminFrame title="Subscribers">{() => <SubscribersScreen />}</AdminFrame>;
}

export function PersonPage() {
  return <AdminFrame title="A person’s data">{() => <PersonScreen />}</AdminFrame>;
}

export function AuditLogPage() {
  return <AdminFrame title="Audit log">{() => <AuditLogScreen />}</AdminFrame>;
}

export function AccountPage() {
  return <AdminFrame title="Account">{() => <AccountScreen />}</AdminFrame>;
}

export function PostsPage() {
  return <AdminFrame title="Posts">{() => <PostsList />}</AdminFrame>;
}

export function PostPage() {
  const id = parseId(useParams().postId);
  return (
    <AdminFrame title="Post" skeletonHeight="56rem">
      {() => <PostEditor id={id} />}
    </AdminFrame>
  );
}

export function TestimonialsPage() {
  return (
    <AdminFrame title="Testimonials" skeletonHeight="40rem">
      {() => <TestimonialsScreen />}
    </AdminFrame>
  );
}

export function NoticesPage() {
  return <AdminFrame title="Notices">{() => <NoticesList />}</AdminFrame>;
}

export function NoticePage() {
  const id = useParams().noticeId ?? '';
  return <AdminFrame title="Notice">{() => <NoticeDetail id={id} />}</AdminFrame>;
}

export function SitePage() {
  return <AdminFrame title="Site and data">{() => <SiteScreen />}</AdminFrame>;
}

export function BroadcastsPage() {
  return <AdminFrame title="Newsletter">{() => <BroadcastsList />}</AdminFrame>;
}

export function NewBroadcastPage() {
  return (
    <AdminFrame title="New broadcast" skeletonHeight="40rem">
      {() => <NewBroadcast />}
    </AdminFrame>
  );
}

export function BroadcastPage() {
  const id = parseId(useParams().broadcastId);
  return (
    <AdminFrame title={id === null ? 'Broadcast' : `Broadcast ${id}`} skeletonHeight="48rem">
      {() => <BroadcastDetail id={id} />}
    </AdminFrame>
  );
}
