import { screen, within, waitFor } from '@testing-library/react';
import type { BookingSession, ConsultationBooking } from '@site/contracts/api-types';
import { addDays, formatDate, formatTime, slotStart, todayIn } from '@site/contracts/slots';
import { questionnaireAnsweredLine } from '@site/contracts/questionnaire-ahead';
import { renderWithProviders } from '@site/ui/testing';
import { mockApi, type Handler } from '../../test/mock-api';
import { preparationSteps } from '../../features/payments/components/preparation-step';
import { ConsultationSuccessPage } from '../consultation-success-page';

afterEach(() => jest.restoreAllMocks());

const renderAt = (path: string) => renderWithProviders(<ConsultationSuccessPage />, { path });

/** A free call booked for 3 p.m. in Paris on a date a week from now. */
function freeCall(overrides: Partial<ConsultationBooking> = {}): ConsultationBooking {
  const startsAt = slotStart(
    addDays(todayIn('Europe/Paris', new Date()), 7),
    '15:00',
    'Europe/Paris',
  );
  const session: BookingSession = {
    id: 55,
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 15 * 60_000).toISOString(),
    timezone: 'Europe/Paris',
    status: 'scheduled',
    canChange: true,
    changeableUntil: new Date(startsAt.getTime() - 24 * 3_600_000).toISOString(),
    joinUrl: 'https://meet.example/abc-defg-hij',
  };
  return {
    id: 21,
    packageType: 'strategy-call',
    name: 'Ana Ruiz',
    email: 'ana@example.com',
    amount: 0,
    status: 'paid',
    scheduledAt: session.startsAt,
    timezone: 'Europe/Paris',
    sessions: [session],
    sessionsTotal: 1,
    sessionsBooked: 1,
    sessionsRemaining: 0,
    canSchedule: false,
    canRequestRefund: false,
    refundableUntil: null,
    ...overrides,
  };
}

describe('the success page after a free call’s questionnaire', () => {
  it('confirms the call: what, when in the visitor’s zone, how to join, a calendar file, the manage link; no payment', async () => {
    const booking = freeCall();
    const { calls } = mockApi({ 'GET /api/consultation-bookings/21': { body: booking } });
    renderAt('/consultation-success?booking=21&key=k21');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Discovery Call Is Booked' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Your Discovery Call Is Booked \|/));
    const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    const when = `${formatDate(booking.sessions[0]!.startsAt, zone)} at ${formatTime(
      booking.sessions[0]!.startsAt,
      zone,
    )}`;
    expect(screen.getByText(new RegExp(`^${when} \\(`))).toBeInTheDocument();
    expect(screen.getByText('Free 15-Minute Strategy Call, by video call')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join the video call' })).toHaveAttribute(
      'href',
      'https://meet.example/abc-defg-hij',
    );
    expect(screen.getByRole('link', { name: 'Add to Calendar' })).toHaveAttribute(
      'href',
      '/api/consultation-bookings/21/sessions/55/calendar.ics?key=k21',
    );
    expect(screen.getByRole('link', { name: 'Manage Your Booking' })).toHaveAttribute(
      'href',
      '/schedule/21?key=k21',
    );
    expect(screen.getByRole('link', { name: 'send me a message' })).toHaveAttribute(
      'href',
      '/connect#contact-form',
    );
    expect(screen.queryByText(/Payment|receipt|refund/i)).not.toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual(['/api/consultation-bookings/21?key=k21']);
  });

  it('says when the call is no longer booked, and the link will follow when there is none yet', async () => {
    const booking = freeCall();
    mockApi({
      'GET /api/consultation-bookings/21': {
        body: { ...booking, sessions: [{ ...booking.sessions[0]!, status: 'cancelled' }] },
      },
    });
    renderAt('/consultation-success?booking=21');
    expect(await screen.findByRole('heading', { name: 'No Call Is Booked' })).toBeInTheDocument();
    expect(screen.queryByText(/Payment/)).not.toBeInTheDocument();
  });

  it("a paid booking reached after its questionnaire: 'You're all set', his session, what is left, his portal", async () => {
    const booking = freeCall({
      id: 31,
      packageType: '5-session',
      amount: 150000,
      sessionsTotal: 5,
      sessionsBooked: 1,
      sessionsRemaining: 4,
      canSchedule: true,
      questionnaireCompleted: true,
    });
    mockApi({ 'GET /api/consultation-bookings/31': { body: booking } });
    renderAt('/consultation-success?booking=31&key=k31');
    // Days after paying, the news is his answers, in the coach's voice; the payment a status line.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Answers Are With Me' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Payment Successful!').tagName).toBe('P');
    expect(screen.queryByRole('heading', { name: 'Payment Successful!' })).toBeNull();
    await waitFor(() => expect(document.title).toMatch(/^Your Answers Are With Me \|/));
    // The page no longer asks for what he has done.
    expect(screen.queryByText('What Happens Next')).not.toBeInTheDocument();
    expect(screen.queryByText(/personal link to choose the date/)).not.toBeInTheDocument();
    const set = within(screen.getByRole('region', { name: 'You’re All Set' }));
    // His session, in his browser's zone.
    const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    const startsAt = booking.sessions[0]!.startsAt;
    const when = `${formatDate(startsAt, zone)} at ${formatTime(startsAt, zone)}`;
    expect(set.getByText(new RegExp(`^${when} \\(`))).toBeInTheDocument();
    expect(set.getByText('4 of 5 still to book')).toBeInTheDocument();
    expect(set.getByText('Received ✓')).toBeInTheDocument();
    expect(set.getByRole('link', { name: 'Open Your Client Portal' })).toHaveAttribute(
      'href',
      '/portal?booking=31&key=k31',
    );
    expect(set.getByRole('link', { name: 'Add to Calendar' })).toHaveAttribute(
      'href',
      '/api/consultation-bookings/31/sessions/55/calendar.ics?key=k31',
    );
  });

  it('a booking it cannot read: says so, claims nothing', async () => {
    mockApi({ 'GET /api/consultation-bookings/77': { status: 404, body: { message: 'x' } } });
    renderAt('/consultation-success?booking=77');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Booking Not Found' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Payment/)).not.toBeInTheDocument();
    // A client who paid has his way in: his portal.
    expect(screen.getByRole('link', { name: 'Open Your Client Portal' })).toHaveAttribute(
      'href',
      '/portal',
    );
  });
});

