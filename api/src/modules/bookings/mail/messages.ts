/**
 * Every e-mail the site sends, rendered when its event happens and stored whole in the outbox.
 * Client messages speak in the coach's voice; owner messages carry every detail the owner needs
 * to act without opening the database. Each message has a dedupe key derived from its event, so
 * a replayed event never queues a second copy.
 */
import { randomUUID } from 'node:crypto';
import type { ContactRequest, QuestionnaireRequest } from '@site/contracts/api-types';
import { formatCents } from '@site/contracts/money';
import { packages } from '@site/contracts/packages';
import { questionnaireSteps } from '@site/contracts/questionnaire-steps';
import { paths } from '@site/contracts/routes';
import { formatDate, formatTime } from '@site/contracts/slots';
import { timezoneLabel } from '@site/contracts/timezones';
import type { BookingRecord } from '../../../db/mapping';
import type { NewOutboxMessage, OutboxMail } from '../../../platform/outbox/types';
import { bookingLink } from '../services/booking-access';
import { renderHtml, renderText, type Block, type Letter } from '../../../platform/mail/layout';

export interface MailContext {
  coachName: string;
  siteOrigin: string;
  /** MAIL_FROM, e.g. `"Adrian Vale" <hello@example.com>`. */
  from: string;
  ownerEmail: string;
}

const inquiryLabels: Record<ContactRequest['inquiryType'], string> = {
  speaking: 'Speaking engagement',
  podcast: 'Podcast or media interview',
  partnership: 'Partnership or collaboration',
  general: 'General question',
  other: 'Something else',
};

const referralLabels: Record<NonNullable<ContactRequest['referralSource']>, string> = {
  google: 'Google search',
  social: 'Social media',
  podcast: 'A podcast',
  referral: 'A referral from someone',
  conference: 'A conference or event',
  other: 'Somewhere else',
};

/** "Monday, March 3, 2031 at 1:00 PM (Eastern)" in the given zone. */
export function sessionTime(instant: string, zone: string): string {
  return `${formatDate(instant, zone)} at ${formatTime(instant, zone)} (${timezoneLabel(zone)})`;
}

export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

export function compose(
  context: MailContext,
  to: string,
  subject: string,
  letter: Omit<Letter, 'coachName' | 'siteOrigin'>,
  extra: Partial<Pick<OutboxMail, 'replyTo' | 'headers' | 'icalEvent'>> = {},
): OutboxMail {
  const full: Letter = { ...letter, coachName: context.coachName, siteOrigin: context.siteOrigin };
  return {
    to,
    subject,
    text: renderText(full),
    html: renderHtml(full),
    messageId: `<${randomUUID()}@${new URL(context.siteOrigin).hostname}>`,
    ...extra,
  };
}

export const signOff = (context: MailContext) => ['With warmth,', context.coachName];

