import { erasedAuditTarget } from '@site/contracts/endpoints/admin';
import { paths, toPath } from '@site/contracts/routes';
import type { PackageType } from '@site/contracts/packages';
import { bookingTitle, paymentLabels } from './format';

/**
 * What an activity-log entry acted on, in words: the log records it as a code of kind and id
 * ("booking 6 (offline)", "broadcast 1", "booking 6 session 9"), never a person's name; the
 * log reads it as "Booking #6 · Paid outside the site", "Broadcast #1", "Booking #6, session #9",
 * with the address of the item's own page where it has one. A booking the API still keeps reads
 * by its human title, as the bookings' pages do ("Lena Okafor · 5-Session Package, session #9"),
 * given as `booking` (read when the log is; never stored in it). A target it does not know reads
 * as it was recorded, with a capital.
 */
export interface TargetInWords {
  words: string;
  /** The page of the item the entry acted on (its first part), if the back office has one. */
  to?: string;
}

const nouns: Readonly<Record<string, string>> = {
  block: 'Blocked time',
  booking: 'Booking',
  broadcast: 'Broadcast',
  client: 'Client',
  'e-mail': 'E-mail',
  material: 'Material',
  message: 'Message',
  notice: 'Notice',
  post: 'Post',
  session: 'Session',
  subscriber: 'Subscriber',
  testimonial: 'Testimonial',
};

const pages: Readonly<Record<string, (id: string) => string>> = {
  booking: (id) => toPath(paths.adminBooking, { bookingId: id }),
  broadcast: (id) => toPath(paths.adminBroadcast, { broadcastId: id }),
  client: (id) => toPath(paths.adminClient, { clientId: id }),
  notice: (id) => toPath(paths.adminNotice, { noticeId: id }),
  post: (id) => toPath(paths.adminPost, { postId: id }),
};

const part = /^([a-z][a-z-]*) (\d+)$/;
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function targetInWords(
  target: string,
  booking?: { name: string; packageType: PackageType } | null,
): TargetInWords {
  if (target === erasedAuditTarget) return { words: 'Erased with a person’s data' };
  // The things ("booking 6", "booking 6 session 9", "booking 6, e-mail 2"), then a note in
  // brackets ("(offline)", a post's "(slug)") or a change after a colon (": new → read").
  const [, things = target, note, change = ''] = /^(.+?)(?: \((.+)\))?(: .+)?$/.exec(target) ?? [];
  const parsed = things.split(/,? (?=[a-z][a-z-]* \d)/).map((thing) => part.exec(thing));
  if (parsed.some((match) => !match || !nouns[match[1]!])) return { words: capital(target) };
  const words = parsed
    .map((match, index) => {
      const noun = nouns[match![1]!]!;
      if (index === 0 && match![1] === 'booking' && booking) return bookingTitle(booking);
      return `${index === 0 ? noun : noun.toLowerCase()} #${match![2]}`;
    })
    .join(', ');
  const noted = note ? ` · ${paymentLabels[note as keyof typeof paymentLabels] ?? note}` : '';
  const [, kind = '', id = ''] = parsed[0]!;
  return { words: `${words}${noted}${change}`, to: pages[kind]?.(id) };
}
