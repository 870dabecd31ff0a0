import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { run } from './run.mjs';

/**
 * The project runs on one Node version, the one its images run in production: `.nvmrc` names it.
 * When the `node` running this script is of another major (these machines come with Node 20), the
 * script installs that version once from the npm registry (the package `node-<platform>-<arch>`,
 * which holds Node's official binary) into `.tools/node`, git-ignored, and runs itself again on it,
 * with its `bin` first on PATH so that every child process (npm, turbo, jest, tsx, Playwright's web
 * servers) runs on it too. Resolves when this process already runs on the project's major; when it
 * re-runs itself, it never resolves and exits with the re-run's exit code.
 */
export async function useProjectNode(root) {
  const version = readFileSync(path.join(root, '.nvmrc'), 'utf8').trim().replace(/^v/, '');
  const major = version.split('.')[0];
  if (process.versions.node.split('.')[0] === major) return;
  if (process.env.PROJECT_NODE_REEXEC) {
    throw new Error(`Re-ran on the project's Node, but it is ${process.version}, not ${major}.x.`);
  }

  const packageName = `node-${process.platform}-${process.arch}`;
  const prefix = path.join(root, '.tools', 'node');
  const packageDir = path.join(prefix, 'node_modules', packageName);
  const bin = path.join(packageDir, 'bin');
  const node = path.join(bin, 'node');
  if (!isInstalled(packageDir, version)) {
    console.info(`Installing Node ${version} (npm package ${packageName}) into .tools/node…`);
    const args = ['install', '--prefix', prefix, '--no-save', '--no-package-lock'];
    const flags = ['--no-audit', '--no-fund', '--loglevel=error', `${packageName}@${version}`];
    const code = await run('npm', [...args, ...flags], { cwd: root });
    if (code !== 0 || !existsSync(node)) {
      throw new Error(
        `Could not install Node ${version} from the npm package ${packageName}: ` +
          `install Node ${major} (see .nvmrc) and run the command again.`,
      );
    }
  }
  console.info(
    `Running on Node ${version} from .tools/node (this machine's node is ${process.version}).`,
  );

  const child = spawn(node, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}`,
      PROJECT_NODE_REEXEC: '1',
    },
  });
  // A terminal's Ctrl-C reaches both processes (same process group); a signal sent to this one
  // alone is passed on. Either way this process waits for the re-run to finish its clean-up.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (child.exitCode === null) child.kill(signal);
    });
  }
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  child.on('error', (error) => {
    console.error(`Could not run ${node}: ${error.message}`);
    process.exit(1);
  });
  return new Promise(() => {});
}

function isInstalled(packageDir, version) {
  try {
    const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
    return manifest.version === version && existsSync(path.join(packageDir, 'bin', 'node'));
  } catch {
    return false;
  }
}
