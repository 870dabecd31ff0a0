import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@site/ui/testing';
import { ConsultingPage } from '../consulting-page';

describe('ConsultingPage', () => {
  it('lists who the work is and is not for', () => {
    renderWithProviders(<ConsultingPage />, { path: '/consulting' });
    expect(screen.getByRole('heading', { name: 'This Is For You If' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'This Is NOT For You If' })).toBeVisible();
  });

  it('offers the free discovery call under the strategy-call anchor', async () => {
    const { user } = renderWithProviders(<ConsultingPage />, { path: '/consulting' });
    const section = screen.getByRole('region', {
      name: 'Start With a Free 15-Minute Discovery Call',
    });
    expect(section).toHaveAttribute('id', 'strategy-call');
    expect(section).toHaveTextContent('1:00pm-4:00pm Cancun time');

    await user.click(within(section).getByRole('link', { name: 'Book Your Free Discovery Call' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/calendar/strategy-call');
  });
});
