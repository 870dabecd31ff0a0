/**
 * A contact message's emails: the acknowledgement to the sender and the owner's notice, each with
 * a dedupe key derived from the message, so a replayed event never queues a second copy.
 */
import type { ContactRequest } from '@site/contracts/api-types';
import { inquiryTypeLabels as inquiryLabels } from '@site/contracts/contact-options';
import type { NewOutboxMessage } from '../../../platform/outbox/types';
import { compose, signOff, type MailContext } from '../../site';

const referralLabels: Record<NonNullable<ContactRequest['referralSource']>, string> = {
  google: 'Google search',
  social: 'Social media',
  podcast: 'A podcast',
  referral: 'A referral from someone',
  conference: 'A conference or event',
  other: 'Somewhere else',
};

/** What the acknowledgement calls each kind of enquiry: "Thank you for your …". */
const inquiryTopics: Record<ContactRequest['inquiryType'], string> = {
  package: 'package enquiry',
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
        text: 'There is nothing more you need to do in the meantime. If you did not write to me, you can simply ignore this email.',
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
            ['Email', message.email],
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
          text: 'Reply to this email to answer the sender directly; they were promised a reply within 48 hours.',
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
