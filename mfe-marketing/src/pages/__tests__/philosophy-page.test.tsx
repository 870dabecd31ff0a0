import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@site/ui/testing';
import { PhilosophyPage } from '../philosophy-page';

describe('PhilosophyPage', () => {
  it('closes with the assessment and a way on to the reading list', async () => {
    const { user } = renderWithProviders(<PhilosophyPage />, { path: '/philosophy' });
    const closing = screen.getByRole('region', {
      name: 'Frameworks Are Maps. Your Pattern Is the Territory.',
    });
    expect(
      within(closing).getByRole('link', { name: /Discover Your True Pattern Now/ }),
    ).toBeVisible();
    await user.click(within(closing).getByRole('link', { name: 'Start With the Reading List' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/resources');
  });
});
