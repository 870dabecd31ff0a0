import path from 'node:path';

/**
 * The composed site as the end-to-end tests run it: every server on its own port (so a running
 * `npm start` on 3000–3004/4000 is left alone) and settings that differ from the defaults, so the
 * tests prove runtime configuration really reaches every remote.
 */
export const ports = {
  shell: 3100,
  marketing: 3101,
  blog: 3102,
  booking: 3103,
  intake: 3104,
  api: 4100,
} as const;

export const siteOrigin = `http://127.0.0.1:${ports.shell}`;
export const coachName = 'Jordan Rivers';

export const remoteUrl = (remote: 'marketing' | 'blog' | 'booking' | 'intake') =>
  `http://127.0.0.1:${ports[remote]}`;

/** The intake remote is served from a copy, so the redeploy test can replace its files. */
export const intakeDeployDir = path.join(__dirname, '..', '.variant', 'intake-deployed');
