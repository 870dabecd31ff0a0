import { Suspense, useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { lazyComponent } from '@site/ui/remote-pages';
import { useNavigate, useParams } from '@site/ui/router';
import { paths } from '@site/contracts/routes';
import { AdminChrome, AdminFrame } from '../features/session/components/admin-frame';
import { SignInForm } from '../features/session/components/sign-in-form';
import { Loading } from '../components/states';
import { Actions, Muted } from '../components/ui';
import { ButtonLink } from '@site/ui/button';
import { useHttpStatus } from '@site/ui/server-render';
import { adminNotFoundText } from '@site/contracts/admin';
import { newPostAddress, newPostField, parseId } from '../lib/page-address';
import { bookingTitle } from '../lib/format';
import { bookingQueryOptions } from '../features/bookings/api/bookings';
import { clientQueryOptions } from '../features/clients/api/clients';
import { broadcastQueryOptions } from '../features/broadcasts/api/get-broadcast';
import { postQueryOptions } from '../features/posts/api/get-post';
import { noticeQueryOptions } from '../features/notices/api/notices';
import type { BookSessionSlot } from '../features/clients/components/client-actions';

/*
 * Each screen's code is its own chunk, named (the second argument repeats the `webpackChunkName`)
 * so that the server's render preloads it from the first HTML: the frame and the sign-in form are
 * the only code every back-office page loads, and a screen's code downloads beside them.
 */
const AccountScreen = lazyComponent(
  () =>
    import(
      /* webpackChunkName: "account-screen" */ '../features/account/components/account-screen'
    ).then((m) => m.AccountScreen),
  'account-screen',
);
const AuditLogScreen = lazyComponent(
  () =>
    import(
      /* webpackChunkName: "audit-log-screen" */ '../features/audit-log/components/audit-log-screen'
    ).then((m) => m.AuditLogScreen),
  'audit-log-screen',
);
const BookingDetail = lazyComponent(
  () =>
    import(
      /* webpackChunkName: "booking-detail" */ '../features/bookings/components/booking-detail'
    ).then((m) => m.BookingDetail),
  'booking-detail',
);
const BookingsList = lazyComponent(
  () =>
    import(
      /* webpackChunkName: "bookings-list" */ '../features/bookings/components/bookings-list'
    ).then((m) => m.BookingsList),
  'bookings-list',
);
const CalendarScreen = lazyComponent(
  () =>
    import(
      /* webpackChunkName: "calendar-screen" */ '../features/calendar/components/calendar-screen'
    ).then((m) => m.CalendarScreen),
  'calendar-screen',
);
const BroadcastDetail = lazyComponent(
  () =>
    import(
      /* webpackChunkName: "broadcast-detail" */ '../features/broadcasts/components/broadcast-detail'
    ).then((m) => m.BroadcastDetail),
  'broadcast-detail',
);
const BroadcastsList = lazyComponent(
  () =>
    import(
      /* webpackChunkName: "broadcasts-list" */ '../features/broadcasts/components/broadcasts-list'
    ).then((m) => m.BroadcastsList),
  'broadcasts-list',
);
const ClientDetail = lazyComponent(
  () =>
    import(
      /* webpackChunkName: "client-detail" */ '../features/clients/components/client-detail'
    ).then((m) => m.ClientDetail),
  'client-detail',
);
const BookSessionForm = lazyComponent(
  () =>
    import(
      /* webpackChunkName: "book-session-form" */ '../features/bookings/components/booking-sessions'
    ).then((m) => m.BookSessionForm),
  'book-session-form',
);
/** The client's page books a session for him with the bookings' own form. */
const bookForClient: BookSessionSlot = (booking, onDone) => (
  <BookSessionForm booking={booking} onClose={onDone} />
);
const ClientsScreen = lazyComponent(
  () =>
    import(
      /* webpackChunkName: "clients-screen" */ '../features/clients/components/clients-screen'
    ).then((m) => m.ClientsScreen),
  'clients-screen',
);
const MessagesInbox = lazyComponent(
  () =>
    import(
      /* webpackChunkName: "messages-inbox" */ '../features/messages/components/messages-inbox'
    ).then((m) => m.MessagesInbox),
  'messages-inbox',
);
const NewBookingForm = lazyComponent(
  () =>
    import(
      /* webpackChunkName: "new-booking-form" */ '../features/bookings/components/new-booking-form'
    ).then((m) => m.NewBookingForm),
  'new-booking-form',
);
const NewBroadcast = lazyComponent(
  () =>
    import(
      /* webpackChunkName: "new-broadcast" */ '../features/broadcasts/components/new-broadcast'
    ).then((m) => m.NewBroadcast),
  'new-broadcast',
);
const NoticeDetail = lazyComponent(
  () =>
    import(
      /* webpackChunkName: "notice-detail" */ '../features/notices/components/notice-detail'
    ).then((m) => m.NoticeDetail),
  'notice-detail',
);
const NoticesList = lazyComponent(
  () =>
    import(
      /* webpackChunkName: "notices-list" */ '../features/notices/components/notices-list'
    ).then((m) => m.NoticesList),
  'notices-list',
);
const PersonScreen = lazyComponent(
  () =>
    import(
      /* webpackChunkName: "person-screen" */ '../features/person/components/person-screen'
    ).then((m) => m.PersonScreen),
  'person-screen',
);
const PostEditor = lazyComponent(
  () =>
    import(/* webpackChunkName: "post-editor" */ '../features/posts/components/post-editor').then(
      (m) => m.PostEditor,
    ),
  'post-editor',
);
const PostsList = lazyComponent(
  () =>
    import(/* webpackChunkName: "posts-list" */ '../features/posts/components/posts-list').then(
      (m) => m.PostsList,
    ),
  'posts-list',
);
const SearchScreen = lazyComponent(
  () =>
    import(
      /* webpackChunkName: "search-screen" */ '../features/search/components/search-screen'
    ).then((m) => m.SearchScreen),
  'search-screen',
);
const SiteScreen = lazyComponent(
  () =>
    import(/* webpackChunkName: "site-screen" */ '../features/site/components/site-screen').then(
      (m) => m.SiteScreen,
    ),
  'site-screen',
);
const SchedulesScreen = lazyComponent(
  () =>
    import(
      /* webpackChunkName: "schedules-screen" */ '../features/schedules/components/schedules-screen'
    ).then((m) => m.SchedulesScreen),
  'schedules-screen',
);
const SubscribersScreen = lazyComponent(
  () =>
    import(
      /* webpackChunkName: "subscribers-screen" */ '../features/subscribers/components/subscribers-screen'
    ).then((m) => m.SubscribersScreen),
  'subscribers-screen',
);
const TestimonialsScreen = lazyComponent(
  () =>
    import(
      /* webpackChunkName: "testimonials-screen" */ '../features/testimonials/components/testimonials-screen'
    ).then((m) => m.TestimonialsScreen),
  'testimonials-screen',
);
const SetupScreen = lazyComponent(
  () =>
    import(
      /* webpackChunkName: "setup-screen" */ '../features/account/components/setup-screen'
    ).then((m) => m.SetupScreen),
  'setup-screen',
);
const TodayScreen = lazyComponent(
  () =>
    import(
      /* webpackChunkName: "today-overview" */ '../features/today/components/today-overview'
    ).then((m) => m.TodayScreen),
  'today-overview',
);

/** The pages of the back office: each is its frame (session, navigation, heading) and a screen. */

export function SignInPage() {
  return (
    <AdminChrome title="Sign In" navigation={false}>
      <SignInForm />
    </AdminChrome>
  );
}

/** The first set-up, while the site has no owner (404 once it has one). */
export function SetupPage() {
  return (
    <AdminChrome title="Set Up Your Account" navigation={false}>
      <Suspense fallback={<Loading label="Loading…" height="24rem" />}>
        <SetupScreen />
      </Suspense>
    </AdminChrome>
  );
}

/**
 * A mistyped back-office address: said in the back office's own frame (never the public site's
 * 404 with its header and newsletter), answered 404, with the way back to Today.
 */
export function NotFoundPage() {
  useHttpStatus(404);
  return (
    <AdminFrame title="Page Not Found">
      {() => (
        <>
          <Muted as="p" style={{ marginBottom: '1.5rem' }}>
            {adminNotFoundText}
          </Muted>
          <Actions>
            <ButtonLink to={paths.adminToday}>Back to Today</ButtonLink>
          </Actions>
        </>
      )}
    </AdminFrame>
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
    <AdminFrame title="Add a Booking" skeletonHeight="32rem" code={NewBookingForm}>
      {() => <NewBookingForm />}
    </AdminFrame>
  );
}

export function BookingPage() {
  const id = parseId(useParams().bookingId);
  // Named after the client and the package once the screen has read the booking (this only
  // reads what the screen fetched: the page asks nothing before the session is known).
  const booking = useQuery({ ...bookingQueryOptions(id ?? 0), enabled: false }).data;
  return (
    <AdminFrame
      title={booking && id !== null ? bookingTitle(booking) : 'Booking'}
      section="Bookings"
      skeletonHeight="40rem"
      code={BookingDetail}
    >
      {() => <BookingDetail id={id} />}
    </AdminFrame>
  );
}

export function CalendarPage() {
  return (
    <AdminFrame title="Calendar" skeletonHeight="40rem" code={CalendarScreen}>
      {() => <CalendarScreen />}
    </AdminFrame>
  );
}

export function ClientsPage() {
  return (
    <AdminFrame title="Clients" code={ClientsScreen}>
      {() => <ClientsScreen />}
    </AdminFrame>
  );
}

export function ClientPage() {
  const id = parseId(useParams().clientId);
  // The booking form's code comes while the record loads, so opening it draws it at once.
  useEffect(() => void BookSessionForm.preload(), []);
  // The page's heading is his name once his record is in (read by the screen, or by the server).
  const record = useQuery({ ...clientQueryOptions(id ?? 0), enabled: false }).data;
  return (
    <AdminFrame
      title={record && id !== null ? record.name || record.email : 'Client'}
      section="Clients"
      skeletonHeight="48rem"
      code={ClientDetail}
    >
      {() => <ClientDetail id={id} bookSession={bookForClient} />}
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
    <AdminFrame title="Privacy Requests" code={PersonScreen}>
      {() => <PersonScreen />}
    </AdminFrame>
  );
}

export function AuditLogPage() {
  return (
    <AdminFrame title="Activity" code={AuditLogScreen}>
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
  const { postId } = useParams();
  const id = parseId(postId);
  const navigate = useNavigate();
  // A new post starts from the list's title field: "/admin/posts/new" leads there.
  const isNew = postId === newPostAddress;
  useEffect(() => {
    if (isNew) navigate(`${paths.adminPosts}#${newPostField}`, { replace: true });
  }, [isNew, navigate]);
  // Named after its title once the editor has read it ("New Post" while it has none); the first
  // HTML drawn without the owner's session says "Post".
  const post = useQuery({ ...postQueryOptions(id ?? 0), enabled: false }).data;
  return (
    <AdminFrame
      title={id !== null && post ? post.title.trim() || 'New Post' : 'Post'}
      section="Posts"
      skeletonHeight="56rem"
      code={PostEditor}
    >
      {() => (isNew ? <Loading label="Opening a new post…" /> : <PostEditor id={id} />)}
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
  // Named after its subject once the screen has read it; until then (and when it is gone)
  // "Notice".
  const notice = useQuery({ ...noticeQueryOptions(id), enabled: false }).data;
  return (
    <AdminFrame title={notice?.subject.trim() || 'Notice'} section="Notices" code={NoticeDetail}>
      {() => <NoticeDetail id={id} />}
    </AdminFrame>
  );
}

/** The search's results for the address's `?q=`, grouped (the search field is in the frame). */
export function SearchPage() {
  return (
    <AdminFrame title="Search" skeletonHeight="16rem" code={SearchScreen}>
      {() => <SearchScreen />}
    </AdminFrame>
  );
}

export function SitePage() {
  return (
    <AdminFrame title="Site and Data" code={SiteScreen}>
      {() => <SiteScreen />}
    </AdminFrame>
  );
}

export function SchedulesPage() {
  return (
    <AdminFrame title="Schedules" skeletonHeight="40rem" code={SchedulesScreen}>
      {() => <SchedulesScreen />}
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
    <AdminFrame title="Write to Subscribers" skeletonHeight="40rem" code={NewBroadcast}>
      {() => <NewBroadcast />}
    </AdminFrame>
  );
}

export function BroadcastPage() {
  const id = parseId(useParams().broadcastId);
  // Named after its subject once the screen has read it (as a booking after its client); the
  // first HTML drawn without the owner's session says "Broadcast".
  const broadcast = useQuery({ ...broadcastQueryOptions(id ?? 0), enabled: false }).data;
  const subject = broadcast?.subject.trim();
  return (
    <AdminFrame
      title={id !== null && subject ? subject : 'Broadcast'}
      section="Newsletter"
      skeletonHeight="48rem"
      code={BroadcastDetail}
    >
      {() => <BroadcastDetail id={id} />}
    </AdminFrame>
  );
}

/*
 * With the owner's session the server draws each page's screen with its data: a page's `preload`
 * (which the server's render awaits first) loads its screen's code.
 */
Object.assign(TodayPage, { preload: TodayScreen.preload });
Object.assign(BookingsPage, { preload: BookingsList.preload });
Object.assign(NewBookingPage, { preload: NewBookingForm.preload });
Object.assign(BookingPage, { preload: BookingDetail.preload });
Object.assign(CalendarPage, { preload: CalendarScreen.preload });
Object.assign(ClientsPage, { preload: ClientsScreen.preload });
Object.assign(ClientPage, { preload: ClientDetail.preload });
Object.assign(MessagesPage, { preload: MessagesInbox.preload });
Object.assign(SubscribersPage, { preload: SubscribersScreen.preload });
Object.assign(PersonPage, { preload: PersonScreen.preload });
Object.assign(AuditLogPage, { preload: AuditLogScreen.preload });
Object.assign(AccountPage, { preload: AccountScreen.preload });
Object.assign(SetupPage, { preload: SetupScreen.preload });
Object.assign(PostsPage, { preload: PostsList.preload });
Object.assign(PostPage, { preload: PostEditor.preload });
Object.assign(TestimonialsPage, { preload: TestimonialsScreen.preload });
Object.assign(NoticesPage, { preload: NoticesList.preload });
Object.assign(NoticePage, { preload: NoticeDetail.preload });
Object.assign(SearchPage, { preload: SearchScreen.preload });
Object.assign(SitePage, { preload: SiteScreen.preload });
Object.assign(SchedulesPage, { preload: SchedulesScreen.preload });
Object.assign(BroadcastsPage, { preload: BroadcastsList.preload });
Object.assign(NewBroadcastPage, { preload: NewBroadcast.preload });
Object.assign(BroadcastPage, { preload: BroadcastDetail.preload });
