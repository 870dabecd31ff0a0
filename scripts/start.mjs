#!/usr/bin/env node
/**
 * `npm start`: runs on the project's Node (see lib/project-node.mjs), installs what is missing,
 * builds (Turborepo caches it), migrates and seeds the embedded database, then runs the API, every
 * remote and the shell until Ctrl-C (or SIGTERM). A server that crashes is started again after a
 * back-off (lib/supervise.mjs), with a log line for the crash and one for the restart; the others
 * keep serving meanwhile.
 */
import { spawn } from 'node:child_process';
import readline from 'node:readline';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstalled } from './lib/ensure-install.mjs';
import { useProjectNode } from './lib/project-node.mjs';
import { run, turboEnv } from './lib/run.mjs';
import { supervise } from './lib/supervise.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = (name, fallback) => process.env[name] || fallback;
/** Filled once dependencies are installed (the registry is TypeScript, read through tsx). */
let remotes = [];
let services = [];
let siteUrl = '';
let siteAliases = '';
let apiUrl = '';
/**
 * The secret the shell's server sends with every render request and the remotes' servers require
 * (FRAGMENT_SECRET): the environment's, or a new one for each start, known only to these processes.
 */
const fragmentSecret = process.env.FRAGMENT_SECRET || randomBytes(32).toString('base64url');

/** Every server of the site, from the registry: the API, each remote, then the shell. */
async function loadServices() {
  const { tsImport } = await import('tsx/esm/api');
  const registry = await tsImport('@site/contracts/registry', import.meta.url);
  const { localSiteOrigins } = await tsImport('@site/contracts/site-origins', import.meta.url);
  const { apiDefaultPort, shellDefaultPort } = registry;
  remotes = registry.remotes;
  services = [
    {
      name: 'api',
      workspace: 'api',
      port: env('API_PORT', String(apiDefaultPort)),
      ready: '/api/health',
    },
    ...remotes.map((remote) => ({
      name: remote.name,
      workspace: `mfe-${remote.name}`,
      port: env(`${remote.name.toUpperCase()}_PORT`, String(remote.defaultPort)),
      ready: '/mf-manifest.json',
    })),
    {
      name: 'shell',
      workspace: 'shell',
      port: env('PORT', String(shellDefaultPort)),
      ready: '/runtime-config.json',
    },
  ];
  // The site's origin and its alias (the loopback address), for the shell and the API alike: the
  // API accepts browsers from these two origins only.
  const local = localSiteOrigins(portOf('shell'));
  siteUrl = local.siteOrigin;
  siteAliases = env('SITE_ALIASES', local.siteAliases.join(','));
  apiUrl = env('API_URL', `http://127.0.0.1:${portOf('api')}`);
}
const portOf = (name) => services.find((s) => s.name === name).port;

/**
 * A person watching the terminal gets readable log lines (time, level, the service's name, the
 * message); the servers themselves always write JSON, the production format, which is what goes
 * through when the output is not a terminal, with NODE_ENV=production, or with LOG_FORMAT=json.
 */
const readableLogs =
  process.stdout.isTTY &&
  process.env.NODE_ENV !== 'production' &&
  process.env.LOG_FORMAT !== 'json';

async function readableLogStream(service) {
  const { default: pretty } = await import('pino-pretty');
  const width = Math.max(...services.map((s) => s.name.length));
  return pretty({
    colorize: true,
    destination: 1,
    sync: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
    messageFormat: (log, messageKey) => `${service.name.padEnd(width)}  ${log[messageKey] ?? ''}`,
  });
}

function serviceEnv(service) {
  const base = { ...process.env, PORT: service.port };
  if (service.name === 'shell') {
    return {
      ...base,
      API_URL: apiUrl,
      FRAGMENT_SECRET: fragmentSecret,
      SITE_ORIGIN: env('SITE_ORIGIN', siteUrl),
      // The site answers on the loopback address too: pages asked there get their URLs on it.
      SITE_ALIASES: siteAliases,
      ...Object.fromEntries(
        remotes.map((remote) => [
          `REMOTE_${remote.name.toUpperCase()}_SERVER`,
          env(
            `REMOTE_${remote.name.toUpperCase()}_SERVER`,
            `http://127.0.0.1:${portOf(remote.name)}`,
          ),
        ]),
      ),
    };
  }
  if (service.name === 'api') {
    return {
      ...base,
      SITE_ORIGIN: env('SITE_ORIGIN', siteUrl),
      SITE_ALIASES: siteAliases,
      // Reached through the shell's server only, on this machine: nothing else may talk to it,
      // and only the shell (127.0.0.1) may tell it a visitor's address (X-Forwarded-For).
      HOST: '127.0.0.1',
      TRUST_PROXY: '127.0.0.1',
    };
  }
  // A remote renders its pages with public data from the API, for the shell's server only.
  return { ...base, API_URL: apiUrl, FRAGMENT_SECRET: fragmentSecret };
}

