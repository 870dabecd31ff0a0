/**
 * The portal's emails. None repeats what a client wrote, nor a note's text: the coach's notice of
 * a client's message names who wrote and links to the client's page, so the words of a message
 * never travel in an email; the client's notices quote at most a reply's first lines.
 */
import { portalMessages, signInCode } from '@site/contracts/client-portal';
import {
  erasureDeadlineDays,
  erasureKeepsSentence,
  erasureMailSubjects,
} from '@site/contracts/client-actions';
import { paths, toPath } from '@site/contracts/routes';
import type { NewOutboxMessage } from '../../../platform/outbox/types';
import { compose, signOff, type MailContext } from '../../site';

const portalUrl = (context: MailContext) => `${context.siteOrigin}${paths.portal}`;

/** The sign-in code, to the address it was asked for (only an address with bookings). */
export function signInCodeMail(
  context: MailContext,
  input: { codeId: number; to: string; code: string },
): NewOutboxMessage {
  return {
    kind: 'client.portal-code',
    dedupeKey: `portal-code:${input.codeId}`,
    limited: true,
    mail: compose(context, input.to, portalMessages.codeEmailSubject, {
      preheader: `Your code works once, for ${signInCode.validMinutes} minutes.`,
      heading: 'Your sign-in code',
      blocks: [
        { type: 'paragraph', text: 'Enter this code on the portal’s sign-in page:' },
        { type: 'code', text: input.code },
        {
          type: 'paragraph',
          text: `It works once, for ${signInCode.validMinutes} minutes. If you did not ask for it, you can ignore this email: nobody can sign in without it.`,
        },
        { type: 'button', label: 'Open Your Portal', href: portalUrl(context) },
      ],
      signOff: signOff(context),
    }),
  };
}

/** The coach is told who wrote (not what). */
export function clientMessageNotice(
  context: MailContext,
  input: { messageId: number; clientId: number; name: string; priority: boolean },
): NewOutboxMessage {
  const page = `${context.siteOrigin}${toPath(paths.adminClient, { clientId: input.clientId })}`;
  return {
    kind: 'owner.client-message',
    dedupeKey: `client-message:${input.messageId}:owner`,
    limited: false,
    mail: compose(
      context,
      context.ownerEmail,
      portalMessages.newMessageSubject(input.name, input.priority),
      {
        preheader: `${input.name} wrote to you in the client portal.`,
        heading: `${input.name} wrote to you`,
        blocks: [
          {
            type: 'paragraph',
            text: input.priority
              ? 'A client with priority email support has written. Read and reply on his page in the back office.'
              : 'Read and reply on the client’s page in the back office.',
          },
          { type: 'button', label: 'Open the Client’s Page', href: page },
        ],
      },
    ),
  };
}

/** How much of a reply its email quotes: its first lines, up to a short paragraph's length. */
const quotedLines = 8;
const quotedChars = 600;

/** The first lines of a reply, cut at a word with "…" when there is more in the portal. */
export function replyExcerpt(text: string): { text: string; cut: boolean } {
  const whole = text.trim().replace(/\r\n?/g, '\n');
  let excerpt = whole.split('\n').slice(0, quotedLines).join('\n');
  if (excerpt.length > quotedChars) {
    const cutAt = excerpt.lastIndexOf(' ', quotedChars);
    excerpt = excerpt.slice(0, cutAt > quotedChars / 2 ? cutAt : quotedChars);
  }
  excerpt = excerpt.trimEnd();
  const cut = excerpt.length < whole.length;
  return { text: cut ? `${excerpt}…` : excerpt, cut };
}

/**
 * The client is told of a reply, quoted (its first lines), or of shared notes (not their text),
 * with a link to his portal. Never limited: the coach causes it, not a visitor, and a client who
 * was just sent his booking's emails must still hear of the reply.
 */
export function clientNotice(
  context: MailContext,
  input:
    | { kind: 'reply'; id: number; to: string; text: string }
    | { kind: 'note'; id: number; to: string },
): NewOutboxMessage {
  const reply = input.kind === 'reply';
  const excerpt = input.kind === 'reply' ? replyExcerpt(input.text) : null;
  return {
    kind: reply ? 'client.portal-reply' : 'client.portal-note',
    dedupeKey: `client-${input.kind}:${input.id}:client`,
    limited: false,
    mail: compose(
      context,
      input.to,
      reply ? portalMessages.replySubject : portalMessages.sharedNoteSubject,
      {
        preheader: reply ? 'I have replied to your message.' : 'I have shared notes with you.',
        heading: reply ? 'I have replied to your message' : 'New notes from our session',
        blocks:
          excerpt !== null
            ? [
                { type: 'quote', text: excerpt.text },
                {
                  type: 'paragraph',
                  text: excerpt.cut
                    ? 'The whole of it is in your client portal, where you can answer me.'
                    : 'You can answer me in your client portal.',
                },
                { type: 'button', label: 'Reply in Your Portal', href: portalUrl(context) },
              ]
            : [
                {
                  type: 'paragraph',
                  text: 'I have shared session notes and an action plan in your client portal.',
                },
                { type: 'button', label: 'Open Your Portal', href: portalUrl(context) },
              ],
        signOff: signOff(context),
      },
    ),
  };
}

/**
 * The receipt of a client's request to erase his data: what happens next, and by when. It names
 * nothing of him but his address.
 */
export function erasureRequestedMail(
  context: MailContext,
  input: { clientId: number; to: string },
): NewOutboxMessage {
  return {
    kind: 'client.erasure-requested',
    dedupeKey: `erasure-request:${input.clientId}:client`,
    limited: true,
    mail: compose(context, input.to, erasureMailSubjects.requested, {
      preheader: `I erase your data within ${erasureDeadlineDays} days.`,
      heading: 'Your request to erase your data',
      blocks: [
        {
          type: 'paragraph',
          text: `I have your request to erase everything this site keeps about you. I carry it out within ${erasureDeadlineDays} days of your request at the latest, as the law requires (one month).`,
        },
        {
          type: 'paragraph',
          text: 'Until then nothing changes: you can still sign in to your portal and download a copy of your data with “Download My Data”.',
        },
        {
          type: 'paragraph',
          text: `Once it is done, you receive a last email saying so, and you can no longer sign in. ${erasureKeepsSentence}`,
        },
        {
          type: 'paragraph',
          text: 'If you did not ask for this, write to me in the portal before then.',
        },
        { type: 'button', label: 'Open Your Portal', href: portalUrl(context) },
      ],
      signOff: signOff(context),
    }),
  };
}
