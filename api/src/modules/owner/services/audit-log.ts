/**
 * The owner's audit log, one page at a time, filtered by action and by days in the owner's zone.
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { FastifyInstance } from 'fastify';
import type { AuditLogPage, AuditLogQuery } from '@site/contracts/admin';
import { erasedAuditTarget } from '@site/contracts/endpoints/admin';

dayjs.extend(utc);
dayjs.extend(timezone);

const pageSize = 50;

/** The booking an entry's target names first ("booking 6", "booking 6 session 9"), if any. */
export function bookingIdOfTarget(target: string | null): number | null {
  if (target === null || target === erasedAuditTarget) return null;
  const match = /^booking (\d{1,9})(?!\d)/.exec(target);
  return match ? Number(match[1]) : null;
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
  // The log keeps kinds and ids only; the bookings' human titles are read now, for the owner's eyes.
  const ids = [
    ...new Set(
      page.items.map((entry) => bookingIdOfTarget(entry.target)).filter((id) => id !== null),
    ),
  ];
  const titles = await app.auditBookingTitles(ids);
  return {
    ...page,
    items: page.items.map((entry) => {
      const id = bookingIdOfTarget(entry.target);
      return { ...entry, targetBooking: (id !== null && titles.get(id)) || null };
    }),
    actions: await app.repos.auditLog.actions(),
  };
}
