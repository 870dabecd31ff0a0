import type { Knex } from 'knex';

/**
 * The coach's schedules: one row per kind of session (paid sessions, the free call) with its
 * weekly hours (seven lists of HH:mm ranges, Sunday first, in the coach's zone), the visitor's
 * hours a session must also fit (or null), buffers, notice, horizon, limits and interval; its date
 * overrides (a day or a run of days off, or other hours) one row each; and the coach's own zone,
 * kept once with the version every save moves on.
 *
 * Seeded with the grids the site offered before: paid sessions at 09:00–11:30 and 14:00–16:30
 * (starts, every 30 minutes) of the client's day inside 08:00–20:00 America/Cancun on weekdays,
 * the free call every 15 minutes from 13:00 to 16:00 Cancun on weekdays, 60 days ahead. The
 * `customised` flag stays false until the owner saves: until then the API still derives both
 * from the booking window in force (the owner's site settings or the environment), which may
 * differ from these built-in values, so a site that never opens the screen keeps its hours.
 */
const weekdays = (ranges: Array<{ start: string; end: string }>) =>
  JSON.stringify(Array.from({ length: 7 }, (_, day) => (day >= 1 && day <= 5 ? ranges : [])));

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('coach_schedule_settings', (table) => {
    table.integer('id').primary();
    table.text('time_zone').notNullable();
    table.integer('version').notNullable().defaultTo(0);
    table.boolean('customised').notNullable().defaultTo(false);
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
  });
  await db.raw('ALTER TABLE coach_schedule_settings ADD CONSTRAINT one_row CHECK (id = 1)');

  await db.schema.createTable('coach_schedules', (table) => {
    table.text('kind').primary();
    table.jsonb('weekly').notNullable();
    table.jsonb('visitor_hours');
    table.integer('buffer_before_minutes').notNullable().defaultTo(0);
    table.integer('buffer_after_minutes').notNullable().defaultTo(0);
    table.integer('minimum_notice_minutes').notNullable().defaultTo(0);
    table.integer('horizon_days').notNullable();
    table.integer('daily_maximum');
    table.integer('weekly_maximum');
    table.integer('interval_minutes').notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
  });
  await db.raw(`ALTER TABLE coach_schedules
    ADD CONSTRAINT coach_schedules_kind CHECK (kind IN ('sessions', 'free-call')),
    ADD CONSTRAINT coach_schedules_buffers CHECK (buffer_before_minutes >= 0 AND buffer_after_minutes >= 0),
    ADD CONSTRAINT coach_schedules_notice CHECK (minimum_notice_minutes >= 0),
    ADD CONSTRAINT coach_schedules_horizon CHECK (horizon_days >= 1),
    ADD CONSTRAINT coach_schedules_maxima CHECK ((daily_maximum IS NULL OR daily_maximum >= 1) AND (weekly_maximum IS NULL OR weekly_maximum >= 1)),
    ADD CONSTRAINT coach_schedules_interval CHECK (interval_minutes >= 5)`);

  await db.schema.createTable('coach_schedule_overrides', (table) => {
    table.increments('id');
    table
      .text('kind')
      .notNullable()
      .references('kind')
      .inTable('coach_schedules')
      .onDelete('CASCADE');
    /** The order the owner listed them in: where two cover a date, the later holds. */
    table.integer('position').notNullable();
    table.date('from_date').notNullable();
    table.date('to_date').notNullable();
    /** HH:mm ranges; none: a day off. */
    table.jsonb('ranges').notNullable();
    table.unique(['kind', 'position']);
    table.index(['kind', 'to_date']);
  });
  await db.raw(
    'ALTER TABLE coach_schedule_overrides ADD CONSTRAINT override_dates CHECK (from_date <= to_date)',
  );

  await db('coach_schedule_settings').insert({ id: 1, time_zone: 'America/Cancun' });
  await db('coach_schedules').insert([
    {
      kind: 'sessions',
      weekly: weekdays([{ start: '08:00', end: '20:00' }]),
      visitor_hours: weekdays([
        { start: '09:00', end: '13:00' },
        { start: '14:00', end: '18:00' },
      ]),
      horizon_days: 60,
      interval_minutes: 30,
    },
    {
      kind: 'free-call',
      weekly: weekdays([{ start: '13:00', end: '16:15' }]),
      visitor_hours: null,
      horizon_days: 60,
      interval_minutes: 15,
    },
  ]);
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('coach_schedule_overrides');
  await db.schema.dropTable('coach_schedules');
  await db.schema.dropTable('coach_schedule_settings');
}
