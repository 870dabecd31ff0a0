import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminPaths,
  type AdminBookingDetail,
  type AdminBookingFilters,
  type AdminBookingSummary,
  type CreateAdminBookingRequest,
  type Page,
} from '@site/contracts/admin';
import { adminGet, adminSend, withQuery } from '../../../lib/admin-http';

export function bookingsQueryOptions(filters: AdminBookingFilters) {
  return queryOptions({
    queryKey: ['admin', 'bookings', filters],
    queryFn: () =>
      adminGet<Page<AdminBookingSummary>>(withQuery(adminPaths.bookings, { ...filters })),
    staleTime: 0,
  });
}

export function bookingQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['admin', 'booking', id],
    queryFn: () => adminGet<AdminBookingDetail>(adminPaths.booking(id)),
    staleTime: 0,
  });
}

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateAdminBookingRequest) =>
      adminSend<{ id: number }>('POST', adminPaths.bookings, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'bookings'] }),
  });
}

export function useResendEmail(bookingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (emailId: number) =>
      adminSend('POST', adminPaths.bookingEmailResend(bookingId, emailId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'booking', bookingId] }),
  });
}
