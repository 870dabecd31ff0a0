import { render } from '@testing-library/react';
import { WholeCompounds } from '../whole-compounds';

describe('a heading with hyphenated words', () => {
  it('keeps each compound on one line and the text unchanged', () => {
    const { container } = render(
      <h1>
        <WholeCompounds text="Lena Okafor · 5-Session Package" />
      </h1>,
    );
    expect(container.textContent).toBe('Lena Okafor · 5-Session Package');
    const kept = [...container.querySelectorAll('span')];
    expect(kept.map((span) => [span.textContent, span.style.whiteSpace])).toEqual([
      ['5-Session', 'nowrap'],
    ]);
  });

  it('lets a compound longer than a phone line wrap', () => {
    const { container } = render(
      <WholeCompounds text="Notes-from-the-long-weekend-retreat for all" />,
    );
    expect(container.querySelectorAll('span')).toHaveLength(0);
    expect(container.textContent).toBe('Notes-from-the-long-weekend-retreat for all');
  });
});
