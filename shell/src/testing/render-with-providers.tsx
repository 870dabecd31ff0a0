import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createQueryClient } from '@site/api-client/query-client';
import { defaultSiteSettings, type SiteSettings } from '@site/contracts/site-settings';
import { AppProviders } from '@site/ui/app-providers';
import { Toaster } from '@site/ui/toaster';

/** Settings unlike the defaults, so a test notices any hard-coded name or URL. */
export const testSettings: SiteSettings = {
  ...defaultSiteSettings,
  coachName: 'Jordan Example',
  social: {
    linkedin: 'https://linkedin.test/in/jordan',
    x: 'https://x.test/jordan',
    youtube: 'https://youtube.test/@jordan',
  },
};

function LocationProbe() {
  const { pathname, hash } = useLocation();
  return <div data-testid="location">{pathname + hash}</div>;
}

/** Renders `ui` with the site's providers, a memory router at `route` and the toaster. */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const result = render(
    <MemoryRouter initialEntries={[route]}>
      <AppProviders settings={testSettings} queryClient={queryClient}>
        {ui}
        <Toaster />
        <LocationProbe />
      </AppProviders>
    </MemoryRouter>,
  );
  return { ...result, user, queryClient };
}
