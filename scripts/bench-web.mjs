#!/usr/bin/env node
/**
 * `npm run bench:web`: Lighthouse (mobile preset, default simulated throttling) against the
 * production build in Debian's Chromium. Starts the whole site with `npm start` on its own ports
 * and a throwaway embedded database, then prints, for every route of the registry (parameters
 * filled with a real example: the newest post, a free strategy call booked for the occasion),
 * the four category scores, LCP, CLS, TBT, the JavaScript of the first load (bytes on the wire,
 * compressed) and the request count. The back office's screens are measured as the owner sees
 * them, signed in: an owner account is made for the occasion and Lighthouse sends its cookie.
 * The not-found pages (the site's, and the back office's for an address no screen has) answer
 * 404 by design: they are measured all the same, and marked. A benchmark, not a test: it prints
 * figures and never fails on them.
 *
 * Options (environment): CHROME_PATH (default /usr/bin/chromium), BENCH_PORT (default 3700; the
 * remotes take the next five ports, the API BENCH_PORT + 1000), BENCH_RUNS (default 5; the median
 * of the runs is printed: Lighthouse's own advice, the median of five being about twice as steady
 * as one run, and a page whose first layout happens to be slow in one freshly started browser
 * no longer sets its figure), BENCH_ONLY (comma-separated parts of URLs: only those pages; a part
 * written `=/path` is that path exactly, so `=/` is the home page alone),
 * BENCH_REPORTS (a folder: every Lighthouse report is kept there, named after its page, to see
 * which tasks made a figure), BENCH_TRACES (with BENCH_REPORTS: each report's trace and
 * DevTools log beside it, to open in the Performance panel).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { adminPaths } from '@site/contracts/admin';
import { remotes } from '@site/contracts/registry';
import { toPath } from '@site/contracts/routes';
import { benchSite, root } from './lib/bench-site.mjs';

const port = Number(process.env.BENCH_PORT || 3700);
const runs = Number(process.env.BENCH_RUNS || 5);
const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
const only = process.env.BENCH_ONLY ? process.env.BENCH_ONLY.split(',') : undefined;

const { site, env, dataDir, start } = benchSite({ port, name: 'bench-web' });

/** The bench's owner account, made before the site starts (the API's own command). */
const benchOwner = { username: 'bench-owner', password: 'quiet lighthouse at the bench' };

function createOwner() {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'owner', '-w', 'api', '--', 'create'], {
      cwd: root,
      env: { ...env, OWNER_USERNAME: benchOwner.username, OWNER_PASSWORD: benchOwner.password },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`owner create: exit ${code}`)),
    );
  });
}

/** Signs the bench's owner in; answers the `Cookie` header his browser would send. */
async function signIn() {
  const answer = await fetch(`${site}${adminPaths.session}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site },
    body: JSON.stringify(benchOwner),
  });
  if (!answer.ok) throw new Error(`owner sign-in: ${answer.status}`);
  const cookie = answer.headers.getSetCookie().find((value) => /owner_session=/.test(value));
  if (!cookie) throw new Error('owner sign-in: no session cookie');
  return cookie.split(';', 1)[0];
}

/** The owner's cookie, signed in anew when the last sign-in is a few minutes old (idle expiry). */
let session = { cookie: '', at: 0 };
async function ownerCookie() {
  if (Date.now() - session.at > 5 * 60_000) session = { cookie: await signIn(), at: Date.now() };
  return session.cookie;
}

/**
 * A real example of each route's parameters: the newest post's slug, and a free strategy call
 * booked here (its schedule and questionnaire pages measured as the browser that booked it sees
 * them, with its cookie). The back office's screens show real records as the owner opens them:
 * the first post, the booking, the newest notice (the booking's), and a draft broadcast written
 * for the occasion.
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
  if (created.ok) {
    params.bookingId = String((await created.json()).bookingId);
    // The booking's own cookie, as the browser that booked it holds it.
    // One cookie per path it is set for, all the same pair: sent once.
    visitorCookie = [
      ...new Set(created.headers.getSetCookie().map((value) => value.split(';', 1)[0])),
    ].join('; ');
  } else console.warn(`no booking for the example links (${created.status})`);
  const owner = { cookie: await ownerCookie(), origin: site };
  // A message through the contact form: the owner's notice of it is written within seconds.
  await fetch(`${site}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site },
    body: JSON.stringify({
      inquiryType: 'general',
      name: 'Bench Visitor',
      email: 'bench-visitor@example.com',
      message: 'How would we begin if I chose the five-session package?',
    }),
  });
  for (let tries = 0; tries < 20 && params.noticeId === '1'; tries += 1) {
    const notices = await fetch(`${site}/api/admin/notices`, { headers: owner });
    const newest = notices.ok ? (await notices.json()).items?.[0] : undefined;
    if (newest) params.noticeId = newest.id;
    else await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (params.noticeId === '1') console.warn('no notice for the example links');
  const draft = await fetch(`${site}/api/admin/broadcasts`, {
    method: 'POST',
    headers: { ...owner, 'content-type': 'application/json' },
    body: JSON.stringify({ subject: 'This month, in short', source: 'post', postId: 1 }),
  });
  if (draft.ok) params.broadcastId = String((await draft.json()).id);
  else console.warn(`no broadcast for the example links (${draft.status})`);
  // A client's page: the first client the back office lists (the seeds' or the bench's visitor).
  const clients = await fetch(`${site}/api/admin/clients`, { headers: owner });
  const firstClient = clients.ok ? (await clients.json())[0] : undefined;
  if (firstClient) params.clientId = String(firstClient.id);
  else console.warn(`no client for the example links (${clients.status})`);
  return params;
}

