import { readRemoteServerConfig } from './config';
import { listenUntilStopped } from './listen';
import { buildRemoteServer } from './remote-server';

/** `site-static-server`: serves ./dist of the current app on PORT (a remote's `npm start`). */

async function main() {
  const { port, host, ...options } = readRemoteServerConfig(process.env);
  const app = await buildRemoteServer(options);
  await listenUntilStopped(app, port, host);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
