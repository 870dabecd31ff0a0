import { render } from '@testing-library/react';
import { columnsFor, widenedSpans } from '../card-grid';
import { KeepHyphenatedWords, withUnbreakableHyphens } from '../typography';

describe('columnsFor', () => {
  it('puts a group that fits on one row', () => {
    expect(columnsFor(3, 3)).toBe(3);
    expect(columnsFor(2, 4)).toBe(2);
    expect(columnsFor(1, 1)).toBe(1);
  });

  it('chooses a column count that fills every row when there is one', () => {
    expect(columnsFor(8, 3)).toBe(2);
    expect(columnsFor(8, 4)).toBe(4);
    expect(columnsFor(4, 3)).toBe(2);
    expect(columnsFor(6, 4)).toBe(3);
    expect(columnsFor(9, 3)).toBe(3);
  });

  it('keeps the widest count (its short last row is centred) when none fills the rows', () => {
    expect(columnsFor(5, 3)).toBe(3);
    expect(columnsFor(7, 4)).toBe(4);
  });
});

describe('widenedSpans', () => {
  // Cards span two of the grid's tracks; a widened card spans more.
  const rows = (count: number, columns: number) => {
    const widened = widenedSpans(count, columns);
    const spans = Array.from({ length: count }, (_, index) =>
      widened && index + 1 >= widened.from ? widened.span : 2,
    );
    const sizes: number[] = [];
    let filled = columns * 2;
    for (const span of spans) {
      if (filled + span > columns * 2) {
        sizes.push(0);
        filled = 0;
      }
      sizes[sizes.length - 1]! += 1;
      filled += span;
    }
    return { sizes, full: filled === columns * 2 };
  };

  it('leaves full rows alone', () => {
    expect(widenedSpans(6, 3)).toBeNull();
  });

  it('never leaves one card alone, and every row reaches the grid’s width', () => {
    expect(rows(7, 3)).toEqual({ sizes: [3, 2, 2], full: true });
    expect(rows(8, 3)).toEqual({ sizes: [3, 3, 2], full: true });
    expect(rows(11, 3)).toEqual({ sizes: [3, 3, 3, 2], full: true });
    expect(rows(4, 3)).toEqual({ sizes: [2, 2], full: true });
    expect(rows(7, 2)).toEqual({ sizes: [2, 2, 2, 1], full: true });
  });
});

describe('<KeepHyphenatedWords>', () => {
  it('keeps every hyphenated word on one line and leaves the text as written', () => {
    const { container } = render(
      <h1>
        <KeepHyphenatedWords>
          From rock bottom to billion-dollar prison, a 15-Minute call
        </KeepHyphenatedWords>
      </h1>,
    );
    expect(container.textContent).toBe(
      'From rock bottom to billion-dollar prison, a 15-Minute call',
    );
    const whole = [...container.querySelectorAll('span')].map((span) => span.textContent);
    expect(whole).toEqual(['billion-dollar', '15-Minute']);
    for (const span of container.querySelectorAll('span')) {
      expect(getComputedStyle(span).whiteSpace).toBe('nowrap');
    }
  });
});

describe('withUnbreakableHyphens', () => {
  it('joins a typed name’s hyphenated parts with a hyphen no line breaks at', () => {
    expect(withUnbreakableHyphens('Lena Whitfield-Okonkwo')).toBe('Lena Whitfield\u2011Okonkwo');
    expect(withUnbreakableHyphens('Anne-Marie Li-Smith - Guest')).toBe(
      'Anne\u2011Marie Li\u2011Smith - Guest',
    );
  });
});
