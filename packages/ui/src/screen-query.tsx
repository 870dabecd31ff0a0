import { createContext, useContext, useDeferredValue } from 'react';
import {
  useQuery,
  useQueryClient,
  type DefaultError,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import {
  rememberZoneDays,
  rememberZoneOffsets,
  zoneDaysQueryKey,
  zoneOffsetsQueryKey,
  type ZoneDays,
  type ZoneOffsets,
} from '@site/contracts/zone-conversion';

/**
 * True under a screen the server drew with the data it read for the page (the owner's, with his
 * session): its queries keep the data that came with the page as they mount, instead of asking
 * the API again the moment the browser has hydrated it. Filters, refetches and invalidations after
 * a change still ask, as always.
 */
export const DataFromServer = createContext(false);

/**
 * `useQuery` for a page's or a screen's own data (a visitor's booking, a back-office list), whose
 * first answer is drawn as a transition: the render the answer sets off keeps the loading state,
 * and the view with its data (a table, a form, a calendar) is drawn after it, in slices that a
 * tap can interrupt, instead of in one long task the moment the answer arrives. Later answers (a
 * refetch, a filter) are shown as `useQuery` shows them.
 */
export function useScreenQuery<
  TQueryFnData,
  TError = DefaultError,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>): UseQueryResult<TData, TError> {
  const fromServer = useContext(DataFromServer);
  const query = useQuery(fromServer ? { ...options, refetchOnMount: false } : options);
  const shown = useDeferredValue(query.data);
  if (query.isSuccess && shown === undefined) {
    return {
      ...query,
      data: undefined,
      status: 'pending',
      isPending: true,
      isSuccess: false,
      isLoading: true,
    } as unknown as UseQueryResult<TData, TError>;
  }
  return query;
}

/**
 * Takes the time-zone offsets the server drew the page's dates with (sent in the page's query
 * state: see `collectZoneOffsets`) as this browser's, so hydrating the same dates builds no ICU
 * formatter (its first one costs a task of about 40 ms on a fast computer, 150 ms on a phone).
 * Call it at the top of a page or frame that draws dates in a zone, before they render.
 */
export function useZoneOffsetsFromServer(): void {
  const queryClient = useQueryClient();
  const offsets = queryClient.getQueryData<ZoneOffsets>(zoneOffsetsQueryKey);
  if (offsets) rememberZoneOffsets(offsets);
  // And those it read ahead for the days the page draws by the browser's clock: once per answer,
  // not on every render of the frame that calls this.
  const days = queryClient.getQueryData<ZoneDays[]>(zoneDaysQueryKey);
  if (days && !rememberedZoneDays.has(days)) {
    days.forEach(rememberZoneDays);
    rememberedZoneDays.add(days);
  }
}

/** The read-ahead offsets this page has already taken as its own. */
const rememberedZoneDays = new WeakSet<ZoneDays[]>();
