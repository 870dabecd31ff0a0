import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@site/ui/testing';
import { mockApi, type Handler } from '../../test/mock-api';
import { ConsultationSuccessPage } from '../consultation-success-page';

afterEach(() => jest.restoreAllMocks());

const renderAt = (path: string) => renderWithProviders(<ConsultationSuccessPage />, { path });

describe('payment success page', () => {
  it('thanks, lists what happens next, the contact link, guarantee, tip and reading', () => {
    mockApi({});
    renderAt('/consultation-success');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payment Successful!');
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(7);
    expect(screen.getByText('Confirmation email within minutes')).toBeInTheDocument();
    expect(screen.getByText('Personal outreach within 24 hours')).toBeInTheDocument();
    expect(screen.getByText('Your preparation guide')).toBeInTheDocument();
    expect(screen.getByText('Your transformation begins')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'send me a message' })).toHaveAttribute(
      'href',
      '/connect',
    );
    expect(screen.getByText('100% Satisfaction Guarantee')).toBeInTheDocument();
    expect(screen.getByText('Tip:')).toBeInTheDocument();
    for (const href of ['/philosophy', '/resources', '/about']) {
      expect(screen.getAllByRole('link').some((link) => link.getAttribute('href') === href)).toBe(
        true,
      );
    }
    expect(screen.queryByText(/Payment reference/)).not.toBeInTheDocument();
  });

  it('reconciles the payment and, once paid, links to scheduling; shows the reference', async () => {
    const { calls } = mockApi({
      'GET /api/payments/pi_123abc': { body: { bookingId: 31, status: 'paid' } },
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
    expect(calls.map((call) => call.path)).toEqual(['/api/payments/pi_123abc']);
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
