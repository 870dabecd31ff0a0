/**
 * The owner's first screen: what waits for him (counts of unread messages, enquiries, check-ins,
 * sessions to mark, erasure requests), the sessions coming up, new messages and subscribers, the
 * week's payments (their sum and the latest), and what went wrong (payments stuck, emails failing).
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { FastifyInstance } from 'fastify';
import type { AttentionItem, TodayOverview } from '@site/contracts/admin';
import { packages } from '@site/contracts/packages';
import {
  paymentsTotalSince,
  recentPayments as paymentsSince,
  stuckPayments,
  unmarkedPastSessions,
  upcomingSessions,
} from '../bookings';
import {
  countUnreadCheckIns,
  openErasureRequestCount,
  unreadClientMessageCount,
  unreadClientMessages,
} from '../clients';
import { newMessagesPage } from '../contact';
import { subscribersSince } from '../newsletter';
import { portraitUploaded } from '../site';

dayjs.extend(utc);
dayjs.extend(timezone);

const attentionAfterMs = 60 * 60_000;
const weekMs = 7 * 24 * 60 * 60_000;

export async function today(app: FastifyInstance): Promise<TodayOverview> {
  const now = app.now();
  const zone = await app.coachZone();
  const weekAgo = new Date(now.getTime() - weekMs);
  const [upcoming, messages, newSubscribers, recentPayments, stuck, failing] = [
    await upcomingSessions(app, now, 20),
    await newMessagesPage(app, 20),
    await subscribersSince(app, weekAgo, 50),
    await paymentsSince(app, weekAgo, 20),
    await stuckPayments(app, {
      since: weekAgo,
      before: new Date(now.getTime() - attentionAfterMs),
      limit: 20,
    }),
    await app.repos.outboxView.failingEmails({
      since: new Date(now.getTime() - 30 * 24 * 60 * 60_000),
      minAttempts: 3,
      limit: 20,
    }),
  ];
  const attention: AttentionItem[] = [
    ...stuck.map((booking) => ({
      kind: 'payment-stuck' as const,
      message: `Payment still pending after more than an hour: booking #${booking.id}, ${packages[booking.packageType].name}, started ${dayjs(booking.createdAt).tz(zone).format('MMM D, h:mm A')}.`,
      bookingId: booking.id,
    })),
    ...failing.map((email) => {
      const booking = /^booking:(\d+):/.exec(email.dedupeKey);
      const state =
        email.status === 'failed'
          ? `could not be sent (${email.attempts} attempts)`
          : `keeps failing (${email.attempts} attempts so far)`;
      return {
        kind: 'email-failing' as const,
        message: `The email “${email.subject}” ${state}${email.lastError ? `: ${email.lastError.slice(0, 200)}` : '.'}`,
        bookingId: booking ? Number(booking[1]) : null,
      };
    }),
  ];
  const unmarked = await unmarkedPastSessions(app, now);
  return {
    now: now.toISOString(),
    timezone: zone,
    needsYou: {
      clientMessages: await unreadClientMessageCount(app),
      enquiries: messages.total,
      checkIns: await countUnreadCheckIns(app.knex),
      unmarkedSessions: unmarked.count,
      // Sessions of one client are marked on his page; of several, from the Clients list.
      unmarkedClientId:
        unmarked.addresses === 1 && unmarked.oldestEmail !== null
          ? await app.clientIdOfBooker(unmarked.oldestEmail)
          : null,
      erasureRequests: await openErasureRequestCount(app),
    },
    weekPayments: await paymentsTotalSince(app, weekAgo),
    upcoming,
    newMessages: messages.items,
    clientMessages: await unreadClientMessages(app, 20),
    newSubscribers,
    recentPayments,
    attention,
    portraitUploaded: await portraitUploaded(app),
  };
}
