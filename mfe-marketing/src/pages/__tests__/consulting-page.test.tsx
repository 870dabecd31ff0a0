import { screen, waitFor, within } from '@testing-library/react';
import { fakeDateOnly, renderWithProviders, testSettings } from '@site/ui/testing';
import { addDays, todayIn } from '@site/contracts/slots';
import { ConsultingPage } from '../consulting-page';
import { defaultFreeCallSchedule } from '../../features/consulting/api/free-call-schedule';

describe('ConsultingPage', () => {
  it('lists who the work is and is not for', () => {
    renderWithProviders(<ConsultingPage />, { path: '/consulting' });
    expect(screen.getByRole('heading', { name: 'This Is For You If' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'This Is NOT For You If' })).toBeVisible();
  });

  it('offers the free discovery call under the strategy-call anchor', async () => {
    const { user } = renderWithProviders(<ConsultingPage />, { path: '/consulting' });
    const section = screen.getByRole('region', {
      name: 'Start With a Free 15-Minute Discovery Call',
    });
    expect(section).toHaveAttribute('id', 'strategy-call');
    // A site whose owner never changed the free call's hours (the API not read here).
    expect(section).toHaveTextContent('Calls run weekdays, 1:00 PM–4:00 PM Cancun time.');

    await user.click(within(section).getByRole('link', { name: 'Book Your Free Discovery Call' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/calendar/strategy-call');
  });
});

describe('ConsultingPage free call hours', () => {
  afterEach(() => jest.restoreAllMocks());

  it('states the hours of the free call’s schedule in force', async () => {
    // The coach keeps the free call to Tuesdays 14:00–18:00 (15-minute calls: the last at 17:45).
    const weekly = defaultFreeCallSchedule.weekly.map((_, day) =>
      day === 2 ? [{ start: '14:00', end: '18:00' }] : [],
    );
    const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>(
      async () =>
        new Response(
          JSON.stringify({ schedules: { freeCall: { ...defaultFreeCallSchedule, weekly } } }),
        ),
    );
    global.fetch = fetchMock as unknown as typeof fetch;
    renderWithProviders(<ConsultingPage />, { path: '/consulting' });
    const section = screen.getByRole('region', {
      name: 'Start With a Free 15-Minute Discovery Call',
    });
    // The hours written as the booking times are, never broken: no-break spaces keep each time
    // with its PM, and the dash with its neighbours stays on one line.
    const dash = await within(section).findByText('PM–5:45');
    expect(dash.closest('p')).toHaveTextContent('Calls run Tuesdays, 2:00 PM–5:45 PM Cancun time.');
    expect(dash.closest('p')?.textContent).toContain('2:00\u00a0PM–5:45\u00a0PM');
    expect(getComputedStyle(dash).whiteSpace).toBe('nowrap');
    expect(section).not.toHaveTextContent('1:00 PM–4:00 PM');
    expect(fetchMock).toHaveBeenCalledWith('/api/booking-rules', expect.anything());
  });
});

describe('ConsultingPage packages', () => {
  it('presents the three packages under the packages anchor, the 5-session one as most popular', async () => {
    const { user } = renderWithProviders(<ConsultingPage />, { path: '/consulting' });
    const section = screen.getByRole('region', { name: 'Choose How Deep You Want to Go' });
    expect(section).toHaveAttribute('id', 'packages');
    const names = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(['Single Session', '5-Session Package', '10-Session Package']);
    const popular = within(section).getByRole('article', { name: '5-Session Package' });
    expect(popular).toHaveTextContent('Most Popular');
    expect(popular).toHaveTextContent('$6,000');
    expect(within(section).getByRole('article', { name: 'Single Session' })).not.toHaveTextContent(
      'Most Popular',
    );

    // Each card's button chooses its own package: its checkout.
    for (const [name, type] of [
      ['Single Session', 'single'],
      ['5-Session Package', '5-session'],
      ['10-Session Package', '10-session'],
    ] as const) {
      const card = within(section).getByRole('article', { name });
      expect(within(card).getByRole('link', { name: `Choose ${name}` })).toHaveAttribute(
        'href',
        `/checkout?package=${type}`,
      );
    }
    await user.click(within(section).getByRole('link', { name: 'Choose 5-Session Package' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout?package=5-session');
  });
});

describe('ConsultingPage client quote', () => {
  afterEach(() => jest.restoreAllMocks());

  it('sets one client’s words between the packages and who the work is for', async () => {
    jest.spyOn(global, 'fetch').mockImplementation(async (input) =>
      String(input).includes('testimonials')
        ? new Response(
            JSON.stringify([
              {
                id: 7,
                name: 'Mara Lindqvist',
                title: 'Founder',
                content: 'I stopped performing.',
                rating: 5,
              },
              {
                id: 8,
                name: 'Second Client',
                title: 'Executive',
                content: 'Another quote.',
                rating: 5,
              },
            ]),
          )
        : new Response('{}', { status: 500 }),
    );
    renderWithProviders(<ConsultingPage />, { path: '/consulting' });
    const quote = await screen.findByRole('region', { name: 'In a Client’s Words' });
    await waitFor(() => expect(quote).toHaveTextContent('I stopped performing.'));
    expect(quote).toHaveTextContent('Mara Lindqvist');
    // One card only.
    expect(within(quote).getAllByRole('figure')).toHaveLength(1);
    expect(quote).not.toHaveTextContent('Another quote.');
    const packages = screen.getByRole('heading', { name: 'Choose How Deep You Want to Go' });
    const forYou = screen.getByRole('heading', { name: 'This Is For You If' });
    expect(packages.compareDocumentPosition(quote) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(quote.compareDocumentPosition(forYou) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  describe('the packages’ prices and the specials’ end the owner sets', () => {
    const now = new Date();
    const today = todayIn(testSettings.timezone, now);
    beforeEach(() => fakeDateOnly(now));
    afterEach(() => jest.useRealTimers());
    const fivePrice = () =>
      within(screen.getByRole('article', { name: '5-Session Package' })).getByText('$10,000', {
        exact: false,
      });

    it.each([
      ['no end set', ''],
      ['an end today', today],
    ])('with %s, the original prices stand struck through', async (_, specialsEndOn) => {
      renderWithProviders(<ConsultingPage />, {
        path: '/consulting',
        settings: { ...testSettings, specialsEndOn },
      });
      await waitFor(() => expect(fivePrice().tagName).toBe('S'));
    });

    it('once the end has passed, the prices alone, as on the specials page', async () => {
      renderWithProviders(<ConsultingPage />, {
        path: '/consulting',
        settings: { ...testSettings, specialsEndOn: addDays(today, -1) },
      });
      const five = within(screen.getByRole('article', { name: '5-Session Package' }));
      await waitFor(() => expect(five.queryByText('$10,000', { exact: false })).toBeNull());
      expect(document.querySelector('s')).toBeNull();
      expect(five.getByText('$6,000')).toBeInTheDocument();
    });
  });
});
