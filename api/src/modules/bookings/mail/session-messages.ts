/**
 * The emails of a booking's sessions: booked, moved, cancelled, reminders, and the end of a
 * booking (refunded, cancelled). Each carries the manage link (the booking's keyed schedule
 * page, where the client books, moves, cancels and asks for a refund) and the join link when
 * there is one. Invitations go to client and owner with the session's own UID and SEQUENCE.
 *
 * Caps: a paid booking's messages are never limited (the payment shows the address is meant);
 * the free call's are, since a visitor can book one for any address.
 */
import { questionnaireTime } from '@site/contracts/questionnaire-steps';
import {
  changeNoticeHours,
  defaultSessionFormat,
  sessionFormatLabels,
  sessionMessages,
} from '@site/contracts/sessions';
import { boughtPackageName, packages, sessionCredits } from '@site/contracts/packages';
import { questionnaireAhead } from '@site/contracts/questionnaire-ahead';
import { sessionLabel } from '@site/contracts/package-promises';
import { paths } from '@site/contracts/routes';
import { formatDate, formatTime } from '@site/contracts/slots';
import type { BookingRecord } from '../repositories/bookings';
import type { SessionRecord } from '../repositories/booking-sessions';
import type { NewOutboxMessage, OutboxMail } from '../../../platform/outbox/types';
import { bookingLink, portalLink } from '../services/booking-access';
import { portalMessageComposerId } from '@site/contracts/client-portal';
import { addressOf, inviteMethod, sessionInvite, type SessionInvite } from './ics';
import type { Block } from '../../../platform/mail/layout';
import { formatCents } from '@site/contracts/money';
import { compose, firstName, signOff, type MailContext } from '../../site';
import { ownerSessionTime, portalBlocks, sessionTime } from './messages';

export interface SessionMailInput {
  booking: BookingRecord;
  session: SessionRecord;
  /** The session's join link (its Meet link, else MEETING_URL), or null. */
  joinUrl: string | null;
}

/** A booked or moved session's emails: which of the package's sessions it is, and what is ahead. */
export interface SessionContextInput {
  /** Every session of the booking as it is after the change (cancelled ones too). */
  sessions: readonly SessionRecord[];
  /** Whether the booking's questionnaire has been sent. */
  questionnaireCompleted: boolean;
  now: Date;
}

/** A session's emails that the owner gets too. */
export interface OwnerSessionMailInput extends SessionMailInput {
  /**
   * The coach's own zone, the one his schedules are kept in (set in the back office): his email
   * states every time in it, beside the client's time in the zone the client chose.
   */
  ownerZone: string;
}

const limitedFor = (booking: BookingRecord) => booking.packageType === 'strategy-call';

/** A follow-up call or an emergency session: booked beside the package's sessions, spending none. */
const isExtra = (session: Pick<SessionRecord, 'kind'>) =>
  session.kind !== undefined && session.kind !== 'main';

/** The free call and the follow-up call are calls; a package's own hours are sessions. */
const nounOf = (booking: BookingRecord, session: Pick<SessionRecord, 'kind'>) =>
  booking.packageType === 'strategy-call' || session.kind === 'follow-up' ? 'call' : 'session';

/**
 * "Session 2 of 10": which of the package's own sessions this is, counted in time order among
 * those still booked, as his booking page numbers them (a session just cancelled keeps the place
 * it had). Null for a package of one session, the free call and an extra session, which have no
 * place in a count.
 */
export function sessionPlace(
  booking: BookingRecord,
  session: Pick<SessionRecord, 'id' | 'kind'>,
  sessions: readonly SessionRecord[],
): string | null {
  const total = sessionCredits(booking.packageType) + booking.extraCredits;
  if (total <= 1 || isExtra(session)) return null;
  const own = sessions
    .filter((one) => (one.status !== 'cancelled' || one.id === session.id) && !isExtra(one))
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt) || a.id - b.id);
  const index = own.findIndex((one) => one.id === session.id);
  return index < 0 ? null : `Session ${index + 1} of ${total}`;
}

