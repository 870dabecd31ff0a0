/**
 * Leases for recurring background work: a sweep runs only while its runner holds the job's row,
 * so with several API replicas on one database a sweep runs on one of them at a time. A lease
 * runs out by itself, so a replica that died mid-sweep never blocks the others for long.
 */
import type { Knex } from 'knex';

export function createJobLeaseRepository(db: Knex) {
  return {
    /**
     * Takes (or renews) the lease of `name` for `holder` until `until`; false when another
     * holder's lease has not run out at `now`.
     */
    async acquire(
      input: { name: string; holder: string; now: Date; until: Date },
      trx?: Knex.Transaction,
    ): Promise<boolean> {
      const result = await (trx ?? db).raw<{ rows?: unknown[] }>(
        `INSERT INTO job_leases (name, holder, leased_until) VALUES (?, ?, ?)
         ON CONFLICT (name) DO UPDATE SET holder = EXCLUDED.holder, leased_until = EXCLUDED.leased_until
         WHERE job_leases.leased_until <= ? OR job_leases.holder = EXCLUDED.holder
         RETURNING name`,
        [input.name, input.holder, input.until, input.now],
      );
      return (result.rows ?? []).length === 1;
    },

    /** Gives the lease back early (the sweep finished). */
    async release(name: string, holder: string, trx?: Knex.Transaction): Promise<void> {
      await (trx ?? db)('job_leases').where({ name, holder }).delete();
    },
  };
}

export type JobLeaseRepository = ReturnType<typeof createJobLeaseRepository>;
