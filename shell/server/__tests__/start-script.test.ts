import { shellStartScript } from '../document';

/**
 * The inline script that starts the shell's entry on a page whose first HTML is whole, run against
 * a hand-made browser: its events, frames, timers and paint entries are driven by the test.
 */
function page(readyState: 'loading' | 'complete') {
  const listeners = new Map<string, Array<() => void>>();
  const frames: Array<() => void> = [];
  const timers: Array<{ run: () => void; ms: number }> = [];
  const paints: string[] = [];
  let observer: ((list: { getEntriesByName(name: string): unknown[] }) => void) | undefined;
  const scripts: string[] = [];
  const window = {
    addEventListener: (type: string, listener: () => void) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
  };
  const document = {
    readyState,
    createElement: () => ({ src: '' }),
    head: { appendChild: (script: { src: string }) => scripts.push(script.src) },
  };
  const performance = {
    getEntriesByName: (name: string) => paints.filter((paint) => paint === name),
  };
  class PerformanceObserver {
    constructor(callback: typeof observer) {
      observer = callback;
    }
    observe() {}
    disconnect() {
      observer = undefined;
    }
  }
  new Function(
    'window',
    'document',
    'requestAnimationFrame',
    'setTimeout',
    'performance',
    'PerformanceObserver',
    shellStartScript,
  )(
    window,
    document,
    (run: () => void) => frames.push(run),
    (run: () => void, ms = 0) => timers.push({ run, ms }),
    performance,
    PerformanceObserver,
  );
  return {
    scripts,
    fire: (type: string) => listeners.get(type)?.forEach((listener) => listener()),
    paint() {
      paints.push('first-contentful-paint');
      observer?.({ getEntriesByName: performance.getEntriesByName });
    },
    nextFrame: () => frames.splice(0).forEach((run) => run()),
    runTimers: (ms: number) =>
      timers
        .filter((timer) => timer.ms <= ms)
        .forEach((timer) => {
          timers.splice(timers.indexOf(timer), 1);
          timer.run();
        }),
  };
}

describe('the script that starts the shell’s entry', () => {
  it('waits for the load event and the first paint, then two frames and a task', () => {
    const browser = page('loading');
    browser.runTimers(0);
    expect(browser.scripts).toEqual([]);
    browser.fire('load');
    browser.nextFrame();
    browser.runTimers(0);
    expect(browser.scripts).toEqual([]);
    browser.paint();
    browser.nextFrame();
    browser.runTimers(0);
    expect(browser.scripts).toEqual([]);
    browser.nextFrame();
    browser.runTimers(0);
    expect(browser.scripts).toEqual(['/main.js']);
  });

  it('goes straight to the frames when the page had loaded and painted before it ran', () => {
    const browser = page('complete');
    browser.paint();
    expect(browser.scripts).toEqual([]);
    browser.nextFrame();
    browser.nextFrame();
    browser.runTimers(0);
    expect(browser.scripts).toEqual(['/main.js']);
  });

  it('starts at once when the visitor touches, clicks or types first, and only once', () => {
    for (const input of ['pointerdown', 'keydown', 'touchstart']) {
      const browser = page('loading');
      browser.fire(input);
      expect(browser.scripts).toEqual(['/main.js']);
      browser.fire('load');
      browser.paint();
      browser.nextFrame();
      browser.nextFrame();
      browser.runTimers(1000);
      expect(browser.scripts).toEqual(['/main.js']);
    }
  });

  it('starts a second after the load event in a hidden tab, which paints no frames', () => {
    const browser = page('loading');
    browser.fire('load');
    browser.runTimers(999);
    expect(browser.scripts).toEqual([]);
    browser.runTimers(1000);
    expect(browser.scripts).toEqual(['/main.js']);
  });
});