/**
 * The client's confirmation, in the coach's words: what the session is and what it is for. An
 * extra session says which promise of the package it is.
 */
function bookedWords(
  booking: BookingRecord,
  session: Pick<SessionRecord, 'kind'>,
): { heading: string; text: string } {
  const name = firstName(booking.name);
  const packageName = boughtPackageName(booking.packageType);
  if (booking.packageType === 'strategy-call')
    return {
      heading: `${name}, our strategy call is booked.`,
      text: 'Thank you for making time for this conversation. Fifteen minutes is enough for us to see clearly whether working together is right for you, and I am looking forward to it.',
    };
  if (session.kind === 'follow-up')
    return {
      heading: `${name}, our follow-up call is booked.`,
      text: `This is the 15-minute follow-up call of your ${packageName}: a moment to look together at where you stand since our sessions, and at what comes next. I am looking forward to hearing how you are doing.`,
    };
  if (session.kind === 'emergency')
    return {
      heading: `${name}, your emergency session is booked.`,
      text: `This is the emergency session of your ${packageName}, booked at short notice. I keep this hour for you, and we will give it to whatever cannot wait. It is the only emergency session your package includes, so bring what matters most right now.`,
    };
  return {
    heading: `${name}, your session is booked.`,
    text: 'Thank you for choosing your time. I keep this hour entirely for you, and I am already looking forward to it.',
  };
}

function whereRow(joinUrl: string | null, session: SessionRecord): readonly [string, string] {
  const how = sessionFormatLabels[session.format ?? defaultSessionFormat];
  return [
    'Where',
    joinUrl === null ? `${how}. ${sessionMessages.joinLinkFollows}` : `${how} at ${joinUrl}`,
  ];
}

/**
 * How the client changes the session: a package's own session from his booking page, up to the
 * notice; an extra session (its follow-up call, its emergency session) keeps its time, so he
 * writes to the coach from his portal instead.
 */
function manageBlocks(
  context: MailContext,
  booking: BookingRecord,
  session: Pick<SessionRecord, 'kind' | 'startsAt'>,
  /** When the email is read from (its sending), if known: inside the notice, no offer to change. */
  at: Date | null = null,
): Block[] {
  const noticeMs = changeNoticeHours * 3_600_000;
  if (!isExtra(session) && at !== null && Date.parse(session.startsAt) - at.getTime() <= noticeMs)
    return [
      {
        type: 'paragraph',
        text: `Our ${nounOf(booking, session)} starts in less than ${changeNoticeHours} hours, so it can no longer be moved or cancelled online. If something comes up, write to me and we will find a way.`,
      },
      // Both write from the portal's thread: the free call's client through the link that opens
      // his portal signed in, on its message form (he may write there until a week after the call).
      booking.packageType === 'strategy-call'
        ? {
            type: 'button',
            label: 'Write to me',
            href: `${portalLink(context.siteOrigin, booking)}#${portalMessageComposerId}`,
          }
        : {
            type: 'button',
            label: 'Open your portal',
            href: `${context.siteOrigin}${paths.portal}`,
          },
    ];
  if (isExtra(session))
    return [
      {
        type: 'paragraph',
        text: `This ${nounOf(booking, session)} keeps its time: it cannot be moved or cancelled online. If something comes up, write to me from your portal and we will find a way.`,
      },
      { type: 'button', label: 'Open your portal', href: `${context.siteOrigin}${paths.portal}` },
    ];
  return [
    {
      type: 'paragraph',
      text:
        booking.packageType === 'strategy-call'
          ? `You can move or cancel the call up to ${changeNoticeHours} hours before it starts, from your booking page:`
          : `You can move or cancel a session up to ${changeNoticeHours} hours before it starts, from your booking page:`,
    },
    {
      type: 'button',
      label: 'Manage your booking',
      href: bookingLink(context.siteOrigin, 'schedule', booking),
    },
  ];
}

