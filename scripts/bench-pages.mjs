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
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { browserRenderedAttribute } from '@site/contracts/rendering';
import { benchSite, root } from './lib/bench-site.mjs';

const autocannon = createRequire(path.join(root, 'api', 'package.json'))('autocannon');
const port = Number(process.env.BENCH_PORT || 3800);
const posts = Number(process.env.BENCH_POSTS ?? 500);
const seconds = Number(process.env.BENCH_SECONDS || 10);
const connections = Number(process.env.BENCH_CONNECTIONS || 50);
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

const { site, env, start } = benchSite({ port, name: 'bench-pages' });
const seeded = spawnSync('npx', ['tsx', 'bench/seed-posts.ts', String(posts)], {
  cwd: path.join(root, 'api'),
  env,
  stdio: 'inherit',
});
if (seeded.status !== 0) process.exit(seeded.status ?? 1);

function load(route, duration = seconds) {
  return autocannon({
    url: `${site}${route}`,
    connections,
    duration,
    headers: { 'accept-encoding': 'br, gzip' },
  });
}

await start();
const sizes = {};
for (const route of routes) {
  // Render each page (and warm the caches), and note its HTML's size once its remote rendered it
  // (on a busy machine the first answer may be the stand-in the browser renders).
  for (let attempt = 0; attempt < 30; attempt += 1) {
    const response = await fetch(`${site}${route}`, { headers: { 'accept-encoding': 'identity' } });
    const html = await response.text();
    sizes[route] = Buffer.byteLength(html);
    if (!html.includes(browserRenderedAttribute)) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
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
