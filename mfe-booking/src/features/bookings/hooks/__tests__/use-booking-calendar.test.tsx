import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { defaultBookingWindow } from '@site/contracts/slots';
import { coachTimezone } from '@site/contracts/timezones';
import type { ZoneDays } from '@site/contracts/zone-conversion';
import { bookingRulesQueryOptions } from '../../api/booking-rules';
import { prefetchCoachZoneDays, useBookingCalendar } from '../use-booking-calendar';

/*
 * A file of its own: the zone conversion keeps one formatter per zone for the whole module
 * registry, and these tests need one in which none has been built for the coach's zone yet.
 */

const dayMs = 86_400_000;

/** The coach's zone's offset on a UTC day, read without `Intl.DateTimeFormat`'s constructor. */
function offsetOn(day: number): number {
  const noon = day * dayMs + dayMs / 2;
  const wall = new Date(noon).toLocaleString('sv-SE', { timeZone: coachTimezone });
  return Math.round((Date.parse(`${wall.replace(' ', 'T')}Z`) - noon) / 60_000);
}

/**
 * The tests' clock, as `injectClock` sets it (10:00 in Cancun on a weekday next week), worked out
 * without the zone conversion, which would build the formatter these tests look for.
 */
function injectClock() {
  let day = Math.floor(Date.now() / dayMs) + 7;
  while ([0, 6].includes(new Date(day * dayMs).getUTCDay())) day += 1;
  const now = new Date(day * dayMs + 10 * 3_600_000 - offsetOn(day) * 60_000);
  jest.useFakeTimers({
    now,
    doNotFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'setImmediate',
      'queueMicrotask',
      'nextTick',
      'performance',
      'requestAnimationFrame',
    ],
  });
  return { now, today: new Date(day * dayMs).toISOString().slice(0, 10) };
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

function wrapperWith(queryClient: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
}

describe('the calendar’s days', () => {
  it('works out today in the coach’s zone from the offsets the server sent, building no time-zone formatter', async () => {
    const { now, today } = injectClock();
    const queryClient = new QueryClient();
    queryClient.setQueryData(bookingRulesQueryOptions().queryKey, defaultBookingWindow);
    // What the server's prefetch leaves for the browser (its reading, made here without Intl).
    const firstDay = Math.floor(now.getTime() / dayMs) - 1;
    const days: ZoneDays = {
      zone: coachTimezone,
      firstDay,
      offsets: Array.from({ length: 64 }, (_, i) => offsetOn(firstDay + i)),
    };
    queryClient.setQueryData(['booking', 'coach-zone-days'], days);
    const built = jest.spyOn(Intl, 'DateTimeFormat');

    const { result } = renderHook(() => useBookingCalendar(coachTimezone), {
      wrapper: wrapperWith(queryClient),
    });
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(result.current?.today).toBe(today);
    expect(built).not.toHaveBeenCalled();
  });

  it('is sent by the server with the page: the coach’s zone, from yesterday to past the horizon', async () => {
    const { now } = injectClock();
    const queryClient = new QueryClient();
    queryClient.setQueryData(bookingRulesQueryOptions().queryKey, {
      ...defaultBookingWindow,
      horizonDays: 21,
    });
    await prefetchCoachZoneDays(queryClient, now.getTime());
    const days = queryClient.getQueryData<ZoneDays>(['booking', 'coach-zone-days']);
    expect(days?.zone).toBe(coachTimezone);
    expect(days?.firstDay).toBe(Math.floor(now.getTime() / dayMs) - 1);
    expect(days?.offsets).toHaveLength(24);
    days?.offsets.forEach((offset, i) => expect(offset).toBe(offsetOn(days.firstDay + i)));
  });
});
