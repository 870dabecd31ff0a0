import path from 'node:path';
import { listenUntilStopped } from '@site/static-server/listen';
import { buildShellServer } from './app';
import { readShellConfig, unsetSettingsNotice } from './config';

async function main() {
  const shellDir = path.join(__dirname, '..');
  const config = readShellConfig(
    process.env,
    path.join(shellDir, 'dist'),
    path.join(shellDir, 'public'),
  );
  const app = await buildShellServer(config, {});
  const notice = unsetSettingsNotice(config.runtime);
  if (notice) app.log.info(notice);
  await listenUntilStopped(app, config.port, config.host);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
