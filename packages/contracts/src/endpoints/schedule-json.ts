/**
 * The schedules' JSON Schemas (answers of the schedule endpoints and of the booking rules), kept
 * apart from the endpoints so the response schemas can use them without an import cycle.
 */
const rangeJson = {
  type: 'object',
  properties: { start: { type: 'string' }, end: { type: 'string' } },
  required: ['start', 'end'],
  additionalProperties: false,
} as const;
const weeklyJson = { type: 'array', items: { type: 'array', items: rangeJson } } as const;
const maximumJson = { anyOf: [{ type: 'integer' }, { type: 'null' }] } as const;

export const scheduleRulesJson = {
  type: 'object',
  properties: {
    weekly: weeklyJson,
    overrides: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          from: { type: 'string' },
          to: { type: 'string' },
          ranges: { type: 'array', items: rangeJson },
        },
        required: ['from', 'to', 'ranges'],
        additionalProperties: false,
      },
    },
    visitorHours: { anyOf: [weeklyJson, { type: 'null' }] },
    bufferBeforeMinutes: { type: 'integer' },
    bufferAfterMinutes: { type: 'integer' },
    minimumNoticeMinutes: { type: 'integer' },
    horizonDays: { type: 'integer' },
    dailyMaximum: maximumJson,
    weeklyMaximum: maximumJson,
    intervalMinutes: { type: 'integer' },
  },
  required: [
    'weekly',
    'overrides',
    'visitorHours',
    'bufferBeforeMinutes',
    'bufferAfterMinutes',
    'minimumNoticeMinutes',
    'horizonDays',
    'dailyMaximum',
    'weeklyMaximum',
    'intervalMinutes',
  ],
  additionalProperties: false,
} as const;

export const schedulesDocumentJson = {
  type: 'object',
  properties: {
    timeZone: { type: 'string' },
    sessions: scheduleRulesJson,
    freeCall: scheduleRulesJson,
    version: { type: 'integer', minimum: 0 },
  },
  required: ['timeZone', 'sessions', 'freeCall', 'version'],
  additionalProperties: false,
} as const;

/** The schedule a public picker computes its slots with (the same rules the API applies). */
export const publicScheduleJson = {
  type: 'object',
  properties: {
    ...scheduleRulesJson.properties,
    timeZone: { type: 'string' },
  },
  required: [...scheduleRulesJson.required, 'timeZone'],
  additionalProperties: false,
} as const;
