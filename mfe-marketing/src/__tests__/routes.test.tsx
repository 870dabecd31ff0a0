import { screen } from '@testing-library/react';
import { createQueryClient } from '@site/api-client/query-client';
import { remoteByName } from '@site/contracts/registry';
import { renderWithProviders, testSettings } from '@site/ui/testing';
import MarketingRoutes, { pages } from '../routes';
import { testimonialKeys } from '../features/testimonials/api/get-testimonials';
import { defaultFreeCallSchedule } from '../features/consulting/api/free-call-schedule';
import { bookingRules } from '@site/contracts/endpoints/bookings';
import { queryKeyOf } from '@site/contracts/endpoints/define';

const headings: [string, string][] = [
  ['/', 'From rock bottom to billion-dollar prison to ultimate freedom'],
  ['/about', 'Cracking the Code'],
  ['/philosophy', 'AWARENESS. ACCURACY. ACTION.'],
  ['/speaking', 'TRANSFORM YOUR AUDIENCE'],
  ['/consulting', 'WORK DIRECTLY WITH ME'],
  ['/connect', 'CONNECT WITH ME'],
  ['/site-map', 'Site Map'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms-of-service', 'Terms of Service'],
  ['/stripe-setup', 'Let’s Begin Together'],
];

describe('marketing routes', () => {
  // Pages load their code on first show; tests start with it loaded, as the server does.
  beforeAll(() => Promise.all(pages.map((page) => page.Component.preload?.())));

  it('lists exactly the routes the registry gives the marketing remote', () => {
    expect(pages.map((page) => page.path).sort()).toEqual(
      remoteByName('marketing')
        .routes.map((route) => route.path)
        .sort(),
    );
  });

  it("prefetches the home page's testimonials into the cache the page reads", async () => {
    const testimonials = [
      { id: 7, name: 'Ada', title: 'Founder', content: 'Changed how I lead.', rating: 5 },
    ];
    global.fetch = jest.fn(async () => new Response(JSON.stringify(testimonials))) as typeof fetch;
    const queryClient = createQueryClient();
    const home = pages.find((page) => page.path === '/');
    await home?.prefetch?.({ queryClient, params: {}, searchParams: new URLSearchParams() });
    expect(queryClient.getQueryData(testimonialKeys.all)).toEqual(testimonials);
    expect(global.fetch).toHaveBeenCalledWith('/api/testimonials', expect.anything());
  });

  it("prefetches the free call's rules, whose hours the consulting page states", async () => {
    const rules = { schedules: { freeCall: defaultFreeCallSchedule } };
    global.fetch = jest.fn(async () => new Response(JSON.stringify(rules))) as typeof fetch;
    const queryClient = createQueryClient();
    const consulting = pages.find((page) => page.path === '/consulting');
    await consulting?.prefetch?.({ queryClient, params: {}, searchParams: new URLSearchParams() });
    expect(queryClient.getQueryData(queryKeyOf(bookingRules))).toEqual(rules);
    expect(global.fetch).toHaveBeenCalledWith('/api/booking-rules', expect.anything());
  });

  it.each(headings)('%s shows its page heading', async (path, heading) => {
    renderWithProviders(<MarketingRoutes />, { path });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(heading);
  });

  it('titles the contact page with the coach name from the site settings', () => {
    renderWithProviders(<MarketingRoutes />, {
      path: '/connect',
      settings: { ...testSettings, coachName: 'Sam Example' },
    });
    expect(document.title).toBe('Connect With Sam Example | Get Direct Access for Your Questions');
  });
});
