import type { QueryClient } from '@tanstack/react-query';
import { adminBooking, adminBookings, adminToday } from '@site/contracts/endpoints/admin';
import { adminCalendar } from '@site/contracts/endpoints/admin-calendar';
import { queryKeyOf } from '@site/contracts/endpoints/define';

/** After an action on a booking: its page and every list that shows it are read again. */
export function invalidateBooking(queryClient: QueryClient, bookingId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeyOf(adminBooking, { id: bookingId }) }),
    queryClient.invalidateQueries({ queryKey: queryKeyOf(adminBookings) }),
    queryClient.invalidateQueries({ queryKey: queryKeyOf(adminToday) }),
    queryClient.invalidateQueries({ queryKey: queryKeyOf(adminCalendar) }),
  ]);
}
