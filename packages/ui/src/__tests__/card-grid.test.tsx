import { render } from '@testing-library/react';
import { columnsFor } from '../card-grid';
import { KeepHyphenatedWords } from '../typography';

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
