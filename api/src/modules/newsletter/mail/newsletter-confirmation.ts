/**
 * Double opt-in (NEWSLETTER_DOUBLE_OPT_IN): the email whose link confirms a sign-up, and the page
 * that link opens. Nothing here repeats what the visitor typed but the address itself.
 */
import { randomUUID } from 'node:crypto';
import { paths } from '@site/contracts/routes';
import type { NewOutboxMessage } from '../../../platform/outbox/types';
import { renderHtml, renderText, type Letter } from '../../../platform/mail/layout';

export interface ConfirmationContext {
  coachName: string;
  siteOrigin: string;
}

/** The link in the confirmation email (the API, under the site's origin). */
export function confirmationUrl(siteOrigin: string, token: string): string {
  const url = new URL('/api/newsletter/confirm', siteOrigin);
  url.searchParams.set('token', token);
  return url.href;
}

export function confirmationMessage(
  context: ConfirmationContext,
  input: { subscriptionId: number; email: string; token: string },
): NewOutboxMessage {
  const host = new URL(context.siteOrigin).host;
  const letter: Letter = {
    preheader: 'One click and you are on the list.',
    heading: 'Please confirm your subscription',
    blocks: [
      {
        type: 'paragraph',
        text: `Someone, hopefully you, asked to receive ${context.coachName}'s newsletter at this address. Confirm with the button below and you will hear from me before anything reaches social media.`,
      },
      {
        type: 'button',
        label: 'Yes, subscribe me',
        href: confirmationUrl(context.siteOrigin, input.token),
      },
      {
        type: 'paragraph',
        text: 'If you did not ask for this, ignore this email: you will not be subscribed and will hear nothing more.',
      },
    ],
    signOff: ['With warmth,', context.coachName],
    coachName: context.coachName,
    siteOrigin: context.siteOrigin,
    footer: [
      {
        type: 'paragraph',
        text: `You receive this because ${input.email} was entered in the newsletter form at ${host}.`,
      },
    ],
  };
  return {
    kind: 'client.newsletter-confirm',
    dedupeKey: `newsletter-confirm:${input.subscriptionId}:${randomUUID()}`,
    // Counted against the address's limits, so the form cannot flood an inbox.
    limited: true,
    dailyLimitOfKind: 3,
    mail: {
      to: input.email,
      subject: 'Please confirm your subscription',
      text: renderText(letter),
      html: renderHtml(letter),
      messageId: `<${randomUUID()}@${new URL(context.siteOrigin).hostname}>`,
    },
  };
}

/** The page the confirmation link opens: done, or a link that is not (or no longer) valid. */
export function confirmationPage(context: ConfirmationContext, confirmed: boolean): string {
  return renderHtml({
    preheader: '',
    heading: confirmed ? 'You are subscribed' : 'This link is not valid',
    blocks: confirmed
      ? [
          {
            type: 'paragraph',
            text: 'Thank you for confirming. A welcome email is on its way; from now on you will hear from me first.',
          },
          {
            type: 'button',
            label: 'Read the latest articles',
            href: new URL(paths.blog, context.siteOrigin).href,
          },
        ]
      : [
          {
            type: 'paragraph',
            text: 'It may have been used already: if you confirmed before, you are subscribed. Otherwise, sign up again at the foot of any page.',
          },
          {
            type: 'button',
            label: 'Go to the site',
            href: new URL('/', context.siteOrigin).href,
          },
        ],
    coachName: context.coachName,
    siteOrigin: context.siteOrigin,
  });
}
