import { render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme';
import { uploadedPhoto } from '../testing-photos';
import {
  distinctMarks,
  lineArtMarks,
  LineArtMark,
  markIndexFor,
  TestimonialPicture,
} from '../testimonial-mark';

const markCount = Object.keys(lineArtMarks).length;

function drawing(mark: number): string {
  const { container, unmount } = render(<LineArtMark mark={mark} size={56} />);
  const html = container.querySelector('g')!.innerHTML;
  unmount();
  return html;
}

describe('testimonial marks', () => {
  it('draws every named mark differently', () => {
    const drawings = Object.values(lineArtMarks).map(drawing);
    expect(new Set(drawings).size).toBe(markCount);
  });

  it('gives each person of a page a mark of his own, even when their ids would share one', () => {
    // Ids a whole round of marks apart prefer the same mark.
    const ids = [1, 1 + markCount, 1 + 2 * markCount];
    expect(new Set(ids.map(markIndexFor)).size).toBe(1);
    const marks = distinctMarks(ids);
    expect(new Set(marks).size).toBe(3);
    // The smallest id keeps its own; the same group in another order gets the same marks.
    expect(marks[0]).toBe(markIndexFor(1));
    expect(distinctMarks([...ids].reverse())).toEqual([...marks].reverse());
  });

  it('keeps the mark of its id for a person nobody else on the page takes it from', () => {
    expect(distinctMarks([2, 3, 4])).toEqual([2, 3, 4].map(markIndexFor));
  });

  it('shows an uploaded headshot instead of any mark', () => {
    const { container } = render(
      <ThemeProvider theme={theme}>
        <TestimonialPicture
          id={1}
          mark={lineArtMarks.key}
          name="Mara"
          headshot={uploadedPhoto('face01')}
        />
      </ThemeProvider>,
    );
    expect(container.querySelector('[data-testimonial-picture="photo"] img')).toHaveAttribute(
      'alt',
      'Photo of Mara',
    );
    expect(container.querySelector('[data-testimonial-picture="mark"]')).toBeNull();
  });
});
