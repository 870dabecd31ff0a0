import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { render, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { coachTimezone } from '@site/contracts/timezones';
import type { ZoneDays } from '@site/contracts/zone-conversion';
import { fakeDateOnly } from '@site/ui/testing';
import { bookingRulesQueryOptions, defaultBookingRules } from '../../api/booking-rules';
import {
  prefetchServerCalendar,
  useBookingCalendar,
  type BookingCalendar,
  type ServerCalendar,
} from '../use-booking-calendar';

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
  fakeDateOnly(now);
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
    queryClient.setQueryData(bookingRulesQueryOptions().queryKey, defaultBookingRules);
    // What the server's prefetch leaves for the browser (its reading, made here without Intl).
    const firstDay = Math.floor(now.getTime() / dayMs) - 1;
    const days: ZoneDays = {
      zone: coachTimezone,
      firstDay,
      offsets: Array.from({ length: 64 }, (_, i) => offsetOn(firstDay + i)),
    };
    // Rendered a minute ago on the server.
    queryClient.setQueryData(['booking', 'server-calendar'], {
      renderedAt: now.getTime() - 60_000,
      zoneDays: [days],
    });
    const built = jest.spyOn(Intl, 'DateTimeFormat');

    const { result } = renderHook(() => useBookingCalendar(coachTimezone, 'free-call'), {
      wrapper: wrapperWith(queryClient),
    });
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(result.current?.today).toBe(today);
    expect(built).not.toHaveBeenCalled();
  });

  it('renders the server’s calendar first (the server’s HTML and its hydration), then the browser’s clock takes over keeping the same rule', async () => {
    const { now, today } = injectClock();
    const queryClient = new QueryClient();
    queryClient.setQueryData(bookingRulesQueryOptions().queryKey, defaultBookingRules);
    queryClient.setQueryData(['booking', 'server-calendar'], {
      renderedAt: now.getTime() - 60_000, // a minute ago
      zoneDays: [{ zone: coachTimezone, firstDay: 0, offsets: [] }],
    });
    const seen: (BookingCalendar | null)[] = [];
    function Probe({ zone }: { zone: string }) {
      const calendar = useBookingCalendar(zone, 'free-call');
      seen.push(calendar);
      return <p>{calendar?.today ?? 'waiting for the browser'}</p>;
    }
    const Wrapper = wrapperWith(queryClient);

    // On the server (no effects run): the coach's calendar as of the server's clock; a zone the
    // server sent no offsets for waits for the browser.
    expect(
      renderToString(
        <Wrapper>
          <Probe zone={coachTimezone} />
        </Wrapper>,
      ),
    ).toContain(today);
    expect(
      renderToString(
        <Wrapper>
          <Probe zone="Europe/Paris" />
        </Wrapper>,
      ),
    ).toContain('waiting for the browser');

    seen.length = 0;
    render(
      <Wrapper>
        <Probe zone={coachTimezone} />
      </Wrapper>,
    );
    await waitFor(() => expect(seen.at(-1)?.now.getTime()).toBe(now.getTime()));
    expect(seen[0]?.now.getTime()).toBe(now.getTime() - 60_000);
    expect(seen.at(-1)?.today).toBe(today);
    expect(seen.at(-1)?.isDisabled).toBe(seen[0]?.isDisabled);
  });

  it('is sent by the server with the page: the coach’s zone, from yesterday to past the horizon', async () => {
    const { now } = injectClock();
    const queryClient = new QueryClient();
    const { sessions, freeCall } = defaultBookingRules.schedules;
    queryClient.setQueryData(bookingRulesQueryOptions().queryKey, {
      ...defaultBookingRules,
      schedules: {
        sessions: { ...sessions, horizonDays: 21 },
        freeCall: { ...freeCall, horizonDays: 14 },
      },
    });
    await prefetchServerCalendar(queryClient, { now: now.getTime() });
    const sent = queryClient.getQueryData<ServerCalendar>(['booking', 'server-calendar']);
    expect(sent?.renderedAt).toBe(now.getTime());
    expect(sent?.zoneDays.map((zoneDays) => zoneDays.zone)).toEqual([coachTimezone]);
    const days = sent?.zoneDays[0];
    expect(days?.zone).toBe(coachTimezone);
    expect(days?.firstDay).toBe(Math.floor(now.getTime() / dayMs) - 1);
    expect(days?.offsets).toHaveLength(24);
    days?.offsets.forEach((offset, i) => expect(offset).toBe(offsetOn(days.firstDay + i)));
  });
});
