import { screen } from '@testing-library/react';
import { remoteByName } from '@site/contracts/registry';
import { renderWithProviders } from '@site/ui/testing';
import IntakeRoutes, { pages } from '../routes';

describe('intake routes', () => {
  it('lists exactly the routes the registry gives this remote', () => {
    expect(pages.map((page) => page.path).sort()).toEqual(
      remoteByName('intake')
        .routes.map((route) => route.path)
        .sort(),
    );
  });

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