function invite(
  context: MailContext,
  input: SessionMailInput,
  change: SessionInvite['change'],
  audience: SessionInvite['audience'],
): NonNullable<OutboxMail['icalEvent']> {
  return {
    method: inviteMethod({ change, audience }),
    filename: change === 'cancelled' ? 'cancel.ics' : 'invite.ics',
    content: sessionInvite(
      { booking: input.booking, session: input.session, change, audience, joinUrl: input.joinUrl },
      {
        coachName: context.coachName,
        siteOrigin: context.siteOrigin,
        organizerEmail: addressOf(context.from),
      },
    ),
  };
}

/**
 * The package's facts with the session's own name: an extra session (the follow-up call, the
 * emergency session) is named for what it is, not for the package it belongs to.
 */
function labelled(
  booking: SessionMailInput['booking'],
  session: { kind?: SessionMailInput['session']['kind'] },
) {
  const info = packages[booking.packageType];
  return { ...info, scheduleLabel: sessionLabel(info.scheduleLabel, session.kind) };
}

function ownerRows(input: OwnerSessionMailInput): (readonly [string, string])[] {
  const { booking, session } = input;
  return [
    ['Client', booking.name],
    ['Email', booking.email],
    ['Package', packages[booking.packageType].scheduleLabel],
    ['Your time', ownerSessionTime(session.startsAt, input.ownerZone)],
    ['Client time', ownerSessionTime(session.startsAt, session.timezone)],
    ['Format', sessionFormatLabels[session.format ?? defaultSessionFormat]],
    ['Booking reference', `#${booking.id}`],
  ];
}

/**
 * The questionnaire, asked before a package's own sessions and the free call while his booking
 * page still asks for it (the same rule: not sent, no session held yet). An extra session comes
 * after the package's sessions (the follow-up) or at short notice (the emergency), when the coach
 * already knows where the client stands: it asks for no form.
 */
function questionnaireBlocks(
  context: MailContext,
  booking: BookingRecord,
  session: Pick<SessionRecord, 'kind'>,
  ahead: SessionContextInput,
): Block[] {
  if (isExtra(session)) return [];
  if (
    !questionnaireAhead(
      {
        sessions: ahead.sessions,
        status: booking.status,
        questionnaireCompleted: ahead.questionnaireCompleted,
      },
      ahead.now,
    )
  )
    return [];
  return [
    {
      type: 'paragraph',
      text: `Before we meet, please take ${questionnaireTime} for the questionnaire. Your answers let me come to our conversation already knowing where you stand, so we can go straight to what matters.`,
    },
    {
      type: 'button',
      label: 'Complete the questionnaire',
      href: bookingLink(context.siteOrigin, 'questionnaire', booking),
      // What matters next: the letter's one gold button; managing and the portal are links.
      primary: true,
    },
  ];
}

