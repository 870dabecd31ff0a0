import { paths } from '@site/contracts/routes';
import { createRemoteRoutes, lazyPage, type RemotePage } from '@site/ui/remote-pages';
import { prefetchServerCalendar } from './features/bookings/hooks/use-booking-calendar';
import { prefetchSpecialsDay } from '@site/ui/specials-offer';
import { readingListQueryOptions } from './features/resources/api/reading-list';

/**
 * Pricing, checkout, payment success, the free strategy call, scheduling and the reading list.
 * Public data is prefetched on the server: the reading list, and the booking rules the strategy
 * call's page states (its hours, how far ahead) and the server's clock, so its first HTML holds the
 * calendar of the coach's days as of now. Bookings belong to one visitor: the server build reads
 * one only with its cookie (src/server.tsx), else the browser fetches it.
 * Each page's code loads when it is first shown, so a first visit carries only its own page; its
 * chunk is named (the second argument repeats the name) so the server's render preloads it.
 */
export const pages: RemotePage[] = [
  {
    path: paths.specials,
    Component: lazyPage(
      () =>
        import(/* webpackChunkName: "specials-page" */ './pages/specials-page').then(
          (m) => m.SpecialsPage,
        ),
      'specials-page',
    ),
    prefetch: async ({ queryClient }) => prefetchSpecialsDay(queryClient),
  },
  {
    path: paths.checkout,
    Component: lazyPage(
      () =>
        import(/* webpackChunkName: "checkout-page" */ './pages/checkout-page').then(
          (m) => m.CheckoutPage,
        ),
      'checkout-page',
    ),
    prefetch: async ({ queryClient }) => prefetchSpecialsDay(queryClient),
  },
  {
    path: paths.consultationSuccess,
    Component: lazyPage(
      () =>
        import(
          /* webpackChunkName: "consultation-success-page" */ './pages/consultation-success-page'
        ).then((m) => m.ConsultationSuccessPage),
      'consultation-success-page',
    ),
  },
  {
    path: paths.strategyCall,
    Component: lazyPage(
      () =>
        import(/* webpackChunkName: "strategy-call-page" */ './pages/strategy-call-page').then(
          (m) => m.StrategyCallPage,
        ),
      'strategy-call-page',
    ),
    // The calendar's code too (a chunk of its own), so the server renders the month.
    prefetch: ({ queryClient }) =>
      Promise.all([
        prefetchServerCalendar(queryClient),
        import('./components/slot-picker/lazy-date-picker').then((m) => m.loadDatePicker()),
      ]),
  },
  {
    path: paths.schedule,
    Component: lazyPage(
      () =>
        import(/* webpackChunkName: "schedule-page" */ './pages/schedule-page').then(
          (m) => m.SchedulePage,
        ),
      'schedule-page',
    ),
  },
  {
    path: paths.portal,
    Component: lazyPage(
      () =>
        import(/* webpackChunkName: "portal-page" */ './pages/portal-page').then(
          (m) => m.PortalPage,
        ),
      'portal-page',
    ),
  },
  {
    path: paths.resources,
    Component: lazyPage(
      () =>
        import(/* webpackChunkName: "resources-page" */ './pages/resources-page').then(
          (m) => m.ResourcesPage,
        ),
      'resources-page',
    ),
    prefetch: ({ queryClient }) => queryClient.prefetchQuery(readingListQueryOptions()),
  },
];

export default createRemoteRoutes(pages);
