/**
 * The newsletter's addresses and headers (one-click unsubscribe, list identity) and a new
 * subscriber's emails: the welcome and the owner's notice.
 */
import { paths } from '@site/contracts/routes';
import type { NewOutboxMessage } from '../../../platform/outbox/types';
import { compose, signOff, type MailContext } from '../../site';

/** The one-click unsubscribe address (RFC 8058): the API, under the site's origin. */
export function oneClickUnsubscribeUrl(siteOrigin: string, token: string): string {
  const url = new URL('/api/newsletter/unsubscribe', siteOrigin);
  url.searchParams.set('token', token);
  return url.href;
}

/**
 * The headers every newsletter message carries: the one-click unsubscribe (RFC 8058) and the
 * list's identity (RFC 2919: `"<coach> newsletter" <newsletter.<site host>>`), by which mail
 * clients group, filter and offer to leave the list.
 */
export function newsletterListHeaders(
  context: Pick<MailContext, 'coachName' | 'siteOrigin'>,
  token: string,
): Record<string, string> {
  const name = `${context.coachName} newsletter`.replace(/[\p{Cc}"\\<>]/gu, ' ').trim();
  // A name beyond ASCII goes as one RFC 2047 encoded word; the id itself is always ASCII.
  const phrase = /^[\x20-\x7e]*$/.test(name)
    ? `"${name}"`
    : `=?UTF-8?B?${Buffer.from(name).toString('base64')}?=`;
  return {
    'List-Id': `${phrase} <newsletter.${new URL(context.siteOrigin).hostname}>`,
    'List-Unsubscribe': `<${oneClickUnsubscribeUrl(context.siteOrigin, token)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** The page that confirms an unsubscribe, linked from the message body. */
export function unsubscribePageUrl(siteOrigin: string, token: string): string {
  const url = new URL(paths.newsletterUnsubscribe, siteOrigin);
  url.searchParams.set('token', token);
  return url.href;
}

/** A new (or returning) subscriber: the welcome with its unsubscribe link; the owner's notice. */
export function newsletterMessages(
  context: MailContext,
  input: { subscriptionId: number; email: string; token: string },
): NewOutboxMessage[] {
  const pageUrl = unsubscribePageUrl(context.siteOrigin, input.token);
  const client = compose(
    context,
    input.email,
    "Welcome: you'll hear it here first",
    {
      preheader: 'You are on the list. Here is what to expect.',
      heading: 'Welcome. I am glad you are here.',
      blocks: [
        {
          type: 'paragraph',
          text: 'Thank you for subscribing. From now on you will hear from me before anything reaches social media: new articles, ideas I am still working through, and invitations to events, usually 30 to 60 minutes before I post them anywhere else.',
        },
        {
          type: 'paragraph',
          text: 'Some of what I send is only for subscribers: longer reflections, practical frameworks and the questions I ask my own clients. I write only when I have something worth your attention.',
        },
        {
          type: 'button',
          label: 'Read the latest articles',
          href: new URL(paths.blog, context.siteOrigin).href,
        },
      ],
      signOff: signOff(context),
      footer: [
        {
          type: 'paragraph',
          text: `You receive this because ${input.email} subscribed at ${new URL(context.siteOrigin).host}.`,
        },
        { type: 'button', label: 'Unsubscribe with one click', href: pageUrl },
      ],
    },
    { headers: newsletterListHeaders(context, input.token) },
  );
  const owner = compose(context, context.ownerEmail, `New newsletter subscriber: ${input.email}`, {
    preheader: `${input.email} joined the newsletter.`,
    heading: 'New newsletter subscriber',
    blocks: [{ type: 'details', rows: [['Email', input.email]] }],
  });
  return [
    {
      kind: 'client.newsletter-welcome',
      dedupeKey: `newsletter:${input.subscriptionId}:${input.token}:client`,
      mail: client,
      limited: true,
    },
    {
      kind: 'owner.newsletter-subscriber',
      dedupeKey: `newsletter:${input.subscriptionId}:${input.token}:owner`,
      mail: owner,
      limited: false,
    },
  ];
}
