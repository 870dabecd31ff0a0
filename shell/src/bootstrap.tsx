import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerSiteRemotes } from './remotes/federation';
import { fetchRuntimeConfig } from './remotes/runtime-config';

async function start() {
  const config = await fetchRuntimeConfig();
  registerSiteRemotes(config.remotes);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(<App config={config} />);
}

void start();
