import { erasedAuditTarget } from '@site/contracts/endpoints/admin';
import { paths, toPath } from '@site/contracts/routes';
import type { PackageType } from '@site/contracts/packages';
import { bookingTitle, paymentLabels } from './format';

/**
 * What an activity-log entry acted on, in words: the log records it as a code of kind and id
 * ("booking 6 (offline)", "client 12", "post 3 (slug)", "message 4: new → handled"), never a
 * person's name. The API reads the names when the log is read (never stored in it): a client,
 * post, broadcast or contact message it still keeps reads by its name or title, given as `title`
 * ("Rowan Recorded", "“Three Questions”", "Message from Mia Park · now handled"), a booking by its
 * human title, given as `booking`, as the bookings' pages do ("Lena Okafor · 5-Session Package ·
 * a session"); one no longer kept says so ("A client since erased", "A deleted post"), and any
 * other thing reads as its kind ("Blocked time", "A session"): never a number. Each links to the
 * item's own page where it has one. A target it does not know reads as recorded, with a capital.
 */
export interface TargetInWords {
  words: string;
  /** The page of the item the entry acted on (its first part), if the back office has one. */
  to?: string;
}

/** Each kind of thing without its number, which means nothing to the owner. */
const nouns: Readonly<Record<string, string>> = {
  block: 'blocked time',
  booking: 'a booking since erased',
  broadcast: 'a broadcast',
  client: 'a client',
  // The log's code for an e-mail, as entries have always been written.
  'e-mail': 'an email',
  material: 'a material',
  message: 'a message',
  notice: 'a notice',
  post: 'a post',
  session: 'a session',
  subscriber: 'a subscriber',
  testimonial: 'a testimonial',
};

const pages: Readonly<Record<string, (id: string) => string>> = {
  booking: (id) => toPath(paths.adminBooking, { bookingId: id }),
  broadcast: (id) => toPath(paths.adminBroadcast, { broadcastId: id }),
  client: (id) => toPath(paths.adminClient, { clientId: id }),
  notice: (id) => toPath(paths.adminNotice, { noticeId: id }),
  post: (id) => toPath(paths.adminPost, { postId: id }),
};

/** A titled item (its name or title read by the API) in words, and in words once it is gone. */
const titled: Readonly<Record<string, { named: (title: string) => string; gone: string }>> = {
  client: { named: (name) => name, gone: 'A client since erased' },
  post: { named: (title) => `“${title}”`, gone: 'A deleted post' },
  broadcast: { named: (subject) => `“${subject}”`, gone: 'A deleted broadcast' },
  message: { named: (sender) => `Message from ${sender}`, gone: 'A removed contact message' },
};

/** Where a titled item gone has no page any more; a message is listed in the inbox. */
const titledPages: Readonly<Record<string, (() => string) | undefined>> = {
  message: () => paths.adminMessages,
};

const part = /^([a-z][a-z-]*) (\d+)$/;
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function targetInWords(
  target: string,
  booking?: { name: string; packageType: PackageType } | null,
  title?: string | null,
): TargetInWords {
  if (target === erasedAuditTarget) return { words: 'Erased (privacy request)' };
  // The things ("booking 6", "booking 6 session 9", "booking 6, e-mail 2"), then a note in
  // brackets ("(offline)", a post's "(slug)") or a change after a colon (": new → read").
  const [, things = target, note, change = ''] = /^(.+?)(?: \((.+)\))?(: .+)?$/.exec(target) ?? [];
  const parsed = things.split(/,? (?=[a-z][a-z-]* \d)/).map((thing) => part.exec(thing));
  if (parsed.some((match) => !match || !nouns[match[1]!])) return { words: capital(target) };
  const [, first = '', firstId = ''] = parsed[0]!;
  const named = parsed.length === 1 ? titled[first] : undefined;
  if (named) {
    // A post's address and a status change's old state are for the record, not for reading.
    const now = /→ (.+)$/.exec(change)?.[1];
    const words = `${title ? named.named(title) : named.gone}${now ? ` · now ${now}` : ''}`;
    const to = title ? pages[first]?.(firstId) : undefined;
    return { words, to: title ? (to ?? titledPages[first]?.()) : undefined };
  }
  const words = parsed
    .map((match, index) => {
      const noun = nouns[match![1]!]!;
      if (index === 0 && match![1] === 'booking' && booking) return bookingTitle(booking);
      return index === 0 ? capital(noun) : noun;
    })
    .join(' · ');
  const noted = note ? ` · ${paymentLabels[note as keyof typeof paymentLabels] ?? note}` : '';
  const [, kind = '', id = ''] = parsed[0]!;
  return { words: `${words}${noted}${change}`, to: pages[kind]?.(id) };
}
