import type { RuntimeConfig } from '@site/contracts/site-settings';
import { shellStartScriptSource } from './document';

const stripeScripts = 'https://js.stripe.com';
const stripeFrames = ['https://js.stripe.com', 'https://hooks.stripe.com'];
const stripeApi = 'https://api.stripe.com';

/**
 * The page's CSP: our own origin, any remote served from another origin (its manifest, chunks and
 * images) and Stripe's payment element. styled-components injects <style> tags, hence inline styles.
 */
export function contentSecurityPolicy(runtime: RuntimeConfig) {
  // Remotes served under the site's own origin (paths such as /remotes/blog) need no entry.
  const remoteOrigins = [
    ...new Set(
      Object.values(runtime.remotes)
        .filter((url) => /^https?:\/\//.test(url))
        .map((url) => new URL(url).origin),
    ),
  ];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", shellStartScriptSource, ...remoteOrigins, stripeScripts],
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
