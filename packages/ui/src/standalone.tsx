import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@site/ui/router';
import { createQueryClient } from '@site/api-client/query-client';
import { defaultSiteSettings } from '@site/contracts/site-settings';
import { AppProviders } from './app-providers';
import { addFontStyle } from './fonts';
import { Toaster } from './toaster';

/**
 * Runs a remote on its own dev server, without the shell, so its team can work on it alone.
 * Calls to /api are proxied by that dev server; the site's chrome is left to the shell, except the
 * toaster, so the remote's own toasts show.
 */
export function renderStandalone(SiteRoutes: ComponentType) {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  addFontStyle();
  createRoot(container).render(
    <BrowserRouter>
      <AppProviders settings={defaultSiteSettings} queryClient={createQueryClient()}>
        <SiteRoutes />
        <Toaster />
      </AppProviders>
    </BrowserRouter>,
  );
}
