import { BrowserRouter } from 'react-router-dom';
import type { RuntimeConfig } from '@site/contracts/site-settings';
import { createQueryClient } from '@site/api-client/query-client';
import { AppProviders } from '@site/ui/app-providers';
import { Toaster } from '@site/ui/toaster';
import { SiteLayout } from '../layout/site-layout';
import { ScrollToHash } from './scroll-to-hash';
import { SiteRoutes } from './site-routes';

const queryClient = createQueryClient();

export function App({ config }: { config: RuntimeConfig }) {
  return (
    <BrowserRouter>
      <AppProviders settings={config} queryClient={queryClient}>
        <ScrollToHash />
        <SiteLayout>
          <SiteRoutes remoteUrls={config.remotes} />
        </SiteLayout>
        <Toaster />
      </AppProviders>
    </BrowserRouter>
  );
}
