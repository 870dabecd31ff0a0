/** Time the coach blocked: [starts_at, ends_at) with his note. */
import type { Knex } from 'knex';
import type { CalendarBlock } from '@site/contracts/calendar';
import { affectedRows, toIso, toNumber } from '../../../db/mapping';

interface CalendarBlockRow {
  id: number;
  starts_at: Date | string;
  ends_at: Date | string;
  note: string;
}

function toCalendarBlock(row: CalendarBlockRow): CalendarBlock {
  return {
    id: toNumber(row.id),
    startsAt: toIso(row.starts_at),
    endsAt: toIso(row.ends_at),
    note: row.note,
  };
}

export function createCalendarBlockRepository(db: Knex) {
  const table = (trx?: Knex.Transaction) => (trx ?? db)<CalendarBlockRow>('calendar_blocks');
  return {
    async insert(
      block: { startsAt: Date; endsAt: Date; note: string },
      trx?: Knex.Transaction,
    ): Promise<CalendarBlock> {
      const [row] = await table(trx)
        .insert({ starts_at: block.startsAt, ends_at: block.endsAt, note: block.note })
        .returning('*');
      return toCalendarBlock(row as CalendarBlockRow);
    },

    /** Whether it was there to remove. */
    async remove(id: number, trx?: Knex.Transaction): Promise<boolean> {
      return affectedRows(await table(trx).where({ id }).delete()) > 0;
    },

    /** Blocks overlapping [start, end) (one that only touches it does not), in order of start. */
    async listOverlapping(
      start: Date,
      end: Date,
      trx?: Knex.Transaction,
    ): Promise<CalendarBlock[]> {
      const rows = await table(trx)
        .where('starts_at', '<', end)
        .andWhere('ends_at', '>', start)
        .orderBy([{ column: 'starts_at' }, { column: 'id' }]);
      return rows.map(toCalendarBlock);
    },
  };
}

export type CalendarBlockRepository = ReturnType<typeof createCalendarBlockRepository>;
