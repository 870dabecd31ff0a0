import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@site/ui/testing';
import { uploadedPhoto, withPhotos } from '@site/ui/testing-photos';
import { AuthorBio } from '../author-bio';

const bio = 'Jordan Example has coached founders for three decades.';

describe('<AuthorBio/>', () => {
  it('shows the coach’s designed drawing beside the bio, and no initials, before a portrait is uploaded', () => {
    renderWithProviders(<AuthorBio name="Jordan Example" bio={bio} />);
    const box = screen.getByRole('region', { name: 'About Jordan Example' });
    const picture = within(box).getByRole('img', {
      name: 'Portrait of Jordan Example, drawn in gold line art',
    });
    expect(picture).toHaveAttribute('width', '160');
    expect(picture).toHaveAttribute('height', '160');
    expect(box).toHaveTextContent(bio);
    expect(box).not.toHaveTextContent(/^JE/);
  });

  it('shows the portrait the owner uploaded, as a responsive set sized for its circle', () => {
    const uploaded = uploadedPhoto('feed42');
    renderWithProviders(
      <AuthorBio name="Jordan Example" bio={bio} />,
      withPhotos({ portrait: uploaded }),
    );
    const box = screen.getByRole('region', { name: 'About Jordan Example' });
    const picture = within(box).getByRole('img', { name: 'Portrait of Jordan Example' });
    expect(picture).toHaveAttribute('src', uploaded.src);
    expect(picture.closest('picture')!.querySelector('source')).toHaveAttribute('sizes', '88px');
  });
});
