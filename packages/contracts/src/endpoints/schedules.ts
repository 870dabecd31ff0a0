/**
 * The coach's schedules over the wire: the back office reads and saves them whole (one save, one
 * version, one audit entry), and anyone reads the slots they open (computed by the slot engine,
 * with the owner's busy times and the booked sessions taken out).
 */
import { mixed, number, object, string } from 'yup';
import { isDateString } from '../dates';
import { isTimezoneName } from '../timezones';
import { slotMessages } from '../slots';
import {
  scheduleBounds,
  scheduleKinds,
  type DateOverride,
  type Schedule,
  type ScheduleKind,
  type TimeRange,
} from '../schedules/schedule';
import { timeMinutes } from '../schedules/engine';
import { defineEndpoint, json } from './define';
import { apiErrorSchema } from './responses';
import { publicScheduleJson, schedulesDocumentJson } from './schedule-json';

export { publicScheduleJson, scheduleRulesJson, schedulesDocumentJson } from './schedule-json';

export const scheduleMessages = {
  time: 'Write each time as HH:mm, from 00:00 to 24:00.',
  rangeOrder: 'Each range must end after it starts.',
  rangesOverlap: 'The ranges of one day must not overlap.',
  tooManyRanges: `A day has at most ${scheduleBounds.rangesPerDay} ranges.`,
  weekly: 'Give the hours of each of the seven weekdays (none for a closed day).',
  date: 'Write each date as YYYY-MM-DD.',
  overrideOrder: 'An override must end on or after the day it starts.',
  tooManyOverrides: `At most ${scheduleBounds.overrides} overrides can be kept.`,
  buffer: `A buffer is a whole number of minutes from ${scheduleBounds.bufferMinutes.min} to ${scheduleBounds.bufferMinutes.max}.`,
  notice: `The minimum notice is a whole number of minutes from ${scheduleBounds.minimumNoticeMinutes.min} to ${scheduleBounds.minimumNoticeMinutes.max} (60 days).`,
  horizon: `The horizon is a whole number of days from ${scheduleBounds.horizonDays.min} to ${scheduleBounds.horizonDays.max}.`,
  maximum: `A maximum is empty (no limit) or a whole number from ${scheduleBounds.maximum.min} to ${scheduleBounds.maximum.max}.`,
  interval: `The interval is a whole number of minutes from ${scheduleBounds.intervalMinutes.min} to ${scheduleBounds.intervalMinutes.max}.`,
  timeZone: slotMessages.timezone,
  version: 'The version of the schedules you edited is missing. Reload the page.',
  /** 409 when another tab or window saved the schedules since this one read them. */
  conflict:
    'The schedules were changed in another tab or window since you opened them. Your changes were not saved: copy what you need, then reload to see the latest schedules.',
  kind: `The schedule must be one of: ${scheduleKinds.join(', ')}`,
} as const;

const timePattern = /^(?:(?:[01]\d|2[0-3]):[0-5]\d|24:00)$/;

function isRange(value: unknown): value is TimeRange {
  if (typeof value !== 'object' || value === null) return false;
  const { start, end } = value as Record<string, unknown>;
  return typeof start === 'string' && typeof end === 'string';
}

/** The first problem of one day's ranges, or null. */
export function rangesProblem(ranges: unknown): string | null {
  if (!Array.isArray(ranges)) return scheduleMessages.weekly;
  if (ranges.length > scheduleBounds.rangesPerDay) return scheduleMessages.tooManyRanges;
  for (const range of ranges) {
    if (!isRange(range) || !timePattern.test(range.start) || !timePattern.test(range.end))
      return scheduleMessages.time;
    if (timeMinutes(range.start) >= timeMinutes(range.end)) return scheduleMessages.rangeOrder;
  }
  const sorted = [...(ranges as TimeRange[])].sort(
    (a, b) => timeMinutes(a.start) - timeMinutes(b.start),
  );
  for (let i = 1; i < sorted.length; i += 1)
    if (timeMinutes(sorted[i]!.start) < timeMinutes(sorted[i - 1]!.end))
      return scheduleMessages.rangesOverlap;
  return null;
}

function weeklyProblem(weekly: unknown): string | null {
  if (!Array.isArray(weekly) || weekly.length !== 7) return scheduleMessages.weekly;
  for (const day of weekly) {
    const problem = rangesProblem(day);
    if (problem !== null) return problem;
  }
  return null;
}

function overridesProblem(overrides: unknown): string | null {
  if (!Array.isArray(overrides)) return scheduleMessages.date;
  if (overrides.length > scheduleBounds.overrides) return scheduleMessages.tooManyOverrides;
  for (const override of overrides as Partial<DateOverride>[]) {
    if (
      typeof override?.from !== 'string' ||
      typeof override.to !== 'string' ||
      !isDateString(override.from) ||
      !isDateString(override.to)
    )
      return scheduleMessages.date;
    if (override.to < override.from) return scheduleMessages.overrideOrder;
    const problem = rangesProblem(override.ranges);
    if (problem !== null) return problem;
  }
  return null;
}

const whole = (bounds: { min: number; max: number }, message: string) =>
  number()
    .typeError(message)
    .required(message)
    .integer(message)
    .min(bounds.min, message)
    .max(bounds.max, message);

const maximum = () =>
  number()
    .typeError(scheduleMessages.maximum)
    .nullable()
    .defined(scheduleMessages.maximum)
    .integer(scheduleMessages.maximum)
    .min(scheduleBounds.maximum.min, scheduleMessages.maximum)
    .max(scheduleBounds.maximum.max, scheduleMessages.maximum);

