/**
 * The owner's subscriber screens: one page with the counts and the last twelve months, the CSV of
 * every subscriber, and removing one; each change with its audit entry.
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { subscriberCount, type SubscriberList, type SubscribersQuery } from '@site/contracts/admin';
import { toCsv } from '../../../platform/csv';
import { notFound } from '../../../platform/errors';
import { auditOwner } from '../../owner';

dayjs.extend(utc);
dayjs.extend(timezone);

const pageSize = 50;
const subscriberNotFound = 'Subscriber not found';

export async function listSubscribers(
  app: FastifyInstance,
  { status, q, page }: SubscribersQuery,
): Promise<SubscriberList> {
  const repo = app.repos.newsletter;
  const zone = await app.coachZone();
  const thisMonth = dayjs(app.now()).tz(zone).startOf('month');
  const months = Array.from({ length: 12 }, (_, index) =>
    thisMonth.subtract(11 - index, 'month').format('YYYY-MM'),
  );
  const since = dayjs.tz(`${months[0]}-01`, zone).toDate();
  const counted = await repo.subscriberMonths(zone, since);
  const list = await repo.listSubscribers({
    ...(status ? { status } : {}),
    ...(q ? { q } : {}),
    page,
    pageSize: pageSize,
  });
  return {
    ...list,
    counts: await repo.subscriberCounts(),
    months: months.map((month) => {
      const row = counted.find((one) => one.month === month);
      return { month, subscribed: row?.subscribed ?? 0, unsubscribed: row?.unsubscribed ?? 0 };
    }),
  };
}

export async function removeSubscriber(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
): Promise<void> {
  await app.knex.transaction(async (trx) => {
    if (!(await app.repos.newsletter.deleteSubscriber(id, trx))) throw notFound(subscriberNotFound);
    await auditOwner(app, request, 'subscriber.delete', `subscriber ${id}`, trx);
  });
}

/** Every subscriber as CSV, oldest first, with the file's name for today; the export is audited. */
export async function subscribersCsv(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ filename: string; csv: string }> {
  const subscribers = await app.repos.newsletter.allSubscribers();
  await auditOwner(app, request, 'subscribers.export', subscriberCount(subscribers.length));
  const day = new Date(app.now()).toISOString().slice(0, 10);
  return {
    filename: `subscribers-${day}.csv`,
    csv: toCsv(
      ['email', 'status', 'subscribed_at', 'unsubscribed_at'],
      subscribers.map((one) => [
        one.email,
        one.isActive ? 'active' : 'unsubscribed',
        one.createdAt,
        one.unsubscribedAt,
      ]),
    ),
  };
}

/**
 * The active subscribers whose address holds `text` (any case), newest first, at most `limit`,
 * and how many there are: the Subscribers list's own search of its active view, so its count is
 * the list's.
 */
export async function subscribersMatching(app: FastifyInstance, text: string, limit: number) {
  const { items, total } = await app.repos.newsletter.listSubscribers({
    q: text,
    status: 'active',
    page: 1,
    pageSize: limit,
  });
  return { items, total };
}

/** The subscribers who joined since `since`, newest first, at most `limit`. */
export async function subscribersSince(app: FastifyInstance, since: Date, limit: number) {
  return app.repos.newsletter.subscribersSince(since, limit);
}
