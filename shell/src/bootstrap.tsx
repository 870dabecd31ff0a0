import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from '@site/ui/router';
import { hydrate } from '@tanstack/react-query';
import { createQueryClient } from '@site/api-client/query-client';
import { browserRenderedAttribute, queryStateElementId } from '@site/contracts/rendering';
import { App } from './app/app';
import { registerSiteRemotes } from './remotes/federation';
import { readRuntimeConfig } from './remotes/runtime-config';

function start() {
  const config = readRuntimeConfig();
  registerSiteRemotes(config.remotes);
  const queryClient = createQueryClient();
  // The data the server rendered the page with, so hydration renders exactly the same page.
  const state = document.getElementById(queryStateElementId)?.textContent;
  if (state) hydrate(queryClient, JSON.parse(state));

  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const app = (
    <BrowserRouter>
      <App config={config} queryClient={queryClient} />
    </BrowserRouter>
  );
  if (!container.firstElementChild) {
    createRoot(container).render(app);
    return;
  }
  // A page the server deliberately left to the browser (its remote did not answer in time)
  // reports one recoverable error when React switches that boundary to client rendering.
  const pageLeftToBrowser = container.hasAttribute(browserRenderedAttribute);
  hydrateRoot(container, app, {
    onRecoverableError(error, info) {
      if (pageLeftToBrowser) return;
      console.error('Recoverable error while hydrating', error, info.componentStack);
    },
  });
}

start();
