import { screen } from '@testing-library/react';
import type { SitePhoto } from '@site/contracts/site-settings';
import { renderWithProviders, testSettings } from '@site/ui/testing';
import { Portrait } from '../portrait';

const photo = (name: string): SitePhoto => ({
  src: `/api/media/uploads/${name}-1200.webp`,
  width: 1200,
  height: 1500,
  avifSrcSet: `/api/media/uploads/${name}-600.avif 600w, /api/media/uploads/${name}-1200.avif 1200w`,
  webpSrcSet: `/api/media/uploads/${name}-600.webp 600w, /api/media/uploads/${name}-1200.webp 1200w`,
});

const withPhotos = (photos: Partial<typeof testSettings.photos>) => ({
  settings: { ...testSettings, photos: { ...testSettings.photos, ...photos } },
});

const sourcesOf = (image: HTMLElement) =>
  [...image.closest('picture')!.querySelectorAll('source')].map((source) => ({
    type: source.getAttribute('type'),
    srcSet: source.getAttribute('srcset'),
  }));

describe('<Portrait/>', () => {
  it('draws the portrait the owner uploaded, with its size and both formats', () => {
    const uploaded = photo('a1b2c3');
    renderWithProviders(
      <Portrait alt="Portrait of Jordan Example" priority />,
      withPhotos({ portrait: uploaded }),
    );
    const image = screen.getByRole('img', { name: 'Portrait of Jordan Example' });
    expect(image).toHaveAttribute('src', uploaded.src);
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '1500');
    expect(sourcesOf(image)).toEqual([
      { type: 'image/avif', srcSet: uploaded.avifSrcSet },
      { type: 'image/webp', srcSet: uploaded.webpSrcSet },
    ]);
  });

  it('draws the built-in portrait when none is uploaded', () => {
    renderWithProviders(<Portrait alt="Portrait of Jordan Example" />);
    const image = screen.getByRole('img', { name: 'Portrait of Jordan Example' });
    expect(image.getAttribute('src')).not.toMatch(/\/api\/media\/uploads\//);
    expect(image).toHaveAttribute('width', '480');
    expect(image).toHaveAttribute('height', '600');
  });
});
