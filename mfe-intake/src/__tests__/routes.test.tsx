import { screen } from '@testing-library/react';
import { renderWithProviders } from '@site/ui/testing';
import IntakeRoutes from '../routes';

describe('intake routes', () => {
  it.each(['/questionnaire', '/questionnaire/12'])('%s shows the questionnaire heading', (path) => {
    renderWithProviders(<IntakeRoutes />, { path });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'CONSCIOUSNESS DISCOVERY SESSION QUESTIONNAIRE',
    );
  });

  it('asks search engines not to index the questionnaire', () => {
    renderWithProviders(<IntakeRoutes />, { path: '/questionnaire' });
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
  });
});
