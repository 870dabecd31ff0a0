import type { RuntimeConfig } from '@site/contracts/site-settings';

const stripeScripts = 'https://js.stripe.com';
const stripeFrames = ['https://js.stripe.com', 'https://hooks.stripe.com'];
const stripeApi = 'https://api.stripe.com';

/**
 * The page's CSP (design §6): our own origin, the remotes' origins (their manifests, chunks and
 * images) and Stripe's payment element. styled-components injects <style> tags, hence inline styles.
 */
export function contentSecurityPolicy(runtime: RuntimeConfig) {
  const remoteOrigins = [
    ...new Set(Object.values(runtime.remotes).map((url) => new URL(url).origin)),
  ];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...remoteOrigins, stripeScripts],
    connectSrc: ["'self'", ...remoteOrigins, stripeApi],
    frameSrc: stripeFrames,
    imgSrc: ["'self'", 'data:', ...remoteOrigins],
    styleSrc: ["'self'", "'unsafe-inline'"],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: null,
  };
}
