/**
 * The coach's own IANA zone, one fact: the zone he saved on the back office's Schedules screen;
 * until he first saves that screen, OWNER_TIMEZONE. His screens (Today, calendar, lists, audit
 * log, the times he enters), his emails, the days his schedules are read in and the day a post
 * is dated on the public site all take it from here.
 *
 * Read from the database at each use (one row, two columns), never kept in the process: the API
 * runs as several replicas, and a save on one applies on every other from its next request.
 */
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';

/** The zone in force for what the schedules' row holds: the owner's once saved, else the default. */
export const zoneInForce = (
  stored: { timeZone: string; customised: boolean },
  ownerTimezone: string,
): string => (stored.customised ? stored.timeZone : ownerTimezone);

/** The coach's zone now (inside `trx` when given: a transaction must read its own writes). */
export async function coachZone(app: FastifyInstance, trx?: Knex.Transaction): Promise<string> {
  return zoneInForce(await app.repos.schedules.readZone(trx), app.config.owner.timezone);
}
