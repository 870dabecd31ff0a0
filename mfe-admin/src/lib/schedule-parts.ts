import type { SchedulesDocument } from '@site/contracts/endpoints/schedules';

/**
 * The Schedules screen's parts by their headings: the screen titles its sections with them, and the
 * activity log names with them the parts a save changed ("Changed: Free strategy call").
 */
export const scheduleParts = {
  timeZone: 'Your time zone',
  sessions: 'Paid sessions',
  freeCall: 'Free strategy call',
} as const satisfies Partial<Record<keyof SchedulesDocument, string>>;
