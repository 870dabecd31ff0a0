import type { QueryClient } from '@tanstack/react-query';

/** After an action on a booking: its page and every list that shows it are read again. */
export function invalidateBooking(queryClient: QueryClient, bookingId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['admin', 'booking', bookingId] }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'bookings'] }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'today'] }),
  ]);
}
