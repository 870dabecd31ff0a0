/**
 * The promises' emails: a check-in falling due and the follow-up call's window (to the client,
 * with a link to his portal), and an emergency session booked (to the coach, at once). None
 * carries what the client wrote.
 */
import { promiseMessages } from '@site/contracts/package-promises';
import { boughtPackageName, type PaidPackageType } from '@site/contracts/packages';
import { paths, toPath } from '@site/contracts/routes';
import { formatDate, formatTime } from '@site/contracts/slots';
import type { NewOutboxMessage } from '../../../platform/outbox/types';
import { compose, signOff, type MailContext } from '../../site';
import type { PromiseNoticeKind } from '../repositories/promises';

const portalUrl = (context: MailContext) => `${context.siteOrigin}${paths.portal}`;

/**
 * A notice to the client of a promise of his package, once per booking, kind and period. Never
 * limited: the site's own schedule sends it, once, and a suppressed notice would never come again.
 */
export function promiseNotice(
  context: MailContext,
  input: {
    kind: PromiseNoticeKind;
    bookingId: number;
    period: string;
    to: string;
    packageType: PaidPackageType;
    /** Follow-up notices: the last moment the call can be booked. */
    closesAt?: Date;
    zone: string;
  },
): NewOutboxMessage {
  const packageName = boughtPackageName(input.packageType);
  const closes = input.closesAt ? formatDate(input.closesAt, input.zone) : null;
  const content = {
    'check-in-due': {
      subject: promiseMessages.checkInDueSubject,
      heading: 'Time for your check-in',
      text: `Your ${packageName} includes regular check-ins between sessions. Tell me about your wins and obstacles, rate your week, and ask a question if you have one: it takes five minutes.`,
      button: 'Write Your Check-In',
    },
    'follow-up-opened': {
      subject: promiseMessages.followUpOpenedSubject,
      heading: 'Your follow-up call is open',
      text: `Your ${packageName} includes a 15-minute follow-up call. You can book it in your portal${closes ? ` until ${closes}` : ''}.`,
      button: 'Book Your Follow-Up Call',
    },
    'follow-up-closing': {
      subject: promiseMessages.followUpClosingSubject,
      heading: 'One week left for your follow-up call',
      text: `The 15-minute follow-up call of your ${packageName} can be booked${closes ? ` until ${closes}` : ' for one more week'}. After that it closes.`,
      button: 'Book Your Follow-Up Call',
    },
  }[input.kind];
  return {
    kind: `client.${input.kind}`,
    dedupeKey: `booking:${input.bookingId}:promise:${input.kind}:${input.period}`,
    limited: false,
    mail: compose(context, input.to, content.subject, {
      preheader: content.heading,
      heading: content.heading,
      blocks: [
        { type: 'paragraph', text: content.text },
        { type: 'button', label: content.button, href: portalUrl(context) },
      ],
      signOff: signOff(context),
    }),
  };
}

/** The coach is told at once that a client booked his emergency session. */
export function emergencyNotice(
  context: MailContext,
  input: { sessionId: number; clientId: number; name: string; startsAt: string; zone: string },
): NewOutboxMessage {
  const page = `${context.siteOrigin}${toPath(paths.adminClient, { clientId: input.clientId })}`;
  const when = `${formatDate(input.startsAt, input.zone)} at ${formatTime(input.startsAt, input.zone)}`;
  return {
    kind: 'owner.emergency-session',
    dedupeKey: `emergency-session:${input.sessionId}:owner`,
    limited: false,
    mail: compose(
      context,
      context.ownerEmail,
      `${promiseMessages.emergencyBookedSubject}: ${input.name}, ${when}`,
      {
        preheader: `${input.name} booked the emergency session of the package for ${when}.`,
        heading: `${input.name} booked an emergency session`,
        blocks: [
          {
            type: 'paragraph',
            text: `The session is on ${when} (your time), inside your usual notice. The invitation follows in its own email.`,
          },
          { type: 'button', label: 'Open the Client’s Page', href: page },
        ],
      },
    ),
  };
}
