#!/usr/bin/env node
/**
 * `npm run bench:web`: Lighthouse (mobile preset, default simulated throttling) against the
 * production build in Debian's Chromium. Starts the whole site with `npm start` on its own ports
 * and a throwaway embedded database, then prints, per page, the four category scores, LCP, CLS,
 * TBT, the JavaScript of the first load (bytes on the wire, compressed) and the request count.
 * A benchmark, not a test: it prints figures and never fails on them.
 *
 * Options (environment): CHROME_PATH (default /usr/bin/chromium), BENCH_PORT (default 3700; the
 * remotes take the next four ports, the API BENCH_PORT + 1000), BENCH_RUNS (default 1; the median
 * of several runs is printed).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT || 3700);
const runs = Number(process.env.BENCH_RUNS || 1);
const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
const site = `http://127.0.0.1:${port}`;
const routes = [
  '/',
  '/about',
  '/blog',
  '/blog/two-of-you-framework',
  '/consulting/specials',
  '/calendar/strategy-call',
];

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-web-'));
const server = spawn('node', [path.join(root, 'scripts', 'start.mjs')], {
  cwd: root,
  env: {
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
  },
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

async function waitForSite(timeoutMs = 600_000) {
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

function lighthouse(url) {
  const out = path.join(dataDir, `lh-${Date.now()}.json`);
  return new Promise((resolve, reject) => {
    const child = spawn(
      'node',
      [
        path.join(root, 'node_modules', 'lighthouse', 'cli', 'index.js'),
        url,
        '--output=json',
        `--output-path=${out}`,
        '--quiet',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking',
      ],
      { env: { ...process.env, CHROME_PATH: chrome }, stdio: 'inherit' },
    );
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(readFileSync(out, 'utf8')))
        : reject(new Error(`exit ${code}`)),
    );
  });
}

/** One Lighthouse report's figures. */
function figures(report) {
  const audits = report.audits;
  const requests = audits['network-requests'].details.items;
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  const score = (id) => Math.round(report.categories[id].score * 100);
  return {
    perf: score('performance'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    lcp: audits['largest-contentful-paint'].numericValue / 1000,
    cls: audits['cumulative-layout-shift'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    js: scripts.reduce((sum, r) => sum + r.transferSize, 0) / 1024,
    requests: requests.length,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(url) {
  const results = [];
  for (let i = 0; i < runs; i += 1) {
    try {
      results.push(figures(await lighthouse(url)));
    } catch {
      // Chrome's launch fails now and then on a busy machine: one more try.
      results.push(figures(await lighthouse(url)));
    }
  }
  return Object.fromEntries(
    Object.keys(results[0]).map((key) => [key, median(results.map((r) => r[key]))]),
  );
}

await waitForSite();
console.info(`\nLighthouse 12, mobile preset, simulated throttling; median of ${runs} run(s)\n`);
console.info(
  'route                          perf  a11y  bp   seo  LCP     CLS    TBT     JS (KB, wire)  requests',
);
for (const route of routes) {
  const f = await measure(`${site}${route}`);
  console.info(
    `${route.padEnd(30)} ${String(f.perf).padStart(4)}  ${String(f.a11y).padStart(4)} ${String(f.bp).padStart(4)} ${String(f.seo).padStart(4)}  ${f.lcp.toFixed(1).padStart(4)} s  ${f.cls.toFixed(3)}  ${String(Math.round(f.tbt)).padStart(4)} ms  ${f.js.toFixed(0).padStart(8)}       ${f.requests}`,
  );
}
process.exit(0);