/** A session booked: confirmation with the invitation (SEQUENCE 0) to client and owner. */
export function sessionBookedMessages(
  context: MailContext,
  input: OwnerSessionMailInput & SessionContextInput & { remaining: number },
): NewOutboxMessage[] {
  const { booking, session } = input;
  const info = labelled(booking, session);
  const when = sessionTime(session.startsAt, session.timezone);
  const isFreeCall = booking.packageType === 'strategy-call';
  const words = bookedWords(booking, session);
  const place = sessionPlace(booking, session, input.sessions);
  const noun = nounOf(booking, session);
  const change = 'booked';
  const client = compose(
    context,
    booking.email,
    // A package's session says which one it is, so it never reads as the whole package that day.
    place === null
      ? `Confirmed: your ${info.scheduleLabel} on ${formatDate(session.startsAt, session.timezone)}`
      : `Confirmed: ${place.toLowerCase()} on ${formatDate(session.startsAt, session.timezone)}`,
    {
      preheader: `We meet on ${when}. Your calendar invitation is attached.`,
      heading: words.heading,
      blocks: [
        { type: 'paragraph', text: words.text },
        {
          type: 'details',
          rows: [
            ['What', place === null ? info.scheduleLabel : `${place} · ${info.scheduleLabel}`],
            ['When', when],
            whereRow(input.joinUrl, input.session),
          ],
        },
        // An extra session spends no credit: what is left to book is the package's own news.
        ...(info.sessionCredits > 1 && !isExtra(session)
          ? [
              {
                type: 'paragraph' as const,
                text:
                  input.remaining === 0
                    ? 'With this one, every session of your package is booked.'
                    : `Your package has ${input.remaining} more ${input.remaining === 1 ? 'session' : 'sessions'} to book, whenever suits you.`,
              },
            ]
          : []),
        {
          type: 'paragraph',
          text: `The calendar invitation attached to this email adds the ${noun} to your calendar in your own time zone.`,
        },
        ...manageBlocks(context, booking, session, input.now),
        ...questionnaireBlocks(context, booking, session, input),
        // An extra session's own words already lead to the portal.
        ...(isExtra(session) ? [] : portalBlocks(context, booking)),
      ],
      signOff: signOff(context),
    },
    { icalEvent: invite(context, input, change, 'client') },
  );
  const owner = compose(
    context,
    context.ownerEmail,
    `Scheduled: ${info.scheduleLabel} with ${booking.name}, ${ownerSessionTime(session.startsAt, input.ownerZone)}`,
    {
      preheader: `${booking.name} booked ${ownerSessionTime(session.startsAt, session.timezone)}.`,
      heading: isFreeCall ? 'New strategy call' : 'New session scheduled',
      blocks: [
        {
          type: 'details',
          rows: [
            ...ownerRows(input),
            ...(booking.amount > 0
              ? ([['Amount paid', formatCents(booking.amount)]] as const)
              : []),
            ...(info.sessionCredits > 1
              ? ([['Left to book', String(input.remaining)]] as const)
              : []),
          ],
        },
        {
          type: 'paragraph',
          text: 'The invitation is attached; reply to this message to write to the client.',
        },
      ],
    },
    { replyTo: booking.email, icalEvent: invite(context, input, change, 'owner') },
  );
  return [
    {
      kind: 'client.session-booked',
      dedupeKey: `booking:${booking.id}:session:${session.id}:booked:client`,
      mail: client,
      limited: limitedFor(booking),
    },
    {
      kind: 'owner.session-booked',
      dedupeKey: `booking:${booking.id}:session:${session.id}:booked:owner`,
      mail: owner,
      limited: false,
    },
  ];
}

/** A session moved: the updated invitation (the session's new SEQUENCE) to client and owner. */
export function sessionMovedMessages(
  context: MailContext,
  input: OwnerSessionMailInput &
    Pick<SessionContextInput, 'sessions'> & { previousStartsAt: string },
): NewOutboxMessage[] {
  const { booking, session } = input;
  const info = labelled(booking, session);
  const when = sessionTime(session.startsAt, session.timezone);
  const before = sessionTime(input.previousStartsAt, session.timezone);
  const place = sessionPlace(booking, session, input.sessions);
  const noun = nounOf(booking, session);
  const change = 'booked';
  const client = compose(
    context,
    booking.email,
    place === null
      ? `Moved: your ${info.scheduleLabel} is now on ${formatDate(session.startsAt, session.timezone)}`
      : `Moved: ${place.toLowerCase()} is now on ${formatDate(session.startsAt, session.timezone)}`,
    {
      preheader: `Your ${noun} is now on ${when}. The updated invitation is attached.`,
      heading: `${firstName(booking.name)}, your ${noun} has moved.`,
      blocks: [
        {
          type: 'details',
          rows: [
            ['What', place === null ? info.scheduleLabel : `${place} · ${info.scheduleLabel}`],
            ['New time', when],
            ['Was', before],
            whereRow(input.joinUrl, input.session),
          ],
        },
        {
          type: 'paragraph',
          text: 'The updated invitation attached to this email moves the event in your calendar.',
        },
        ...manageBlocks(context, booking, session),
      ],
      signOff: signOff(context),
    },
    { icalEvent: invite(context, input, change, 'client') },
  );
  const owner = compose(
    context,
    context.ownerEmail,
    `Moved: ${info.scheduleLabel} with ${booking.name}, now ${ownerSessionTime(session.startsAt, input.ownerZone)}`,
    {
      preheader: `${booking.name}'s session moved to ${ownerSessionTime(session.startsAt, session.timezone)}.`,
      heading: 'A session moved',
      blocks: [
        {
          type: 'details',
          rows: [
            ...ownerRows(input),
            ['Was', ownerSessionTime(input.previousStartsAt, input.ownerZone)],
          ],
        },
      ],
    },
    { replyTo: booking.email, icalEvent: invite(context, input, change, 'owner') },
  );
  const key = `booking:${booking.id}:session:${session.id}:moved:${session.sequence}`;
  return [
    {
      kind: 'client.session-moved',
      dedupeKey: `${key}:client`,
      mail: client,
      limited: limitedFor(booking),
    },
    { kind: 'owner.session-moved', dedupeKey: `${key}:owner`, mail: owner, limited: false },
  ];
}

