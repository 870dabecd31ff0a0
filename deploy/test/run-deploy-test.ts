/**
 * `npm run test:deploy`: the owner's Docker Compose deployment, built and run for real.
 *
 * On a snapshot of this work tree (so the tree is never touched, and the heading change below
 * stays in the snapshot) it builds every image with the owner's docker-compose.yml, starts the
 * stack with a throwaway .env under its own project name and free host ports, and checks from the
 * host, through Caddy over HTTPS (DOMAIN=localhost: Caddy's own certificate authority signs the
 * certificate, and this test trusts that authority's root, read from the caddy container):
 *  - every route of the registry answers with its page's <h1> in its first HTML (headings from
 *    e2e/support/routes);
 *  - /api/health, a free strategy call booked and scheduled through the API, a contact message
 *    stored in PostgreSQL (read with psql inside the postgres container);
 *  - the owner's account created with the documented command (no prompt), the owner signed in
 *    with the `__Host-` session cookie (Secure, HttpOnly, SameSite=Strict), the back office's
 *    API and pages answered for it (no-store), a write from another origin refused, signed out;
 *  - one remote rebuilt and redeployed alone with a changed heading is live while the shell's
 *    container keeps running (same container, not restarted);
 *  - every container stops within 5 s of `docker compose stop`; after `down` and `up` the booking
 *    is still there.
 * It prints each image's size against its target, the time to healthy and each stop time.
 * Base images that are missing and cannot be pulled are built as local stand-ins
 * (deploy/test/stand-in-images.sh). Everything it creates is removed at the end, except with
 * --keep-images (faster reruns) or --keep (the stack stays up for a look; remove it with the
 * `down` command it prints).
 */
