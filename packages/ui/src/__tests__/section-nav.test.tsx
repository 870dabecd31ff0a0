import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { SectionNav, sectionBeingRead } from '../section-nav';
import { theme } from '../theme';

const links = [
  { id: 'first', label: 'First' },
  { id: 'second', label: 'Second' },
  { id: 'third', label: 'Third' },
];

/** Each section's top on the screen, as the reader has scrolled to. */
function placeSections(tops: Record<string, number>) {
  for (const [id, top] of Object.entries(tops)) {
    const element = document.getElementById(id)!;
    element.getBoundingClientRect = () => ({ top }) as DOMRect;
  }
}

function renderPage(column: boolean) {
  return render(
    <ThemeProvider theme={theme}>
      <SectionNav label="Sections" links={links} column={column} />
      {links.map((link) => (
        <h2 key={link.id} id={link.id}>
          {link.label}
        </h2>
      ))}
    </ThemeProvider>,
  );
}

let scroll: () => void;

const current = () =>
  screen.queryAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'location');

describe('a page’s side index', () => {
  /** The frames asked for, drawn when the test says. */
  let frames: FrameRequestCallback[] = [];
  beforeEach(() => {
    frames = [];
    jest
      .spyOn(window, 'requestAnimationFrame')
      .mockImplementation((callback: FrameRequestCallback) => frames.push(callback));
    window.innerHeight = 900;
    // The reader has scrolled a little (at the very top the first section is marked: below).
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 1 });
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      configurable: true,
      value: 10_000,
    });
    scroll = () =>
      act(() => {
        window.dispatchEvent(new Event('scroll'));
        for (const frame of frames.splice(0)) frame(0);
      });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });

  it('marks the first section at the page’s top, though a short one', () => {
    renderPage(true);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    placeSections({ first: 120, second: 380, third: 1500 });
    scroll();
    expect(current()).toEqual([screen.getByRole('link', { name: 'First' })]);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 40 });
    scroll();
    expect(current()).toEqual([screen.getByRole('link', { name: 'Second' })]);
  });

  it('marks the section being read, following the scroll', () => {
    renderPage(true);
    placeSections({ first: 100, second: 700, third: 1500 });
    scroll();
    expect(current()).toEqual([screen.getByRole('link', { name: 'First' })]);

    placeSections({ first: -600, second: 200, third: 800 });
    scroll();
    expect(current()).toEqual([screen.getByRole('link', { name: 'Second' })]);
  });

  it('marks the section clicked until the reader scrolls himself', async () => {
    renderPage(true);
    // Too short to reach the band: the scroll alone would still mark the second.
    placeSections({ first: -900, second: 100, third: 500 });
    scroll();
    expect(current()).toEqual([screen.getByRole('link', { name: 'Second' })]);
    act(() => screen.getByRole('link', { name: 'Third' }).click());
    scroll();
    expect(current()).toEqual([screen.getByRole('link', { name: 'Third' })]);
    // His own scrolling (the wheel) gives the marking back to the page's scroll.
    act(() => {
      window.dispatchEvent(new Event('wheel'));
    });
    scroll();
    expect(current()).toEqual([screen.getByRole('link', { name: 'Second' })]);
  });

  it('marks the first of sections side by side, their tops level', () => {
    renderPage(true);
    placeSections({ first: -900, second: 120, third: 120 });
    scroll();
    expect(current()).toEqual([screen.getByRole('link', { name: 'Second' })]);
  });

  it('marks a long section that fills the view, not the one above it whose end is still showing', () => {
    window.innerHeight = 800;
    renderPage(true);
    // The second's heading is still below a third of the window, but it fills most of the view.
    placeSections({ first: -400, second: 286, third: 1400 });
    scroll();
    expect(current()).toEqual([screen.getByRole('link', { name: 'Second' })]);
  });

  it('marks none as a row of links above the content', () => {
    renderPage(false);
    placeSections({ first: -600, second: 200, third: 800 });
    scroll();
    expect(current()).toEqual([]);
  });
});

describe('the section being read', () => {
  const view = { viewTop: 72, viewBottom: 800, atBottom: false };
  const sections = (tops: number[]) =>
    tops.map((top, index) => ({ id: ['first', 'second', 'third', 'fourth'][index]!, top }));

  it('is the section covering most of the view under the bar', () => {
    expect(sectionBeingRead(sections([-400, 286, 1400]), view)).toBe('second');
    expect(sectionBeingRead(sections([-400, 500, 1400]), view)).toBe('first');
    // Its heading scrolled far past: a long section still fills the view.
    expect(sectionBeingRead(sections([-400, -200, 1400]), view)).toBe('second');
    // Just under the bar, the next section takes over once it covers more.
    expect(sectionBeingRead(sections([-900, 100, 420, 2000]), view)).toBe('third');
  });

  it('is the first before any section is in view, and of sections side by side the first', () => {
    expect(sectionBeingRead(sections([900, 1500]), view)).toBe('first');
    expect(sectionBeingRead(sections([-900, 120, 120]), view)).toBe('second');
    expect(sectionBeingRead([], view)).toBeNull();
  });

  it('at the page’s top is the first, however short, though the next covers more of the view', () => {
    expect(sectionBeingRead(sections([120, 420, 1400]), { ...view, atTop: true })).toBe('first');
    expect(sectionBeingRead(sections([120, 420, 1400]), view)).toBe('second');
  });

  it('at the page’s bottom is the last whose heading is in view', () => {
    const bottom = { ...view, atBottom: true };
    expect(sectionBeingRead(sections([-900, 100, 600, 700]), bottom)).toBe('fourth');
    expect(sectionBeingRead(sections([-900, 100, 600, 600]), bottom)).toBe('third');
    // No heading in view: the share of the view decides.
    expect(sectionBeingRead(sections([-1900, -900]), bottom)).toBe('second');
  });
});
