/**
 * Newsletter subscriptions. Each new (or returning) subscriber gets a secret token and a welcome
 * message queued in the same transaction; the token unsubscribes in one click, from the page
 * linked in the message or from the mail client's own unsubscribe button (RFC 8058).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { UnsubscribeOutcome } from '../repositories/newsletter';
import { confirmationMessage } from '../mail/newsletter-confirmation';
import { queueNewsletterWelcome } from './notifications';

/** Tokens are 32 URL-safe characters; anything else cannot be one. */
const tokenPattern = /^[A-Za-z0-9_-]{32}$/;

export function newUnsubscribeToken(): string {
  return randomBytes(24).toString('base64url');
}

export async function subscribe(app: FastifyInstance, email: string): Promise<void> {
  if (app.config.newsletter.doubleOptIn) return requestConfirmation(app, email);
  await app.knex.transaction(async (trx) => {
    const subscription = await app.repos.newsletter.subscribe(email, newUnsubscribeToken(), trx);
    // Subscribing again while subscribed sends nothing: the form cannot be used to flood an inbox.
    if (subscription.activated) {
      await queueNewsletterWelcome(
        app,
        { subscriptionId: subscription.id, email, token: subscription.token },
        trx,
      );
    }
  });
}

export async function unsubscribe(
  app: FastifyInstance,
  token: unknown,
): Promise<UnsubscribeOutcome> {
  if (typeof token !== 'string' || !tokenPattern.test(token)) return null;
  return app.knex.transaction(async (trx) => {
    const outcome = await app.repos.newsletter.unsubscribe(token, trx, app.now());
    // A broadcast still on its way to this subscriber stops here (the sender checks again
    // right before each message it already holds).
    if (outcome === 'unsubscribed') await app.repos.broadcasts.cancelForToken(token, trx);
    return outcome;
  });
}

/**
 * Double opt-in (NEWSLETTER_DOUBLE_OPT_IN): the address is stored waiting, and gets an email
 * whose link subscribes it. An active subscriber gets nothing, as with single opt-in.
 */
async function requestConfirmation(app: FastifyInstance, email: string): Promise<void> {
  await app.knex.transaction(async (trx) => {
    const waiting = await app.repos.newsletter.requestConfirmation(
      email,
      newUnsubscribeToken(),
      trx,
    );
    if (waiting === null) return;
    await app.mailer.queue(
      [
        confirmationMessage(
          { coachName: app.config.coachName, siteOrigin: app.config.siteOrigin },
          { subscriptionId: waiting.id, email, token: waiting.confirmationToken },
        ),
      ],
      trx,
    );
  });
}

/** The confirmation link was opened: subscribed, welcomed, and the owner told. */
export async function confirmSubscription(app: FastifyInstance, token: unknown): Promise<boolean> {
  if (typeof token !== 'string' || !tokenPattern.test(token)) return false;
  return app.knex.transaction(async (trx) => {
    const confirmed = await app.repos.newsletter.confirm(
      token,
      newUnsubscribeToken(),
      app.now(),
      trx,
    );
    if (confirmed === null) return false;
    await queueNewsletterWelcome(
      app,
      { subscriptionId: confirmed.id, email: confirmed.email, token: confirmed.token },
      trx,
    );
    return true;
  });
}