/** A package just paid for: nothing booked yet, his questionnaire not answered. */
const newPackage = (overrides: Partial<ConsultationBooking> = {}) =>
  freeCall({
    id: 31,
    packageType: '5-session',
    amount: 150000,
    scheduledAt: null,
    sessions: [],
    sessionsTotal: 5,
    sessionsBooked: 0,
    sessionsRemaining: 5,
    canSchedule: true,
    questionnaireCompleted: false,
    ...overrides,
  });

describe('payment success page', () => {
  it('opened with neither a booking nor a payment reference: a thank-you that claims no payment', () => {
    const { calls } = mockApi({});
    renderAt('/consultation-success');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Thank You');
    expect(screen.queryByText(/Payment|receipt|What Happens Next/i)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'send me a message' })).toHaveAttribute(
      'href',
      '/connect#contact-form',
    );
    expect(
      screen.getByRole('img', { name: 'Portrait of Jordan Example, drawn in gold line art' }),
      // The coach's designed portrait (About's), not the small round head mark.
    ).toHaveAttribute('width', '480');
    expect(calls).toEqual([]);
  });

  it('once paid: thanks, lists what happens next, the contact link, guarantee, tip and reading', async () => {
    mockApi({
      'GET /api/payments/pi_1': { body: { bookingId: 31, status: 'paid' } },
      'GET /api/consultation-bookings/31': { body: newPackage() },
    });
    renderAt('/consultation-success?payment_intent=pi_1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(7);
    expect(screen.getByText('Confirmation email within minutes')).toBeInTheDocument();
    expect(screen.getByText('Personal outreach within 24 hours')).toBeInTheDocument();
    // His questionnaire is still ahead of him: the page asks for it, as his email does.
    expect(await screen.findByText('Your preparation guide')).toBeInTheDocument();
    expect(screen.getByText(/a short questionnaire/)).toBeInTheDocument();
    expect(screen.getByText('Your transformation begins')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'send me a message' })).toHaveAttribute(
      'href',
      '/connect#contact-form',
    );
    expect(screen.getByText('100% Satisfaction Guarantee')).toBeInTheDocument();
    expect(screen.getByText('Tip:')).toBeInTheDocument();
    for (const href of ['/philosophy', '/resources', '/about']) {
      expect(screen.getAllByRole('link').some((link) => link.getAttribute('href') === href)).toBe(
        true,
      );
    }
    expect(screen.getByText(/Payment reference/)).toBeInTheDocument();
    // His client portal, introduced with its link.
    expect(screen.getByRole('link', { name: 'client portal' })).toHaveAttribute('href', '/portal');
  });

  it('once paid by a client who already answered the questionnaire (for his free call): says his answers are in, never asks again', async () => {
    mockApi({
      'GET /api/payments/pi_2': { body: { bookingId: 31, status: 'paid' } },
      'GET /api/consultation-bookings/31': {
        body: newPackage({ questionnaireCompleted: true }),
      },
    });
    renderAt('/consultation-success?payment_intent=pi_2');
    const steps = within(await screen.findByRole('region', { name: 'What Happens Next' }));
    expect(await steps.findByText(preparationSteps.answered.title)).toBeInTheDocument();
    expect(steps.getByText(questionnaireAnsweredLine)).toBeInTheDocument();
    expect(screen.queryByText(/short questionnaire|preparation guide/i)).not.toBeInTheDocument();
  });

  it('once paid, while his booking cannot be read (another browser): neither asks for the questionnaire nor claims it is in', async () => {
    const { calls } = mockApi({
      'GET /api/payments/pi_3': { body: { bookingId: 31, status: 'paid' } },
      'GET /api/consultation-bookings/31': { status: 404, body: { message: 'x' } },
    });
    renderAt('/consultation-success?payment_intent=pi_3');
    const steps = within(await screen.findByRole('region', { name: 'What Happens Next' }));
    await waitFor(() =>
      expect(calls.map((call) => call.path)).toContain('/api/consultation-bookings/31'),
    );
    expect(steps.getByText(preparationSteps.unknown.title)).toBeInTheDocument();
    expect(screen.queryByText(/questionnaire|preparation guide/i)).not.toBeInTheDocument();
  });

  it('a payment still being confirmed, reached from a booking whose questionnaire is in: says his answers are in', async () => {
    mockApi({
      'GET /api/consultation-bookings/31': {
        body: newPackage({ status: 'pending', questionnaireCompleted: true }),
      },
    });
    renderAt('/consultation-success?booking=31&key=k31');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Payment Is Being Confirmed' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(questionnaireAnsweredLine)).toBeInTheDocument();
    expect(screen.queryByText(/short questionnaire/)).not.toBeInTheDocument();
  });

  it('reconciles the payment and, once paid, links to scheduling; shows the reference', async () => {
    const { calls } = mockApi({
      'GET /api/payments/pi_123abc': { body: { bookingId: 31, status: 'paid' } },
      'GET /api/consultation-bookings/31': { body: newPackage() },
    });
    renderAt('/consultation-success?payment_intent=pi_123abc&redirect_status=succeeded');
    expect(screen.getByText('pi_123abc')).toBeInTheDocument();
    // Until the API answers, the page does not claim success.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Confirming Your Payment');
    expect(await screen.findByRole('link', { name: 'Schedule Your Session' })).toHaveAttribute(
      'href',
      '/schedule/31',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payment Successful!');
    await waitFor(() => expect(document.title).toMatch(/^Payment Successful \|/));
    // Once paid, his booking, for what it still asks of him (this browser's cookie, no key).
    await waitFor(() =>
      expect(calls.map((call) => call.path)).toEqual([
        '/api/payments/pi_123abc',
        '/api/consultation-bookings/31',
      ]),
    );
  });

  it('says the payment is being confirmed and checks again until it is paid', async () => {
    let checks = 0;
    const reconcile: Handler = () => {
      checks += 1;
      return { body: { bookingId: 31, status: checks < 2 ? 'pending' : 'paid' } };
    };
    mockApi({ 'GET /api/payments/pi_999': reconcile });
    renderAt('/consultation-success?payment_intent=pi_999');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Payment Is Being Confirmed' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Your Payment Is Being Confirmed \|/));
    expect(screen.queryByText('Payment Successful!')).not.toBeInTheDocument();
    await waitFor(
      () => expect(screen.getByRole('link', { name: 'Schedule Your Session' })).toBeInTheDocument(),
      { timeout: 5000 },
    );
    expect(checks).toBe(2);
  });

  it('explains a payment that failed or cannot be found', async () => {
    mockApi({
      'GET /api/payments/pi_failed': { body: { bookingId: 3, status: 'payment_failed' } },
    });
    const first = renderAt('/consultation-success?payment_intent=pi_failed');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Payment Did Not Go Through' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Your Payment Did Not Go Through \|/));
    // Nothing on the page says otherwise: no success, no "what happens next".
    expect(screen.queryByText('Payment Successful!')).not.toBeInTheDocument();
    expect(screen.queryByText('What Happens Next')).not.toBeInTheDocument();
    first.unmount();
    renderAt('/consultation-success?payment_intent=pi_unknown');
    expect(await screen.findByText(/could not find this payment reference/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'We Couldn’t Confirm Your Payment Yet',
    );
    expect(screen.queryByText('Payment Successful!')).not.toBeInTheDocument();
  });
});
