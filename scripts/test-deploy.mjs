#!/usr/bin/env node
/**
 * `npm run test:deploy`: runs deploy/test/run-deploy-test.ts on the project's Node (see
 * lib/project-node.mjs; the test needs Node 24's TLS API) with the dependencies installed, once
 * what it needs is there: the docker CLI, Compose (v2's `docker compose`, or `docker-compose`) and
 * a running Docker daemon. A missing tool is installed with apt-get when this runs as root on
 * Debian (packages docker.io, docker-compose); otherwise it says which to install. (debootstrap is
 * needed only where the base images cannot be pulled: the test checks for it then.) Arguments
 * pass through (--keep, --keep-images).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstalled } from './lib/ensure-install.mjs';
import { useProjectNode } from './lib/project-node.mjs';
import { run } from './lib/run.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const answers = (command, args) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;

function missingTools() {
  const missing = [];
  if (!answers('docker', ['--version'])) missing.push('docker.io');
  if (!answers('docker', ['compose', 'version']) && !answers('docker-compose', ['version']))
    missing.push('docker-compose');
  return missing;
}

function ensureDocker() {
  let missing = missingTools();
  if (missing.length > 0) {
    const canInstall = process.getuid?.() === 0 && answers('apt-get', ['--version']);
    if (!canInstall) {
      throw new Error(
        `The deployment test needs Docker with Compose: install ${missing.join(' and ')} ` +
          `(Debian: apt-get install ${missing.join(' ')}) and run it again.`,
      );
    }
    console.info(`Installing ${missing.join(', ')} (apt-get)…`);
    spawnSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit' });
    missing = missingTools();
    if (missing.length > 0) throw new Error(`Could not install ${missing.join(', ')}.`);
  }
  if (!answers('docker', ['info'])) {
    throw new Error(
      'Docker is installed but its daemon does not answer (docker info): start it ' +
        '(systemctl start docker, or run dockerd as root) and run the test again.',
    );
  }
}

async function main() {
  await useProjectNode(root);
  await ensureInstalled(root);
  ensureDocker();
  const test = path.join('deploy', 'test', 'run-deploy-test.ts');
  const code = await run(process.execPath, ['--import', 'tsx', test, ...process.argv.slice(2)], {
    cwd: root,
  });
  process.exit(code);
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
