import { hydratedAttribute } from '@site/contracts/rendering';
import { afterPaintHintsId, shellStartScript } from '../document';

/**
 * The inline script that starts the shell's entry on a page whose first HTML is whole, run against
 * a hand-made browser: its events, frames, timers and paint entries are driven by the test.
 */
function page(readyState: 'loading' | 'complete', { hints = false } = {}) {
  const listeners = new Map<string, Array<() => void>>();
  const frames: Array<() => void> = [];
  const timers: Array<{ run: () => void; ms: number }> = [];
  const paints: string[] = [];
  let observer: ((list: { getEntriesByName(name: string): unknown[] }) => void) | undefined;
  const scripts: string[] = [];
  const documentListeners = new Map<string, Array<(event: unknown) => void>>();
  const attributes = new Set<string>();
  let attributeObserver:
    ((records: unknown[], observer: { disconnect(): void }) => void) | undefined;
  const root: Record<string, unknown> = {};
  /** The template's content: the hints of the files the entry asks for. */
  const hintsContent = { hints: ['/remotes/blog/remoteEntry.js'] };
  const window = {
    addEventListener: (type: string, listener: () => void) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
  };
  const document = {
    readyState,
    createElement: () => ({ src: '' }),
    head: {
      appendChild: (node: { src: string } | typeof hintsContent) =>
        scripts.push('src' in node ? node.src : `hints: ${node.hints.join(' ')}`),
    },
    documentElement: { hasAttribute: (name: string) => attributes.has(name) },
    getElementById: (id: string) =>
      id === 'root' ? root : hints && id === afterPaintHintsId ? { content: hintsContent } : null,
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      documentListeners.set(type, [...(documentListeners.get(type) ?? []), listener]),
    removeEventListener: (type: string, listener: (event: unknown) => void) =>
      documentListeners.set(
        type,
        (documentListeners.get(type) ?? []).filter((kept) => kept !== listener),
      ),
  };
  class MutationObserver {
    constructor(callback: typeof attributeObserver) {
      attributeObserver = callback;
    }
    observe() {}
    disconnect() {
      attributeObserver = undefined;
    }
  }
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
    'MutationObserver',
    shellStartScript,
  )(
    window,
    document,
    (run: () => void) => frames.push(run),
    (run: () => void, ms = 0) => timers.push({ run, ms }),
    performance,
    PerformanceObserver,
    MutationObserver,
  );
  return {
    scripts,
    fire: (type: string) => listeners.get(type)?.forEach((listener) => listener()),
    paint() {
      paints.push('first-contentful-paint');
      observer?.({ getEntriesByName: performance.getEntriesByName });
    },
    nextFrame: () => frames.splice(0).forEach((run) => run()),
    /** A click on `target`, as the document's capturing listeners see it. */
    click(target: unknown) {
      let stopped = false;
      const event = { target, stopPropagation: () => (stopped = true) };
      documentListeners.get('click')?.forEach((listener) => listener(event));
      return { stopped };
    },
    /** React's root is created: it marks its container. */
    reactStarts: () => (root['__reactContainer$abc'] = {}),
    hydrated() {
      attributes.add(hydratedAttribute);
      attributeObserver?.([], { disconnect: () => (attributeObserver = undefined) });
    },
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

  it('moves the hints of the files the entry asks for into the head with it, after it', () => {
    const browser = page('loading', { hints: true });
    browser.fire('load');
    browser.runTimers(0);
    browser.paint();
    expect(browser.scripts).toEqual([]);
    browser.nextFrame();
    browser.nextFrame();
    browser.runTimers(0);
    expect(browser.scripts).toEqual(['/main.js', 'hints: /remotes/blog/remoteEntry.js']);
    browser.fire('pointerdown');
    expect(browser.scripts).toHaveLength(2);
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

  /** A button of the page, with the clicks it receives. */
  function button(type: 'button' | 'submit') {
    const clicks: number[] = [];
    const element = {
      isConnected: true,
      closest: (selector: string) => (selector === `button[type=${type}]` ? element : null),
      click: () => clicks.push(1),
    };
    return { element, clicks };
  }

  /** Text inside a link of the page. */
  const linkText = { closest: (selector: string) => (selector === 'a[href]' ? {} : null) };

  it('keeps a link’s click from React until the page has hydrated, so the browser follows it', () => {
    const browser = page('loading');
    expect(browser.click(linkText).stopped).toBe(true);
    browser.reactStarts();
    expect(browser.click(linkText).stopped).toBe(true);
    browser.hydrated();
    expect(browser.click(linkText).stopped).toBe(false);
    expect(browser.click(button('button').element).stopped).toBe(false);
  });

  it('clicks again, once the page has hydrated, a button tapped before React started', () => {
    const browser = page('loading');
    const menu = button('button');
    browser.click(menu.element);
    browser.fire('pointerdown');
    browser.reactStarts();
    browser.runTimers(0);
    expect(menu.clicks).toEqual([]);
    browser.hydrated();
    browser.runTimers(0);
    expect(menu.clicks).toHaveLength(1);
  });

  it('leaves alone a click React sees itself, a submit button, and a button gone meanwhile', () => {
    const afterStart = page('loading');
    const menu = button('button');
    afterStart.reactStarts();
    afterStart.click(menu.element);
    afterStart.hydrated();
    afterStart.runTimers(0);
    expect(menu.clicks).toEqual([]);

    const submit = page('loading');
    const join = button('submit');
    submit.click(join.element);
    submit.hydrated();
    submit.runTimers(0);
    expect(join.clicks).toEqual([]);

    const gone = page('loading');
    const toggle = button('button');
    gone.click(toggle.element);
    toggle.element.isConnected = false;
    gone.hydrated();
    gone.runTimers(0);
    expect(toggle.clicks).toEqual([]);
  });
});
