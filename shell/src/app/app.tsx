import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { hydratedAttribute } from '@site/contracts/rendering';
import type { RuntimeConfig } from '@site/contracts/site-settings';
import { AppProviders } from '@site/ui/app-providers';
import { Toaster } from '@site/ui/toaster';
import { SiteLayout } from '../layout/site-layout';
import { ScrollToHash } from './scroll-to-hash';
import { SiteRoutes } from './site-routes';

/**
 * The whole site inside a router: the browser wraps it in a BrowserRouter, the shell's server in a
 * StaticRouter at the requested URL, so both render the same tree.
 */
export function App({ config, queryClient }: { config: RuntimeConfig; queryClient: QueryClient }) {
  // Tells tools (and the end-to-end tests) that the site's chrome is interactive.
  useEffect(() => {
    document.documentElement.setAttribute(hydratedAttribute, 'true');
  }, []);
  return (
    <AppProviders settings={config} queryClient={queryClient}>
      <ScrollToHash />
      <SiteLayout>
        <SiteRoutes remoteUrls={config.remotes} />
      </SiteLayout>
      <Toaster />
    </AppProviders>
  );
}
