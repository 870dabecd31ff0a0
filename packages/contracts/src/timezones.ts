/**
 * The time zones a visitor can read and book times in: every IANA zone, the nine below listed
 * first under their friendly labels (the coach's clients live mostly there), then the others by
 * name. Times and sessions are stored with the zone's IANA name.
 *
 * Each label is the browser's own name for the zone (`Intl`'s long generic name, "Eastern Time")
 * without its "Time", shortened at most ("UK" for "United Kingdom"), written here so a page need
 * not load ICU's names to show them: a zone that keeps one offset all year is named by its
 * standard time ("Eastern Standard" for Cancún, UTC−5 all year), one that changes its clocks by
 * its generic name ("Eastern" for New York). A unit test checks every label against the zone's
 * January and July offsets and `Intl`'s names.
 */
export const timezones = [
  { value: 'America/New_York', label: 'Eastern' },
  { value: 'America/Chicago', label: 'Central' },
  { value: 'America/Denver', label: 'Mountain' },
  { value: 'America/Los_Angeles', label: 'Pacific' },
  { value: 'America/Cancun', label: 'Eastern Standard' },
  { value: 'Europe/London', label: 'UK' },
  { value: 'Europe/Paris', label: 'Central European' },
  { value: 'Asia/Tokyo', label: 'Japan Standard' },
  { value: 'Australia/Sydney', label: 'Australian Eastern' },
] as const;

/** A zone listed first, under its friendly label. */
export type ListedTimezone = (typeof timezones)[number]['value'];

/** An IANA zone name (`isTimezoneName` tells a valid one). */
export type TimezoneName = string;

/** The strategy call's home zone (its grid is defined there) and its default zone. */
export const coachTimezone: ListedTimezone = 'America/Cancun';

/**
 * Older names that ICU (and so `Intl`) still gives for zones IANA has renamed: a browser in
 * Kolkata may say `Asia/Calcutta`. Offered, stored and shown under the current name.
 */
const renamed: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Etc/UTC': 'UTC',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

/** A zone under its current IANA name (`Asia/Calcutta` → `Asia/Kolkata`). */
export function currentZoneName(zone: string): string {
  return renamed[zone] ?? zone;
}

const listedValues: ReadonlySet<string> = new Set(timezones.map((zone) => zone.value));

export function isListedTimezone(value: unknown): value is ListedTimezone {
  return typeof value === 'string' && listedValues.has(value);
}

/** The zones `Intl` knows, as IANA names, read once (it asks ICU's data). */
let everyZone: readonly string[] | undefined;
function supportedZones(): readonly string[] {
  if (!everyZone) {
    let names: string[] = [];
    try {
      names = Intl.supportedValuesOf('timeZone');
    } catch {
      // An engine without the list: the listed zones and UTC are still offered.
    }
    everyZone = [...new Set([...names.map(currentZoneName), 'UTC'])];
  }
  return everyZone;
}

/** Written as an IANA name is: `Area/Place`, `UTC`, `Etc/GMT+5`. */
function isWrittenAsZoneName(value: string): boolean {
  return /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value) && value.length <= 64;
}

const validity = new Map<string, boolean>();

/**
 * Whether `value` names a time zone times can be read in: a listed one, or any IANA zone this
 * engine's time-zone data knows (`UTC` included). Anything else, `Mars/Olympus` say, is not.
 */
export function isTimezoneName(value: unknown): value is TimezoneName {
  if (typeof value !== 'string' || value.length === 0 || value.length > 64) return false;
  if (listedValues.has(value)) return true;
  let valid = validity.get(value);
  if (valid === undefined) {
    try {
      const known = new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions()
        .timeZone;
      // Intl reads names in any case and older names too: only a name as IANA or ICU writes it
      // is taken (`asia/kolkata` is not).
      valid =
        isWrittenAsZoneName(value) &&
        (known === value ||
          currentZoneName(known) === value ||
          supportedZones().includes(value) ||
          Object.hasOwn(renamed, value));
    } catch {
      valid = false;
    }
    if (validity.size >= 1_000) validity.clear();
    validity.set(value, valid);
  }
  return valid;
}

export interface TimezoneOption {
  value: string;
  label: string;
  /** One of the zones listed first. */
  listed: boolean;
}

let options: readonly TimezoneOption[] | undefined;

/**
 * Every zone a visitor can pick, as a picker lists them: the listed nine first in their order,
 * then every other zone by name. Read on first use (the list comes from ICU's data).
 */
export function timezoneOptions(): readonly TimezoneOption[] {
  if (!options) {
    const others = supportedZones()
      .filter((zone) => !listedValues.has(zone))
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    options = [
      ...timezones.map((zone) => ({ ...zone, listed: true })),
      ...others.map((zone) => ({ value: zone, label: timezoneLabel(zone), listed: false })),
    ];
  }
  return options;
}

/** A zone as people read it: a listed zone's label, else its IANA name with spaces. */
export function timezoneLabel(value: string): string {
  return (
    timezones.find((zone) => zone.value === value)?.label ??
    currentZoneName(value).replaceAll('_', ' ')
  );
}

/** A zone said inside running text, in parentheses after a time: "(Eastern)". */
export function timezoneInParentheses(value: string): string {
  return `(${timezoneLabel(value)})`;
}

/** A zone's name in parentheses this short or shorter ("(UTC)", "(Eastern)") stays with its time. */
const shortZoneLength = 12;

