import path from 'node:path';
import { buildRemoteServer } from './remote-server';
import { listenUntilStopped } from './listen';

/** `site-static-server`: serves ./dist of the current app on PORT (a remote's `npm start`). */
function readPort(): number {
  const port = Number(process.env.PORT);
  if (!process.env.PORT) throw new Error('PORT must be set to the port this remote serves on');
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${process.env.PORT}"`);
  }
  return port;
}

async function main() {
  const origins = process.env.CORS_ORIGINS?.trim();
  const app = await buildRemoteServer({
    root: path.resolve(process.env.DIST_DIR ?? 'dist'),
    corsOrigins: !origins || origins === '*' ? '*' : origins.split(',').map((o) => o.trim()),
    logger: true,
  });
  await listenUntilStopped(app, readPort(), process.env.HOST ?? '0.0.0.0');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
