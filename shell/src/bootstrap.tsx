import { startTransition } from 'react';
import { browserRenderedAttribute, queryStateElementId } from '@site/contracts/rendering';
import { registerSiteRemotes } from './remotes/federation';
import { readRuntimeConfig } from './remotes/runtime-config';
import { nextTask } from './next-task';

async function start() {
  const config = readRuntimeConfig();
  registerSiteRemotes(config.remotes);
  // Start-up runs in stages, each its own task, so no single task blocks the page for long: the
  // federation runtime, then the query cache, then React DOM and the router, then the site's own
  // modules, then hydration, which React splits further since it runs as a transition. Everything
  // is already in main.js ("eager"): the stages only decide when each part is evaluated, never
  // fetch anything.
  await nextTask();
  const [{ hydrate }, { createQueryClient }] = await Promise.all([
    import(/* webpackMode: "eager" */ '@tanstack/react-query'),
    import(/* webpackMode: "eager" */ '@site/api-client/query-client'),
  ]);
  await nextTask();
  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const { BrowserRouter } = await import(/* webpackMode: "eager" */ '@site/ui/router');
  // The libraries the site's modules are built on, each evaluated in a task of its own before
  // the modules that use them (a module is evaluated once: the app's import below finds them).
  await nextTask();
  await import(/* webpackMode: "eager" */ 'styled-components');
  await nextTask();
  await import(/* webpackMode: "eager" */ 'yup');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@site/ui/app-providers');
  await nextTask();
  const { App } = await import(/* webpackMode: "eager" */ './app/app');
  await nextTask();
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
    // A page the shell's server did not write (its static index.html) has no fonts yet.
    const { addFontStyle } = await import(/* webpackMode: "eager" */ '@site/ui/fonts');
    addFontStyle();
    createRoot(container).render(app);
    return;
  }
  // A page the server deliberately left to the browser (its remote did not answer in time)
  // reports one recoverable error when React switches that boundary to client rendering.
  const pageLeftToBrowser = container.hasAttribute(browserRenderedAttribute);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page; updates in the meantime must be transitions too (they are).
  startTransition(() => {
    hydrateRoot(container, app, {
      onRecoverableError(error, info) {
        if (pageLeftToBrowser) return;
        console.error('Recoverable error while hydrating', error, info.componentStack);
      },
    });
  });
}

void start();
