#!/usr/bin/env node
/**
 * `npm run bench:web`: Lighthouse (mobile preset, default simulated throttling) against the
 * production build in Debian's Chromium. Starts the whole site with `npm start` on its own ports
 * and a throwaway embedded database, then prints, for every route of the registry (parameters
 * filled with a real example: the newest post, a free strategy call booked for the occasion),
 * the four category scores, LCP, CLS, TBT, the JavaScript of the first load (bytes on the wire,
 * compressed) and the request count. A benchmark, not a test: it prints figures and never fails
 * on them.
 *
 * Options (environment): CHROME_PATH (default /usr/bin/chromium), BENCH_PORT (default 3700; the
 * remotes take the next five ports, the API BENCH_PORT + 1000), BENCH_RUNS (default 3; the median
 * of the runs is printed), BENCH_ONLY (comma-separated parts of URLs: only those pages).
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { remotes } from '@site/contracts/registry';
import { toPath } from '@site/contracts/routes';
import { benchSite, root } from './lib/bench-site.mjs';

const port = Number(process.env.BENCH_PORT || 3700);
const runs = Number(process.env.BENCH_RUNS || 3);
const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
const only = process.env.BENCH_ONLY ? process.env.BENCH_ONLY.split(',') : undefined;

const { site, dataDir, start } = benchSite({ port, name: 'bench-web' });

/**
 * A real example of each route's parameters: the newest post's slug, and a free strategy call
 * booked here (its schedule and questionnaire links are the ones its visitor gets). The back
 * office's ids need no record: signed out, every back-office page shows the sign-in form.
 */
async function exampleParams() {
  const params = { postId: '1', noticeId: '1', broadcastId: '1' };
  const list = await (await fetch(`${site}/api/blog-summaries`)).json();
  if (list.posts?.[0]) params.slug = list.posts[0].slug;
  const created = await fetch(`${site}/api/create-payment-intent`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      packageType: 'strategy-call',
      name: 'Bench Visitor',
      email: `bench-${Date.now()}@example.com`,
    }),
  });
  if (created.ok) params.bookingId = String((await created.json()).bookingId);
  else console.warn(`no booking for the example links (${created.status})`);
  return params;
}

/** Every route of the registry, with its parameters filled; routes without an example are said. */
function registryUrls(params) {
  const urls = [];
  for (const route of remotes.flatMap((remote) => remote.routes)) {
    try {
      urls.push({ route, url: toPath(route.path, params) });
    } catch (error) {
      console.warn(`skipped ${route.path}: ${error.message}`);
    }
  }
  return urls;
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

await start();
const urls = registryUrls(await exampleParams()).filter(
  ({ url }) => !only || only.some((part) => url.includes(part)),
);
console.info(`\nLighthouse 12, mobile preset, simulated throttling; median of ${runs} run(s)\n`);
console.info(
  'route                          perf  a11y  bp   seo  LCP     CLS    TBT     JS (KB, wire)  requests',
);
for (const { route, url } of urls) {
  const f = await measure(`${site}${url}`);
  const mark = route.indexable ? '' : ' (not indexable)';
  console.info(
    `${url.slice(0, 30).padEnd(30)} ${String(f.perf).padStart(4)}  ${String(f.a11y).padStart(4)} ${String(f.bp).padStart(4)} ${String(f.seo).padStart(4)}  ${f.lcp.toFixed(1).padStart(4)} s  ${f.cls.toFixed(3)}  ${String(Math.round(f.tbt)).padStart(4)} ms  ${f.js.toFixed(0).padStart(8)}       ${f.requests}${mark}`,
  );
}
process.exit(0);
