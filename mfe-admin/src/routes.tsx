import { paths } from '@site/contracts/routes';
import { createRemoteRoutes, type RemotePage } from '@site/ui/remote-pages';
import {
  AccountPage,
  AuditLogPage,
  BookingPage,
  BookingsPage,
  BroadcastPage,
  BroadcastsPage,
  CalendarPage,
  ClientPage,
  ClientsPage,
  MessagesPage,
  NewBookingPage,
  NoticePage,
  NoticesPage,
  NotFoundPage,
  NewBroadcastPage,
  PersonPage,
  PostPage,
  PostsPage,
  SetupPage,
  SignInPage,
  SitePage,
  SchedulesPage,
  SearchPage,
  SubscribersPage,
  TestimonialsPage,
  TodayPage,
} from './pages/admin-pages';

/**
 * The owner's back office: exactly the routes the registry (@site/contracts/registry) gives this
 * remote. Nothing is prefetched: every screen belongs to the signed-in owner, so the server renders
 * each page's heading and a sized skeleton and the browser reads the session and the data.
 */
export const pages: RemotePage[] = [
  { path: paths.adminToday, Component: TodayPage },
  { path: paths.adminSignIn, Component: SignInPage },
  { path: paths.adminSetup, Component: SetupPage },
  { path: paths.adminBookings, Component: BookingsPage },
  { path: paths.adminNewBooking, Component: NewBookingPage },
  { path: paths.adminBooking, Component: BookingPage },
  { path: paths.adminCalendar, Component: CalendarPage },
  { path: paths.adminMessages, Component: MessagesPage },
  { path: paths.adminSubscribers, Component: SubscribersPage },
  { path: paths.adminPerson, Component: PersonPage },
  { path: paths.adminClients, Component: ClientsPage },
  { path: paths.adminClient, Component: ClientPage },
  { path: paths.adminAuditLog, Component: AuditLogPage },
  { path: paths.adminAccount, Component: AccountPage },
  { path: paths.adminPosts, Component: PostsPage },
  { path: paths.adminPost, Component: PostPage },
  { path: paths.adminTestimonials, Component: TestimonialsPage },
  { path: paths.adminNotices, Component: NoticesPage },
  { path: paths.adminNotice, Component: NoticePage },
  { path: paths.adminSite, Component: SitePage },
  { path: paths.adminSchedules, Component: SchedulesPage },
  { path: paths.adminBroadcasts, Component: BroadcastsPage },
  { path: paths.adminNewBroadcast, Component: NewBroadcastPage },
  { path: paths.adminBroadcast, Component: BroadcastPage },
  { path: paths.adminSearch, Component: SearchPage },
  // Last: an address under /admin that no screen above has.
  { path: paths.adminNotFound, Component: NotFoundPage },
];

export default createRemoteRoutes(pages);
