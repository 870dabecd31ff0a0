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
    // The middle dot stays with the word before it: the line never starts with "· 5-Session".
    expect(kept.map((span) => [span.textContent, span.style.whiteSpace])).toEqual([
      ['Okafor ·', 'nowrap'],
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

  it('lets an address in the text break after its "@" and dots, so it never widens the page', () => {
    const { container } = render(
      <WholeCompounds text="New message from lena-ann@mail.example.com on 5-Session" />,
    );
    expect(container.textContent).toBe('New message from lena-ann@mail.example.com on 5-Session');
    // The address is not kept whole as a compound; it may break where an address reads well.
    expect(container.querySelectorAll('wbr').length).toBeGreaterThanOrEqual(2);
    expect([...container.querySelectorAll('span')].map((span) => span.textContent)).toEqual([
      '5-Session',
    ]);
  });
});
