import { screen, waitFor, within } from '@testing-library/react';
import type { ConsultationBooking } from '@site/contracts/api-types';
import { defaultBookingWindow, slotStart } from '@site/contracts/slots';
import { renderWithProviders } from '@site/ui/testing';
import BookingRoutes, { pages } from '../../routes';
import { pickDay } from '../../test/calendar';
import { injectClock, nextWeekday } from '../../test/clock';
import { mockApi, type Handler } from '../../test/mock-api';

jest.setTimeout(30_000);

let day: string;

beforeEach(() => {
  const { today } = injectClock();
  day = nextWeekday(today);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const paid: ConsultationBooking = {
  id: 12,
  packageType: '5-session',
  name: 'Dana Whitfield',
  email: 'dana@example.com',
  amount: 600000,
  status: 'paid',
  scheduledAt: null,
  timezone: null,
  sessions: [],
  sessionsTotal: 5,
  sessionsBooked: 0,
  sessionsRemaining: 5,
  canSchedule: true,
  canRequestRefund: false,
  refundableUntil: null,
};

function api(booking: Handler, overrides: Record<string, Handler> = {}) {
  return mockApi({
    'GET /api/consultation-bookings/12': booking,
    'GET /api/booking-rules': { body: defaultBookingWindow },
    'GET /api/consultation-bookings': { body: [] },
    [`GET /api/calendar-availability/${day}`]: { body: { events: [] } },
    ...overrides,
  });
}

const renderAt = (path: string) => renderWithProviders(<BookingRoutes />, { path });

describe('schedule page', () => {
  // Pages load their code on first show; tests start with it loaded, as the server does.
  beforeAll(() => Promise.all(pages.map((page) => page.Component.preload?.())));

  it('calls a non-numeric link invalid without asking the API', () => {
    const { calls } = api({ body: paid });
    renderAt('/schedule/12abc');
    expect(screen.getByText('This scheduling link is invalid or has expired.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Consulting' })).toHaveAttribute(
      'href',
      '/consulting',
    );
    expect(calls).toEqual([]);
  });

  it('says it is loading, then shows a booking it cannot find', async () => {
    api({ status: 404, body: { message: 'Booking not found' } });
    renderAt('/schedule/12');
    expect(screen.getByText('Loading booking details...')).toBeInTheDocument();
    expect(
      await screen.findByText(
        "We couldn't find your consultation booking. Please check your payment confirmation email.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Booking Not Found');
    // The title says what the page shows, not the page it meant to be.
    await waitFor(() => expect(document.title).toMatch(/^Booking Not Found \|/));
  });

  it.each([
    ['pending', 'Pending Payment', false],
    ['payment_failed', 'Payment Failed', true],
    ['refunded', 'refunded', true],
  ])(
    'asks for payment when the status is %s, with its badge',
    async (status, badge, destructive) => {
      api({ body: { ...paid, status } });
      renderAt('/schedule/12');
      expect(await screen.findByRole('heading', { name: 'Payment Required' })).toBeInTheDocument();
      expect(screen.getByText(/Your consultation booking is pending payment/)).toBeInTheDocument();
      const shown = screen.getByText(badge);
      // The destructive badge has white text on red; the pending one navy on gold.
      expect(getComputedStyle(shown).color).toBe(
        destructive ? 'rgb(255, 255, 255)' : 'rgb(19, 33, 60)',
      );
    },
  );

  it('shows an already scheduled session and leads to the questionnaire, keeping the key', async () => {
    const scheduledAt = slotStart(day, '10:00', 'America/New_York').toISOString();
    api({ body: { ...paid, status: 'scheduled', scheduledAt, timezone: 'America/New_York' } });
    renderAt('/schedule/12?key=secret-key');
    expect(await screen.findByRole('heading', { name: 'Already Scheduled' })).toBeInTheDocument();
    expect(screen.getByText(/10:00 AM/)).toHaveTextContent('(Eastern)');
    expect(
      screen.getByRole('link', { name: 'Complete Pre-Session Questionnaire' }),
    ).toHaveAttribute('href', '/questionnaire/12?key=secret-key');
  });

  it('shows the booking details and the session facts of a paid package', async () => {
    const { calls } = api({ body: paid });
    renderAt('/schedule/12?key=abc');
    const details = within(await screen.findByRole('region', { name: 'Booking Details' }));
    expect(details.getByText('5-Session Transformation Package')).toBeInTheDocument();
    expect(details.getByText('Dana Whitfield')).toBeInTheDocument();
    expect(details.getByText('dana@example.com')).toBeInTheDocument();
    expect(details.getByText('$6000.00')).toBeInTheDocument();
    expect(details.getByText('Payment Confirmed')).toBeInTheDocument();
    expect(calls[0]!.url).toBe('/api/consultation-bookings/12?key=abc');
    expect(screen.getByText('Video call via Zoom (link will be provided)')).toBeInTheDocument();
    expect(screen.getByText(/90 minutes intensive session/)).toHaveTextContent('60 minutes');
    expect(screen.queryByLabelText('Time')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schedule Consultation' })).toBeInTheDocument();
    expect(screen.queryByText('Available Hours:')).not.toBeInTheDocument();
  });

  it('offers the strategy call its hours and its own button', async () => {
    api({ body: { ...paid, packageType: 'strategy-call', amount: 0 } });
    renderAt('/schedule/12');
    expect(await screen.findByText('Free 15-Minute Strategy Call')).toBeInTheDocument();
    expect(screen.getByText('1:00pm-4:00pm Cancun time, Monday to Friday')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schedule Strategy Call' })).toBeInTheDocument();
  });

  it("asks for both a date and a time: 'Missing Information'", async () => {
    const { calls } = api({ body: paid });
    const { user } = renderAt('/schedule/12');
    await user.click(await screen.findByRole('button', { name: 'Schedule Consultation' }));
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(
      screen.getByText('Please select both a date and time for your consultation.'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('offers only free times in the chosen zone and schedules, then goes to the questionnaire', async () => {
    const taken = slotStart(day, '14:00', 'America/Cancun').toISOString();
    const { calls } = api(
      { body: paid },
      {
        'GET /api/consultation-bookings': {
          body: [{ packageType: 'single', status: 'scheduled', scheduledAt: taken, endsAt: taken }],
        },
        'POST /api/consultation-bookings/12/schedule': { body: { ...paid, status: 'scheduled' } },
      },
    );
    const { user } = renderAt('/schedule/12?key=k1');
    await screen.findByRole('region', { name: 'Booking Details' });
    await user.selectOptions(screen.getByLabelText('Timezone'), 'America/Cancun');
    await pickDay(user, day);
    const time = await screen.findByLabelText('Time');
    const options = within(time)
      .getAllByRole('option')
      .map((option) => option.textContent);
    // 14:00 Cancun is taken for 90 minutes: the 2:00, 2:30 and 3:00 PM starts clash with it.
    expect(options).toEqual([
      'Select a time',
      '9:00 AM',
      '9:30 AM',
      '10:00 AM',
      '10:30 AM',
      '11:00 AM',
      '11:30 AM',
      '3:30 PM',
      '4:00 PM',
      '4:30 PM',
    ]);
    await user.selectOptions(time, '10:30 AM');
    await user.click(screen.getByRole('button', { name: 'Schedule Consultation' }));
    expect(await screen.findByText('Consultation Scheduled')).toBeInTheDocument();
    expect(
      screen.getByText(
        "Your consultation has been scheduled successfully. You'll receive a confirmation email shortly.",
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/questionnaire/12'),
    );
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.url).toBe('/api/consultation-bookings/12/schedule?key=k1');
    expect(post.body).toEqual({
      scheduledAt: slotStart(day, '10:30', 'America/Cancun').toISOString(),
      timezone: 'America/Cancun',
    });
  });

  it("shows the server's reason when scheduling fails and stays", async () => {
    api(
      { body: paid },
      {
        'POST /api/consultation-bookings/12/schedule': {
          status: 400,
          body: { message: 'Sessions can only be booked within the next 60 days.' },
        },
      },
    );
    const { user } = renderAt('/schedule/12');
    await screen.findByRole('region', { name: 'Booking Details' });
    await user.selectOptions(screen.getByLabelText('Timezone'), 'America/Cancun');
    await pickDay(user, day);
    await user.selectOptions(await screen.findByLabelText('Time'), '9:00 AM');
    await user.click(screen.getByRole('button', { name: 'Schedule Consultation' }));
    expect(await screen.findByText('Scheduling Failed')).toBeInTheDocument();
    expect(
      screen.getByText('Sessions can only be booked within the next 60 days.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/schedule/12');
  });
});