/** pending → paid: the client's receipt and link to choose a time; the owner's notice. */
export function bookingPaidMessages(
  context: MailContext,
  booking: BookingRecord,
  options: { late?: boolean } = {},
): NewOutboxMessage[] {
  const info = packages[booking.packageType];
  const scheduleUrl = bookingLink(context.siteOrigin, 'schedule', booking);
  const receipt: Block = {
    type: 'details',
    rows: [
      ['Package', info.name],
      // A package the owner gives free (added in the back office) says so instead of "$0.00".
      [
        'Amount paid',
        booking.amount === 0 ? 'Complimentary' : `${formatCents(booking.amount)} USD`,
      ],
      ['Booking reference', `#${booking.id}`],
      ...(booking.stripePaymentIntentId
        ? ([['Payment reference', booking.stripePaymentIntentId]] as const)
        : []),
    ],
  };
  const client = compose(context, booking.email, `Payment confirmed: your ${info.scheduleLabel}`, {
    preheader: 'Your payment is confirmed. Choose the time of your session whenever you are ready.',
    heading: `Thank you, ${firstName(booking.name)}. Your place is confirmed.`,
    blocks: [
      {
        type: 'paragraph',
        text: `Your payment has come through, and I am genuinely glad you have chosen to do this work with me. Here is your receipt for your records.`,
      },
      receipt,
      {
        type: 'paragraph',
        text:
          packages[booking.packageType].sessionCredits > 1
            ? `The next step is yours: your package holds ${packages[booking.packageType].sessionCredits} sessions, and you book them one at a time, whenever suits you. The link below is where you book, move or cancel them; it works from any device.`
            : 'The next step is yours: pick the date and time that suits you. The link below is where you book, move or cancel your session; it works from any device.',
      },
      { type: 'button', label: 'Choose your session time', href: scheduleUrl },
      {
        type: 'paragraph',
        text: 'Once you have chosen, you will receive a calendar invitation and a short questionnaire that helps me prepare for you. I will also be in touch personally within 24 hours.',
      },
    ],
    signOff: signOff(context),
  });
  const owner = compose(
    context,
    context.ownerEmail,
    `${options.late ? 'Late payment of an expired booking' : 'New paid booking'}: ${info.name} for ${booking.name} (${formatCents(booking.amount)})`,
    {
      preheader: `${booking.name} paid ${formatCents(booking.amount)} for the ${info.name}.`,
      heading: options.late ? 'Late payment: an expired booking was paid' : 'New paid booking',
      blocks: [
        ...(options.late
          ? [
              {
                type: 'paragraph' as const,
                text: 'This checkout had expired unpaid, and the payment came through afterwards. The payment is real, so the booking is paid again and the client can book their sessions.',
              },
            ]
          : []),
        {
          type: 'details',
          rows: [
            ['Client', booking.name],
            ['E-mail', booking.email],
            ...receipt.rows,
            [
              'Sessions',
              `${packages[booking.packageType].sessionCredits} to book; the client has the link`,
            ],
          ],
        },
        {
          type: 'paragraph',
          text: 'Reply to this message to write to the client directly.',
        },
      ],
    },
    { replyTo: booking.email },
  );
  return [
    {
      kind: 'client.booking-paid',
      dedupeKey: `booking:${booking.id}:paid:client`,
      mail: client,
      // A paid booking's own mail is never capped: the payment shows the address is meant.
      limited: false,
    },
    {
      kind: 'owner.booking-paid',
      dedupeKey: `booking:${booking.id}:paid:owner`,
      mail: owner,
      limited: false,
    },
  ];
}

type Answers = Omit<QuestionnaireRequest, 'bookingId'>;

/** A submitted questionnaire: a thank-you to the client, every answer to the owner by step. */
export function questionnaireMessages(
  context: MailContext,
  input: { id: number; bookingId: number | null; answers: Answers },
): NewOutboxMessage[] {
  const { answers } = input;
  const client = compose(context, answers.email, 'Thank you for your answers', {
    preheader: 'Your questionnaire has reached me.',
    heading: `Thank you, ${firstName(answers.name)}.`,
    blocks: [
      {
        type: 'paragraph',
        text: 'Your questionnaire has reached me. I know questions like these take honesty and a little courage, and I do not take that lightly.',
      },
      {
        type: 'paragraph',
        text: 'I will read every answer carefully before we meet, so our time together starts where you really are. There is nothing else you need to do now.',
      },
    ],
    signOff: signOff(context),
  });
  const blocks: Block[] = [
    {
      type: 'details',
      rows: [
        ['Client', answers.name],
        ['E-mail', answers.email],
        [
          'Booking',
          input.bookingId === null ? 'None (answered without a booking)' : `#${input.bookingId}`,
        ],
      ],
    },
  ];
  for (const [index, step] of questionnaireSteps.entries()) {
    blocks.push({ type: 'heading', text: `Step ${index + 1}: ${step.title}` });
    for (const question of step.questions) {
      const value = answers[question.field];
      const shown =
        value === undefined || value === null || value === ''
          ? '(no answer)'
          : question.kind === 'scale'
            ? `${String(value)} / 10`
            : String(value);
      blocks.push({ type: 'paragraph', text: question.question });
      blocks.push({ type: 'quote', text: shown });
    }
  }
  const owner = compose(
    context,
    context.ownerEmail,
    `Questionnaire from ${answers.name}`,
    {
      preheader: `${answers.name} answered the pre-session questionnaire.`,
      heading: `Questionnaire from ${answers.name}`,
      blocks,
    },
    { replyTo: answers.email },
  );
  return [
    {
      kind: 'client.questionnaire-received',
      dedupeKey: `questionnaire:${input.id}:client`,
      mail: client,
      limited: true,
    },
    {
      kind: 'owner.questionnaire-received',
      dedupeKey: `questionnaire:${input.id}:owner`,
      mail: owner,
      limited: false,
    },
  ];
}

