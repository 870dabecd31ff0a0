import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@site/ui/testing';
import { CategoryChips } from '../category-chips';

/**
 * jsdom lays nothing out: the row is given a phone's measures, 320 px showing of 900, and
 * `scrollBy` moves it as a browser would (within its ends) and reports the scroll.
 */
function phoneRow(list: HTMLElement) {
  const visible = 320;
  const total = 900;
  let left = 0;
  Object.defineProperty(list, 'clientWidth', { configurable: true, value: visible });
  Object.defineProperty(list, 'scrollWidth', { configurable: true, value: total });
  Object.defineProperty(list, 'scrollLeft', {
    configurable: true,
    get: () => left,
    set: (value: number) => {
      left = Math.max(0, Math.min(total - visible, value));
    },
  });
  const scrollTo = (value: number) => {
    list.scrollLeft = value;
    fireEvent.scroll(list);
  };
  list.scrollBy = ((options: ScrollToOptions) =>
    scrollTo(left + (options.left ?? 0))) as typeof list.scrollBy;
  return { scrollTo, calls: () => left };
}

function renderChips() {
  renderWithProviders(<CategoryChips active={null} />, { path: '/blog' });
  return screen.getByRole('navigation', { name: 'Blog categories' }).querySelector('ul')!;
}

describe('<CategoryChips/>', () => {
  it('shows no scroll buttons when every chip fits', () => {
    renderChips();
    expect(screen.getByRole('link', { name: 'All Posts' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('on a row that runs past the screen, stands a step button at each end, unavailable at its own end', () => {
    const list = renderChips();
    const row = phoneRow(list);
    act(() => row.scrollTo(0));
    const previous = () => screen.getByRole('button', { name: 'Previous categories' });
    const next = () => screen.getByRole('button', { name: 'More categories' });
    // At the start: nothing before, more after.
    expect(previous()).toHaveAttribute('aria-disabled', 'true');
    expect(next()).toHaveAttribute('aria-disabled', 'false');
    fireEvent.click(previous());
    expect(row.calls()).toBe(0);

    fireEvent.click(next());
    expect(row.calls()).toBe(240);
    expect(previous()).toHaveAttribute('aria-disabled', 'false');
    expect(next()).toHaveAttribute('aria-disabled', 'false');

    // At the far end: only back.
    act(() => row.scrollTo(900));
    expect(next()).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(next());
    expect(row.calls()).toBe(580);
    fireEvent.click(previous());
    expect(row.calls()).toBe(340);
    act(() => row.scrollTo(0));
    expect(previous()).toHaveAttribute('aria-disabled', 'true');
  });
});
