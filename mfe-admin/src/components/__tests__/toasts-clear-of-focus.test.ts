import { toastsBelongAtTop } from '../toasts-clear-of-focus';

/** A field whose box, in the window, spans `top` to `bottom`. */
function field(tag: 'textarea' | 'button', top: number, bottom: number): HTMLElement {
  const element = document.createElement(tag);
  element.getBoundingClientRect = () => ({ top, bottom }) as DOMRect;
  return element;
}

describe('where a toast stands beside the focused field (a phone’s 800 px window, a 56 px bar)', () => {
  const height = 800;
  const lift = 56;

  it('goes to the top when the field reaches into the foot’s room and its top stands clear', () => {
    // The post's Text, focused by a refused publish: 310 px down, as tall as the rest.
    expect(toastsBelongAtTop(field('textarea', 310, 760), height, lift)).toBe(true);
  });

  it('stays at the foot when the field is clear of it, or when the top would cover its start', () => {
    expect(toastsBelongAtTop(field('textarea', 120, 400), height, lift)).toBe(false);
    // As tall as the window: the toast covers its far end, never where he types first.
    expect(toastsBelongAtTop(field('textarea', 90, 900), height, lift)).toBe(false);
  });

  it('stays at the foot when the focus is on no field', () => {
    expect(toastsBelongAtTop(field('button', 600, 644), height, lift)).toBe(false);
    expect(toastsBelongAtTop(null, height, lift)).toBe(false);
  });
});