/**
 * What a cancellation leaves the client: an extra session can be booked again from his portal
 * while its promise is open (it spent no credit); a package's session gives its credit back to
 * book another time, or is simply gone.
 */
function cancelledBlocks(
  context: MailContext,
  booking: BookingRecord,
  session: Pick<SessionRecord, 'kind'>,
  creditReturned: boolean,
): Block[] {
  if (isExtra(session))
    return [
      {
        type: 'paragraph',
        text: `The attached cancellation removes the event from your calendar. Your ${labelled(booking, session).scheduleLabel.toLowerCase()} is still yours: you can book it again from your portal while it is open.`,
      },
      { type: 'button', label: 'Open your portal', href: `${context.siteOrigin}${paths.portal}` },
    ];
  if (!creditReturned)
    return [
      {
        type: 'paragraph',
        text: 'The attached cancellation removes the event from your calendar.',
      },
    ];
  // The free call is one call, not a package: nothing goes back into anything.
  if (booking.packageType === 'strategy-call')
    return [
      {
        type: 'paragraph',
        text: 'The attached cancellation removes the call from your calendar. If you would like to talk another time, choose a new time here:',
      },
      {
        type: 'button',
        label: 'Choose a new time',
        href: bookingLink(context.siteOrigin, 'schedule', booking),
      },
    ];
  return [
    {
      type: 'paragraph',
      text: `${sessionCreditBack} You can book another time whenever suits you, from your booking page.`,
    },
    {
      type: 'button',
      label: 'Book another time',
      href: bookingLink(context.siteOrigin, 'schedule', booking),
    },
  ];
}

/** What a cancelled package session gives back, in the email's subject and its words. */
const sessionCreditBack = 'Its credit is back in your package.';

