import type { SitePhoto } from '@site/contracts/site-settings';
import { renderWithProviders, testSettings } from '@site/ui/testing';
import { HomeHero } from '../home-hero';

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

describe('<HomeHero/>', () => {
  const heroImage = (container: HTMLElement) => container.querySelectorAll('img');

  it('draws the hero the owner uploaded instead of the built-in art', () => {
    const uploaded = photo('d4e5f6');
    const { container } = renderWithProviders(
      <HomeHero nextSectionId="next" />,
      withPhotos({ hero: uploaded }),
    );
    const images = [...heroImage(container)];
    expect(images).toHaveLength(1);
    expect(images[0]).toHaveAttribute('src', uploaded.src);
    expect(images[0]).toHaveAttribute('alt', '');
    expect(images[0]).toHaveAttribute('width', '1200');
    expect(sourcesOf(images[0]!)).toEqual([
      { type: 'image/avif', srcSet: uploaded.avifSrcSet },
      { type: 'image/webp', srcSet: uploaded.webpSrcSet },
    ]);
  });

  it('draws the built-in art when no hero is uploaded', () => {
    const { container } = renderWithProviders(<HomeHero nextSectionId="next" />);
    const images = [...heroImage(container)];
    expect(images).toHaveLength(1);
    expect(images[0]!.closest('picture')).toBeNull();
    expect(images[0]).toHaveAttribute('width', '560');
  });
});
