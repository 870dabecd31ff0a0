import { paths, toPath } from '@site/contracts/routes';

/**
 * A notice's kind, read from its id (`<time>-<outbox id>-owner-<kind>`, the name of the file it
 * is kept as), as the short word of its chip: what the notice is about at a glance.
 */
const kindWords: Readonly<Record<string, string>> = {
  'booking-paid': 'Payment',
  'booking-refunded': 'Refund',
  'client-message': 'Message',
  'contact-received': 'Enquiry',
  'emergency-session': 'Session',
  'newsletter-subscriber': 'Subscriber',
  'questionnaire-received': 'Questionnaire',
  'reset-password': 'Account',
  'session-booked': 'Booking',
  'session-cancelled': 'Booking',
  'session-moved': 'Booking',
};

export function noticeKind(id: string): string {
  const kind = /-owner-([a-z-]+)$/.exec(id)?.[1] ?? '';
  return kindWords[kind] ?? 'Notice';
}

/** A piece of a notice's line: text, or a link (a back-office page by its path, inside the app). */
export type NoticePart = string | { text: string; href: string; inApp: boolean };

export interface NoticeText {
  /** The paragraphs to read, each a list of lines, without the signature and mail-only lines. */
  paragraphs: NoticePart[][][];
  /** The back-office page the notice is about, and what its button says ("Open the Client’s Page"). */
  action: { label: string; path: string } | null;
}

/* Lines that only make sense in an email program. */
const mailOnly = [/^Reply to this (message|email)/i];

/**
 * A notice's plain text as the back office shows it: paragraphs with their addresses and booking
 * references as links, the signature ("-- ") and email instructions left out, and the first
 * back-office address with the label before it ("Open the Client’s Page:") lifted out as the
 * notice's action.
 */
export function noticeText(text: string): NoticeText {
  const [body = ''] = text.split(/\n-- ?\n/);
  let action: NoticeText['action'] = null;
  const paragraphs = body
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.split('\n').filter((line) => line.trim() !== ''))
    .filter((lines) => lines.length > 0 && !mailOnly.some((rule) => rule.test(lines[0]!)))
    .flatMap((lines) => {
      // "Open the Client’s Page:" then its address: the page's button, not text to read.
      const [label, address, ...rest] = lines;
      const path = address ? adminPath(address.trim()) : null;
      if (!action && label && path && /:$/.test(label.trim()) && rest.length === 0) {
        action = { label: label.trim().replace(/:$/, ''), path };
        return [];
      }
      return [lines.map(partsOf)];
    });
  return { paragraphs, action };
}

/** The back office's own page of an address ("http://host/admin/clients/12"), else null. */
export function adminPath(address: string): string | null {
  if (!/^https?:\/\/\S+$/.test(address)) return null;
  try {
    const parsed = new URL(address);
    return /^\/admin(\/|$)/.test(parsed.pathname) ? parsed.pathname + parsed.search : null;
  } catch {
    return null;
  }
}

const linkable = /(https?:\/\/\S+|Booking reference: #\d+)/g;

function partsOf(line: string): NoticePart[] {
  return line
    .split(linkable)
    .filter((part) => part !== '')
    .flatMap((part): NoticePart[] => {
      const booking = /^Booking reference: #(\d+)$/.exec(part);
      if (booking)
        // The booking's number means nothing to the owner: a link to the booking says where it goes.
        return [
          {
            text: 'Open the booking',
            href: toPath(paths.adminBooking, { bookingId: booking[1]! }),
            inApp: true,
          },
        ];
      if (!/^https?:\/\//.test(part)) return [part];
      const path = adminPath(part);
      return [
        path ? { text: part, href: path, inApp: true } : { text: part, href: part, inApp: false },
      ];
    });
}
