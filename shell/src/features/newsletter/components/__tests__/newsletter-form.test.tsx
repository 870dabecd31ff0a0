import { screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { dismissToast } from '@site/ui/toast';
import { renderWithProviders } from '@site/ui/testing';
import { NewsletterForm, TOAST_ROOM_PX } from '../newsletter-form';

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  act(() => dismissToast());
});

/** A fetch answer the test settles when it wants, to look at the submitting state. */
function deferredResponse() {
  let settle!: (response: Response) => void;
  fetchMock.mockReturnValue(new Promise<Response>((resolve) => (settle = resolve)));
  return (response: Response) => act(() => settle(response));
}

function input() {
  return screen.getByRole('textbox', { name: 'Email address' });
}

describe('<NewsletterForm/>', () => {
  it('has a labelled email input and a Join button', () => {
    renderWithProviders(<NewsletterForm />);
    expect(input()).toHaveAttribute('type', 'email');
    expect(screen.getByRole('button', { name: 'Join' })).toBeEnabled();
  });

  it('warns about an empty address and sends nothing', async () => {
    const { user } = renderWithProviders(<NewsletterForm />);
    await user.click(screen.getByRole('button', { name: 'Join' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('Please enter your email address.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says under the field what is wrong with the address, never in the browser’s bubble', async () => {
    const { user } = renderWithProviders(<NewsletterForm />);
    // The browser's own check would stop the submit with its bubble before the form's.
    expect(input().closest('form')).toHaveAttribute('novalidate');
    await user.type(input(), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(input()).toHaveAttribute('aria-invalid', 'true'));
    expect(input()).toHaveAccessibleDescription('Please enter a valid email address');
    expect(input()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
    // Said once: no toast repeats it.
    expect(screen.getAllByText('Please enter a valid email address')).toHaveLength(1);
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
  });

  it('says an empty address in the error toast and under the field, the field marked and focused', async () => {
    const { user } = renderWithProviders(<NewsletterForm />);
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter your email address.');
    // The line under the field: where the visitor is looking, and the field's description.
    expect(screen.getAllByText('Please enter your email address.')).toHaveLength(2);
    expect(input()).toHaveAccessibleDescription('Please enter your email address.');
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveFocus();
  });

  it('treats an address of spaces as empty', async () => {
    const { user } = renderWithProviders(<NewsletterForm />);
    // A real email input strips the spaces itself; here the form must not rely on it.
    await user.type(input(), '   ');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter your email address.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("reads 'Joining...' and disables the form while submitting, then clears it on success", async () => {
    const respond = deferredResponse();
    const { user } = renderWithProviders(<NewsletterForm />);
    await user.type(input(), '  reader@example.com ');
    await user.click(screen.getByRole('button', { name: 'Join' }));

    expect(await screen.findByRole('button', { name: 'Joining...' })).toBeDisabled();
    expect(input()).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/newsletter',
      expect.objectContaining({
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'reader@example.com' }),
      }),
    );

    await respond(
      new Response('{"subscribed":true,"email":"reader@example.com"}', { status: 201 }),
    );
    const status = await screen.findByRole('status', { name: '' });
    expect(status).toHaveTextContent('Success!');
    expect(status).toHaveTextContent('You’ve been subscribed to our newsletter.');
    // The form's place says what comes next, in his words, and keeps saying it.
    const joined = screen.getByRole('status', { name: 'You’re In' });
    expect(joined).toHaveFocus();
    expect(joined).toHaveTextContent(
      'Thank you. From my next piece on, it reaches you at reader@example.com before it goes out on social media, along with what I write only for subscribers.',
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    act(() => dismissToast());
    await waitFor(() => expect(screen.queryByRole('status', { name: '' })).toBeNull());
    expect(screen.getByRole('status', { name: 'You’re In' })).toBeInTheDocument();
  });

  it('takes away its earlier toast when sent again: a stale refusal never stands beside a new one', async () => {
    const { user } = renderWithProviders(<NewsletterForm />);
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter your email address.');
    await user.type(input(), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() =>
      expect(input()).toHaveAccessibleDescription('Please enter a valid email address'),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Please enter your email address.')).not.toBeInTheDocument();
  });

  it('sends the toast to the top of the window while the form is low on the screen, clear of it', async () => {
    fetchMock.mockResolvedValue(
      new Response('{"subscribed":true,"email":"reader@example.com"}', { status: 201 }),
    );
    // The footer's form at the foot of a phone's screen, where a toast would cover it.
    const bottom = window.innerHeight - TOAST_ROOM_PX / 2;
    const rect = jest
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue({ top: bottom - 100, bottom } as DOMRect);
    const root = document.documentElement;
    try {
      const { user } = renderWithProviders(<NewsletterForm />);
      await user.type(input(), 'reader@example.com');
      await user.click(screen.getByRole('button', { name: 'Join' }));
      await screen.findByRole('status', { name: 'You’re In' });
      expect(root).toHaveAttribute('data-toasts-at-top');
      act(() => dismissToast());
      await waitFor(() => expect(root).not.toHaveAttribute('data-toasts-at-top'));
    } finally {
      rect.mockRestore();
    }
  });

  it("shows the server's '{status}: {body}' message on failure and keeps the address", async () => {
    fetchMock.mockResolvedValue(
      new Response('{"message":"Internal Server Error"}', { status: 500 }),
    );
    const { user } = renderWithProviders(<NewsletterForm />);
    await user.type(input(), 'reader@example.com');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('500: {"message":"Internal Server Error"}');
    expect(input()).toHaveValue('reader@example.com');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Join' })).toBeEnabled());
  });

  it('falls back to a generic message when the error has none', async () => {
    fetchMock.mockRejectedValue(new Error(''));
    const { user } = renderWithProviders(<NewsletterForm />);
    await user.type(input(), 'reader@example.com');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to subscribe. Please try again.',
    );
  });
});
