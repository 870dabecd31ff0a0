import { screen } from '@testing-library/react';
import { coachArt } from '@site/ui/coach-picture';
import { renderWithProviders } from '@site/ui/testing';
import { uploadedPhoto, withPhotos } from '@site/ui/testing-photos';
import { CoachByline } from '../coach-byline';

describe('<CoachByline/>', () => {
  it('shows the coach as the About page draws him, beside his name, when no photo is uploaded', () => {
    renderWithProviders(<CoachByline note="Your coach" />);
    const picture = screen.getByRole('img', { name: /^Portrait of .*, drawn in gold line art$/ });
    // The whole designed portrait (480 × 600), never the small square head mark.
    expect(picture).toHaveAttribute('width', String(coachArt.portrait.width));
    expect(picture).toHaveAttribute('height', String(coachArt.portrait.height));
    expect(screen.getByText('Your coach')).toBeVisible();
  });

  it('shows his uploaded photograph when there is one', () => {
    const uploaded = uploadedPhoto('abc123');
    renderWithProviders(<CoachByline note="Your coach" />, withPhotos({ portrait: uploaded }));
    expect(screen.getByRole('img', { name: /^Portrait of / })).toHaveAttribute('src', uploaded.src);
  });
});
