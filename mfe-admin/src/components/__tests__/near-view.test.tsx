import { act, render, screen } from '@testing-library/react';
import { useNearView } from '../near-view';

/**
 * jsdom has no IntersectionObserver; this one holds what the page asked of it, and the test says
 * when the observed element comes near the screen.
 */
class Observer {
  static made: Observer[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly report: (entries: Array<{ isIntersecting: boolean }>) => void,
    readonly options: { rootMargin?: string },
  ) {
    Observer.made.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
}

function Costly() {
  const { near, spaceRef } = useNearView<HTMLDivElement>();
  return near ? <p>The costly part</p> : <div ref={spaceRef} data-testid="space" />;
}

describe('useNearView', () => {
  const saved = globalThis.IntersectionObserver;
  beforeEach(() => {
    Observer.made = [];
    globalThis.IntersectionObserver = Observer as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    globalThis.IntersectionObserver = saved;
  });

  it('keeps the place until the element comes within a screen of view, then draws the part for good', () => {
    render(<Costly />);
    expect(screen.queryByText('The costly part')).not.toBeInTheDocument();
    const [observer] = Observer.made;
    expect(observer!.observed).toEqual([screen.getByTestId('space')]);
    expect(observer!.options.rootMargin).toBe('100% 0px');

    // Still far: nothing changes.
    act(() => observer!.report([{ isIntersecting: false }]));
    expect(screen.queryByText('The costly part')).not.toBeInTheDocument();

    act(() => observer!.report([{ isIntersecting: true }]));
    expect(screen.getByText('The costly part')).toBeInTheDocument();
    expect(screen.queryByTestId('space')).not.toBeInTheDocument();
    expect(observer!.disconnected).toBe(true);
  });

  it('draws the part at once where the browser cannot say what is in view', () => {
    // @ts-expect-error: a browser without the observer
    delete globalThis.IntersectionObserver;
    render(<Costly />);
    expect(screen.getByText('The costly part')).toBeInTheDocument();
  });
});
