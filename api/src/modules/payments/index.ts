/** The payments module's public face: the only file other modules and the app may import. */
export { createStripeEventRepository } from './repositories/stripe-events';
export { default as payments } from './routes/payments';
export { default as stripeWebhook } from './routes/stripe-webhook';