import { execFileSync, spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { adminPaths, signInMessages } from '@site/contracts/admin';
import { remotes } from '@site/contracts/registry';
import { paths } from '@site/contracts/routes';
import { addDays, availableSlots, defaultBookingWindow, todayIn } from '@site/contracts/slots';
import { coachName } from '../../e2e/support/site';

const root = path.resolve(__dirname, '..', '..');
const keep = process.argv.includes('--keep');
const keepImages = keep || process.argv.includes('--keep-images');
const project = 'coach-site-deploy-test';
const imageTag = 'deploy-test';
const services = [
  'caddy',
  'shell',
  'marketing',
  'blog',
  'booking',
  'intake',
  'admin',
  'api',
  'postgres',
];
const builtServices = ['shell', 'marketing', 'blog', 'booking', 'intake', 'admin', 'api'];
const baseImages = [
  'node:24-bookworm-slim',
  'gcr.io/distroless/nodejs24-debian12:nonroot',
  'postgres:15-bookworm',
  'caddy:2',
];
const megabyte = 1_000_000;
const sizeTargets: Record<string, number> = { api: 300 * megabyte };
const frontEndSizeTarget = 200 * megabyte;
const healthyTargetMs = 60_000;
const stopTargetMs = 5_000;

interface Check {
  name: string;
  ok: boolean;
  detail: string;
}
const checks: Check[] = [];
function record(name: string, ok: boolean, detail = ''): void {
  checks.push({ name, ok, detail });
  console.info(`${ok ? 'PASS' : 'FAIL'}  ${name}${detail ? `: ${detail}` : ''}`);
}
async function step(name: string, run: () => Promise<string | void>): Promise<void> {
  try {
    record(name, true, (await run()) ?? '');
  } catch (error) {
    record(name, false, error instanceof Error ? error.message : String(error));
  }
}
function expect(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// --- Docker and Compose -------------------------------------------------------------------------

function run(command: string, args: string[], options: SpawnSyncOptions = {}): string {
  const result = spawnSync(command, args, {
    encoding: 'utf8',
    maxBuffer: 64 * megabyte,
    ...options,
  });
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim().split('\n').slice(-15);
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.status}):\n${output.join('\n')}`,
    );
  }
  return String(result.stdout ?? '');
}
const docker = (...args: string[]) => run('docker', args).trim();

/** `docker compose` (v2) when installed, else `docker-compose` (v1.29). */
const composeCommand: string[] =
  spawnSync('docker', ['compose', 'version'], { encoding: 'utf8' }).status === 0
    ? ['docker', 'compose']
    : ['docker-compose'];

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'coach-site-deploy-test-'));
const envFile = path.join(work, 'deploy-test.env');

function compose(args: string[], env: Record<string, string> = {}): void {
  const [command, ...rest] = composeCommand;
  const full = [...rest, '-p', project, '--env-file', envFile, '-f', 'docker-compose.yml', ...args];
  const result = spawnSync(command!, full, {
    cwd: work,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) {
    throw new Error(`${composeCommand.join(' ')} ${args.join(' ')} failed${failedLogs()}`);
  }
}

/** The last log lines of every container that stopped with an error. */
function failedLogs(): string {
  return containers()
    .filter((c) => c.status === 'exited' && c.exitCode !== 0)
    .map((c) => {
      const logs = spawnSync('docker', ['logs', '--tail', '15', c.id], { encoding: 'utf8' });
      return `\n--- ${c.service} exited ${c.exitCode}:\n${logs.stdout}${logs.stderr}`;
    })
    .join('');
}

interface ContainerState {
  id: string;
  service: string;
  status: string;
  health: string;
  exitCode: number;
  startedAt: string;
  finishedAt: string;
}
function containers(): ContainerState[] {
  const ids = docker('ps', '-aq', '--filter', `label=com.docker.compose.project=${project}`)
    .split('\n')
    .filter(Boolean);
  if (ids.length === 0) return [];
  // A container removed since `ps` (a redeploy replacing it) is left out, not an error.
  const output = spawnSync('docker', ['inspect', ...ids], { encoding: 'utf8' }).stdout;
  const inspected = JSON.parse(output || '[]') as {
    Id: string;
    Config: { Labels: Record<string, string> };
    State: {
      Status: string;
      Health?: { Status: string };
      ExitCode: number;
      StartedAt: string;
      FinishedAt: string;
    };
  }[];
  return inspected.map(({ Id, Config, State }) => ({
    id: Id,
    service: Config.Labels['com.docker.compose.service'] ?? '',
    status: State.Status,
    health: State.Health?.Status ?? '',
    exitCode: State.ExitCode,
    startedAt: State.StartedAt,
    finishedAt: State.FinishedAt,
  }));
}
const container = (service: string) => containers().find((c) => c.service === service);

/** Waits until every long-running service is healthy and migrate has exited 0. */
async function waitHealthy(timeoutMs = 180_000): Promise<number> {
  const started = Date.now();
  let last = '';
  while (Date.now() - started < timeoutMs) {
    const states = containers();
    const migrate = states.find((c) => c.service === 'migrate');
    if (migrate && migrate.status === 'exited' && migrate.exitCode !== 0) {
      throw new Error(
        `migrate exited ${migrate.exitCode}:\n${docker('logs', '--tail', '20', migrate.id)}`,
      );
    }
    const waiting = services.filter(
      (service) => states.find((c) => c.service === service)?.health !== 'healthy',
    );
    if (migrate?.status === 'exited' && waiting.length === 0) return Date.now() - started;
    last = waiting.join(', ') || 'migrate';
    await sleep(500);
  }
  throw new Error(`not healthy after ${seconds(timeoutMs)}: ${last}`);
}

function psql(sql: string): string {
  const id = container('postgres')?.id;
  expect(id !== undefined, 'no postgres container');
  return docker('exec', id, 'psql', '-U', 'coach_site', '-d', 'coach_site', '-tAc', sql);
}

// --- The site, from the host -------------------------------------------------------------------

/** The site's HTTPS address (DOMAIN=localhost on a free port), and its plain HTTP one. */
let siteUrl = '';
let plainUrl = '';
const origin = () => siteUrl;

async function get(pathname: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${siteUrl}${pathname}`, { headers, redirect: 'manual' });
}
async function send(
  method: 'POST' | 'PATCH' | 'DELETE',
  pathname: string,
  body: unknown,
  { cookie = '', from = origin() }: { cookie?: string; from?: string } = {},
): Promise<Response> {
  return fetch(`${siteUrl}${pathname}`, {
    method,
    headers: {
      'content-type': 'application/json',
      origin: from,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });
}
const post = (pathname: string, body: unknown, cookie = '') =>
  send('POST', pathname, body, { cookie });

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_m, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_m, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
}
/** The text of the first <h1> of a server-rendered page. */
function firstHeading(html: string): string | null {
  const match = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(html);
  if (!match) return null;
  return decodeEntities(match[1]!.replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}
async function headingOf(pathname: string): Promise<{ status: number; heading: string | null }> {
  const response = await get(pathname);
  return { status: response.status, heading: firstHeading(await response.text()) };
}

interface PageRow {
  path: string;
  h1: string | RegExp;
  /** The heading of the first HTML when it differs (pages that depend on the visitor). */
  firstHtmlH1?: string | RegExp;
}
/** The sample URL and heading e2e/support/routes gives a registry route (`/blog/:slug` → a post). */
function sampleFor(pages: readonly PageRow[], routePath: string): PageRow | undefined {
  const pattern = new RegExp(`^${routePath.replace(/:[^/]+/g, '[^/]+')}$`);
  return pages.find((page) => pattern.test(page.path.split('?')[0]!));
}

// --- Steps -------------------------------------------------------------------------------------

function snapshotTree(): void {
  const files = execFileSync('git', ['ls-files', '-z', '-co', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * megabyte,
  })
    .split('\0')
    .filter((file) => file && fs.existsSync(path.join(root, file)));
  for (const file of files) {
    const target = path.join(work, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(path.join(root, file), target);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function writeEnv(): Promise<void> {
  const httpPort = await freePort();
  const httpsPort = await freePort();
  siteUrl = `https://localhost:${httpsPort}`;
  plainUrl = `http://localhost:${httpPort}`;
  const env = {
    COMPOSE_PROJECT_NAME: project,
    IMAGE_TAG: imageTag,
    HTTP_PORT: httpPort,
    HTTPS_PORT: httpsPort,
    // A host name: Caddy serves it over HTTPS, as with the owner's domain (for localhost with a
    // certificate from its own authority instead of Let's Encrypt).
    DOMAIN: 'localhost',
    SITE_ORIGIN: siteUrl,
    // Characters that break a connection URL: the deployment must cope with them.
    POSTGRES_PASSWORD: `p@ss/w:rd%${randomBytes(6).toString('hex')}`,
    COOKIE_SECRET: randomBytes(36).toString('base64url'),
    FRAGMENT_SECRET: randomBytes(36).toString('base64url'),
    COACH_NAME: coachName,
    COMPOSE_SUBNET: '10.213.99.0/24',
  };
  fs.writeFileSync(
    envFile,
    Object.entries(env)
      .map(([key, value]) => `${key}=${value}`)
      .join('\n') + '\n',
  );
}

function ensureBaseImages(): void {
  const missing = baseImages.filter(
    (image) => spawnSync('docker', ['image', 'inspect', image], { stdio: 'ignore' }).status !== 0,
  );
  const unpulled = missing.filter(
    (image) =>
      spawnSync('docker', ['pull', image], { stdio: 'ignore', timeout: 120_000 }).status !== 0,
  );
  if (unpulled.length > 0) {
    console.info(`Building local stand-ins for ${unpulled.join(', ')}`);
    run('bash', [path.join(root, 'deploy', 'test', 'stand-in-images.sh')], { stdio: 'inherit' });
  }
}

async function checkRoutes(): Promise<void> {
  let pages: readonly PageRow[] = [];
  try {
    pages = ((await import('../../e2e/support/routes')) as { pages: PageRow[] }).pages;
  } catch (error) {
    record('e2e/support/routes.ts loads', false, error instanceof Error ? error.message : '');
  }
  for (const remote of remotes) {
    for (const route of remote.routes) {
      await step(`${route.path} (${remote.name}) shows its heading`, async () => {
        const sample = sampleFor(pages, route.path);
        expect(sample !== undefined, `no sample page for ${route.path} in e2e/support/routes.ts`);
        // A page a remote did not render within the shell's budget is sent without its content
        // (the browser renders it): on a busy machine the first, cold render can be that late.
        let attempt = 0;
        let answer: { status: number; heading: string | null };
        do {
          attempt += 1;
          answer = await headingOf(sample.path);
          if (answer.heading === null && attempt < 3) await sleep(1000);
        } while (answer.heading === null && attempt < 3);
        const { status, heading } = answer;
        const wanted = sample.firstHtmlH1 ?? sample.h1;
        expect(status === 200, `${sample.path} answered ${status}`);
        expect(heading !== null, `${sample.path} has no <h1> in its HTML (3 tries)`);
        const matches = typeof wanted === 'string' ? heading === wanted : wanted.test(heading);
        expect(matches, `${sample.path}: <h1> "${heading}", expected ${String(wanted)}`);
        return `${sample.path} → "${heading}"${attempt > 1 ? ` (rendered on try ${attempt})` : ''}`;
      });
    }
  }
}

interface Booked {
  id: number;
  cookie: string;
}
async function bookStrategyCall(): Promise<Booked> {
  const email = `deploy-test-${randomBytes(4).toString('hex')}@example.com`;
  const created = await post('/api/create-payment-intent', {
    packageType: 'strategy-call',
    name: 'Deploy Test',
    email,
  });
  const body = (await created.json()) as { bookingId?: number; message?: string };
  expect(
    created.ok && typeof body.bookingId === 'number',
    `create: ${created.status} ${JSON.stringify(body)}`,
  );
  const cookie = created.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  expect(cookie !== '', 'no booking access cookie was set');

  const taken = (await (await get('/api/consultation-bookings')).json()) as {
    packageType: 'strategy-call';
    scheduledAt: string;
  }[];
  const now = new Date();
  const zone = 'America/Cancun';
  let slot: { startsAt: string } | undefined;
  for (let day = 1; day <= 21 && !slot; day += 1) {
    [slot] = availableSlots({
      date: addDays(todayIn(zone, now), day),
      packageType: 'strategy-call',
      timezone: zone,
      now,
      taken,
      busy: [],
      window: defaultBookingWindow,
    });
  }
  expect(slot !== undefined, 'no free strategy-call slot in the next three weeks');
  const scheduled = await post(
    `/api/consultation-bookings/${body.bookingId}/schedule`,
    { scheduledAt: slot.startsAt, timezone: zone },
    cookie,
  );
  const booking = (await scheduled.json()) as { status?: string; message?: string };
  expect(
    scheduled.ok && booking.status === 'scheduled',
    `schedule: ${scheduled.status} ${JSON.stringify(booking)}`,
  );
  return { id: body.bookingId, cookie };
}

/**
 * Trusts the root of Caddy's own certificate authority (which signs its certificate for
 * localhost) for this process's HTTPS requests, as a visitor's browser trusts a public one.
 */
async function trustCaddysAuthority(): Promise<string> {
  const id = container('caddy')?.id;
  expect(id !== undefined, 'no caddy container');
  const rootFile = '/data/caddy/pki/authorities/local/root.crt';
  let root = '';
  for (let attempt = 0; attempt < 20 && !root.includes('BEGIN CERTIFICATE'); attempt += 1) {
    root = spawnSync('docker', ['exec', id, 'cat', rootFile], { encoding: 'utf8' }).stdout ?? '';
    if (!root.includes('BEGIN CERTIFICATE')) await sleep(500);
  }
  expect(root.includes('BEGIN CERTIFICATE'), `no ${rootFile} in the caddy container`);
  tls.setDefaultCACertificates([...tls.getCACertificates('default'), root]);
  const response = await get('/api/health');
  expect(response.ok, `${siteUrl}/api/health answered ${response.status}`);
  return `${siteUrl} answers with a certificate Caddy's authority signed`;
}

/** The owner's account, created as the deployment guide says, and his session over HTTPS. */
async function ownerSignsIn(): Promise<string> {
  const username = 'deploy-test-owner';
  const password = randomBytes(24).toString('base64url');
  // The documented command; the password comes from the environment, never the command line.
  compose(
    [
      'run',
      '--rm',
      '-e',
      `OWNER_USERNAME=${username}`,
      '-e',
      'OWNER_PASSWORD',
      'migrate',
      'server-dist/cli.js',
      'owner',
      'create',
    ],
    { OWNER_PASSWORD: password },
  );

  const signIn = await post(adminPaths.session, { username, password });
  expect(signIn.status === 200, `sign-in answered ${signIn.status}: ${await signIn.text()}`);
  const setCookie = signIn.headers
    .getSetCookie()
    .find((value) => value.startsWith('__Host-owner_session='));
  expect(
    setCookie !== undefined,
    `no __Host-owner_session cookie: ${signIn.headers.getSetCookie().join(' | ')}`,
  );
  for (const attribute of [
    /;\s*Secure/i,
    /;\s*HttpOnly/i,
    /;\s*SameSite=Strict/i,
    /;\s*Path=\/(;|$)/,
  ]) {
    expect(attribute.test(setCookie), `the session cookie lacks ${attribute}: ${setCookie}`);
  }
  expect(!/;\s*Domain=/i.test(setCookie), `the session cookie names a Domain: ${setCookie}`);
  const cookie = setCookie.split(';')[0]!;

  const me = await get(adminPaths.session, { cookie });
  const session = (await me.json()) as { username?: string };
  expect(me.status === 200 && session.username === username, `who am I: ${me.status}`);
  expect(me.headers.get('cache-control') === 'no-store', 'the session answer may be stored');

  const today = await get(adminPaths.today, { cookie });
  expect(today.status === 200, `${adminPaths.today} answered ${today.status}`);
  const csv = await get(adminPaths.subscribersCsv, { cookie });
  const csvText = await csv.text();
  expect(
    csv.status === 200 && csvText.startsWith('email,status,subscribed_at,unsubscribed_at'),
    `${adminPaths.subscribersCsv} answered ${csv.status}: ${csvText.slice(0, 80)}`,
  );
  const page = await get(paths.adminToday, { cookie });
  expect(page.status === 200, `${paths.adminToday} answered ${page.status}`);
  expect(
    page.headers.get('cache-control')?.includes('no-store') === true,
    `${paths.adminToday} is cacheable: ${page.headers.get('cache-control')}`,
  );

  const forged = await send(
    'DELETE',
    adminPaths.session,
    {},
    { cookie, from: 'https://evil.example' },
  );
  const forgedBody = (await forged.json()) as { message?: string };
  expect(
    forged.status === 403 && forgedBody.message === signInMessages.crossOrigin,
    `a write from another origin answered ${forged.status}`,
  );
  const signOut = await send('DELETE', adminPaths.session, {}, { cookie });
  expect(signOut.status === 204, `sign-out answered ${signOut.status}`);
  const after = await get(adminPaths.session, { cookie });
  expect(after.status === 401, `after sign-out the session answered ${after.status}`);
  return `${username} signed in (${setCookie.split(';')[0]!.split('=')[0]}; Secure; HttpOnly; SameSite=Strict), read Today and the CSV, signed out`;
}

async function main(): Promise<void> {
  console.info(`Deploy test with ${composeCommand.join(' ')}, snapshot in ${work}`);
  snapshotTree();
  await writeEnv();
  ensureBaseImages();

  const buildStarted = Date.now();
  compose(['build']);
  record('every image builds', true, seconds(Date.now() - buildStarted));

  console.info('\nImage sizes');
  for (const service of builtServices) {
    const size = Number(
      docker('image', 'inspect', '--format', '{{.Size}}', `coach-site-${service}:${imageTag}`),
    );
    const target = sizeTargets[service] ?? frontEndSizeTarget;
    record(
      `image coach-site-${service} ≤ ${target / megabyte} MB`,
      size <= target,
      `${(size / megabyte).toFixed(0)} MB`,
    );
  }

  const upStarted = Date.now();
  compose(['up', '-d', '--no-build']);
  await step(`up to healthy ≤ ${healthyTargetMs / 1000} s`, async () => {
    const healthyAfter = Date.now() - upStarted;
    const elapsed = (await waitHealthy()) + healthyAfter;
    expect(elapsed <= healthyTargetMs, `healthy after ${seconds(elapsed)}`);
    return `healthy after ${seconds(elapsed)}`;
  });

  await step('HTTPS through Caddy (DOMAIN=localhost)', trustCaddysAuthority);
  await step('plain HTTP is redirected to HTTPS', async () => {
    const response = await fetch(`${plainUrl}/`, { redirect: 'manual' });
    const location = response.headers.get('location') ?? '';
    expect(
      [301, 302, 307, 308].includes(response.status) && location.startsWith('https://localhost'),
      `${plainUrl}/ answered ${response.status} ${location}`,
    );
    return `${response.status} → ${location}`;
  });

  await checkRoutes();

  await step("files at the site's root (/favicon.svg)", async () => {
    const response = await get('/favicon.svg');
    expect(response.ok, `/favicon.svg answered ${response.status}`);
    return `${response.status} ${response.headers.get('content-type') ?? ''}`;
  });

  await step('/api/health', async () => {
    const response = await get('/api/health');
    const body = (await response.json()) as { status?: string; database?: string };
    expect(response.ok && body.status === 'ok', `${response.status} ${JSON.stringify(body)}`);
    return JSON.stringify(body);
  });

  let booked: Booked | undefined;
  await step('a free strategy call is booked and scheduled end to end', async () => {
    booked = await bookStrategyCall();
    const status = psql(`select status from strategy_calls where id = ${booked.id}`);
    expect(status === 'scheduled', `PostgreSQL has "${status}" for booking ${booked.id}`);
    return `booking ${booked.id} scheduled, in PostgreSQL`;
  });

  await step('a contact message is stored in PostgreSQL', async () => {
    const email = `contact-${randomBytes(4).toString('hex')}@example.com`;
    const response = await post('/api/contact', {
      inquiryType: 'general',
      name: 'Deploy Test',
      email,
      message: 'Checking that the deployed site keeps what visitors send.',
    });
    expect(response.status === 201, `POST /api/contact answered ${response.status}`);
    const count = psql(`select count(*) from contact_forms where email = '${email}'`);
    expect(count === '1', `${count} rows for ${email}`);
    return `stored (${email})`;
  });

  await step(
    'the owner signs in through Caddy over HTTPS with the __Host- session cookie',
    ownerSignsIn,
  );

  await step('one remote redeployed alone is live while the shell keeps running', async () => {
    const shellBefore = container('shell');
    const blogBefore = container('blog');
    expect(shellBefore !== undefined && blogBefore !== undefined, 'no shell or blog container');
    const blogSources = path.join(work, 'mfe-blog', 'src');
    const { heading: current } = await headingOf('/blog');
    expect(current !== null, '/blog has no <h1>');
    const changedBlogHeading = `${current} (redeployed)`;
    const files = execFileSync('grep', ['-rl', '--', current, blogSources], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
    expect(files.length > 0, `"${current}" not found in mfe-blog/src`);
    for (const file of files) {
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').split(current).join(changedBlogHeading));
    }
    compose(['up', '-d', '--build', 'blog']);
    await waitHealthy();
    let heading: string | null = null;
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline && heading !== changedBlogHeading) {
      heading = (await headingOf('/blog')).heading;
      if (heading !== changedBlogHeading) await sleep(1000);
    }
    expect(heading === changedBlogHeading, `/blog still shows "${heading}"`);
    const shellAfter = container('shell')!;
    const blogAfter = container('blog')!;
    expect(blogAfter.id !== blogBefore.id, 'the blog container was not replaced');
    expect(
      shellAfter.id === shellBefore.id && shellAfter.startedAt === shellBefore.startedAt,
      'the shell container was recreated or restarted',
    );
    return `/blog → "${heading}"; shell container ${shellAfter.id.slice(0, 12)} untouched`;
  });

  console.info('\nStop times');
  const stopStarted = Date.now();
  compose(['stop']);
  const stopTotal = Date.now() - stopStarted;
  for (const state of containers().filter((c) => c.service !== 'migrate')) {
    const stoppedAfter = Date.parse(state.finishedAt) - stopStarted;
    record(
      `${state.service} stops within ${stopTargetMs / 1000} s`,
      state.status === 'exited' && stoppedAfter <= stopTargetMs && state.exitCode !== 137,
      `${seconds(Math.max(stoppedAfter, 0))}, exit code ${state.exitCode}`,
    );
  }
  console.info(`docker compose stop took ${seconds(stopTotal)}`);

  compose(['down']);
  const againStarted = Date.now();
  compose(['up', '-d', '--no-build']);
  await step('down and up again: healthy', async () => {
    await waitHealthy();
    return `healthy after ${seconds(Date.now() - againStarted)}`;
  });
  await step('down and up again: the booking is still there', async () => {
    expect(booked !== undefined, 'no booking was made');
    const response = await get(`/api/consultation-bookings/${booked.id}`, {
      cookie: booked.cookie,
    });
    const body = (await response.json()) as { status?: string };
    expect(
      response.ok && body.status === 'scheduled',
      `${response.status} ${JSON.stringify(body)}`,
    );
    return `booking ${booked.id}: ${body.status}`;
  });
}

function cleanUp(): void {
  if (keep) {
    console.info(
      `\nThe stack is still up at ${siteUrl}. Remove it with:\n  cd ${work} && ` +
        `${composeCommand.join(' ')} -p ${project} --env-file ${envFile} down -v`,
    );
    return;
  }
  spawnSync(
    composeCommand[0]!,
    [
      ...composeCommand.slice(1),
      '-p',
      project,
      '--env-file',
      envFile,
      '-f',
      'docker-compose.yml',
      'down',
      '-v',
      '--remove-orphans',
    ],
    {
      cwd: work,
      stdio: 'ignore',
    },
  );
  if (!keepImages) {
    const images = builtServices.map((service) => `coach-site-${service}:${imageTag}`);
    spawnSync('docker', ['rmi', ...images], { stdio: 'ignore' });
  }
  fs.rmSync(work, { recursive: true, force: true });
}

const started = Date.now();
main()
  .catch((error: unknown) =>
    record('deploy test', false, error instanceof Error ? error.message : String(error)),
  )
  .finally(() => {
    cleanUp();
    const failed = checks.filter((check) => !check.ok);
    console.info(`\nDeploy test took ${seconds(Date.now() - started)}`);
    console.info(`${checks.length - failed.length} passed, ${failed.length} failed`);
    process.exitCode = failed.length === 0 ? 0 : 1;
  });
