import { screen } from '@testing-library/react';
import { renderWithProviders } from '@site/ui/testing';
import { sourcesOf, uploadedPhoto as photo, withPhotos } from '@site/ui/testing-photos';
import { Portrait } from '../portrait';

describe('<Portrait/>', () => {
  it('draws the portrait the owner uploaded, with its size and both formats', () => {
    const uploaded = photo('a1b2c3');
    renderWithProviders(<Portrait priority />, withPhotos({ portrait: uploaded }));
    const image = screen.getByRole('img', { name: 'Portrait of Jordan Example' });
    expect(image).toHaveAttribute('src', uploaded.src);
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '1500');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(sourcesOf(image)).toEqual([
      { type: 'image/avif', srcSet: uploaded.avifSrcSet },
      { type: 'image/webp', srcSet: uploaded.webpSrcSet },
    ]);
  });

  it('draws the designed portrait (a line drawing, not a photograph) when none is uploaded', () => {
    renderWithProviders(<Portrait />);
    const image = screen.getByRole('img', {
      name: 'Portrait of Jordan Example, drawn in gold line art',
    });
    expect(image.getAttribute('src')).not.toMatch(/\/api\/media\/uploads\//);
    expect(image).toHaveAttribute('width', '480');
    expect(image).toHaveAttribute('height', '600');
  });
});
