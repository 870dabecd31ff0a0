import type { Knex } from 'knex';
import type { ScheduleRules } from '@site/contracts/endpoints/schedules';
import type { DateOverride, ScheduleKind, TimeRange } from '@site/contracts/schedules/schedule';

/** The schedules as stored: the coach's zone, whether the owner saved them, their version. */
export interface StoredSchedules {
  timeZone: string;
  customised: boolean;
  version: number;
  sessions: ScheduleRules;
  freeCall: ScheduleRules;
}

interface ScheduleRow {
  kind: ScheduleKind;
  weekly: TimeRange[][] | string;
  visitor_hours: TimeRange[][] | string | null;
  buffer_before_minutes: number;
  buffer_after_minutes: number;
  minimum_notice_minutes: number;
  horizon_days: number;
  daily_maximum: number | null;
  weekly_maximum: number | null;
  interval_minutes: number;
}

interface OverrideRow {
  kind: ScheduleKind;
  from_date: string;
  to_date: string;
  ranges: TimeRange[] | string;
}

/** jsonb arrives parsed from node-pg and from PGlite; a string only from an older driver. */
const parsed = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

function rulesOf(row: ScheduleRow, overrides: OverrideRow[]): ScheduleRules {
  return {
    weekly: parsed(row.weekly),
    overrides: overrides.map((override): DateOverride => ({
      from: override.from_date,
      to: override.to_date,
      ranges: parsed(override.ranges),
    })),
    visitorHours: row.visitor_hours === null ? null : parsed(row.visitor_hours),
    bufferBeforeMinutes: row.buffer_before_minutes,
    bufferAfterMinutes: row.buffer_after_minutes,
    minimumNoticeMinutes: row.minimum_notice_minutes,
    horizonDays: row.horizon_days,
    dailyMaximum: row.daily_maximum,
    weeklyMaximum: row.weekly_maximum,
    intervalMinutes: row.interval_minutes,
  };
}

function rowOf(kind: ScheduleKind, rules: ScheduleRules, now: Date) {
  return {
    kind,
    weekly: JSON.stringify(rules.weekly),
    visitor_hours: rules.visitorHours === null ? null : JSON.stringify(rules.visitorHours),
    buffer_before_minutes: rules.bufferBeforeMinutes,
    buffer_after_minutes: rules.bufferAfterMinutes,
    minimum_notice_minutes: rules.minimumNoticeMinutes,
    horizon_days: rules.horizonDays,
    daily_maximum: rules.dailyMaximum,
    weekly_maximum: rules.weeklyMaximum,
    interval_minutes: rules.intervalMinutes,
    updated_at: now,
  };
}

/** The coach's schedules: one row each, their overrides in the owner's order, the zone once. */
export function createScheduleRepository(db: Knex) {
  return {
    /** The zone saved with the schedules, and whether the owner ever saved them: one row, two columns. */
    async readZone(trx?: Knex.Transaction): Promise<{ timeZone: string; customised: boolean }> {
      const row = await (trx ?? db)('coach_schedule_settings')
        .where({ id: 1 })
        .first('time_zone', 'customised');
      if (!row) throw new Error('The schedules settings row is missing: run the migrations.');
      return { timeZone: row.time_zone as string, customised: Boolean(row.customised) };
    },

    async read(trx?: Knex.Transaction): Promise<StoredSchedules> {
      const q = trx ?? db;
      const settings = await q('coach_schedule_settings').where({ id: 1 }).first();
      const rows = await q<ScheduleRow>('coach_schedules').select('*');
      // Dates as text: a date column would come back as a Date at the server's local midnight.
      const overrides = (await q('coach_schedule_overrides')
        .select(
          'kind',
          q.raw(`to_char(from_date, 'YYYY-MM-DD') as from_date`),
          q.raw(`to_char(to_date, 'YYYY-MM-DD') as to_date`),
          'ranges',
        )
        .orderBy(['kind', 'position'])) as OverrideRow[];
      const rules = (kind: ScheduleKind) => {
        const row = rows.find((candidate) => candidate.kind === kind);
        if (!row) throw new Error(`The ${kind} schedule is missing: run the migrations.`);
        return rulesOf(
          row,
          overrides.filter((override) => override.kind === kind),
        );
      };
      return {
        timeZone: settings.time_zone as string,
        customised: Boolean(settings.customised),
        version: Number(settings.version),
        sessions: rules('sessions'),
        freeCall: rules('free-call'),
      };
    },

    /**
     * The version, locked until the transaction ends: a save waits for another in progress, then
     * reads the version that one left.
     */
    async lockVersion(trx: Knex.Transaction): Promise<number> {
      const row = await trx('coach_schedule_settings')
        .where({ id: 1 })
        .forUpdate()
        .first('version');
      return Number(row?.version ?? 0);
    },

    /**
     * The coach's booking lock, held until the transaction ends: one booking or move at a time
     * reads the sessions its daily and weekly maximum and its buffers count, and writes its own,
     * so two made at once never both pass a limit of one more. One lock for both schedules: a
     * buffer keeps free the time around sessions of either kind.
     */
    async lockSessions(trx: Knex.Transaction): Promise<void> {
      await trx.raw("SELECT pg_advisory_xact_lock(hashtext('schedules:sessions'))");
    },

    /** Saves the zone and both schedules (overrides replaced), marked as the owner's, at `version`. */
    async save(
      schedules: { timeZone: string; sessions: ScheduleRules; freeCall: ScheduleRules },
      version: number,
      trx: Knex.Transaction,
      now: Date,
    ): Promise<void> {
      await trx('coach_schedule_settings')
        .where({ id: 1 })
        .update({ time_zone: schedules.timeZone, customised: true, version, updated_at: now });
      const parts: [ScheduleKind, ScheduleRules][] = [
        ['sessions', schedules.sessions],
        ['free-call', schedules.freeCall],
      ];
      for (const [kind, rules] of parts) {
        await trx('coach_schedules')
          .where({ kind })
          .update(rowOf(kind, rules, now));
        await trx('coach_schedule_overrides').where({ kind }).delete();
        if (rules.overrides.length > 0)
          await trx('coach_schedule_overrides').insert(
            rules.overrides.map((override, position) => ({
              kind,
              position,
              from_date: override.from,
              to_date: override.to,
              ranges: JSON.stringify(override.ranges),
            })),
          );
      }
    },
  };
}
