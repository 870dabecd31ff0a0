import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ServerRenderProvider, ServerRenderState } from '@site/ui/server-render';
import { renderWithProviders, testSettings } from '@site/ui/testing';
import { createFakeStripe } from '../../test/fake-stripe';
import { mockApi, type Handler } from '../../test/mock-api';
import { CheckoutPage } from '../checkout-page';
import { addDays } from '@site/contracts/slots';
import { injectClock } from '../../test/clock';

let fakeStripe: ReturnType<typeof createFakeStripe>;
const loadStripe = jest.fn();
jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: (key: string) => loadStripe(key) }));

beforeEach(() => {
  fakeStripe = createFakeStripe();
  loadStripe.mockReset();
  loadStripe.mockImplementation(async () => fakeStripe);
});
afterEach(() => jest.restoreAllMocks());

const settings = { ...testSettings, stripePublishableKey: 'pk_test_checkout' };

function api(overrides: Record<string, Handler> = {}) {
  return mockApi({
    'GET /api/payments/status': { body: { cardPaymentsEnabled: true } },
    ...overrides,
  });
}

const renderAt = (path: string) => renderWithProviders(<CheckoutPage />, { path, settings });

async function readyForm(path = '/checkout?package=single&name=Sam%20Lee&email=sam%40example.com') {
  const view = renderAt(path);
  const button = await screen.findByRole('button', { name: 'Complete Purchase - $1,500' });
  await waitFor(() => expect(button).toBeEnabled());
  return { ...view, button };
}

