import { screen } from '@testing-library/react';
import { BylineCoachPicture, CoachPicture, coachArt } from '../coach-picture';
import { renderWithProviders } from '../testing';
import { sourcesOf, uploadedPhoto, withPhotos } from '../testing-photos';

describe('<CoachPicture/>', () => {
  it.each(['portrait', 'round'] as const)(
    'draws the portrait the owner uploaded as a %s, with its size and both formats',
    (shape) => {
      const uploaded = uploadedPhoto('c0ffee');
      renderWithProviders(
        <CoachPicture shape={shape} sizes="88px" />,
        withPhotos({ portrait: uploaded }),
      );
      const image = screen.getByRole('img', { name: 'Portrait of Jordan Example' });
      expect(image).toHaveAttribute('src', uploaded.src);
      expect(image).toHaveAttribute('width', '1200');
      expect(image).toHaveAttribute('height', '1500');
      expect(image.closest('picture')).toHaveAttribute('data-coach-picture', 'photo');
      expect(sourcesOf(image)).toEqual([
        { type: 'image/avif', srcSet: uploaded.avifSrcSet },
        { type: 'image/webp', srcSet: uploaded.webpSrcSet },
      ]);
    },
  );

  it('draws the designed portrait, said to be a drawing, when none is uploaded', () => {
    renderWithProviders(<CoachPicture shape="portrait" sizes="26rem" />);
    const image = screen.getByRole('img', {
      name: 'Portrait of Jordan Example, drawn in gold line art',
    });
    expect(image.getAttribute('src')).not.toMatch(/\/api\/media\/uploads\//);
    expect(image).toHaveAttribute('width', String(coachArt.portrait.width));
    expect(image).toHaveAttribute('height', String(coachArt.portrait.height));
    expect(image.closest('picture')).toHaveAttribute('data-coach-picture', 'art');
    expect(sourcesOf(image)).toEqual([]);
  });

  it('draws the square mark in a round slot', () => {
    renderWithProviders(<CoachPicture shape="round" sizes="64px" />);
    const image = screen.getByRole('img', {
      name: 'Portrait of Jordan Example, drawn in gold line art',
    });
    expect(image).toHaveAttribute('width', '160');
    expect(image).toHaveAttribute('height', '160');
  });

  it('is fetched at once only as the page’s largest image', () => {
    const { unmount } = renderWithProviders(<CoachPicture shape="portrait" sizes="1px" priority />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
    unmount();
    renderWithProviders(<CoachPicture shape="portrait" sizes="1px" />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'lazy');
  });
});

describe('<BylineCoachPicture/>', () => {
  it('shows the designed portrait of the coach (not the round head mark) when none is uploaded', () => {
    renderWithProviders(<BylineCoachPicture width={52} />);
    const image = screen.getByRole('img', {
      name: 'Portrait of Jordan Example, drawn in gold line art',
    });
    // The About page's drawing (480 × 600), not the square head mark (160 × 160).
    expect(image).toHaveAttribute('width', String(coachArt.portrait.width));
    expect(image).toHaveAttribute('height', String(coachArt.portrait.height));
  });

  it('shows his uploaded photograph when there is one', () => {
    const uploaded = uploadedPhoto('beef01');
    renderWithProviders(<BylineCoachPicture width={52} />, withPhotos({ portrait: uploaded }));
    expect(screen.getByRole('img', { name: 'Portrait of Jordan Example' })).toHaveAttribute(
      'src',
      uploaded.src,
    );
  });
});
