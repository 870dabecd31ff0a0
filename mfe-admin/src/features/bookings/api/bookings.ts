import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminBookingDetail,
  AdminBookingFilters,
  AdminBookingSummary,
  CreateAdminBookingRequest,
  OutboxEmailView,
  Page,
} from '@site/contracts/admin';
import {
  adminBooking,
  adminBookings,
  adminCreateBooking,
  adminResendBookingEmail,
} from '@site/contracts/endpoints/admin';
import { queryKeyOf, urlOf } from '@site/contracts/endpoints/define';
import { adminGet, adminSend } from '../../../lib/admin-http';

export function bookingsQueryOptions(filters: AdminBookingFilters) {
  return queryOptions({
    queryKey: queryKeyOf(adminBookings, { ...filters }),
    queryFn: () => adminGet<Page<AdminBookingSummary>>(urlOf(adminBookings, {}, { ...filters })),
    staleTime: 0,
  });
}

export function bookingQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeyOf(adminBooking, { id }),
    queryFn: () => adminGet<AdminBookingDetail>(urlOf(adminBooking, { id })),
    staleTime: 0,
  });
}

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateAdminBookingRequest) =>
      adminSend<AdminBookingDetail>('POST', urlOf(adminCreateBooking), request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeyOf(adminBookings) }),
  });
}

export function useResendEmail(bookingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (emailId: number) =>
      adminSend<OutboxEmailView>(
        'POST',
        urlOf(adminResendBookingEmail, { id: bookingId, emailId }),
      ),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeyOf(adminBooking, { id: bookingId }) }),
  });
}
