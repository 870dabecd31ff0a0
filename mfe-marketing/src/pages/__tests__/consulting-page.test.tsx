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

describe('ConsultingPage packages', () => {
  it('presents the three packages under the packages anchor, the 5-session one as most popular', async () => {
    const { user } = renderWithProviders(<ConsultingPage />, { path: '/consulting' });
    const section = screen.getByRole('region', { name: 'Choose how deep you want to go' });
    expect(section).toHaveAttribute('id', 'packages');
    const names = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(['Single Session', '5-Session Package', '10-Session Package']);
    const popular = within(section).getByRole('article', { name: '5-Session Package' });
    expect(popular).toHaveTextContent('Most Popular');
    expect(popular).toHaveTextContent('$6,000');
    expect(within(section).getByRole('article', { name: 'Single Session' })).not.toHaveTextContent(
      'Most Popular',
    );

    // Each card's button chooses its own package: its checkout.
    for (const [name, type] of [
      ['Single Session', 'single'],
      ['5-Session Package', '5-session'],
      ['10-Session Package', '10-session'],
    ] as const) {
      const card = within(section).getByRole('article', { name });
      expect(within(card).getByRole('link', { name: `Choose ${name}` })).toHaveAttribute(
        'href',
        `/checkout?package=${type}`,
      );
    }
    await user.click(within(section).getByRole('link', { name: 'Choose 5-Session Package' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout?package=5-session');
  });
});
