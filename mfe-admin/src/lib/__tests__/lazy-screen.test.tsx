import { Suspense, useState } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyScreen } from '../lazy-screen';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {label} {count}
    </button>
  );
}

/** A screen whose code arrives when the test says so. */
function deferredScreen() {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const Screen = lazyScreen(() => arrived.then(() => Counter));
  return { Screen, arrive };
}

const inBoundary = (node: React.ReactNode) => (
  <Suspense fallback={<p>Loading…</p>}>{node}</Suspense>
);

describe('a screen whose code is its own chunk', () => {
  it('renders at once, without its boundary’s fallback, once its code is in', async () => {
    const { Screen, arrive } = deferredScreen();
    const loading = Screen.preload();
    expect(Screen.isLoaded()).toBe(false);
    arrive();
    await loading;
    expect(Screen.isLoaded()).toBe(true);

    render(inBoundary(<Screen label="Clicked" />));
    // No wait: the first render shows the screen, never the skeleton.
    expect(screen.getByRole('button', { name: 'Clicked 0' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });
});