/** Resolves once the service answers; a crash meanwhile is restarted by its supervisor. */
async function waitUntilReady(service, timeoutMs = 60_000) {
  const url = `http://127.0.0.1:${service.port}${service.ready}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${service.name} did not answer ${url} within ${timeoutMs / 1000} s`);
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port: Number(port) }, () => probe.close(() => resolve(true)));
  });
}

async function checkPortsFree() {
  for (const service of services) {
    if (!(await portIsFree(service.port))) {
      throw new Error(
        `Port ${service.port} (${service.name}) is already in use: is the site already running? ` +
          'Stop it, or choose other ports (see docs/operations.md: PORT, API_PORT, MARKETING_PORT, …).',
      );
    }
  }
}

async function prepare() {
  const steps = [
    ['npx', ['turbo', 'run', 'build', '--output-logs=errors-only']],
    ['npm', ['run', 'db:migrate', '-w', 'api']],
    ['npm', ['run', 'db:seed', '-w', 'api']],
  ];
  for (const [command, args] of steps) {
    if ((await run(command, args, { cwd: root, env: turboEnv })) !== 0) {
      throw new Error(`${command} ${args.join(' ')} failed`);
    }
  }
}

/**
 * The API's one-time set-up link, which it logs at start while the site has no owner (a JSON line
 * with `setupUrl`): printed where the person who ran `npm start` sees it, once the site is up.
 */
const setupLink = { url: null, siteReady: false, shown: false };
function watchForSetupLink(stdout) {
  readline.createInterface({ input: stdout }).on('line', (line) => {
    if (!line.includes('"setupUrl"')) return;
    try {
      const { setupUrl } = JSON.parse(line);
      if (typeof setupUrl !== 'string') return;
      // A restarted API makes a new link: that one is shown too.
      if (setupUrl !== setupLink.url) setupLink.shown = false;
      setupLink.url = setupUrl;
    } catch {
      return; // not a log line of ours
    }
    showSetupLink();
  });
}
function showSetupLink() {
  if (setupLink.shown || !setupLink.url || !setupLink.siteReady) return;
  setupLink.shown = true;
  console.info(
    '\n  The site has no owner yet. Open this link (within an hour) to choose your username and' +
      `\n  password:\n\n    ${setupLink.url}\n\n  It works once. Each start prints a new one while no owner exists.\n`,
  );
}

async function main() {
  await useProjectNode(root);
  await ensureInstalled(root);
  await loadServices();
  await checkPortsFree();
  await prepare();
  const supervisors = [];
  let stopping = false;
  const stopAll = (code) => {
    if (stopping) return;
    stopping = true;
    Promise.all(supervisors.map((supervisor) => supervisor.stop())).then(() => process.exit(code));
  };
  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));

  const logStreams = new Map();
  for (const service of services) {
    if (readableLogs) logStreams.set(service.name, await readableLogStream(service));
    supervisors.push(
      supervise({
        name: service.name,
        start: () =>
          spawn('npm', ['start', '--silent', '-w', service.workspace], {
            cwd: root,
            env: serviceEnv(service),
            // The API's output is read for its set-up link (see showSetupLink) as well as shown.
            stdio: [
              'ignore',
              readableLogs || service.name === 'api' ? 'pipe' : 'inherit',
              'inherit',
            ],
            detached: true,
          }),
        // Lines that are not JSON (a build's output) pass through unchanged.
        onStart: (child) => {
          if (readableLogs) child.stdout.pipe(logStreams.get(service.name), { end: false });
          else if (service.name === 'api') child.stdout.pipe(process.stdout, { end: false });
          if (service.name === 'api') watchForSetupLink(child.stdout);
        },
      }),
    );
  }
  try {
    await Promise.all(services.map((service) => waitUntilReady(service)));
  } catch (error) {
    console.error(error.message);
    stopAll(1);
    return;
  }
  console.info(`\n  The site is running at ${siteUrl}  (Ctrl-C stops everything)\n`);
  setupLink.siteReady = true;
  showSetupLink();
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
