import path from 'node:path';
import { buildRemoteServer } from './remote-server';
import { listenUntilStopped } from './listen';
import { readFragmentSecret } from './fragment-secret';
import { readPort } from './read-port';

/** `site-static-server`: serves ./dist of the current app on PORT (a remote's `npm start`). */

async function main() {
  const origins = process.env.CORS_ORIGINS?.trim();
  const app = await buildRemoteServer({
    root: path.resolve(process.env.DIST_DIR ?? 'dist'),
    corsOrigins: !origins || origins === '*' ? '*' : origins.split(',').map((o) => o.trim()),
    apiOrigin: process.env.API_URL?.trim() || undefined,
    fragmentSecret: readFragmentSecret(process.env),
    logLevel: process.env.LOG_LEVEL?.trim() || 'info',
  });
  await listenUntilStopped(app, readPort(process.env, 'PORT'), process.env.HOST ?? '0.0.0.0');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
