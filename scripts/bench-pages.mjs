#!/usr/bin/env node
/**
 * `npm run bench:pages`: how fast the composed public pages are served, beside a static file in
 * the same run. Seeds a throwaway embedded database with the site's seeds plus BENCH_POSTS more
 * posts (default 500), starts the whole site with `npm start` on its own ports, then loads each
 * route with autocannon (BENCH_CONNECTIONS connections, default 50, for BENCH_SECONDS, default 10,
 * asking for brotli as browsers do) and prints req/s, p99 and the share of `/robots.txt`'s rate,
 * plus the size of each page's HTML (uncompressed). A benchmark, not a test: it prints figures and
 * never fails on them.
 *
 * Options (environment): BENCH_PORT (default 3800; the remotes take the next five ports, the API
 * BENCH_PORT + 1000), BENCH_POSTS, BENCH_SECONDS, BENCH_CONNECTIONS.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const autocannon = createRequire(path.join(root, 'api', 'package.json'))('autocannon');
const port = Number(process.env.BENCH_PORT || 3800);
const posts = Number(process.env.BENCH_POSTS ?? 500);
const seconds = Number(process.env.BENCH_SECONDS || 10);
const connections = Number(process.env.BENCH_CONNECTIONS || 50);
const site = `http://127.0.0.1:${port}`;
const staticFile = '/robots.txt';
const routes = [
  '/',
  '/about',
  '/blog',
  '/blog?page=2',
  '/blog/two-of-you-framework',
  '/consulting/specials',
  '/calendar/strategy-call',
  '/connect',
];

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-pages-'));
const env = {
  ...process.env,
  PORT: String(port),
  MARKETING_PORT: String(port + 1),
  BLOG_PORT: String(port + 2),
  BOOKING_PORT: String(port + 3),
  INTAKE_PORT: String(port + 4),
  ADMIN_PORT: String(port + 5),
  API_PORT: String(port + 1000),
  SITE_ORIGIN: site,
  DATA_DIR: path.join(dataDir, 'pglite'),
  LOG_LEVEL: 'warn',
};

const seeded = spawnSync('npx', ['tsx', 'bench/seed-posts.ts', String(posts)], {
  cwd: path.join(root, 'api'),
  env,
  stdio: 'inherit',
});
if (seeded.status !== 0) process.exit(seeded.status ?? 1);

const server = spawn('node', [path.join(root, 'scripts', 'start.mjs')], {
  cwd: root,
  env,
  stdio: ['ignore', 'pipe', 'inherit'],
  detached: true,
});
server.stdout.on('data', () => {});

function stop() {
  try {
    process.kill(-server.pid, 'SIGINT');
  } catch {
    // already stopped
  }
}
process.on('exit', () => {
  stop();
  rmSync(dataDir, { recursive: true, force: true });
});
process.on('SIGINT', () => process.exit(130));

async function waitForSite(timeoutMs = 900_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`npm start stopped (${server.exitCode})`);
    try {
      if ((await fetch(`${site}/runtime-config.json`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('the site did not start');
}

function load(route, duration = seconds) {
  return autocannon({
    url: `${site}${route}`,
    connections,
    duration,
    headers: { 'accept-encoding': 'br, gzip' },
  });
}

await waitForSite();
const sizes = {};
for (const route of routes) {
  // Render each page once (and warm the caches), and note its HTML's size.
  const response = await fetch(`${site}${route}`, { headers: { 'accept-encoding': 'identity' } });
  sizes[route] = (await response.arrayBuffer()).byteLength;
}
await load(staticFile, 2);

const results = [];
for (const route of [staticFile, ...routes, staticFile]) {
  const result = await load(route);
  results.push({
    route,
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  });
}
// The static file's rate: the mean of its runs before and after the pages.
const ceiling = (results[0].rps + results.at(-1).rps) / 2;

console.info(
  `\nbench:pages: ${posts} extra posts, ${connections} connections, ${seconds} s per route, Accept-Encoding: br\n`,
);
console.info('route                            req/s   p99 ms   vs static   HTML (KB)   errors');
for (const r of results) {
  console.info(
    [
      r.route.padEnd(30),
      r.rps.toFixed(0).padStart(7),
      r.p99.toFixed(0).padStart(8),
      `${((r.rps / ceiling) * 100).toFixed(0)} %`.padStart(11),
      (sizes[r.route] === undefined ? '' : (sizes[r.route] / 1024).toFixed(1)).padStart(11),
      String(r.errors).padStart(8),
    ].join(' '),
  );
}
process.exit(0);
