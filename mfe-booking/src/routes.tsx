import { paths } from '@site/contracts/routes';
import { createRemoteRoutes, type RemotePage } from '@site/ui/remote-pages';
import { readingListQueryOptions } from './features/resources/api/reading-list';
import { CheckoutPage } from './pages/checkout-page';
import { ConsultationSuccessPage } from './pages/consultation-success-page';
import { ResourcesPage } from './pages/resources-page';
import { SchedulePage } from './pages/schedule-page';
import { SpecialsPage } from './pages/specials-page';
import { StrategyCallPage } from './pages/strategy-call-page';

/**
 * Pricing, checkout, payment success, the free strategy call, scheduling and the reading list.
 * Only the reading list has public data to prefetch; bookings belong to one visitor and are
 * fetched in the browser, and the calendars wait for the browser's clock.
 */
export const pages: RemotePage[] = [
  { path: paths.specials, Component: SpecialsPage },
  { path: paths.checkout, Component: CheckoutPage },
  { path: paths.consultationSuccess, Component: ConsultationSuccessPage },
  { path: paths.strategyCall, Component: StrategyCallPage },
  { path: paths.schedule, Component: SchedulePage },
  {
    path: paths.resources,
    Component: ResourcesPage,
    prefetch: ({ queryClient }) => queryClient.prefetchQuery(readingListQueryOptions()),
  },
];

export default createRemoteRoutes(pages);
