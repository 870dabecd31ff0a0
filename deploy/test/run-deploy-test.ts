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
import { execFileSync, spawn, spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import autocannon from 'autocannon';
import { adminPaths, signInMessages } from '@site/contracts/admin';
import { signInPath } from '@site/contracts/owner-session';
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

/** Replicas per service while the stack runs scaled out (1 for those not named). */
let scale: Record<string, number> = {};
const scaleArgs = () =>
  Object.entries(scale).flatMap(([service, n]) => ['--scale', `${service}=${n}`]);

/** Waits until every replica of every long-running service is healthy and migrate has exited 0. */
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
    const waiting = services.filter((service) => {
      const running = states.filter((c) => c.service === service && c.status === 'running');
      return (
        running.length !== (scale[service] ?? 1) || running.some((c) => c.health !== 'healthy')
      );
    });
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
  /** Only the signed-in owner sees it: signed out, the site answers 303 to the sign-in page. */
  signedIn: boolean;
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
    // The forms' limit the rate-limit check counts to (the default, stated).
    RATE_LIMIT_FORMS_MAX: String(formsLimit),
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
    // The stand-ins start from a Debian root file system made by debootstrap.
    if (spawnSync('debootstrap', ['--version'], { stdio: 'ignore' }).error !== undefined) {
      const canInstall =
        process.getuid?.() === 0 &&
        spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
      if (!canInstall) {
        throw new Error(
          `The base images ${unpulled.join(', ')} cannot be pulled, and building local stand-ins ` +
            'needs debootstrap: install it (Debian: apt-get install debootstrap) and run again.',
        );
      }
      console.info('Installing debootstrap (apt-get) to build local stand-ins for the base images');
      run('apt-get', ['install', '-y', '-qq', 'debootstrap'], { stdio: 'inherit' });
    }
    console.info(`Building local stand-ins for ${unpulled.join(', ')}`);
    run('bash', [path.join(root, 'deploy', 'test', 'stand-in-images.sh')], { stdio: 'inherit' });
  }
}

/** The sample pages of e2e/support/routes (one per route of the registry). */
async function samplePages(): Promise<readonly PageRow[]> {
  try {
    return ((await import('../../e2e/support/routes')) as { pages: PageRow[] }).pages;
  } catch (error) {
    record('e2e/support/routes.ts loads', false, error instanceof Error ? error.message : '');
    return [];
  }
}

/**
 * Every route of the registry, signed out: a public page shows its heading in its first HTML; a
 * back-office page only the signed-in owner sees answers 303 to the sign-in page, coming back to
 * it (their headings are read signed in, by checkSignedInPages).
 */
