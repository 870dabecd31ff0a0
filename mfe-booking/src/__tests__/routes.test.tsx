import { screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { paths } from '@site/contracts/routes';
import { remoteByName } from '@site/contracts/registry';
import { defaultBookingWindow } from '@site/contracts/slots';
import { renderWithProviders } from '@site/ui/testing';
import { bookingRulesQueryOptions } from '../features/bookings/api/booking-rules';
import { scheduleSessionMinutes, schedulesForWindow } from '@site/contracts/schedules/schedule';
import BookingRoutes, { pages } from '../routes';

const headings: [string, string][] = [
  ['/consulting/specials', 'LIMITED TIME SPECIALS'],
  ['/consultation-success', 'Thank You'],
  ['/calendar/strategy-call', 'Schedule Your Free Strategy Call'],
  ['/schedule/abc', 'Invalid Scheduling Link'],
];

describe('booking routes', () => {
  // Pages load their code on first show; tests start with it loaded, as the server does.
  beforeAll(() => Promise.all(pages.map((page) => page.Component.preload?.())));

  beforeEach(() => {
    jest.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise(() => {}));
  });
  afterEach(() => jest.restoreAllMocks());

  it('lists exactly the routes the registry gives this remote', () => {
    expect(pages.map((page) => page.path).sort()).toEqual(
      remoteByName('booking')
        .routes.map((route) => route.path)
        .sort(),
    );
  });

  it.each(headings)('%s shows its page heading', (path, heading) => {
    renderWithProviders(<BookingRoutes />, { path });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
  });

  it("prefetches the booking rules for the strategy call's first HTML (its hours and horizon)", async () => {
    const window = {
      ...defaultBookingWindow,
      horizonDays: 21,
      freeCallHours: { first: '15:30', last: '17:00' },
    };
    const rules = { ...window, schedules: schedulesForWindow(window, scheduleSessionMinutes) };
    jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (input) =>
        String(input).endsWith('/api/booking-rules')
          ? new Response(JSON.stringify(rules), { headers: { 'Content-Type': 'application/json' } })
          : new Response('{}', { status: 404 }),
      );
    const queryClient = new QueryClient();
    const page = pages.find((candidate) => candidate.path === paths.strategyCall)!;
    await page.prefetch?.({ queryClient, params: {}, searchParams: new URLSearchParams() });
    expect(queryClient.getQueryData(bookingRulesQueryOptions().queryKey)).toEqual(rules);
  });
});