/** A session cancelled: METHOD:CANCEL to client and owner. */
export function sessionCancelledMessages(
  context: MailContext,
  input: OwnerSessionMailInput &
    Pick<SessionContextInput, 'sessions'> & { creditReturned: boolean },
): NewOutboxMessage[] {
  const { booking, session } = input;
  const info = labelled(booking, session);
  const when = sessionTime(session.startsAt, session.timezone);
  const noun = nounOf(booking, session);
  const change = 'cancelled';
  // One session of a package is named as that session, never as the whole package cancelled.
  const place = sessionPlace(booking, session, input.sessions);
  const day = formatDate(session.startsAt, session.timezone);
  const creditBack = place !== null && input.creditReturned;
  const client = compose(
    context,
    booking.email,
    place === null
      ? `Cancelled: your ${info.scheduleLabel} on ${day}`
      : `Cancelled: ${place.toLowerCase()} on ${day}${creditBack ? ', its credit is back in your package' : ''}`,
    {
      preheader: `Your ${noun} on ${when} is cancelled.${creditBack ? ` ${sessionCreditBack}` : ''}`,
      heading: `${firstName(booking.name)}, your ${noun} is cancelled.`,
      blocks: [
        {
          type: 'details',
          rows: [
            ['What', place === null ? info.scheduleLabel : `${place} · ${info.scheduleLabel}`],
            ['Was', when],
          ],
        },
        ...cancelledBlocks(context, booking, session, input.creditReturned),
      ],
      signOff: signOff(context),
    },
    { icalEvent: invite(context, input, change, 'client') },
  );
  const owner = compose(
    context,
    context.ownerEmail,
    `Cancelled: ${info.scheduleLabel} with ${booking.name}, ${ownerSessionTime(session.startsAt, input.ownerZone)}`,
    {
      preheader: `${booking.name}'s session on ${ownerSessionTime(session.startsAt, session.timezone)} is cancelled.`,
      heading: 'A session was cancelled',
      blocks: [{ type: 'details', rows: ownerRows(input) }],
    },
    { replyTo: booking.email, icalEvent: invite(context, input, change, 'owner') },
  );
  const key = `booking:${booking.id}:session:${session.id}:cancelled`;
  return [
    {
      kind: 'client.session-cancelled',
      dedupeKey: `${key}:client`,
      mail: client,
      limited: limitedFor(booking),
    },
    { kind: 'owner.session-cancelled', dedupeKey: `${key}:owner`, mail: owner, limited: false },
  ];
}

/**
 * A reminder of the session as it is now. `soon` says when it is from the moment the reminder is
 * due ('tomorrow'); null for a reminder sent at any other moment (sent again by the owner), which
 * says only the session's date and time.
 */
export function reminderMail(
  context: MailContext,
  input: SessionMailInput & Pick<SessionContextInput, 'sessions'>,
  soon: string | null,
  /** When it is sent, if known (a reminder's due moment). */
  at: Date | null = null,
): OutboxMail {
  const { booking, session } = input;
  const info = labelled(booking, session);
  const when = sessionTime(session.startsAt, session.timezone);
  // A package's session by its place ("session 1 of 5"), never the whole package on one day.
  const place = sessionPlace(booking, session, input.sessions);
  const what = place === null ? `your ${info.scheduleLabel}` : place.toLowerCase();
  const subject =
    soon === null
      ? `Reminder: ${what} on ${formatDate(session.startsAt, session.timezone)}`
      : `Reminder: ${what} ${soon}${place === null ? '' : ` at ${formatTime(session.startsAt, session.timezone)}`}`;
  return compose(context, booking.email, subject, {
    preheader: soon === null ? `We meet on ${when}.` : `We meet ${soon}: ${when}.`,
    heading:
      soon === null
        ? `${firstName(booking.name)}, a reminder of our ${nounOf(booking, session)}.`
        : `${firstName(booking.name)}, we meet ${soon}.`,
    blocks: [
      {
        type: 'details',
        rows: [
          ['What', place === null ? info.scheduleLabel : `${place} · ${info.scheduleLabel}`],
          ['When', when],
          whereRow(input.joinUrl, input.session),
        ],
      },
      ...(input.joinUrl === null
        ? []
        : [{ type: 'button' as const, label: 'Join the call', href: input.joinUrl }]),
      ...manageBlocks(context, booking, session, at),
    ],
    signOff: signOff(context),
  });
}

/**
 * The reminders of a session at its current time: one per `hours` before it, due then, cancelled
 * with the session's moves (their key carries the sequence), never sent once it has begun.
 */
