import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

const doubleScript = readFileSync(path.join(__dirname, 'stripe-js-double.js'), 'utf8');

/** Where the fake Stripe API of this run listens (E2E_PORT_BASE moves it with the rest). */
export const fakeStripePort = Number(process.env.E2E_PORT_BASE || 3100) + 1010;
export const fakeStripeUrl = `http://127.0.0.1:${fakeStripePort}`;
export const stripePublishableKey = 'pk_test_e2e_double';
export const stripeSecretKey = 'sk_test_e2e_fake';

/**
 * Serves the Stripe.js test double for https://js.stripe.com/** and sends the browser's calls to
 * https://api.stripe.com/** to the fake Stripe server, as the real Stripe.js would reach Stripe.
 * Returns the script URLs the page asked for, so a test can prove which pages load Stripe.js.
 */
export async function routeStripe(page: Page): Promise<string[]> {
  const loaded: string[] = [];
  await page.route('https://js.stripe.com/**', async (route) => {
    loaded.push(route.request().url());
    await route.fulfill({
      status: 200,
      contentType: 'application/javascript; charset=utf-8',
      body: doubleScript,
    });
  });
  await page.route('https://api.stripe.com/**', async (route) => {
    const request = route.request();
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'authorization, content-type',
      'access-control-allow-methods': 'GET, POST, OPTIONS',
    };
    if (request.method() === 'OPTIONS') {
      await route.fulfill({ status: 204, headers: cors });
      return;
    }
    const target = new URL(request.url());
    const response = await route.fetch({
      url: `${fakeStripeUrl}${target.pathname}${target.search}`,
    });
    await route.fulfill({ response, headers: { ...response.headers(), ...cors } });
  });
  return loaded;
}
