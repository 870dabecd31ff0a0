import type { QueryClient } from '@tanstack/react-query';
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