/** The cookie the visitor who booked the example booking sends (its pages show it to him only). */
let visitorCookie = '';

/** Every route of the registry, with its parameters filled; routes without an example are said. */
function registryUrls(params) {
  const urls = [];
  for (const route of remotes.flatMap((remote) => remote.routes)) {
    try {
      // The catch-all (`/admin/*`) is measured at an address no screen has: its not-found page.
      urls.push({ route, url: toPath(route.path, params).replace(/\*$/, 'no-such-page') });
    } catch (error) {
      console.warn(`skipped ${route.path}: ${error.message}`);
    }
  }
  // The public not-found page, which no route of the registry names: the shell's own.
  urls.push({ route: { indexable: false }, url: '/no-such-page' });
  return urls;
}

/** The status the page answers: a not-found page (404 by design) is measured all the same. */
async function statusOf(url, cookie) {
  const answer = await fetch(url, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
  return answer.status;
}

function lighthouse(url, cookie, notFound) {
  const name = `${new URL(url).pathname.replace(/\W+/g, '-')}-${Date.now()}.json`;
  const folder = process.env.BENCH_REPORTS || dataDir;
  mkdirSync(folder, { recursive: true });
  const out = path.join(folder, `lh${name}`);
  return new Promise((resolve, reject) => {
    const child = spawn(
      'node',
      [
        path.join(root, 'node_modules', 'lighthouse', 'cli', 'index.js'),
        url,
        '--output=json',
        `--output-path=${out}`,
        '--quiet',
        // Lighthouse refuses a page that answers 404 unless told it is meant to.
        ...(notFound ? ['--ignore-status-code'] : []),
        ...(process.env.BENCH_TRACES && process.env.BENCH_REPORTS ? ['--save-assets'] : []),
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking',
        ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
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

async function measure(url, cookie) {
  const notFound = (await statusOf(url, cookie)) === 404;
  const results = [];
  for (let i = 0; i < runs; i += 1) {
    // Chrome's launch or its trace fails now and then on a busy machine (Lighthouse's
    // NO_NAVSTART): up to two more tries before the route is reported as not measured.
    for (let tries = 1; ; tries += 1) {
      try {
        results.push(figures(await lighthouse(url, cookie, notFound)));
        break;
      } catch (error) {
        if (tries === 3) throw error;
      }
    }
  }
  return {
    ...Object.fromEntries(
      Object.keys(results[0]).map((key) => [key, median(results.map((r) => r[key]))]),
    ),
    notFound,
  };
}

await createOwner();
await start();
const urls = registryUrls(await exampleParams()).filter(
  ({ url }) =>
    !only ||
    only.some((part) => (part.startsWith('=') ? url === part.slice(1) : url.includes(part))),
);
console.info(`\nLighthouse 12, mobile preset, simulated throttling; median of ${runs} run(s)\n`);
console.info(
  'route                          perf  a11y  bp   seo  LCP     CLS    TBT     JS (KB, wire)  requests',
);
for (const { route, url } of urls) {
  const cookie = route.signedIn
    ? await ownerCookie()
    : route.visitorData && visitorCookie
      ? visitorCookie
      : undefined;
  const label = url.slice(0, 30).padEnd(30);
  let f;
  try {
    f = await measure(`${site}${url}`, cookie);
  } catch (error) {
    console.info(`${label} not measured: Lighthouse failed (${error.message})`);
    continue;
  }
  const mark = f.notFound
    ? ' (answers 404)'
    : route.indexable
      ? ''
      : route.signedIn
        ? ' (signed in)'
        : ' (not indexable)';
  console.info(
    `${label} ${String(f.perf).padStart(4)}  ${String(f.a11y).padStart(4)} ${String(f.bp).padStart(4)} ${String(f.seo).padStart(4)}  ${f.lcp.toFixed(1).padStart(4)} s  ${f.cls.toFixed(3)}  ${String(Math.round(f.tbt)).padStart(4)} ms  ${f.js.toFixed(0).padStart(8)}       ${f.requests}${mark}`,
  );
}
process.exit(0);
