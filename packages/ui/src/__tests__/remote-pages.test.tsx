import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyComponent } from '../remote-pages';

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

/** A component whose code arrives when the test says so. */
function deferred() {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const Lazy = lazyComponent(() => arrived.then(() => Greeting));
  return { Lazy, arrive };
}

describe('a component whose code is a chunk of its own', () => {
  it('says when its code is in, and then renders at once, without its boundary’s fallback', async () => {
    const { Lazy, arrive } = deferred();
    const loading = Lazy.preload();
    expect(Lazy.isLoaded()).toBe(false);
    arrive();
    await loading;
    expect(Lazy.isLoaded()).toBe(true);

    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Lazy name="Sam" />
      </Suspense>,
    );
    // No wait: the first render shows it, never the fallback.
    expect(screen.getByText('Hello, Sam')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });
});
