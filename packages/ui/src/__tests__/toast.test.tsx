import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme';
import {
  TOAST_DURATION_MS,
  TOAST_REMOVE_DELAY_MS,
  dismissToast,
  toast,
  toastStore,
} from '../toast';
import { Toaster } from '../toaster';

function renderToaster() {
  return render(
    <ThemeProvider theme={theme}>
      <Toaster />
    </ThemeProvider>,
  );
}

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  act(() => {
    dismissToast();
    jest.runOnlyPendingTimers();
  });
  jest.useRealTimers();
});

describe('toast store', () => {
  it('shows a toast for five seconds and forgets it long after', () => {
    renderToaster();
    act(() => void toast({ title: 'Five seconds' }));
    act(() => jest.advanceTimersByTime(4_999));
    expect(screen.getByText('Five seconds')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Five seconds')).not.toBeInTheDocument();
    // Hidden at once, dropped from the store 1,000,000 ms later.
    act(() => jest.advanceTimersByTime(999_999));
    expect(toastStore.getState().toasts).toEqual([
      expect.objectContaining({ title: 'Five seconds', open: false }),
    ]);
    act(() => jest.advanceTimersByTime(1));
    expect(toastStore.getState().toasts).toEqual([]);
  });

  it('shows one toast at a time: a new toast replaces the current one', () => {
    toast({ title: 'First' });
    const second = toast({ title: 'Second', variant: 'success' });
    const { toasts } = toastStore.getState();
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({
      id: second.id,
      title: 'Second',
      variant: 'success',
      open: true,
    });
  });

  it('closes a toast after 5000 ms and drops it after the removal delay', () => {
    const { id } = toast({ title: 'Saved' });
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(toastStore.getState().toasts[0]).toMatchObject({ id, open: true });
    act(() => jest.advanceTimersByTime(1));
    expect(toastStore.getState().toasts[0]).toMatchObject({ id, open: false });
    act(() => jest.advanceTimersByTime(TOAST_REMOVE_DELAY_MS));
    expect(toastStore.getState().toasts).toHaveLength(0);
  });

  it('honours a custom duration and the returned dismiss()', () => {
    toast({ title: 'Long', duration: 10_000 });
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS));
    expect(toastStore.getState().toasts[0]?.open).toBe(true);
    const handle = toast({ title: 'Manual' });
    handle.dismiss();
    expect(toastStore.getState().toasts[0]).toMatchObject({ id: handle.id, open: false });
  });

  it('a replaced toast cannot close its successor early', () => {
    toast({ title: 'Old' });
    act(() => jest.advanceTimersByTime(4000));
    const next = toast({ title: 'New' });
    act(() => jest.advanceTimersByTime(1000));
    expect(toastStore.getState().toasts[0]).toMatchObject({ id: next.id, open: true });
  });
});

describe('<Toaster/>', () => {
  it('announces default and success toasts politely and destructive ones as alerts', () => {
    renderToaster();
    act(() => void toast({ title: 'Success!', description: 'Done.', variant: 'success' }));
    expect(screen.getByRole('status')).toHaveTextContent('Success!Done.');
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');

    act(() => void toast({ title: 'Error', description: 'Broken.', variant: 'destructive' }));
    expect(screen.getByRole('alert')).toHaveTextContent('ErrorBroken.');
    expect(screen.queryByText('Success!')).not.toBeInTheDocument();

    act(() => void toast({ title: 'Note' }));
    expect(screen.getByRole('status')).toHaveTextContent('Note');
  });

  it('sets success and error toasts in the brand’s navy, told apart by their edge, not by green and red', () => {
    renderToaster();
    const look = () => {
      const style = getComputedStyle(screen.getByRole('listitem'));
      return { ground: style.backgroundColor, text: style.color, edge: style.borderLeftColor };
    };
    act(() => void toast({ title: 'Yes', variant: 'success' }));
    const success = look();
    act(() => void toast({ title: 'No', variant: 'destructive' }));
    const destructive = look();
    const navy = 'rgb(19, 33, 60)';
    const ivory = 'rgb(245, 239, 227)';
    expect(success).toMatchObject({ ground: navy, text: ivory });
    expect(destructive).toMatchObject({ ground: navy, text: ivory, edge: 'rgb(244, 180, 164)' });
    expect(success.edge).not.toBe(destructive.edge);
  });

  it('hides the toast after 5000 ms', () => {
    renderToaster();
    act(() => void toast({ title: 'Brief' }));
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.queryByText('Brief')).not.toBeInTheDocument();
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderToaster();
    act(() => void toast({ title: 'Closable' }));
    await user.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Closable')).not.toBeInTheDocument();
  });

  it('waits while the visitor points at the toast', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderToaster();
    act(() => void toast({ title: 'Reading' }));
    await user.hover(screen.getByRole('listitem'));
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS * 2));
    expect(screen.getByText('Reading')).toBeInTheDocument();
    await user.unhover(screen.getByRole('listitem'));
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.queryByText('Reading')).not.toBeInTheDocument();
  });
});
