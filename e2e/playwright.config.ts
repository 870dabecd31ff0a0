import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import {
  coachName,
  siteLinks,
  fragmentSecret,
  intakeDeployDir,
  owner,
  ports,
  remoteUrl,
  runDir,
  siteOrigin,
  siteWithoutStripeOrigin,
  apiWithoutStripeLog,
} from './support/site';
import {
  fakeStripePort,
  fakeStripeUrl,
  stripePublishableKey,
  stripeSecretKey,
} from './support/stripe/stripe-routes';

const repoRoot = path.resolve(__dirname, '..');
const staticServer = path.join(repoRoot, 'node_modules', '.bin', 'site-static-server');

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const apiUrl = `http://127.0.0.1:${ports.api}`;

/**
 * The owner account of the back-office tests, created (or reset) by the API's own command, with
 * no prompt. Only where the API has that command: a branch without the back-office API still
 * runs every other test.
 */
const apiScripts = (
  JSON.parse(readFileSync(path.join(repoRoot, 'api', 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;
const createOwner = apiScripts.owner
  ? ` && OWNER_USERNAME='${owner.username}' OWNER_PASSWORD='${owner.password}' node server-dist/cli.js owner create`
  : '';

/** A remote's own server: its files and its server-rendered pages (public data from the API). */
function remoteServer(
  remote: 'marketing' | 'blog' | 'booking' | 'admin',
  port: number,
  api: string = apiUrl,
) {
  return {
    command: `"${staticServer}"`,
    cwd: path.join(repoRoot, `mfe-${remote}`),
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      API_URL: api,
      FRAGMENT_SECRET: fragmentSecret,
      LOG_LEVEL: 'warn',
    },
    url: `http://127.0.0.1:${port}/mf-manifest.json`,
    reuseExistingServer: false,
  };
}

/** The shell's server in front of an API, composing the remotes' servers above. */
function shellEnv(port: number, api: string, origin: string) {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    API_URL: api,
    // Visitors see one origin: the remotes' files are under /remotes/<name> on the shell.
    REMOTE_MARKETING_SERVER: remoteUrl('marketing'),
    REMOTE_BLOG_SERVER: remoteUrl('blog'),
    REMOTE_BOOKING_SERVER: remoteUrl('booking'),
    REMOTE_INTAKE_SERVER: remoteUrl('intake'),
    REMOTE_ADMIN_SERVER: remoteUrl('admin'),
    FRAGMENT_SECRET: fragmentSecret,
    // Two test workers and eight servers share this machine's cores: a remote's first render of a
    // page can take longer than production's 1.5 s budget, and the page would be answered as a
    // stand-in drawn in the browser (no-cache). The stand-in is the shell's unit tests' concern;
    // here every page is expected rendered.
    FRAGMENT_TIMEOUT_MS: '5000',
    SITE_ORIGIN: origin,
    COACH_NAME: coachName,
    ...siteLinks,
    STRIPE_PUBLISHABLE_KEY: stripePublishableKey,
  };
}

/** The specs whose owner changes the public site for every visitor (see the projects). */
const ownerChangesSpecs = /(admin-(site|posts)|person-photos)\.spec\.ts/;
/**
 * The specs that change the coach's schedules (see the projects): the schedules screen's, and the
 * extra sessions', which gives the paid sessions a long notice to book an emergency inside it.
 */
const schedulesSpecs = /(admin-schedules|portal-extras)\.spec\.ts/;

export default defineConfig({
  testDir: './tests',
  // Every public page rendered once before the tests, then the second site's API ready (see the
  // files).
  globalSetup: ['./support/warm-up.ts', './support/second-site-ready.ts'],
  // Per run, so runs on other ports (E2E_PORT_BASE) never share trace files.
  outputDir: path.join(runDir, 'test-results'),
  // Limits against a test that hangs, not measures of speed (the benchmarks measure that): on the
  // two cores CI shares with eight servers and two browsers, an axe scan of the checkout took
  // 31 s, and a booking's page 17 s to show the booking it asks for, on a day the machine ran
  // slow.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: 2,
  // On CI, a test that fails is run once more: a failure on a loaded machine that the retry does
  // not repeat is reported as flaky (the run's summary names it with its first error) instead of
  // failing the whole submission. Locally every failure counts at once.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL: siteOrigin,
    // The booking pickers start in the browser's own zone: the tests' browser lives in the coach's
    // zone (Cancun), whatever the machine's, unless a test moves it (`test.use({ timezoneId })`).
    timezoneId: 'America/Cancun',
    // A trace records a screenshot and a snapshot of the page at every step: 20 loads of a small
    // page took 46 s traced against 18 s untraced here. On CI a test is traced only when it runs
    // again after a failure (its retry's trace is kept); elsewhere every failure keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  projects: [
    {
      name: 'site',
      use: { ...devices['Desktop Chrome'] },
      testIgnore: [/redeploy\.spec\.ts/, ownerChangesSpecs, schedulesSpecs],
    },
    // The owner's changes that every visitor sees (the free call's hours and horizon, profile
    // links, testimonials, a published post): only after the tests that book, read or photograph
    // those pages. Run beside them, a free call booked while the hours were changed was refused
    // ("That time is no longer available") and failed a CI run.
    {
      name: 'owner-changes',
      use: { ...devices['Desktop Chrome'] },
      testMatch: ownerChangesSpecs,
      dependencies: ['site'],
    },
    // The coach's schedules hold for every visitor (a Tuesdays-only free call would refuse the
    // other specs' bookings): only after the owner's other changes, which read the default hours,
    // and one test at a time (each saves the schedules and puts them back when done).
    {
      name: 'schedules',
      use: { ...devices['Desktop Chrome'] },
      testMatch: schedulesSpecs,
      dependencies: ['owner-changes'],
      workers: 1,
    },
    // Replaces a remote's files while the shell keeps running: only after every other test.
    {
      name: 'redeploy',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /redeploy\.spec\.ts/,
      dependencies: ['site'],
    },
  ],
  webServer: [
    // The site of an owner who has not activated card payments: its own API without a Stripe
    // secret key (a fresh, migrated database), behind a second shell that composes the same
    // remotes (below).
    {
      // It has no owner: its start-up output (kept in a file as it is shown) holds the one-time
      // set-up link that tests/admin-setup.spec.ts opens.
      command: `rm -rf "${path.join(runDir, 'pglite-without-stripe')}" && mkdir -p "${runDir}" && node server-dist/server.js --migrate 2>&1 | tee "${apiWithoutStripeLog}"`,
      cwd: path.join(repoRoot, 'api'),
      env: {
        PORT: String(ports.apiWithoutStripe),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(runDir, 'pglite-without-stripe'),
        SITE_ORIGIN: siteWithoutStripeOrigin,
        TRUST_PROXY: '127.0.0.1',
        LOG_LEVEL: 'warn',
      },
      // No `url`: Playwright starts the servers one after the other, waiting for each; this one
      // needs no other server, so it starts at once and builds its database while the others
      // start. support/second-site-ready.ts waits for it before the tests.
    },
    {
      // Stripe's API, faked on loopback: intents, confirmation and signed webhooks.
      command: `npx tsx "${path.join(__dirname, 'support', 'stripe', 'fake-stripe-server.ts')}"`,
      cwd: __dirname,
      env: { PORT: String(fakeStripePort) },
      url: `${fakeStripeUrl}/health`,
      reuseExistingServer: false,
    },
    {
      // A fresh embedded database for every run: migrated and seeded exactly as `npm start` does.
      // The servers run the production build (`turbo run build` comes first, as for the remotes'
      // files): the API's command-line tool and server as built, not compiled again here.
      command: `rm -rf "${path.join(runDir, 'pglite')}" "${path.join(runDir, 'mail')}" && node server-dist/cli.js migrate && node server-dist/cli.js seed && npx tsx ../e2e/support/newsletter-draft-post.ts && npx tsx ../e2e/support/check-in-client.ts && npx tsx ../e2e/support/portal-materials-seed.ts && npx tsx ../e2e/support/portal-extras-seed.ts && npx tsx ../e2e/support/wide-booking-seed.ts${createOwner} && node server-dist/server.js --migrate`,
      cwd: path.join(repoRoot, 'api'),
      env: {
        PORT: String(ports.api),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(runDir, 'pglite'),
        SITE_ORIGIN: siteOrigin,
        COACH_NAME: coachName,
        // Behind the shell, as under `npm start`: only it may name a visitor's address.
        TRUST_PROXY: '127.0.0.1',
        LOG_LEVEL: 'warn',
        // Many tests post forms from one address; production keeps the real limits.
        RATE_LIMIT_MAX: '100000',
        RATE_LIMIT_FORMS_MAX: '100000',
        FREE_CALLS_PER_IP_PER_DAY: '100000',
        // Every client in the suite signs in to his portal from this one address.
        PORTAL_CODES_PER_IP_PER_HOUR: '100000',
        // Card payments through the fake Stripe API below (Stripe.js is doubled in the browser).
        STRIPE_SECRET_KEY: stripeSecretKey,
        STRIPE_API_URL: fakeStripeUrl,
        // Every newsletter carries one; the emails are .eml files in <runDir>/mail (no SMTP_URL).
        MAIL_POSTAL_ADDRESS: '1 Example Street, Springfield 12345, USA',
      },
      url: `http://127.0.0.1:${ports.api}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
    },
    remoteServer('marketing', ports.marketing),
    remoteServer('blog', ports.blog),
    remoteServer('booking', ports.booking),
    remoteServer('admin', ports.admin),
    {
      command: `rm -rf "${intakeDeployDir}" && mkdir -p "${path.dirname(intakeDeployDir)}" && cp -r ../mfe-intake/dist "${intakeDeployDir}" && "${staticServer}"`,
      cwd: __dirname,
      env: {
        PORT: String(ports.intake),
        HOST: '127.0.0.1',
        DIST_DIR: intakeDeployDir,
        API_URL: apiUrl,
        FRAGMENT_SECRET: fragmentSecret,
      },
      url: `${remoteUrl('intake')}/mf-manifest.json`,
      reuseExistingServer: false,
    },
    {
      command: 'node server-dist/main.js',
      cwd: path.join(repoRoot, 'shell'),
      env: shellEnv(ports.shell, apiUrl, siteOrigin),
      url: `${siteOrigin}/runtime-config.json`,
      reuseExistingServer: false,
    },
    // The site of an owner who has not activated card payments: its own API (started first, see
    // above) behind a second shell that composes the same remotes, with its own back-office remote.
    // Its back office draws its pages with its own API's answers (whether the site has an owner
    // yet, for the first set-up), as a site's own remotes do.
    remoteServer('admin', ports.adminWithoutStripe, `http://127.0.0.1:${ports.apiWithoutStripe}`),
    {
      command: 'node server-dist/main.js',
      cwd: path.join(repoRoot, 'shell'),
      env: {
        ...shellEnv(
          ports.shellWithoutStripe,
          `http://127.0.0.1:${ports.apiWithoutStripe}`,
          siteWithoutStripeOrigin,
        ),
        REMOTE_ADMIN_SERVER: `http://127.0.0.1:${ports.adminWithoutStripe}`,
      },
      url: `${siteWithoutStripeOrigin}/runtime-config.json`,
      reuseExistingServer: false,
    },
  ],
});
