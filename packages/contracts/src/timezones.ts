/** The timezones a visitor can pick, in the order the pickers list them. */
export const timezones = [
  { value: 'America/New_York', label: 'Eastern' },
  { value: 'America/Chicago', label: 'Central' },
  { value: 'America/Denver', label: 'Mountain' },
  { value: 'America/Los_Angeles', label: 'Pacific' },
  { value: 'America/Cancun', label: 'Central Standard (No DST)' },
  { value: 'Europe/London', label: 'British' },
  { value: 'Europe/Paris', label: 'Central European' },
  { value: 'Asia/Tokyo', label: 'Japan Standard' },
  { value: 'Australia/Sydney', label: 'Australian Eastern' },
] as const;

export type TimezoneName = (typeof timezones)[number]['value'];

/** The strategy call's home zone (its grid is defined there) and the default zone for it. */
export const coachTimezone: TimezoneName = 'America/Cancun';

export function isTimezoneName(value: unknown): value is TimezoneName {
  return typeof value === 'string' && timezones.some((zone) => zone.value === value);
}

export function timezoneLabel(value: string): string {
  return timezones.find((zone) => zone.value === value)?.label ?? value;
}
