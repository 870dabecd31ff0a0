import path from 'node:path';

/**
 * The composed site as the end-to-end tests run it: every server on its own port (so a running
 * `npm start` on 3000–3004/4000 is left alone) and settings that differ from the defaults, so the
 * tests prove runtime configuration really reaches every remote.
 */
/** `E2E_PORT_BASE` moves every server, so two runs on one machine do not collide. */
const base = Number(process.env.E2E_PORT_BASE || 3100);

export const ports = {
  shell: base,
  marketing: base + 1,
  blog: base + 2,
  booking: base + 3,
  intake: base + 4,
  admin: base + 5,
  api: base + 1000,
  /** A second shell and API, as a site whose owner has not activated card payments. */
  shellWithoutStripe: base + 6,
  apiWithoutStripe: base + 1006,
  /** That site's own back-office remote: its pages are drawn with that API's answers. */
  adminWithoutStripe: base + 7,
} as const;

/** Data and build copies of this run, beside the tests. */
export const runDir = path.join(__dirname, '..', '.variant', `run-${base}`);

export const siteOrigin = `http://127.0.0.1:${ports.shell}`;
/** The same remotes behind a shell whose API has no Stripe secret key. */
export const siteWithoutStripeOrigin = `http://127.0.0.1:${ports.shellWithoutStripe}`;
/** The start-up output of the API without Stripe (a site without an owner until set up). */
export const apiWithoutStripeLog = path.join(runDir, 'api-without-stripe.log');
export const coachName = 'Jordan Rivers';

/**
 * The links of a configured site (ASSESSMENT_URL, SOCIAL_*_URL): unset, a link is not rendered at
 * all, so the tests of the pages that show them run on a site that has them.
 */
export const siteLinks = {
  ASSESSMENT_URL: 'https://assessment.example.org/jordan-rivers',
  SOCIAL_LINKEDIN_URL: 'https://www.linkedin.com/in/jordan-rivers-example',
  SOCIAL_X_URL: 'https://x.com/jordan_rivers_example',
  SOCIAL_YOUTUBE_URL: 'https://www.youtube.com/@jordan-rivers-example',
} as const;

/** The owner account the API's start command creates for the back-office tests. */
export const owner = { username: 'owner', password: 'e2e quiet lighthouse 1' } as const;

type Remote = 'marketing' | 'blog' | 'booking' | 'intake' | 'admin';

/**
 * The secret the shell's server and the remotes' servers of this run share (FRAGMENT_SECRET): a
 * test value, for servers that listen on the loopback address only.
 */
export const fragmentSecret = `e2e-fragment-secret-of-run-${base}-on-loopback-only`;

/** A remote's own server (the shell's server reaches it; visitors never do). */
export const remoteUrl = (remote: Remote) => `http://127.0.0.1:${ports[remote]}`;

/** Where the browser loads a remote's files: under the site's own origin. */
export const remoteFilesUrl = (remote: Remote) => `${siteOrigin}/remotes/${remote}`;

/** The intake remote is served from a copy, so the redeploy test can replace its files. */
export const intakeDeployDir = path.join(runDir, 'intake-deployed');
