import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@site/ui/testing';
import { ResultsSection } from '../results-section';

beforeEach(() => {
  global.fetch = jest.fn(async () => new Response(JSON.stringify([]))) as typeof fetch;
});

describe('<ResultsSection/>', () => {
  it('ends the proof with the ways to start: the free call, then the packages', async () => {
    const { user } = renderWithProviders(<ResultsSection />, { path: '/' });
    const section = screen.getByRole('region', { name: 'Real People. Measurable Change.' });
    expect(within(section).getByRole('link', { name: 'See the Packages' })).toHaveAttribute(
      'href',
      '/consulting#packages',
    );
    const call = within(section).getByRole('link', { name: 'Book Your Free Discovery Call' });
    expect(call).toHaveAttribute('href', '/consulting#strategy-call');
    await user.click(call);
    expect(screen.getByTestId('location')).toHaveTextContent('/consulting');
  });
});
