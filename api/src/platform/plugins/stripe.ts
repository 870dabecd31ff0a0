import fp from 'fastify-plugin';
import Stripe from 'stripe';

declare module 'fastify' {
  interface FastifyInstance {
    /** Null when STRIPE_SECRET_KEY is unset: card payments are not activated. */
    stripe: Stripe | null;
  }
}

export default fp(
  async (app) => {
    const { secretKey, apiUrl } = app.config.stripe;
    if (secretKey === null) {
      app.log.info(
        'STRIPE_SECRET_KEY is not set: card payments are off (paid packages answer 503)',
      );
      app.decorate('stripe', null);
      return;
    }
    // STRIPE_API_URL points the SDK at another server (the tests' fake); no retries there.
    const target = apiUrl === null ? null : new URL(apiUrl);
    app.decorate(
      'stripe',
      new Stripe(secretKey, {
        telemetry: false,
        timeout: 20_000,
        maxNetworkRetries: target === null ? 2 : 0,
        ...(target !== null && {
          host: target.hostname,
          port: Number(target.port || (target.protocol === 'https:' ? 443 : 80)),
          protocol: target.protocol === 'https:' ? 'https' : 'http',
        }),
      }),
    );
  },
  { name: 'stripe' },
);
