import { BrowserRouter } from 'react-router-dom';
import type { RuntimeConfig } from '@site/contracts/site-settings';
import { createQueryClient } from '@site/api-client/query-client';
import { AppProviders } from '@site/ui/app-providers';
import { SiteRoutes } from './site-routes';

const queryClient = createQueryClient();

export function App({ config }: { config: RuntimeConfig }) {
  return (
    <BrowserRouter>
      <AppProviders settings={config} queryClient={queryClient}>
        <SiteRoutes remoteUrls={config.remotes} />
      </AppProviders>
    </BrowserRouter>
  );
}
