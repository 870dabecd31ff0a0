/**
 * Every email the site sends, rendered when its event happens and stored whole in the outbox.
 * Client messages speak in the coach's voice; owner messages carry every detail the owner needs
 * to act without opening the database. Each message has a dedupe key derived from its event, so
 * a replayed event never queues a second copy.
 */
import type { QuestionnaireRequest } from '@site/contracts/api-types';
import { complimentaryLabel } from '@site/contracts/admin';
import { formatCents } from '@site/contracts/money';
import { boughtPackageName, packages } from '@site/contracts/packages';
import { questionnaireAnsweredLine } from '@site/contracts/questionnaire-ahead';
import { questionnaireSteps } from '@site/contracts/questionnaire-steps';
import { formatOwnerSessionTime, formatSessionTime } from '@site/contracts/slots';
import type { BookingRecord } from '../repositories/bookings';
import type { NewOutboxMessage } from '../../../platform/outbox/types';
import type { Block } from '../../../platform/mail/layout';
import { compose, firstName, signOff, type MailContext } from '../../site';
import { bookingLink, portalLink } from '../services/booking-access';
import { isGivenFree as givenFree } from '../services/given-free';

/**
 * "Monday, March 3, 2031 at 1:00 PM (Eastern)" in the given zone, its name said once, as the
 * public booking pages say it (`formatSessionTime` of the contracts): the client's emails.
 */
export const sessionTime = formatSessionTime;

/**
 * "Monday, March 3, 2031 at 1:00 PM (Cancun time)": the same for the owner, the zone named as the
 * back office names it (`formatOwnerSessionTime`): the owner's emails and notices.
 */
export const ownerSessionTime = formatOwnerSessionTime;

/** His client portal, introduced: what it holds, and the link that opens it for him. */
export function portalBlocks(context: MailContext, booking: BookingRecord): Block[] {
  // The free call has no package: no notes, no receipts, and messages go through the contact page.
  const holds =
    booking.packageType === 'strategy-call'
      ? 'Your client portal keeps your call, how to prepare for it and your questionnaire in one place.'
      : givenFree(booking)
        ? 'Your client portal keeps your sessions, my notes and action plan and our messages in one place.'
        : 'Your client portal keeps your sessions, my notes and action plan, our messages and your receipts in one place.';
  return [
    {
      type: 'paragraph',
      text: `${holds} This link opens it for you; from another device, sign in there with this email address.`,
    },
    {
      type: 'button',
      label: 'Open your client portal',
      href: portalLink(context.siteOrigin, booking),
    },
  ];
}

/**
 * What follows his choice of a time, by whether the questionnaire is still ahead of him: a client
 * who already answered it (for his free call or an earlier package) is never asked again.
 */
export const afterChoosingLines = {
  ahead:
    'Once you have chosen, you will receive a calendar invitation and a short questionnaire that helps me prepare for you. I will also be in touch personally within 24 hours.',
  answered: `Once you have chosen, you will receive a calendar invitation. ${questionnaireAnsweredLine} I will also be in touch personally within 24 hours.`,
} as const;

/**
 * pending → paid: the client's receipt and link to choose a time; the owner's notice.
 * `questionnaireAhead`: whether the booking page still asks him for the questionnaire.
 */
export function bookingPaidMessages(
  context: MailContext,
  booking: BookingRecord,
  options: { late?: boolean; questionnaireAhead: boolean },
): NewOutboxMessage[] {
  const info = packages[booking.packageType];
  const scheduleUrl = bookingLink(context.siteOrigin, 'schedule', booking);
  const given = givenFree(booking);
  const receipt: Block = {
    type: 'details',
    rows: [
      // The buyer's receipt names the package as his other pages and emails do.
      ['Package', boughtPackageName(booking.packageType)],
      given ? ['Price', complimentaryLabel] : ['Amount paid', `${formatCents(booking.amount)} USD`],
      ['Booking reference', `#${booking.id}`],
      ...(booking.stripePaymentIntentId
        ? ([['Payment reference', booking.stripePaymentIntentId]] as const)
        : []),
    ],
  };
  const client = compose(
    context,
    booking.email,
    given
      ? `Your ${boughtPackageName(booking.packageType)} is ready`
      : `Payment confirmed: your ${boughtPackageName(booking.packageType)}`,
    {
      preheader: given
        ? 'Your sessions are set aside for you. Choose the time of your session whenever you are ready.'
        : 'Your payment is confirmed. Choose the time of your session whenever you are ready.',
      heading: `Thank you, ${firstName(booking.name)}. Your place is confirmed.`,
      blocks: [
        {
          type: 'paragraph',
          text: given
            ? 'I have set this package aside for you as a gift, and I am genuinely glad we are doing this work together. Here are its details for your records.'
            : `Your payment has come through, and I am genuinely glad you have chosen to do this work with me. Here is your receipt for your records.`,
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
          text: options.questionnaireAhead ? afterChoosingLines.ahead : afterChoosingLines.answered,
        },
        ...portalBlocks(context, booking),
      ],
      signOff: signOff(context),
    },
  );
  const owner = compose(
    context,
    context.ownerEmail,
    given
      ? `Package given: ${info.name} for ${booking.name} (${complimentaryLabel})`
      : `${options.late ? 'Late payment of an expired booking' : 'New paid booking'}: ${info.name} for ${booking.name} (${formatCents(booking.amount)})`,
    {
      preheader: given
        ? `${booking.name} has the ${info.name}, given free.`
        : `${booking.name} paid ${formatCents(booking.amount)} for the ${info.name}.`,
      heading: given
        ? 'Package given'
        : options.late
          ? 'Late payment: an expired booking was paid'
          : 'New paid booking',
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
            ['Email', booking.email],
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
        ['Email', answers.email],
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
      preheader: `${answers.name} answered the questionnaire.`,
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
