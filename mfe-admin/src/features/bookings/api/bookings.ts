import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  bookingKinds,
  type AdminBookingDetail,
  type AdminBookingFilters,
  type AdminBookingSummary,
  type BookingKind,
  type CreateAdminBookingRequest,
  type OutboxEmailView,
  type Page,
} from '@site/contracts/admin';
import { bookingStatuses, type BookingStatus } from '@site/contracts/sessions';
import {
  adminBooking,
  adminBookings,
  adminCreateBooking,
  adminResendBookingEmail,
} from '@site/contracts/endpoints/admin';
import { queryKeyOf, urlOf } from '@site/contracts/endpoints/define';
import { adminGet, adminSend } from '../../../lib/admin-http';
import { pageParam } from '../../../lib/page-address';

const day = /^\d{4}-\d{2}-\d{2}$/;

/** The filters of the URL; anything unknown in it is ignored. */
export function bookingFiltersFrom(searchParams: URLSearchParams): AdminBookingFilters {
  const status = searchParams.get('status') as BookingStatus | null;
  const kind = searchParams.get('kind') as BookingKind | null;
  const from = searchParams.get('from') ?? '';
  const to = searchParams.get('to') ?? '';
  const q = searchParams.get('q')?.trim() ?? '';
  const page = pageParam(searchParams);
  return {
    ...(status && bookingStatuses.includes(status) ? { status } : {}),
    ...(kind && bookingKinds.includes(kind) ? { kind } : {}),
    ...(day.test(from) ? { from } : {}),
    ...(day.test(to) ? { to } : {}),
    ...(q ? { q } : {}),
    ...(page > 1 ? { page } : {}),
  };
}

export const bookingsUrl = (filters: AdminBookingFilters) =>
  urlOf(adminBookings, {}, { ...filters });
export const bookingUrl = (id: number) => urlOf(adminBooking, { id });

export function bookingsQueryOptions(filters: AdminBookingFilters) {
  return queryOptions({
    queryKey: queryKeyOf(adminBookings, { ...filters }),
    queryFn: () => adminGet<Page<AdminBookingSummary>>(bookingsUrl(filters)),
    staleTime: 0,
  });
}

export function bookingQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeyOf(adminBooking, { id }),
    queryFn: () => adminGet<AdminBookingDetail>(bookingUrl(id)),
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
