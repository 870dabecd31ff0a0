import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { runDir } from './support/site';
import {
  fakeStripePort,
  fakeStripeUrl,
  stripePublishableKey,
  stripeSecretKey,
} from './support/stripe/stripe-routes';

/**
 * The site's end-to-end configuration plus what the booking flows need: a fake Stripe API for this
 * run, the API pointed at it (STRIPE_SECRET_KEY, STRIPE_API_URL), the shell handing the Stripe
 * publishable key to the browser, and a raised daily cap of free calls per visitor address (every
 * test books from 127.0.0.1). Run: E2E_PORT_BASE=3400 npx playwright test -c playwright.booking.config.ts
 */
const servers = Array.isArray(base.webServer)
  ? base.webServer
  : base.webServer
    ? [base.webServer]
    : [];

export default defineConfig({
  ...base,
  // Beside this run's data, so other runs cleaning their results never touch it.
  outputDir: path.join(runDir, 'test-results'),
  reporter: [['list'], ['json', { outputFile: path.join(runDir, 'e2e-booking.json') }]],
  projects: [{ ...base.projects![0]!, testIgnore: undefined, testMatch: /booking-.*\.spec\.ts/ }],
  webServer: [
    {
      command: `npx tsx "${path.join(__dirname, 'support', 'stripe', 'fake-stripe-server.ts')}"`,
      cwd: __dirname,
      env: { PORT: String(fakeStripePort) },
      url: `${fakeStripeUrl}/health`,
      reuseExistingServer: false,
    },
    ...servers.map((server) => {
      if (server.url?.endsWith('/api/health')) {
        return {
          ...server,
          env: {
            ...server.env,
            STRIPE_SECRET_KEY: stripeSecretKey,
            STRIPE_API_URL: fakeStripeUrl,
            FREE_CALLS_PER_IP_PER_DAY: '100000',
          },
        };
      }
      if (server.command?.includes('-w shell')) {
        return { ...server, env: { ...server.env, STRIPE_PUBLISHABLE_KEY: stripePublishableKey } };
      }
      return server;
    }),
  ],
});