/** One schedule as the back office edits it (its zone is the coach's, saved beside it). */
export const scheduleRulesSchema = object({
  weekly: mixed<TimeRange[][]>()
    .required(scheduleMessages.weekly)
    .test('weekly', (value, context) => {
      const problem = weeklyProblem(value);
      return problem === null || context.createError({ message: problem });
    }),
  overrides: mixed<DateOverride[]>()
    .required(scheduleMessages.date)
    .test('overrides', (value, context) => {
      const problem = overridesProblem(value);
      return problem === null || context.createError({ message: problem });
    }),
  visitorHours: mixed<TimeRange[][]>()
    .nullable()
    .defined(scheduleMessages.weekly)
    .test('visitor-hours', (value, context) => {
      const problem = value === null ? null : weeklyProblem(value);
      return problem === null || context.createError({ message: problem });
    }),
  bufferBeforeMinutes: whole(scheduleBounds.bufferMinutes, scheduleMessages.buffer),
  bufferAfterMinutes: whole(scheduleBounds.bufferMinutes, scheduleMessages.buffer),
  minimumNoticeMinutes: whole(scheduleBounds.minimumNoticeMinutes, scheduleMessages.notice),
  horizonDays: whole(scheduleBounds.horizonDays, scheduleMessages.horizon),
  dailyMaximum: maximum(),
  weeklyMaximum: maximum(),
  intervalMinutes: whole(scheduleBounds.intervalMinutes, scheduleMessages.interval),
});

/** The schedules as the back office reads and saves them, with the version it read. */
export const schedulesDocumentSchema = object({
  timeZone: string()
    .required(scheduleMessages.timeZone)
    .test('zone', scheduleMessages.timeZone, (value) => isTimezoneName(value)),
  sessions: scheduleRulesSchema.required(),
  freeCall: scheduleRulesSchema.required(),
  version: number()
    .typeError(scheduleMessages.version)
    .required(scheduleMessages.version)
    .integer(scheduleMessages.version)
    .min(0, scheduleMessages.version),
});

/** A schedule without its zone (the coach's, kept once). */
export type ScheduleRules = Omit<Schedule, 'timeZone'>;

export interface SchedulesDocument {
  timeZone: string;
  sessions: ScheduleRules;
  freeCall: ScheduleRules;
  version: number;
}

/** The two schedules of a document, each in the coach's zone, as the slot engine reads them. */
export function schedulesOf(
  document: Omit<SchedulesDocument, 'version'>,
): Record<ScheduleKind, Schedule> {
  return {
    sessions: { ...document.sessions, timeZone: document.timeZone },
    'free-call': { ...document.freeCall, timeZone: document.timeZone },
  };
}

export const getSchedules = defineEndpoint({
  method: 'GET',
  path: '/api/admin/schedules',
  area: 'admin-site',
  summary: "The coach's zone and his schedules for paid sessions and the free call",
  access: 'owner',
  responses: { 200: json('The schedules.', schedulesDocumentJson) },
});

export const saveSchedules = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/schedules',
  area: 'admin-site',
  summary: 'Save the schedules; the slots offered follow from the next request',
  access: 'owner',
  body: schedulesDocumentSchema,
  responses: {
    200: json('The schedules as saved, at their new version.', schedulesDocumentJson),
    400: json('A field is invalid.', apiErrorSchema),
    409: json(
      'Another tab or window saved the schedules since this one read them.',
      apiErrorSchema,
    ),
  },
});

export const scheduleKindParams = object({
  kind: string<ScheduleKind>()
    .required(scheduleMessages.kind)
    .oneOf([...scheduleKinds], scheduleMessages.kind),
});

export const getPublicSchedule = defineEndpoint({
  method: 'GET',
  path: '/api/schedules/:kind',
  area: 'bookings',
  summary: 'A schedule (paid sessions or the free call), for the pickers to draw its slots',
  access: 'public',
  params: scheduleKindParams,
  responses: {
    200: json('The schedule.', publicScheduleJson),
    400: json('No such schedule.', apiErrorSchema),
  },
});

export const slotsQueryMessages = {
  date: 'Give the first and last dates as YYYY-MM-DD, at most 62 days apart.',
} as const;

const slotDate = () =>
  string()
    .required(slotsQueryMessages.date)
    .test('date', slotsQueryMessages.date, (value) => isDateString(value));

export const openSlotsJson = {
  type: 'object',
  properties: {
    timeZone: { type: 'string' },
    dates: {
      type: 'object',
      additionalProperties: {
        type: 'array',
        items: {
          type: 'object',
          properties: { time: { type: 'string' }, startsAt: { type: 'string' } },
          required: ['time', 'startsAt'],
          additionalProperties: false,
        },
      },
    },
  },
  required: ['timeZone', 'dates'],
  additionalProperties: false,
} as const;

export const listOpenSlots = defineEndpoint({
  method: 'GET',
  path: '/api/schedules/:kind/slots',
  area: 'bookings',
  summary:
    "The times open to book on each date of the visitor's zone: the schedule's, less the owner's busy times and the booked sessions",
  access: 'public',
  rateLimit: 'default',
  params: scheduleKindParams,
  query: object({
    timezone: string()
      .required(slotMessages.timezone)
      .test('zone', slotMessages.timezone, (value) => isTimezoneName(value)),
    from: slotDate(),
    to: slotDate(),
  }),
  responses: {
    200: json('Open times per date (dates without any left out).', openSlotsJson),
    400: json('A zone or a date is invalid.', apiErrorSchema),
    502: json('The calendar could not be reached.', apiErrorSchema),
  },
});

export const scheduleEndpoints = {
  getSchedules,
  saveSchedules,
  getPublicSchedule,
  listOpenSlots,
};
