import { render } from '@testing-library/react';
import { KeepHyphenatedWords } from '../typography';

/** The texts kept whole (each in its own no-wrap span). */
const keptWhole = (container: HTMLElement) =>
  [...container.querySelectorAll('span')]
    .filter((span) => span.parentElement?.tagName !== 'CODE')
    .map((span) => span.textContent);

describe('KeepHyphenatedWords', () => {
  it('keeps each hyphenated word of a string whole', () => {
    const { container } = render(
      <p>
        <KeepHyphenatedWords>
          From rock bottom to billion-dollar prison, 1:00pm-4:00pm.
        </KeepHyphenatedWords>
      </p>,
    );
    expect(container).toHaveTextContent(
      'From rock bottom to billion-dollar prison, 1:00pm-4:00pm.',
    );
    expect(keptWhole(container)).toEqual(['billion-dollar', '1:00pm-4:00pm.']);
  });

  it('leaves an email address with hyphens free to break, so a long one never runs out of its column', () => {
    const { container } = render(
      <p>
        <KeepHyphenatedWords>
          Signed in as <strong>portal-frame-1796101018983-14447-1@example.test</strong>, a well-kept
          place.
        </KeepHyphenatedWords>
      </p>,
    );
    expect(keptWhole(container)).toEqual(['well-kept']);
  });

  it('keeps a number range set with an en dash whole', () => {
    const { container } = render(
      <p>
        <KeepHyphenatedWords>Expected completion time: 10–15 minutes</KeepHyphenatedWords>
      </p>,
    );
    expect(keptWhole(container)).toEqual(['10–15']);
  });

  it('reaches the words inside a lead’s elements and the values put into it', () => {
    const pack = '5-Session Package';
    const hours = 'weekdays, 1:00pm-4:00pm Cancun time';
    const { container } = render(
      <KeepHyphenatedWords>
        <p>
          You are one step away from your {pack}. Calls run {hours}, with a{' '}
          <a href="/x">well-kept</a> <strong>15-minute</strong> call.
        </p>
      </KeepHyphenatedWords>,
    );
    expect(container.querySelector('p')).toHaveTextContent(
      'You are one step away from your 5-Session Package. Calls run weekdays, 1:00pm-4:00pm Cancun time, with a well-kept 15-minute call.',
    );
    expect(keptWhole(container)).toEqual(['5-Session', '1:00pm-4:00pm', 'well-kept', '15-minute']);
    expect(container.querySelector('a')).toHaveAttribute('href', '/x');
  });

  it('leaves code alone, so a long path still breaks where it must', () => {
    const { container } = render(
      <KeepHyphenatedWords>
        <p>
          There is no page at <code>/a-very-long-path</code>.
        </p>
      </KeepHyphenatedWords>,
    );
    expect(container.querySelector('code')?.children).toHaveLength(0);
  });
});
