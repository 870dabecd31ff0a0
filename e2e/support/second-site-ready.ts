/**
 * Before the tests: the second site's API (the one without a Stripe key, see playwright.config.ts)
 * is up. Playwright starts it without waiting, so that it builds its fresh database while the
 * other servers start; here, after the warm-up, the tests wait until it answers its health check
 * and its start-up output (written afresh by this run) holds the set-up link of its database that
 * has no owner yet: a server left on the port by another run never writes that file, so it cannot
 * pass for this run's.
 */
import { existsSync, readFileSync } from 'node:fs';
import { apiWithoutStripeLog, ports } from './site';

const healthUrl = `http://127.0.0.1:${ports.apiWithoutStripe}/api/health`;
const timeoutMs = 120_000;

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

const startUpOutput = () =>
  existsSync(apiWithoutStripeLog) ? readFileSync(apiWithoutStripeLog, 'utf8') : '';

export default async function secondSiteReady() {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (startUpOutput().includes('"setupUrl"') && (await answers(healthUrl))) return;
    if (Date.now() > deadline) {
      const tail = startUpOutput().split('\n').slice(-20).join('\n');
      throw new Error(
        `The API without Stripe did not start within ${timeoutMs / 1000} s (${healthUrl}); ` +
          `its output (${apiWithoutStripeLog}):\n${tail}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
