import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '@site/api-client/query-client';
import { defaultSiteSettings, type SiteSettings } from '@site/contracts/site-settings';
import { AppProviders } from './app-providers';

/** Renders a component as the shell would: router at `path`, theme, settings and a fresh query client. */
export function renderWithProviders(
  ui: ReactElement,
  { path = '/', settings = defaultSiteSettings }: { path?: string; settings?: SiteSettings } = {},
) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders settings={settings} queryClient={createQueryClient()}>
        {ui}
      </AppProviders>
    </MemoryRouter>,
  );
}
