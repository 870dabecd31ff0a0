import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useScreenQuery } from '../screen-query';

function setup(queryFn: () => Promise<string>) {
  const renders: string[] = [];
  function Screen() {
    const query = useScreenQuery({ queryKey: ['screen'], queryFn, retry: false });
    const state = query.isPending ? 'loading' : query.isError ? 'error' : `data: ${query.data}`;
    renders.push(state);
    return <p>{state}</p>;
  }
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <Screen />
    </QueryClientProvider>,
  );
  return renders;
}

describe('useScreenQuery', () => {
  it('keeps the loading state in the render the answer sets off, then shows the data', async () => {
    let answer!: (value: string) => void;
    const renders = setup(() => new Promise((resolve) => (answer = resolve)));
    expect(screen.getByText('loading')).toBeInTheDocument();
    const before = renders.length;
    await act(async () => answer('three bookings'));
    expect(await screen.findByText('data: three bookings')).toBeInTheDocument();
    // The urgent render (still loading), then the data drawn as a transition.
    expect(renders.slice(before)).toEqual(['loading', 'data: three bookings']);
  });

  it('shows an error as an error', async () => {
    setup(() => Promise.reject(new Error('down')));
    expect(await screen.findByText('error')).toBeInTheDocument();
  });
});
