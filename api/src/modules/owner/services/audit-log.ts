/**
 * The owner's audit log, one page at a time, filtered by action and by days in the owner's zone.
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { FastifyInstance } from 'fastify';
import type { AuditLogPage, AuditLogQuery } from '@site/contracts/admin';

dayjs.extend(utc);
dayjs.extend(timezone);

const pageSize = 50;

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
  return { ...page, actions: await app.repos.auditLog.actions() };
}
