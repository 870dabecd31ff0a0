/**
 * The last email to an erased address: his data is gone, and what the law keeps. It names
 * nothing of him but the address it goes to (no name, package, amount or date), so it holds no
 * more than the address the erasure already had to read.
 */
import { randomUUID } from 'node:crypto';
import { erasureKeepsSentence, erasureMailSubjects } from '@site/contracts/client-actions';
import type { NewOutboxMessage } from '../../../platform/outbox/types';
import { compose, signOff, type MailContext } from '../../site';

export function personErasedMail(context: MailContext, to: string): NewOutboxMessage {
  return {
    kind: 'client.person-erased',
    // A key of its own: it names no record of his (they are gone).
    dedupeKey: `person-erased:${randomUUID()}`,
    limited: true,
    mail: compose(context, to, erasureMailSubjects.erased, {
      preheader: 'Everything this site kept about you has been erased.',
      heading: 'Your data is erased',
      blocks: [
        {
          type: 'paragraph',
          text: 'Everything this site kept about you has been erased: your bookings and sessions, questionnaire answers, messages, your client portal with its notes, materials and recordings, your newsletter subscription, and the emails sent to you.',
        },
        { type: 'paragraph', text: erasureKeepsSentence },
        {
          type: 'paragraph',
          text: 'You can no longer sign in to the client portal, and the links in earlier emails no longer open anything. This is the last email you receive about it.',
        },
      ],
      signOff: signOff(context),
    }),
  };
}