async function checkRoutes(): Promise<void> {
  const pages = await samplePages();
  for (const remote of remotes) {
    for (const route of remote.routes) {
      const sample = sampleFor(pages, route.path);
      if (sample?.signedIn === true) {
        await step(`${route.path} (${remote.name}) signed out: 303 to sign in`, async () => {
          const response = await get(sample.path);
          const location = response.headers.get('location');
          expect(response.status === 303, `${sample.path} answered ${response.status}`);
          expect(
            location === signInPath(sample.path),
            `${sample.path} sent to ${location}, expected ${signInPath(sample.path)}`,
          );
          return `${sample.path} → 303 ${location}`;
        });
        continue;
      }
      await step(`${route.path} (${remote.name}) shows its heading`, async () => {
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
  startsAt: string;
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
  const booking = (await scheduled.json()) as {
    sessions?: { status: string; startsAt: string }[];
    message?: string;
  };
  expect(
    scheduled.ok && booking.sessions?.[0]?.status === 'scheduled',
    `schedule: ${scheduled.status} ${JSON.stringify(booking)}`,
  );
  return { id: body.bookingId, cookie, startsAt: slot.startsAt };
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
  owner = { username, password };
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

// --- Inside the Compose network ----------------------------------------------------------------

/** A container's address in the project's network. */
function addressOf(id: string): string {
  return docker(
    'inspect',
    '--format',
    '{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}',
    id,
  );
}
const running = (service: string) =>
  containers().filter((c) => c.service === service && c.status === 'running');

interface NetworkRequest {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /**
   * The Host to send (fetch always sends the URL's): the shell serves pages only on the site's
   * own host and redirects any other to SITE_ORIGIN.
   */
  host?: string;
}
interface NetworkAnswer {
  status: number;
  body: string;
  setCookie: string[];
}
/**
 * Sends requests from inside a container (its own Node: the images have no shell), to reach each
 * replica by its address as the services reach one another. All at once, or one after another.
 */
function fromInside(
  id: string,
  requests: NetworkRequest[],
  oneAfterAnother = false,
): NetworkAnswer[] {
  const script = `
    const requests = JSON.parse(process.argv[1]);
    const viaHttp = (r) => new Promise((resolve) => {
      const request = require('node:http').request(r.url, { method: r.method ?? 'GET', headers: { ...r.headers, host: r.host } }, (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode, body, setCookie: res.headers['set-cookie'] ?? [] }));
      });
      request.on('error', (error) => resolve({ status: 0, body: String(error), setCookie: [] }));
      request.end(r.body);
    });
    const send = (r) => r.host ? viaHttp(r) : fetch(r.url, { method: r.method ?? 'GET', headers: r.headers, body: r.body })
      .then(async (res) => ({ status: res.status, body: await res.text(), setCookie: res.headers.getSetCookie() }),
            (error) => ({ status: 0, body: String(error), setCookie: [] }));
    (async () => {
      const answers = [];
      if (${oneAfterAnother}) { for (const r of requests) answers.push(await send(r)); }
      else answers.push(...(await Promise.all(requests.map(send))));
      process.stdout.write(JSON.stringify(answers));
    })();`;
  return JSON.parse(
    docker('exec', id, '/nodejs/bin/node', '-e', script, JSON.stringify(requests)),
  ) as NetworkAnswer[];
}

// --- Memory ------------------------------------------------------------------------------------

const memoryTarget = 768 * megabyte;
interface MemoryRow {
  name: string;
  used: number;
  limit: number;
}
const units: Record<string, number> = {
  B: 1,
  KiB: 1024,
  MiB: 1024 ** 2,
  GiB: 1024 ** 3,
  kB: 1e3,
  KB: 1e3,
  MB: 1e6,
  GB: 1e9,
};
function bytesOf(text: string): number {
  const match = /^([\d.]+)\s*([A-Za-z]+)$/.exec(text.trim());
  if (!match) return Number.NaN;
  return Number(match[1]) * (units[match[2]!] ?? Number.NaN);
}
/** `docker stats` of every running container of the stack: memory used and its limit. */
function memorySnapshot(): MemoryRow[] {
  const ids = containers()
    .filter((c) => c.status === 'running')
    .map((c) => c.id);
  const lines = docker('stats', '--no-stream', '--format', '{{.Name}}\t{{.MemUsage}}', ...ids)
    .split('\n')
    .filter(Boolean);
  return lines
    .map((line) => {
      const [name = '', usage = ''] = line.split('\t');
      const [used = '', limit = ''] = usage.split('/');
      return { name: name.replace(`${project}_`, ''), used: bytesOf(used), limit: bytesOf(limit) };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}
const mb = (bytes: number) => `${(bytes / megabyte).toFixed(0)} MB`;
function printMemory(idle: MemoryRow[], loaded: MemoryRow[]): void {
  console.info('\nMemory (docker stats): idle → after the page benchmark, and the limit');
  for (const row of loaded) {
    const before = idle.find((r) => r.name === row.name);
    console.info(
      `  ${row.name.padEnd(22)} ${(before ? mb(before.used) : '-').padStart(7)} → ${mb(row.used).padStart(7)}   limit ${mb(row.limit)}`,
    );
  }
  const total = (rows: MemoryRow[]) => rows.reduce((sum, row) => sum + row.used, 0);
  console.info(
    `  ${'total'.padEnd(22)} ${mb(total(idle)).padStart(7)} → ${mb(total(loaded)).padStart(7)}   target ${mb(memoryTarget)}, limits ${mb(loaded.reduce((sum, row) => sum + row.limit, 0))}`,
  );
}

/** Public pages under load through Caddy, as the page benchmark drives them. */
async function loadPublicPages(pathnames: string[]): Promise<string> {
  const results: string[] = [];
  for (const pathname of pathnames) {
    const result = await autocannon({
      url: `${siteUrl}${pathname}`,
      connections: 20,
      duration: 8,
      headers: { 'accept-encoding': 'br' },
    });
    expect(
      result.errors === 0 && result.non2xx === 0,
      `${pathname}: ${result.errors} errors, ${result.non2xx} answers other than 2xx`,
    );
    results.push(
      `${pathname} ${Math.round(result.requests.average)} req/s p99 ${result.latency.p99} ms`,
    );
  }
  return results.join('; ');
}

function oomKilled(): string[] {
  const ids = containers().map((c) => c.id);
  const inspected = JSON.parse(docker('inspect', ...ids)) as {
    Name: string;
    State: { OOMKilled: boolean };
  }[];
  return inspected.filter((c) => c.State.OOMKilled).map((c) => c.Name);
}

// --- The owner's session, again ----------------------------------------------------------------

let owner = { username: '', password: '' };
/**
 * The back-office pages only the signed-in owner sees, read with his session cookie: each answers
 * 200 with its heading in its first HTML. A page about one record (a path parameter) shows the
 * booking made by this test, or, for a record this fresh install does not have, its own answer
 * (200 or 404) with a heading; the others show exactly the heading e2e/support/routes names.
 */
async function checkSignedInPages(bookingId: number | undefined): Promise<void> {
  const pages = await samplePages();
  const cookie = await ownerCookie();
  for (const remote of remotes) {
    for (const route of remote.routes) {
      const sample = sampleFor(pages, route.path);
      if (sample?.signedIn !== true) continue;
      await step(`${route.path} (${remote.name}) signed in shows its heading`, async () => {
        const pathname =
          route.path === paths.adminBooking && bookingId !== undefined
            ? route.path.replace(':bookingId', String(bookingId))
            : sample.path;
        const aboutOneRecord = route.path.includes(':');
        const response = await get(pathname, { cookie });
        const heading = firstHeading(await response.text());
        const statusOk = aboutOneRecord
          ? response.status === 200 || response.status === 404
          : response.status === 200;
        expect(statusOk, `${pathname} answered ${response.status} signed in`);
        expect(heading !== null, `${pathname} has no <h1> in its HTML signed in`);
        if (!aboutOneRecord) {
          // `h1` is what a signed-out browser ends on (the sign-in form); the owner's first HTML
          // shows the page itself.
          const wanted = sample.firstHtmlH1 ?? sample.h1;
          const matches = typeof wanted === 'string' ? heading === wanted : wanted.test(heading);
          expect(matches, `${pathname}: <h1> "${heading}", expected ${String(wanted)}`);
        }
        return `${pathname} → ${response.status} "${heading}"`;
      });
    }
  }
  await send('DELETE', adminPaths.session, {}, { cookie });
}

async function ownerCookie(): Promise<string> {
  const signIn = await post(adminPaths.session, owner);
  expect(signIn.status === 200, `sign-in answered ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .find((value) => value.startsWith('__Host-owner_session='));
  expect(cookie !== undefined, 'no session cookie');
  return cookie.split(';')[0]!;
}

// --- Scaled out --------------------------------------------------------------------------------

const formsLimit = 10;

async function rateLimitAcrossReplicas(): Promise<string> {
  const apis = running('api');
  expect(apis.length === 3, `${apis.length} API replicas run`);
  const addresses = apis.map((c) => addressOf(c.id));
  // One visitor (as the shell names it in X-Forwarded-For), its requests taken in turn by each
  // replica: only the limit's worth pass in all.
  const visitor = `198.18.${randomBytes(1)[0]!}.${randomBytes(1)[0]! | 1}`;
  const answers = fromInside(
    apis[0]!.id,
    Array.from({ length: formsLimit + 3 }, (_, i) => ({
      url: `http://${addresses[i % addresses.length]}:4000/api/newsletter`,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor },
      body: JSON.stringify({ email: '' }),
    })),
    true,
  );
  const statuses = answers.map((answer) => answer.status);
  const wanted = [...Array.from({ length: formsLimit }, () => 400), 429, 429, 429];
  expect(
    JSON.stringify(statuses) === JSON.stringify(wanted),
    `statuses ${statuses.join(',')}, expected ${wanted.join(',')}`,
  );
  return `${formsLimit} accepted by 3 replicas in turn, then 429 from each`;
}

/** The free-call slot 50 visitors race for: a free one, not the first booking's. */
async function freeSlot(after: string): Promise<string> {
  const taken = (await (await get('/api/consultation-bookings')).json()) as {
    packageType: 'strategy-call';
    scheduledAt: string;
  }[];
  const now = new Date();
  const zone = 'America/Cancun';
  for (let day = 2; day <= 28; day += 1) {
    const slot = availableSlots({
      date: addDays(todayIn(zone, now), day),
      packageType: 'strategy-call',
      timezone: zone,
      now,
      taken,
      busy: [],
      window: defaultBookingWindow,
    }).find((candidate) => candidate.startsAt !== after);
    if (slot) return slot.startsAt;
  }
  throw new Error('no free strategy-call slot in four weeks');
}

let racers = '';
async function raceForOneSlot(bookedAt: string): Promise<string> {
  const apis = running('api');
  const addresses = apis.map((c) => addressOf(c.id));
  const tag = randomBytes(3).toString('hex');
  racers = `racer-${tag}-`;
  const third = randomBytes(1)[0]!;
  const via = (i: number) => `http://${addresses[i % addresses.length]}:4000`;
  const headers = (i: number) => ({
    'content-type': 'application/json',
    origin: siteUrl,
    'x-forwarded-for': `198.19.${third}.${i + 1}`,
  });
  const created = fromInside(
    apis[0]!.id,
    Array.from({ length: 50 }, (_, i) => ({
      url: `${via(i)}/api/create-payment-intent`,
      method: 'POST',
      headers: headers(i),
      body: JSON.stringify({
        packageType: 'strategy-call',
        name: `Racer ${i}`,
        email: `${racers}${i}@example.com`,
      }),
    })),
  );
  const bookings = created.map((answer, i) => {
    expect(answer.status === 200, `create ${i}: ${answer.status} ${answer.body.slice(0, 200)}`);
    return {
      id: (JSON.parse(answer.body) as { bookingId: number }).bookingId,
      cookie: answer.setCookie.map((value) => value.split(';')[0]).join('; '),
    };
  });
  const scheduledAt = await freeSlot(bookedAt);
  const answers = fromInside(
    apis[1]!.id,
    bookings.map((booking, i) => ({
      url: `${via(i + 1)}/api/consultation-bookings/${booking.id}/schedule`,
      method: 'POST',
      headers: { ...headers(i), cookie: booking.cookie },
      body: JSON.stringify({ scheduledAt, timezone: 'America/Cancun' }),
    })),
  );
  const statuses = answers.map((answer) => answer.status);
  const won = statuses.filter((status) => status === 200).length;
  const lost = statuses.filter((status) => status === 409).length;
  expect(won === 1 && lost === 49, `200 × ${won}, 409 × ${lost}: ${statuses.join(',')}`);
  const rows = psql(
    `select count(*) from booking_sessions where starts_at = '${scheduledAt}' and status = 'scheduled'`,
  );
  expect(rows === '1', `${rows} sessions scheduled at ${scheduledAt} in PostgreSQL`);
  return `50 free calls created across 3 replicas, 50 at once for ${scheduledAt}: one 200, 49 × 409, one row`;
}

/** Every outbox email of the race is written once (.eml files in the shared data folder). */
async function mailSentOnce(): Promise<string> {
  let rows: { id: string; status: string }[];
  const deadline = Date.now() + 90_000;
  do {
    rows = psql(
      // The emails due now (the reminders wait for their time before the call).
      `select id || ' ' || status from outbox_messages where to_address like '${racers}%' and (status <> 'queued' or next_attempt_at <= now()) order by id`,
    )
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [id = '', status = ''] = line.split(' ');
        return { id, status };
      });
    if (rows.length > 0 && rows.every((row) => row.status !== 'queued')) break;
    await sleep(1000);
  } while (Date.now() < deadline);
  const sent = rows.filter((row) => row.status === 'sent');
  expect(sent.length > 0 && sent.length === rows.length, `outbox: ${JSON.stringify(rows)}`);
  const listing = docker(
    'exec',
    running('api')[0]!.id,
    '/nodejs/bin/node',
    '-e',
    "process.stdout.write(JSON.stringify(require('fs').readdirSync('/var/lib/coach-site/mail')))",
  );
  const names = JSON.parse(listing) as string[];
  const perMessage = new Map<string, number>();
  for (const name of names) {
    const id = /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-(\d+)-/.exec(name)?.[1];
    if (id !== undefined) perMessage.set(id, (perMessage.get(id) ?? 0) + 1);
  }
  const wrong = sent.filter((row) => perMessage.get(row.id) !== 1);
  expect(
    wrong.length === 0,
    `messages not written exactly once: ${wrong.map((row) => `${row.id} × ${perMessage.get(row.id) ?? 0}`).join(', ')}`,
  );
  return `${sent.length} emails of the race, each written once by the 3 replicas' workers`;
}

/** A testimonial changed by the owner shows on every shell replica's home page within seconds. */
async function publishReachesEveryShell(): Promise<string> {
  const shells = running('shell');
  expect(shells.length === 2, `${shells.length} shell replicas run`);
  const home = { url: 'http://127.0.0.1:3000/', host: new URL(siteUrl).host };
  // Each shell holds the home page in its cache.
  for (const shell of shells) fromInside(shell.id, [home, home]);
  const cookie = await ownerCookie();
  const { items: list } = (await (await get('/api/admin/testimonials', { cookie })).json()) as {
    items: { id: number; name: string; title: string; content: string; isActive: boolean }[];
  };
  const first = list.find((testimonial) => testimonial.isActive);
  expect(first !== undefined, 'no active testimonial');
  const marker = `Deploy test ${randomBytes(4).toString('hex')}`;
  const changed = await send(
    'PATCH',
    `/api/admin/testimonials/${first.id}`,
    { name: first.name, title: first.title, content: `${first.content} ${marker}` },
    { cookie },
  );
  expect(changed.ok, `PATCH testimonial answered ${changed.status}: ${await changed.text()}`);
  const changedAt = Date.now();
  // Every shell is asked in each round: the first request after a change may get the kept page
  // (stale-while-revalidate) while that shell renders the new one behind it.
  const seenAfter = new Map<string, number>();
  while (seenAfter.size < shells.length && Date.now() - changedAt < 10_000) {
    for (const shell of shells) {
      if (seenAfter.has(shell.id)) continue;
      if (fromInside(shell.id, [home])[0]!.body.includes(marker))
        seenAfter.set(shell.id, Date.now() - changedAt);
    }
    if (seenAfter.size < shells.length) await sleep(250);
  }
  const late = shells.filter((shell) => !seenAfter.has(shell.id));
  expect(
    late.length === 0,
    `${late.map((shell) => shell.id.slice(0, 12)).join(', ')} still serve the old home page after 10 s`,
  );
  // Put it back.
  await send(
    'PATCH',
    `/api/admin/testimonials/${first.id}`,
    { name: first.name, title: first.title, content: first.content },
    { cookie },
  );
  return `both shells serve the change (seen after ${[...seenAfter.values()].map(seconds).join(', ')})`;
}

// --- The site's origin -------------------------------------------------------------------------

async function originEverywhere(): Promise<string> {
  const development = /(?:https?:)?\/\/(?:localhost|127\.0\.0\.1|0\.0\.0\.0|\[::1\])(?::\d+)?/g;
  const checked: string[] = [];
  for (const pathname of [paths.termsOfService, paths.privacyPolicy, '/', '/blog']) {
    const response = await get(pathname);
    const html = await response.text();
    expect(response.status === 200, `${pathname} answered ${response.status}`);
    const foreign = [...html.matchAll(development)]
      .map((match) => match[0])
      .filter((origin) => origin !== siteUrl && `https:${origin}` !== siteUrl);
    expect(foreign.length === 0, `${pathname} prints ${[...new Set(foreign)].join(', ')}`);
    const canonical = /<link[^>]*rel="canonical"[^>]*href="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(canonical.startsWith(`${siteUrl}/`), `${pathname}: canonical "${canonical}"`);
    if (pathname === paths.termsOfService || pathname === paths.privacyPolicy) {
      expect(html.includes(siteUrl), `${pathname} does not name ${siteUrl}`);
    }
    checked.push(pathname);
  }
  return `${checked.join(', ')}: canonical and legal text on ${siteUrl}, no other local origin`;
}

// --- Backup and restore ------------------------------------------------------------------------

async function postSlugs(): Promise<string[]> {
  const slugs = psql(`select slug || ':' || is_published from blog_posts order by slug`);
  return slugs.split('\n').filter(Boolean);
}
async function uploadImage(): Promise<{ src: string; sha: string }> {
  const cookie = await ownerCookie();
  const png = fs.readFileSync(path.join(root, 'shell', 'public', 'social-card.png'));
  const response = await fetch(`${siteUrl}/api/admin/posts/images`, {
    method: 'POST',
    headers: { 'content-type': 'image/png', origin: siteUrl, cookie },
    body: png,
  });
  const body = (await response.json()) as { src?: string; message?: string };
  expect(
    response.status === 201 && body.src !== undefined,
    `upload: ${response.status} ${JSON.stringify(body)}`,
  );
  return { src: body.src, sha: await imageSha(body.src) };
}
/**
 * Three 40-megapixel PNGs (the largest an upload may be) sent at once, as three of the owner's
 * tabs would: the API container's resident memory (its cgroup's rss, sampled every 50 ms from
 * inside it, page cache not counted) must stay under its limit, every upload must be answered,
 * and the container must be neither killed nor restarted.
 */
async function bigUploadsAtOnce(): Promise<string> {
  const [api] = running('api');
  expect(api !== undefined, 'no API container runs');
  const restartsBefore = restartCount(api.id);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-uploads-'));
  try {
    const files = [0, 1, 2].map((i) => path.join(dir, `upload-${i}.png`));
    // 8000 × 5000: 40 megapixels, each a different colour so none is answered from another's file.
    execFileSync(
      process.execPath,
      [
        '-e',
        `const sharp = require('sharp');
        Promise.all(${JSON.stringify(files)}.map((file, i) => sharp({ create: { width: 8000,
          height: 5000, channels: 3, background: { r: 60 * i, g: 90, b: 160 } } })
          .png({ compressionLevel: 1 }).toFile(file)));`,
      ],
      { cwd: path.join(root, 'api') },
    );
    // The sampler reads the cgroup's memory statistics (v1 or v2) until its stdin closes, then
    // prints the largest resident figure it saw.
    const sampler = spawn(
      'docker',
      [
        'exec',
        '-i',
        api.id,
        '/nodejs/bin/node',
        '-e',
        `const fs = require('fs');
        const read = () => {
          for (const [file, key] of [['/sys/fs/cgroup/memory.stat', 'anon'],
            ['/sys/fs/cgroup/memory/memory.stat', 'total_rss']]) {
            try {
              const line = fs.readFileSync(file, 'utf8').split('\\n').find((l) => l.startsWith(key + ' '));
              if (line) return Number(line.split(' ')[1]);
            } catch {}
          }
          return NaN;
        };
        let peak = read();
        const timer = setInterval(() => { peak = Math.max(peak, read()); }, 50);
        process.stdin.resume();
        process.stdin.on('end', () => { clearInterval(timer); process.stdout.write(String(Math.max(peak, read()))); });`,
      ],
      { stdio: ['pipe', 'pipe', 'inherit'] },
    );
    let sampled = '';
    sampler.stdout.on('data', (chunk: Buffer) => (sampled += chunk.toString()));
    const sampledDone = new Promise<void>((resolve) => sampler.on('close', () => resolve()));
    await sleep(500);
    const cookie = await ownerCookie();
    const started = Date.now();
    const answers = await Promise.all(
      files.map(async (file) => {
        const response = await fetch(`${siteUrl}/api/admin/posts/images`, {
          method: 'POST',
          headers: { 'content-type': 'image/png', origin: siteUrl, cookie },
          body: fs.readFileSync(file),
        });
        return response.status;
      }),
    );
    const took = Date.now() - started;
    sampler.stdin.end();
    await sampledDone;
    const peak = Number(sampled);
    const limit = memoryLimit(api.id);
    expect(
      answers.every((status) => status === 201),
      `the uploads answered ${answers.join(', ')}`,
    );
    expect(Number.isFinite(peak), `no memory figure read inside the container ("${sampled}")`);
    expect(peak < limit, `resident memory peaked at ${mb(peak)}, over the limit ${mb(limit)}`);
    expect(oomKilled().length === 0, `killed for memory: ${oomKilled().join(', ')}`);
    expect(restartCount(api.id) === restartsBefore, 'the API container restarted');
    return `answered ${answers.join(', ')} in ${seconds(took)}; resident peak ${mb(peak)} of ${mb(limit)}`;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
function restartCount(id: string): number {
  return Number(docker('inspect', '--format', '{{.RestartCount}}', id));
}
function memoryLimit(id: string): number {
  return Number(docker('inspect', '--format', '{{.HostConfig.Memory}}', id));
}
async function imageSha(src: string): Promise<string> {
  const response = await get(src);
  expect(response.ok, `${src} answered ${response.status}`);
  return createHash('sha256')
    .update(Buffer.from(await response.arrayBuffer()))
    .digest('hex');
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
  const idle = memorySnapshot();
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
    const status = psql(`select status from booking_sessions where booking_id = ${booked.id}`);
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

  await checkSignedInPages(booked?.id);

  await step(
    'legal pages and canonical links print the configured origin, never a development one',
    originEverywhere,
  );

  await step('page benchmark through Caddy (public pages, 20 connections, brotli)', () =>
    loadPublicPages([paths.home, paths.blog, paths.about, '/calendar/strategy-call']),
  );
  await step(
    "three 40-megapixel uploads at once stay under the API container's memory limit",
    bigUploadsAtOnce,
  );
  const loaded = memorySnapshot();
  printMemory(idle, loaded);
  const total = loaded.reduce((sum, row) => sum + row.used, 0);
  record(
    `the stack holds ≤ ${mb(memoryTarget)} after the page benchmark`,
    total <= memoryTarget,
    `${mb(total)} in ${loaded.length} containers (idle ${mb(idle.reduce((sum, row) => sum + row.used, 0))})`,
  );
  const killed = oomKilled();
  record(
    'no container was killed for memory',
    killed.length === 0,
    killed.join(', ') || 'OOMKilled false everywhere',
  );
  for (const row of loaded) {
    record(
      `${row.name} runs under a memory limit`,
      row.limit > 0 && row.limit < 1024 * megabyte && row.used < row.limit,
      `${mb(row.used)} of ${mb(row.limit)}`,
    );
  }

  scale = { api: 3, shell: 2 };
  const scaledStarted = Date.now();
  compose(['up', '-d', '--no-build', ...scaleArgs()]);
  await step('scaled out: 3 API and 2 shell replicas healthy behind Caddy', async () => {
    await waitHealthy();
    const pages = await Promise.all(Array.from({ length: 8 }, () => get('/')));
    expect(
      pages.every((page) => page.ok),
      `/ answered ${pages.map((p) => p.status).join(',')}`,
    );
    return `healthy after ${seconds(Date.now() - scaledStarted)}`;
  });
  await step('a rate limit holds across the API replicas', rateLimitAcrossReplicas);
  await step('50 visitors at once on one free-call slot across replicas: one winner', () =>
    raceForOneSlot(booked?.startsAt ?? ''),
  );
  await step('each email is sent once although 3 replicas run the outbox', mailSentOnce);
  await step("a change by the owner reaches every shell's page cache", publishReachesEveryShell);

  await step('one remote redeployed alone is live while the shell keeps running', async () => {
    const shellBefore = container('shell');
    const blogBefore = container('blog');
    expect(shellBefore !== undefined && blogBefore !== undefined, 'no shell or blog container');
    const blogSources = path.join(work, 'mfe-blog', 'src');
    // The step before changed the owner's content, so /blog is being rendered anew: under load
    // its first answers may be the page the browser renders itself (no <h1> in the HTML).
    let current: string | null = null;
    for (const until = Date.now() + 30_000; current === null && Date.now() < until;) {
      current = (await headingOf('/blog')).heading;
      if (current === null) await sleep(1000);
    }
    expect(current !== null, '/blog has no <h1> in its HTML for 30 s');
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
  scale = {};
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
    const body = (await response.json()) as { sessions?: { status: string }[] };
    const status = body.sessions?.[0]?.status;
    expect(response.ok && status === 'scheduled', `${response.status} ${JSON.stringify(body)}`);
    return `booking ${booked.id}: ${status}`;
  });

  let before: { posts: string[]; image: { src: string; sha: string } } | undefined;
  let archive = '';
  const backups = path.join(work, 'site-backups');
  await step('backup: the documented commands take an archive and copy it off', async () => {
    before = { posts: await postSlugs(), image: await uploadImage() };
    compose(['run', '--rm', 'backup', 'server-dist/cli.js', 'backup']);
    const id = running('backup')[0]?.id;
    expect(id !== undefined, 'no backup container');
    docker('cp', `${id}:/backups`, backups);
    const archives = fs
      .readdirSync(backups)
      .filter((name) => name.endsWith('.zip'))
      .sort();
    expect(archives.length > 0, 'no archive in the backups volume');
    archive = archives.at(-1)!;
    return `${archives.length} archive(s); ${archive}, ${mb(fs.statSync(path.join(backups, archive)).size)}`;
  });
  await step('restore into an empty install: the same posts, booking and image', async () => {
    expect(before !== undefined && archive !== '', 'no archive was taken');
    compose(['down', '-v']);
    // `chown -R 65532:65532 site-backups`, as the guide says (in a container: no sudo needed).
    docker(
      'run',
      '--rm',
      '--user',
      'root',
      '--entrypoint',
      'chown',
      '-v',
      `${backups}:/site-backups`,
      'postgres:15-bookworm',
      '-R',
      '65532:65532',
      '/site-backups',
    );
    compose([
      'run',
      '--rm',
      '-v',
      `${backups}:/restore:ro`,
      'migrate',
      'server-dist/cli.js',
      'restore',
      `/restore/${archive}`,
    ]);
    compose(['up', '-d', '--no-build']);
    await waitHealthy();
    // A new caddy-data volume: Caddy's authority is a new one.
    await trustCaddysAuthority();
    const posts = await postSlugs();
    expect(
      JSON.stringify(posts) === JSON.stringify(before.posts),
      `posts ${posts.join(' ')} ≠ ${before.posts.join(' ')}`,
    );
    expect(booked !== undefined, 'no booking was made');
    const response = await get(`/api/consultation-bookings/${booked.id}`, {
      cookie: booked.cookie,
    });
    const body = (await response.json()) as { sessions?: { status: string }[] };
    expect(
      response.ok && body.sessions?.[0]?.status === 'scheduled',
      `booking ${booked.id}: ${response.status} ${JSON.stringify(body)}`,
    );
    const sha = await imageSha(before.image.src);
    expect(sha === before.image.sha, `${before.image.src} differs after the restore`);
    return `${posts.length} posts, booking ${booked.id} scheduled, ${before.image.src} identical`;
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
