import type { FastifyInstance } from 'fastify';

const dayMs = 24 * 60 * 60_000;

/**
 * Removes free strategy calls created more than a day ago and never scheduled: they hold no
 * time, but each one counts against its address's daily cap and keeps a name and email a
 * visitor typed. Returns how many were removed.
 */
export async function removeUnscheduledFreeCalls(app: FastifyInstance): Promise<number> {
  const removed = await app.repos.bookings.deleteUnscheduledFreeCalls(
    new Date(app.now().getTime() - dayMs),
  );
  if (removed > 0) app.log.info({ removed }, 'unscheduled free strategy calls removed');
  return removed;
}
