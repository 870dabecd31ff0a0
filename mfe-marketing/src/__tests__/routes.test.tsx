import { screen } from '@testing-library/react';
import { renderWithProviders, testSettings } from '@site/ui/testing';
import MarketingRoutes from '../routes';

const headings: [string, string][] = [
  ['/', 'From rock bottom to billion-dollar prison to ultimate freedom'],
  ['/about', 'Cracking the Code'],
  ['/philosophy', 'AWARENESS. ACCURACY. ACTION.'],
  ['/speaking', 'TRANSFORM YOUR AUDIENCE'],
  ['/consulting', 'WORK DIRECTLY WITH ME'],
  ['/connect', 'CONNECT WITH ME'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms-of-service', 'Terms of Service'],
];

describe('marketing routes', () => {
  it.each(headings)('%s shows its page heading', async (path, heading) => {
    renderWithProviders(<MarketingRoutes />, { path });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(heading);
  });

  it('titles the contact page with the coach name from the site settings', () => {
    renderWithProviders(<MarketingRoutes />, {
      path: '/connect',
      settings: { ...testSettings, coachName: 'Sam Example' },
    });
    expect(document.title).toBe('Connect With Sam Example | Get Direct Access for Your Questions');
  });
});
