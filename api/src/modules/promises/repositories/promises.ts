/**
 * The emails the package promises sent on their own (once per booking, kind and period), so a
 * run of the notice job never sends one twice.
 */
import type { Knex } from 'knex';

/** An email a promise sends by itself. */
export type PromiseNoticeKind = 'check-in-due' | 'follow-up-opened' | 'follow-up-closing';

export function createPromiseRepository(_db: Knex) {
  return {
    /**
     * Claims the notice (booking, kind, period) in the caller's transaction: true when this call
     * recorded it (the email is to be queued now), false when it was sent before.
     */
    async claimNotice(
      input: { bookingId: number; kind: PromiseNoticeKind; period: string; at: Date },
      trx: Knex.Transaction,
    ): Promise<boolean> {
      const rows = await trx('client_promise_notices')
        .insert({
          booking_id: input.bookingId,
          kind: input.kind,
          period: input.period,
          sent_at: input.at,
        })
        .onConflict(['booking_id', 'kind', 'period'])
        .ignore()
        .returning('id');
      return (rows as unknown[]).length > 0;
    },
  };
}

export type PromiseRepository = ReturnType<typeof createPromiseRepository>;