describe('checkout page', () => {
  it('sends a missing or unknown package back to /consulting', async () => {
    api();
    renderAt('/checkout?package=platinum');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/consulting'));
  });

  it('answers the first HTML without a package with a temporary redirect to /consulting', () => {
    // The browser then never draws a page it leaves at once (it moved the whole screen).
    const server = new ServerRenderState();
    renderWithProviders(
      <ServerRenderProvider state={server}>
        <CheckoutPage />
      </ServerRenderProvider>,
      { path: '/checkout', settings },
    );
    expect(server.status).toBe(302);
    expect(server.location).toBe('/consulting');
  });

  it('sends the visitor to /stripe-setup, his package named, when card payments are off', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    api({ 'GET /api/payments/status': { body: { cardPaymentsEnabled: false } } });
    renderAt('/checkout?package=single');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/stripe-setup\?package=single$/),
    );
    expect(loadStripe).not.toHaveBeenCalled();
  });

  it('without a publishable key (card payments off), draws nothing of a checkout and goes on to /stripe-setup', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    api({ 'GET /api/payments/status': { body: { cardPaymentsEnabled: false } } });
    renderWithProviders(<CheckoutPage />, {
      path: '/checkout?package=single',
      settings: { ...testSettings, stripePublishableKey: '' },
    });
    expect(screen.queryByText('Complete Your Purchase')).toBeNull();
    expect(screen.queryByText('Preparing your checkout...')).toBeNull();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/stripe-setup\?package=single$/),
    );
  });

  describe('the specials’ end date the owner set', () => {
    let today: string;
    beforeEach(() => {
      ({ today } = injectClock());
    });
    afterEach(() => jest.useRealTimers());

    const summaryEndingOn = async (specialsEndOn: string) => {
      api();
      renderWithProviders(<CheckoutPage />, {
        path: '/checkout?package=10-session',
        settings: { ...settings, specialsEndOn },
      });
      return within(await screen.findByRole('region', { name: 'Order Summary' }));
    };

    it('until its last day, says when the offer ends beside “Limited Time Offer”', async () => {
      const endsOn = addDays(today, 3);
      const summary = await summaryEndingOn(endsOn);
      expect(summary.getByText('Limited Time Offer')).toBeInTheDocument();
      const day = new Date(`${endsOn}T12:00:00Z`).toLocaleDateString('en-US', {
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      });
      // The year only when the last day falls in the next one.
      expect(
        await summary.findByText(new RegExp(`^Offer ends ${day}(, ${endsOn.slice(0, 4)})?$`)),
      ).toBeInTheDocument();
      expect(summary.getByText('$17,500', { exact: false }).tagName).toBe('S');
    });

    it('after it, the price the table charges alone: no struck-through price, no limited-time claim', async () => {
      const summary = await summaryEndingOn(addDays(today, -1));
      await waitFor(() => expect(summary.queryByText('Limited Time Offer')).toBeNull());
      expect(summary.queryByText(/Offer ends/)).toBeNull();
      expect(summary.queryByText('$17,500', { exact: false })).toBeNull();
      expect(summary.getByText('$10,000').tagName).toBe('STRONG');
      // What is charged does not change: the table's price, on the button too.
      expect(
        await screen.findByRole('button', { name: 'Complete Purchase - $10,000' }),
      ).toBeInTheDocument();
    });
  });

  it('shows the summary and a prefilled form; the button waits for Stripe', async () => {
    const { calls } = api();
    renderAt('/checkout?package=10-session&name=Sam%20Lee&email=sam%40example.com');
    const summary = within(await screen.findByRole('region', { name: 'Order Summary' }));
    expect(summary.getByText('10-Session Package')).toBeInTheDocument();
    // The name his portal, receipts and emails will give it, met before he pays.
    expect(summary.getByText('10-Session Consciousness Mastery')).toBeInTheDocument();
    expect(summary.getByText('$17,500', { exact: false }).tagName).toBe('S');
    expect(summary.getByText('Limited Time Offer')).toBeInTheDocument();
    expect(summary.getByText('10 sessions, booked one at a time')).toBeInTheDocument();
    // What the package includes follows the card form (on a phone, after it).
    const included = within(screen.getByRole('region', { name: 'What’s Included' }));
    expect(included.getByText('Lifetime access to recordings')).toBeInTheDocument();
    expect(included.getByText('100% Satisfaction Guarantee')).toBeInTheDocument();
    expect(included.getByRole('list', { name: 'Payment security' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Payment Details' });
    expect(
      form.compareDocumentPosition(screen.getByRole('region', { name: 'What’s Included' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Sam Lee');
    expect(screen.getByLabelText('Email Address')).toHaveValue('sam@example.com');
    const button = screen.getByRole('button', { name: 'Complete Purchase - $10,000' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(loadStripe).toHaveBeenCalledWith('pk_test_checkout');
    expect(fakeStripe.elementsOptions[0]).toMatchObject({
      mode: 'payment',
      amount: 1_000_000,
      currency: 'usd',
    });
    expect(screen.getByRole('link', { name: /Back to Consulting Packages/ })).toHaveAttribute(
      'href',
      '/consulting#packages',
    );
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it("refuses an empty name or email: 'Missing Information', nothing created", async () => {
    const { calls } = api();
    const { user, button } = await readyForm('/checkout?package=single');
    await user.type(screen.getByLabelText('Full Name'), 'Sam Lee');
    await user.click(button);
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(screen.getByText('Please provide your name and email address.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect(fakeStripe.confirmPayment).not.toHaveBeenCalled();
    // Said at the empty field too, which takes the focus; the filled one is left alone.
    const email = screen.getByLabelText('Email Address');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter your email address.');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('Full Name')).not.toHaveAttribute('aria-invalid');
  });

  it('says an address that reaches no one at its field', async () => {
    const { calls } = api();
    const { user, button } = await readyForm('/checkout?package=single');
    await user.type(screen.getByLabelText('Full Name'), 'Sam Lee');
    await user.type(screen.getByLabelText('Email Address'), 'sam@gmail');
    await user.click(button);
    const email = screen.getByLabelText('Email Address');
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(email).toHaveFocus();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('creates the booking with the typed details on submit and shows a declined card', async () => {
    const { calls } = api({
      'POST /api/create-payment-intent': { body: { bookingId: 5, clientSecret: 'pi_5_secret_x' } },
    });
    const { user, button } = await readyForm();
    await user.clear(screen.getByLabelText('Full Name'));
    await user.type(screen.getByLabelText('Full Name'), 'Samantha Lee');
    await user.click(button);
    expect(await screen.findByText('Payment Failed')).toBeInTheDocument();
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((post) => post.body)).toEqual([
      {
        packageType: 'single',
        name: 'Samantha Lee',
        email: 'sam@example.com',
        idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/),
      },
    ]);
    expect(fakeStripe.confirmPayment).toHaveBeenCalledWith(
      expect.objectContaining({
        clientSecret: 'pi_5_secret_x',
        confirmParams: {
          return_url: `${window.location.origin}/consultation-success`,
          receipt_email: 'sam@example.com',
        },
      }),
    );
    // Trying again with the same details reuses the booking and its payment.
    await user.click(button);
    await waitFor(() => expect(fakeStripe.confirmPayment).toHaveBeenCalledTimes(2));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('sends one request for a double click, and one key per checkout attempt', async () => {
    const { callsTo } = api({
      'POST /api/create-payment-intent': { body: { bookingId: 5, clientSecret: 'pi_5_secret_x' } },
    });
    const { user, button } = await readyForm();
    // Two clicks in the same tick: the second comes before React has re-rendered the button.
    fireEvent.click(button);
    fireEvent.click(button);
    expect(button).toBeDisabled();
    await waitFor(() => expect(fakeStripe.confirmPayment).toHaveBeenCalled());
    await waitFor(() => expect(button).toBeEnabled());
    expect(callsTo('POST', '/api/create-payment-intent')).toHaveLength(1);
    expect(fakeStripe.confirmPayment).toHaveBeenCalledTimes(1);

    // Other details are another attempt, with a key of its own.
    await user.type(screen.getByLabelText('Full Name'), ' Jr');
    await user.click(button);
    await waitFor(() => expect(callsTo('POST', '/api/create-payment-intent')).toHaveLength(2));
    const [first, second] = callsTo('POST', '/api/create-payment-intent').map(
      (call) => (call.body as { idempotencyKey: string }).idempotencyKey,
    );
    expect(second).not.toBe(first);
  });

  it('reuses the attempt’s key when the request failed, so a retry cannot create a second booking', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: { message: 'Something went wrong.' },
    };
    const { callsTo } = api({ 'POST /api/create-payment-intent': () => answer });
    const { user, button } = await readyForm();
    await user.click(button);
    expect(await screen.findByText('Something went wrong.')).toBeInTheDocument();
    await waitFor(() => expect(button).toBeEnabled());
    answer = { status: 200, body: { bookingId: 5, clientSecret: 'pi_5_secret_x' } };
    await user.click(button);
    await waitFor(() => expect(fakeStripe.confirmPayment).toHaveBeenCalledTimes(1));
    const keys = callsTo('POST', '/api/create-payment-intent').map(
      (call) => (call.body as { idempotencyKey: string }).idempotencyKey,
    );
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('goes to /stripe-setup when the payment cannot be created', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    api({
      'POST /api/create-payment-intent': {
        status: 503,
        body: { message: 'Card payments are not activated yet.' },
      },
    });
    const { user, button } = await readyForm();
    await user.click(button);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/stripe-setup'));
    expect(fakeStripe.confirmPayment).not.toHaveBeenCalled();
  });

  it('goes to /stripe-setup when the answer has no client secret', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    api({ 'POST /api/create-payment-intent': { body: { bookingId: 5 } } });
    const { user, button } = await readyForm();
    await user.click(button);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/stripe-setup'));
  });
});
