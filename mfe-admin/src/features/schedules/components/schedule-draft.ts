/**
 * The schedules as the form edits them: numbers as typed (text), a maximum left empty for "no
 * limit", an override's day off as a box. `toDraft` and `fromDraft` convert to and from what the
 * API reads and saves; the contracts' schema then checks the result, with the API's messages.
 */
import type { SchedulesDocument, ScheduleRules } from '@site/contracts/endpoints/schedules';
import type { TimeRange } from '@site/contracts/schedules/schedule';

export interface OverrideDraft {
  from: string;
  to: string;
  dayOff: boolean;
  ranges: TimeRange[];
}

export interface RulesDraft {
  weekly: TimeRange[][];
  overrides: OverrideDraft[];
  visitorHoursOn: boolean;
  visitorHours: TimeRange[][];
  bufferBeforeMinutes: string;
  bufferAfterMinutes: string;
  minimumNoticeMinutes: string;
  horizonDays: string;
  dailyMaximum: string;
  weeklyMaximum: string;
  intervalMinutes: string;
}

export interface SchedulesDraft {
  timeZone: string;
  sessions: RulesDraft;
  freeCall: RulesDraft;
  version: number;
}

export const numberFields = [
  'bufferBeforeMinutes',
  'bufferAfterMinutes',
  'minimumNoticeMinutes',
  'horizonDays',
  'intervalMinutes',
] as const;
export const maximumFields = ['dailyMaximum', 'weeklyMaximum'] as const;

const emptyWeek = (): TimeRange[][] => Array.from({ length: 7 }, () => []);
const copyWeek = (week: readonly TimeRange[][]) => week.map((day) => day.map((r) => ({ ...r })));

function rulesDraft(rules: ScheduleRules): RulesDraft {
  return {
    weekly: copyWeek(rules.weekly),
    overrides: rules.overrides.map((override) => ({
      from: override.from,
      to: override.to,
      dayOff: override.ranges.length === 0,
      ranges: override.ranges.map((range) => ({ ...range })),
    })),
    visitorHoursOn: rules.visitorHours !== null,
    visitorHours: rules.visitorHours ? copyWeek(rules.visitorHours) : emptyWeek(),
    bufferBeforeMinutes: String(rules.bufferBeforeMinutes),
    bufferAfterMinutes: String(rules.bufferAfterMinutes),
    minimumNoticeMinutes: String(rules.minimumNoticeMinutes),
    horizonDays: String(rules.horizonDays),
    dailyMaximum: rules.dailyMaximum === null ? '' : String(rules.dailyMaximum),
    weeklyMaximum: rules.weeklyMaximum === null ? '' : String(rules.weeklyMaximum),
    intervalMinutes: String(rules.intervalMinutes),
  };
}

export function toDraft(document: SchedulesDocument): SchedulesDraft {
  return {
    timeZone: document.timeZone,
    sessions: rulesDraft(document.sessions),
    freeCall: rulesDraft(document.freeCall),
    version: document.version,
  };
}

/** Digits as a whole number; anything else as NaN, which the schema refuses with its message. */
const whole = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

function rulesOf(draft: RulesDraft): ScheduleRules {
  return {
    weekly: copyWeek(draft.weekly),
    overrides: draft.overrides.map((override) => ({
      from: override.from,
      to: override.to === '' ? override.from : override.to,
      ranges: override.dayOff ? [] : override.ranges.map((range) => ({ ...range })),
    })),
    visitorHours: draft.visitorHoursOn ? copyWeek(draft.visitorHours) : null,
    bufferBeforeMinutes: whole(draft.bufferBeforeMinutes),
    bufferAfterMinutes: whole(draft.bufferAfterMinutes),
    minimumNoticeMinutes: whole(draft.minimumNoticeMinutes),
    horizonDays: whole(draft.horizonDays),
    dailyMaximum: draft.dailyMaximum.trim() === '' ? null : whole(draft.dailyMaximum),
    weeklyMaximum: draft.weeklyMaximum.trim() === '' ? null : whole(draft.weeklyMaximum),
    intervalMinutes: whole(draft.intervalMinutes),
  };
}

export function fromDraft(draft: SchedulesDraft): SchedulesDocument {
  return {
    timeZone: draft.timeZone,
    sessions: rulesOf(draft.sessions),
    freeCall: rulesOf(draft.freeCall),
    version: draft.version,
  };
}