export function sessionReminderMessages(
  context: MailContext,
  input: SessionMailInput &
    Pick<SessionContextInput, 'sessions'> & { hours: readonly number[]; now: Date },
): NewOutboxMessage[] {
  const { booking, session } = input;
  const start = new Date(session.startsAt);
  const reminders: NewOutboxMessage[] = [];
  const sorted = [...input.hours].sort((a, b) => b - a);
  for (const [index, hours] of sorted.entries()) {
    const due = new Date(start.getTime() - hours * 3_600_000);
    // Each reminder is worth sending until the next one falls due (the last: until the start),
    // so a server that was down sends only the reminder that still makes sense.
    const next = sorted[index + 1];
    const notAfter = next === undefined ? start : new Date(start.getTime() - next * 3_600_000);
    // A reminder whose moment is already past when the session is booked would only repeat the
    // confirmation just sent.
    if (due.getTime() <= input.now.getTime()) continue;
    const soon =
      hours === 1
        ? 'in one hour'
        : hours < 24
          ? `in ${hours} hours`
          : hours === 24
            ? 'tomorrow'
            : `in ${Math.round(hours / 24)} days`;
    const mail = reminderMail(context, input, soon, due);
    reminders.push({
      kind: 'client.session-reminder',
      dedupeKey: `booking:${booking.id}:session:${session.id}:reminder:${hours}h:${session.sequence}`,
      mail,
      limited: false,
      notBefore: due,
      notAfter,
      sessionId: session.id,
    });
  }
  return reminders;
}

/** A booking ended with a full refund (on request, by the owner, or from the Stripe Dashboard). */
export function bookingRefundedMessages(
  context: MailContext,
  booking: BookingRecord,
): NewOutboxMessage[] {
  // The client reads the name he bought it under; the owner, the name it is sold under.
  const info = packages[booking.packageType];
  const packageName = boughtPackageName(booking.packageType);
  const client = compose(context, booking.email, `Refunded: your ${packageName}`, {
    preheader: `Your payment of ${formatCents(booking.amount)} has been refunded in full.`,
    heading: `${firstName(booking.name)}, your refund is on its way.`,
    blocks: [
      {
        type: 'details',
        rows: [
          ['Package', packageName],
          ['Refunded', `${formatCents(booking.amount)} USD`],
          ['Booking reference', `#${booking.id}`],
        ],
      },
      {
        type: 'paragraph',
        text: 'Your card is refunded in full; banks usually show it within 5 to 10 business days. Any session you had booked is cancelled.',
      },
    ],
    signOff: signOff(context),
  });
  const owner = compose(
    context,
    context.ownerEmail,
    `Refunded: ${info.name} for ${booking.name} (${formatCents(booking.amount)})`,
    {
      preheader: `${booking.name}'s ${info.name} was refunded.`,
      heading: 'A booking was refunded',
      blocks: [
        {
          type: 'details',
          rows: [
            ['Client', booking.name],
            ['Email', booking.email],
            ['Package', info.name],
            ['Refunded', formatCents(booking.amount)],
            ['Booking reference', `#${booking.id}`],
            ...(booking.stripeRefundId
              ? ([['Refund reference', booking.stripeRefundId]] as const)
              : []),
          ],
        },
      ],
    },
    { replyTo: booking.email },
  );
  return [
    {
      kind: 'client.booking-refunded',
      dedupeKey: `booking:${booking.id}:refunded:client`,
      mail: client,
      limited: false,
    },
    {
      kind: 'owner.booking-refunded',
      dedupeKey: `booking:${booking.id}:refunded:owner`,
      mail: owner,
      limited: false,
    },
  ];
}

/** A booking the owner ended without a refund. */
export function bookingCancelledMessages(
  context: MailContext,
  booking: BookingRecord,
): NewOutboxMessage[] {
  const packageName = boughtPackageName(booking.packageType);
  const client = compose(context, booking.email, `Cancelled: your ${packageName}`, {
    preheader: `Your ${packageName} has been cancelled.`,
    heading: `${firstName(booking.name)}, your booking is cancelled.`,
    blocks: [
      {
        type: 'paragraph',
        text: 'Your booking has been cancelled, together with any session that was still booked. If you have a question about it, simply reply to this email.',
      },
      {
        type: 'details',
        rows: [
          ['Package', packageName],
          ['Booking reference', `#${booking.id}`],
        ],
      },
    ],
    signOff: signOff(context),
  });
  return [
    {
      kind: 'client.booking-cancelled',
      dedupeKey: `booking:${booking.id}:cancelled:client`,
      mail: client,
      limited: false,
    },
  ];
}
