import { screen } from '@testing-library/react';
import { renderWithProviders, testSettings } from '@site/ui/testing';
import { sourcesOf, uploadedPhoto as photo, withPhotos } from '@site/ui/testing-photos';
import { HomeHero } from '../home-hero';

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
    // His photograph keeps its size on a phone (a strip, not the drawings' small medallion).
    expect(images[0]!.closest('[data-page-hero-art]')).toHaveAttribute(
      'data-page-hero-art',
      'photograph',
    );
  });

  it('draws the built-in art when no hero is uploaded', () => {
    const { container } = renderWithProviders(<HomeHero nextSectionId="next" />);
    const images = [...heroImage(container)];
    expect(images).toHaveLength(1);
    expect(images[0]!.closest('picture')).toBeNull();
    expect(images[0]).toHaveAttribute('width', '560');
    expect(images[0]!.closest('[data-page-hero-art]')).toHaveAttribute(
      'data-page-hero-art',
      'decorative',
    );
  });
});

describe('<HomeHero/> actions', () => {
  it('leads to the free call, with the origin story beside it', () => {
    renderWithProviders(<HomeHero nextSectionId="next" />);
    const links = screen
      .getAllByRole('link')
      .filter((link) => !link.getAttribute('href')?.startsWith('#'));
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Book Your Free Discovery Call', '/consulting#strategy-call'],
      [`${testSettings.coachName} Origin Story`, '/about'],
    ]);
  });
});
