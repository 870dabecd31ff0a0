import { bookingQueryOptions, bookingUrl } from '@site/api-client/bookings';
import { getJsonWithCookie } from '@site/api-client/http';
import type { ConsultationBooking } from '@site/contracts/api-types';
import { paths } from '@site/contracts/routes';
import { timezones } from '@site/contracts/timezones';
import { createFragmentRenderer } from '@site/ssr/render-fragment';
import type { PrefetchContext, RemotePage } from '@site/ui/remote-pages';
import { loadDatePicker } from './components/slot-picker/lazy-date-picker';
import { portalOverviewQueryOptions } from './features/portal/api/portal-overview';
import { prefetchServerCalendar } from './features/bookings/hooks/use-booking-calendar';
import { isApiStatus } from './lib/api-error-message';
import { parseBookingId } from './lib/booking-id';
import { pages } from './routes';

/**
 * With the booking's access cookie (the shell's server sends it, and only it, with that booking's
 * own page): the booking, read as the visitor's browser would read it and put in the query cache
 * under the key the page reads, with what its calendar needs (the rules, the server's clock, the
 * calendar's code), so the page is drawn with the visitor's booking and the browser hydrates it
 * without asking again. A booking the API does not show this cookie is drawn as not found, as the
 * browser would draw it; any other failure leaves the booking to the browser, as without a cookie.
 */
async function readVisitorBooking({ queryClient, params, searchParams, cookie }: PrefetchContext) {
  const bookingId = parseBookingId(params.bookingId);
  if (cookie === undefined || bookingId === null) return;
  const accessKey = searchParams.get('key');
  let booking: ConsultationBooking | null;
  try {
    booking = await getJsonWithCookie<ConsultationBooking>(
      bookingUrl(bookingId, accessKey),
      cookie,
    );
  } catch (error) {
    if (!isApiStatus(error, 404)) return;
    booking = null;
  }
  if (booking?.canSchedule) {
    // Every listed zone (the coach's among them): the visitor's browser picks its own, or the one
    // at its offset, and draws its calendar without ICU.
    const zones = timezones.map((listed) => listed.value);
    await Promise.all([prefetchServerCalendar(queryClient, { zones }), loadDatePicker()]);
  }
  queryClient.setQueryData(bookingQueryOptions(bookingId, accessKey).queryKey, booking);
}

/**
 * The portal: a browser without the API's signed-in hint (the one cookie the shell's server sends
 * with this page) has no session, so the page is drawn with its sign-in form and the browser asks
 * nothing. With the hint, the person's portal is left to the browser, which holds the session.
 */
async function readPortalSignedOut({ queryClient, cookie }: PrefetchContext) {
  if (cookie === undefined) queryClient.setQueryData(portalOverviewQueryOptions().queryKey, null);
}

const serverReads: Partial<Record<string, RemotePage['prefetch']>> = {
  [paths.schedule]: readVisitorBooking,
  [paths.portal]: readPortalSignedOut,
};

/** This remote's server build: renders its pages to HTML fragments for the shell's server. */
export const render = createFragmentRenderer(
  pages.map((page): RemotePage => {
    const prefetch = serverReads[page.path];
    return prefetch ? { ...page, prefetch } : page;
  }),
);