/**
 * A time and its zone for a page's running text, "7:00 PM (UTC)": the time kept whole with its AM
 * or PM, and a short zone name with the time, by no-break spaces, so a phone never ends a line at
 * "7:00" with "PM" on the next; a long zone name ("(Australian Eastern)") may still start a line
 * of its own. `time` is the time as written ("7:00 PM"; any space in it, the narrow one some
 * formatters write included, becomes a no-break space). Emails and calendar files write times
 * with plain spaces and do not use it.
 */
export function timeWithZone(time: string, zone: string): string {
  const whole = time.trim().replace(/\s+/g, '\u00a0');
  const name = timezoneInParentheses(zone);
  return `${whole}${name.length <= shortZoneLength ? '\u00a0' : ' '}${name}`;
}

/** The city of an IANA zone, the last part of its name: 'America/Cancun' → 'Cancun', 'UTC' → 'UTC'. */
export function zoneCity(zone: string): string {
  return zone.slice(zone.lastIndexOf('/') + 1).replaceAll('_', ' ');
}

/** A zone's city under its current name: "Addis Ababa" of "Africa/Addis_Ababa". */
const cityOf = (value: string): string => zoneCity(currentZoneName(value));

/**
 * A zone named by its city's clock, as the free call's hours name the coach's ("Cancun time",
 * "New York time", "UTC time"): short enough for a one-line summary on a phone. The one name of a
 * zone in words, on the public pages and in the back office alike.
 */
export function zoneTimeName(value: string): string {
  return `${cityOf(value)} time`;
}

/** The same inside running text, in parentheses after a time: "(Cancun time)". */
export function zoneTimeNameInParentheses(value: string): string {
  return `(${zoneTimeName(value)})`;
}

/**
 * The back office's line naming the zone all its times are written in, in the public site's
 * words: "Times are Cancun time".
 */
export function zoneTimesLine(value: string): string {
  return `Times are ${zoneTimeName(value)}`;
}

/**
 * The client's line naming the zone his times are shown in, in the zone picker's words (the
 * zone's name and city, "Eastern · New York", "UTC"), said once: "Times are shown in UTC".
 */
export function timesShownIn(value: string): string {
  return `Times are shown in ${timezoneOptionText(value)}`;
}

const genericNames = new Map<string, string | null>();

/**
 * A zone's name as people say it, in the style of the listed labels ("East Africa" of "East
 * Africa Time", "India Standard"): the browser's long generic name without its "Time". Null where
 * the engine has none of its own (only an offset, "GMT+03:00") or cannot say. Each zone's is read
 * once: the first `Intl` formatter of a page loads ICU's data, so only a picker the visitor has
 * reached for (or a zone outside the nine already chosen) asks for one.
 */
function genericName(value: string): string | null {
  let name = genericNames.get(value);
  if (name === undefined) {
    try {
      const part = new Intl.DateTimeFormat('en-US', {
        timeZone: value,
        timeZoneName: 'longGeneric',
      })
        // A fixed instant (a generic name holds all year): the same text on the server and in
        // the browser, whatever the day.
        .formatToParts(new Date(Date.UTC(2025, 0, 1)))
        .find((one) => one.type === 'timeZoneName')?.value;
      name =
        part && !/^(GMT|UTC)\b/.test(part) ? part.replace(/\s+Time\b/, '').trim() || null : null;
    } catch {
      name = null;
    }
    genericNames.set(value, name);
  }
  return name;
}

/**
 * A picker's text for an option: a zone's name and its city, "Eastern · New York" (short enough to
 * show whole in a phone's select): the listed label of the nine, else the browser's long generic
 * name in the same style, "East Africa · Addis Ababa", "India Standard · Kolkata"; a zone without
 * a city or a name of its own (UTC) its IANA name.
 */
export function timezoneOptionText(value: string): string {
  const listed = timezones.find((zone) => zone.value === value);
  if (listed) return `${listed.label} · ${cityOf(listed.value)}`;
  const name = value.includes('/') ? genericName(value) : null;
  return name ? `${name} · ${cityOf(value)}` : timezoneLabel(value);
}

/** Whether an option matches what a visitor typed to find it (any case, `_` read as a space). */
export function timezoneMatches(option: TimezoneOption, query: string): boolean {
  const words = query.trim().toLowerCase().replaceAll('_', ' ').split(/\s+/).filter(Boolean);
  const text = `${timezoneOptionText(option.value)} ${option.value}`
    .toLowerCase()
    .replaceAll('_', ' ');
  return words.every((word) => text.includes(word));
}

/**
 * The zone a picker starts in, the same rule on every page: the zone this visitor chose before
 * (remembered by his browser), else his browser's own zone, else, when neither can be read, the
 * coach's zone. `browser` is the zone the browser's engine reports for itself (null when it cannot
 * be read).
 */
export function initialTimezone({
  remembered,
  browser,
}: {
  remembered?: string | null;
  browser: string | null;
}): TimezoneName {
  // The browser's own zone comes from its engine, which knows it: no check that would load ICU.
  const own = browser && isWrittenAsZoneName(browser) ? currentZoneName(browser) : null;
  if (remembered && (remembered === own || isTimezoneName(remembered)))
    return currentZoneName(remembered);
  if (own) return own;
  return coachTimezone;
}
