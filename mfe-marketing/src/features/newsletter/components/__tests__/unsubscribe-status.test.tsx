import { screen, waitFor } from '@testing-library/react';
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

describe('UnsubscribeStatus', () => {
  it('posts the token once and confirms the unsubscribe', async () => {
    answer(200, { status: 'unsubscribed' });
    renderWithProviders(<UnsubscribeStatus token="tok_123" />);
    expect(screen.getByRole('heading', { name: 'Unsubscribing…' })).toBeInTheDocument();
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
    renderWithProviders(<UnsubscribeStatus token="tok_used" />);
    expect(
      await screen.findByRole('heading', { name: 'You are already unsubscribed' }),
    ).toBeInTheDocument();
  });

  it('shows the invalid-link state for a token nobody holds, and without a token sends nothing', async () => {
    answer(404, { message: 'This unsubscribe link is not valid.' });
    renderWithProviders(<UnsubscribeStatus token="tok_wrong" />);
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
    renderWithProviders(<UnsubscribeStatus token="tok_123" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
  });
});
