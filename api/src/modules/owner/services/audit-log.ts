/**
 * The owner's audit log, one page at a time, filtered by action and by days in the owner's zone.
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { FastifyInstance } from 'fastify';
import type { AuditLogPage, AuditLogQuery } from '@site/contracts/admin';
import {
  auditTitledKinds,
  erasedAuditTarget,
  type AuditTitledKind,
} from '@site/contracts/endpoints/admin';

dayjs.extend(utc);
dayjs.extend(timezone);

const pageSize = 50;

/** The booking an entry's target names first ("booking 6", "booking 6 session 9"), if any. */
export function bookingIdOfTarget(target: string | null): number | null {
  if (target === null || target === erasedAuditTarget) return null;
  const match = /^booking (\d{1,9})(?!\d)/.exec(target);
  return match ? Number(match[1]) : null;
}

/** The client, post, broadcast or message an entry's target names first ("client 12"), if any. */
export function titledThingOfTarget(
  target: string | null,
): { kind: AuditTitledKind; id: number } | null {
  if (target === null || target === erasedAuditTarget) return null;
  const match = /^([a-z]+) (\d{1,9})(?!\d)/.exec(target);
  const kind = auditTitledKinds.find((known) => known === match?.[1]);
  return kind && match ? { kind, id: Number(match[2]) } : null;
}

/** The names and titles of what a page's entries name, per kind, by id: read now, never stored. */
async function titlesOf(
  app: FastifyInstance,
  targets: readonly (string | null)[],
): Promise<(target: string | null) => string | null> {
  const things = targets.map(titledThingOfTarget).filter((thing) => thing !== null);
  const found = new Map(
    await Promise.all(
      auditTitledKinds.map(async (kind) => {
        const ids = [...new Set(things.filter((t) => t.kind === kind).map((t) => t.id))];
        return [kind, ids.length ? await app.auditTitles[kind](ids) : new Map()] as const;
      }),
    ),
  );
  return (target) => {
    const thing = titledThingOfTarget(target);
    return (thing && found.get(thing.kind)?.get(thing.id)) ?? null;
  };
}

/** A YYYY-MM-DD day (already checked to exist) in `zone`: its first instant. */
const startOfDay = (day: string, zone: string) => dayjs.tz(day, zone);

export async function auditLog(app: FastifyInstance, query: AuditLogQuery): Promise<AuditLogPage> {
  const zone = await app.coachZone();
  const page = await app.repos.auditLog.list({
    ...(query.action ? { action: query.action } : {}),
    ...(query.from ? { from: startOfDay(query.from, zone).toDate() } : {}),
    // `to` is inclusive: up to the start of the next day in the owner's zone.
    ...(query.to ? { to: startOfDay(query.to, zone).add(1, 'day').toDate() } : {}),
    page: query.page,
    pageSize: pageSize,
  });
  // The log keeps kinds and ids only; the bookings' human titles, the clients' names, the posts'
  // and broadcasts' titles are read now, for the owner's eyes (an erased client's name is gone).
  const ids = [
    ...new Set(
      page.items.map((entry) => bookingIdOfTarget(entry.target)).filter((id) => id !== null),
    ),
  ];
  const titles = await app.auditBookingTitles(ids);
  const titleOf = await titlesOf(
    app,
    page.items.map((entry) => entry.target),
  );
  return {
    ...page,
    items: page.items.map((entry) => {
      const id = bookingIdOfTarget(entry.target);
      return {
        ...entry,
        targetBooking: (id !== null && titles.get(id)) || null,
        targetTitle: titleOf(entry.target),
      };
    }),
    actions: await app.repos.auditLog.actions(),
  };
}