/** What the acknowledgement calls each kind of enquiry: "Thank you for your …". */
const inquiryTopics: Record<ContactRequest['inquiryType'], string> = {
  speaking: 'speaking enquiry',
  podcast: 'podcast or media enquiry',
  partnership: 'partnership enquiry',
  general: 'question',
  other: 'message',
};

export const contactAcknowledgementKind = 'client.contact-received';

/**
 * A contact message: a short acknowledgement to the sender, every field to the owner. The
 * acknowledgement goes to whatever address was typed into a public form, so it repeats nothing
 * the visitor wrote (not the message, not the name): only the kind of enquiry, chosen from a
 * list, and the promise of a reply within 48 hours.
 */
export function contactMessages(
  context: MailContext,
  input: { id: number; message: ContactRequest },
): NewOutboxMessage[] {
  const { message } = input;
  const topic = inquiryTopics[message.inquiryType];
  const client = compose(context, message.email, `Thank you for your ${topic}`, {
    preheader: 'Your message has reached me. I will reply within 48 hours.',
    heading: `Thank you for your ${topic}.`,
    blocks: [
      {
        type: 'paragraph',
        text: 'Your message has reached me safely. I read every message myself and give each one the attention it deserves, so you will hear back from me personally within 48 hours.',
      },
      { type: 'details', rows: [['About', inquiryLabels[message.inquiryType]]] },
      {
        type: 'paragraph',
        text: 'There is nothing more you need to do in the meantime. If you did not write to me, you can simply ignore this e-mail.',
      },
    ],
    signOff: signOff(context),
  });
  const owner = compose(
    context,
    context.ownerEmail,
    `New ${inquiryLabels[message.inquiryType].toLowerCase()} enquiry from ${message.name}`,
    {
      preheader: message.message.slice(0, 120),
      heading: `New enquiry from ${message.name}`,
      blocks: [
        {
          type: 'details',
          rows: [
            ['About', inquiryLabels[message.inquiryType]],
            ['Name', message.name],
            ['E-mail', message.email],
            ['Organization', message.organization ?? '(not given)'],
            [
              'Heard about you through',
              message.referralSource ? referralLabels[message.referralSource] : '(not given)',
            ],
          ],
        },
        { type: 'heading', text: 'Message' },
        { type: 'quote', text: message.message },
        {
          type: 'paragraph',
          text: 'Reply to this e-mail to answer the sender directly; they were promised a reply within 48 hours.',
        },
      ],
    },
    { replyTo: message.email },
  );
  return [
    {
      kind: contactAcknowledgementKind,
      dedupeKey: `contact:${input.id}:client`,
      mail: client,
      limited: true,
    },
    {
      kind: 'owner.contact-received',
      dedupeKey: `contact:${input.id}:owner`,
      mail: owner,
      limited: false,
    },
  ];
}

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
    blocks: [{ type: 'details', rows: [['E-mail', input.email]] }],
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
