/**
 * The process entry: reads config (a bad variable stops here with its name), optionally migrates
 * (`--migrate`, used by `npm start` and Docker), listens, and closes gracefully on SIGINT/SIGTERM.
 */
import { buildApp } from './app';
import { EnvError } from '@site/contracts/env';
import { loadConfig, type Config } from './platform/config';
import { migrateLatest } from './db/migrator';
import { openOwnerChannel, ownerChannelPath } from './entry/owner-channel';
import { issueSetupLink } from './modules/owner';

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp(config);
  if (process.argv.includes('--migrate')) {
    const applied = await migrateLatest(app.knex);
    app.log.info({ applied }, 'migrations up to date');
  }
  app.server.headersTimeout = 15_000;
  app.server.requestTimeout = 30_000;
  app.server.keepAliveTimeout = 5_000;

  // The owner command's channel (PGlite only, opened once listening) closes with the app.
  let ownerChannel: { close(): Promise<void> } | null = null;
  app.addHook('onClose', async () => {
    await ownerChannel?.close();
  });

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info(`${signal} received, closing`);
      const force = setTimeout(() => {
        app.log.error('graceful shutdown timed out');
        process.exit(1);
      }, 10_000);
      force.unref();
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'error while closing');
          process.exit(1);
        },
      );
    });
  }

  await app.listen({ port: config.port, host: config.host });

  // On embedded PGlite this process holds the database: `npm run owner` asks it (owner-channel.ts).
  if (config.databaseUrl === null) {
    const socketPath = ownerChannelPath(config.dataDir);
    ownerChannel = await openOwnerChannel(app, socketPath).catch((error: unknown) => {
      app.log.warn(
        { err: error, socketPath },
        'the owner command cannot reach this API: stop the site to run it',
      );
      return null;
    });
  }
  // No owner yet: a one-time link to set the account up in the browser (made anew at each start).
  const setupUrl = await issueSetupLink(app);
  if (setupUrl !== null) {
    app.log.warn(
      { setupUrl },
      `The site has no owner yet. Open this link within an hour to choose your username and password: ${setupUrl}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
