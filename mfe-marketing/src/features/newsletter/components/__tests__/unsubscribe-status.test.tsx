import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@site/ui/testing';
import { UnsubscribeStatus } from '../unsubscribe-status';

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

const answer = (status: number, body: unknown) =>
  fetchMock.mockResolvedValue(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );

/** Renders the page's panel for `token` and presses its button. */
async function confirmWith(token: string) {
  renderWithProviders(<UnsubscribeStatus token={token} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
}

describe('UnsubscribeStatus', () => {
  it('opening the link changes nothing: it asks, and only its button posts the token, once', async () => {
    answer(200, { status: 'unsubscribed' });
    renderWithProviders(<UnsubscribeStatus token="tok_123" />);
    expect(screen.getByRole('heading', { name: 'Leave the Newsletter?' })).toBeInTheDocument();
    const button = await screen.findByRole('button', { name: 'Unsubscribe' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.click(button);
    expect(
      await screen.findByRole('heading', { name: 'You have been unsubscribed' }),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/newsletter/unsubscribe');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'tok_123' });
  });

  it('says so when the link was already used', async () => {
    answer(200, { status: 'already-unsubscribed' });
    await confirmWith('tok_used');
    expect(
      await screen.findByRole('heading', { name: 'You are already unsubscribed' }),
    ).toBeInTheDocument();
  });

  it('shows the invalid-link state for a token nobody holds, and without a token sends nothing', async () => {
    answer(404, { message: 'This unsubscribe link is not valid.' });
    await confirmWith('tok_wrong');
    expect(
      await screen.findByRole('heading', { name: 'This unsubscribe link is not valid' }),
    ).toBeInTheDocument();

    fetchMock.mockReset();
    renderWithProviders(<UnsubscribeStatus token={null} />);
    expect(
      screen.getAllByRole('heading', { name: 'This unsubscribe link is not valid' }),
    ).toHaveLength(2);
    await waitFor(() => expect(fetchMock).not.toHaveBeenCalled());
  });

  it('asks to retry when the server fails', async () => {
    answer(500, { message: 'Internal Server Error' });
    await confirmWith('tok_123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    answer(200, { status: 'unsubscribed' });
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(
      await screen.findByRole('heading', { name: 'You have been unsubscribed' }),
    ).toBeInTheDocument();
  });
});
