import {
  timeWithZone,
  coachTimezone,
  currentZoneName,
  initialTimezone,
  isTimezoneName,
  timezoneInParentheses,
  timezoneLabel,
  timezoneMatches,
  timezoneOptions,
  timezoneOptionText,
  timezones,
  zoneTimeName,
  zoneTimeNameInParentheses,
  zoneTimesLine,
} from '../timezones';

describe('zoneTimeName', () => {
  it("names a zone by its city's clock, under the city's current name", () => {
    expect(zoneTimeName('America/Cancun')).toBe('Cancun time');
    expect(zoneTimeName('America/New_York')).toBe('New York time');
    expect(zoneTimeName('UTC')).toBe('UTC time');
    expect(zoneTimeName('Asia/Calcutta')).toBe('Kolkata time');
  });

  it('is the back office’s name of a zone too: in parentheses after a time, and its zone line', () => {
    expect(zoneTimeNameInParentheses('Asia/Tokyo')).toBe('(Tokyo time)');
    expect(zoneTimesLine('America/Cancun')).toBe('Times are Cancun time');
    expect(zoneTimesLine('Europe/Paris')).toBe('Times are Paris time');
  });
});

describe('timezoneOptions', () => {
  const options = timezoneOptions();
  const values = options.map((option) => option.value);

  it('lists the nine zones first, in their order and under their labels', () => {
    expect(options.slice(0, 9)).toEqual(timezones.map((zone) => ({ ...zone, listed: true })));
    expect(options.slice(0, 9).map((option) => option.label)).toEqual([
      'Eastern',
      'Central',
      'Mountain',
      'Pacific',
      'Eastern Standard',
      'UK',
      'Central European',
      'Japan Standard',
      'Australian Eastern',
    ]);
  });

  it('then every other IANA zone once, by name, under its current name, UTC included', () => {
    const rest = values.slice(9);
    expect(rest).toEqual([...rest].sort());
    expect(new Set(values).size).toBe(values.length);
    expect(rest.length).toBeGreaterThan(300);
    for (const zone of ['Asia/Kolkata', 'America/Sao_Paulo', 'Asia/Dubai', 'Africa/Lagos', 'UTC'])
      expect(rest).toContain(zone);
    for (const listed of timezones) expect(rest).not.toContain(listed.value);
    expect(values).not.toContain('Asia/Calcutta');
    expect(options.every((option) => isTimezoneName(option.value))).toBe(true);
  });

  it('is found by any part of its name, in any case, `_` read as a space', () => {
    const find = (query: string) =>
      options.filter((option) => timezoneMatches(option, query)).map((option) => option.value);
    expect(find('kolk')).toEqual(['Asia/Kolkata']);
    expect(find('sao paulo')).toEqual(['America/Sao_Paulo']);
    expect(find('LONDON')).toEqual(['Europe/London']);
    expect(find('new york')).toEqual(['America/New_York']);
    expect(find('  ')).toHaveLength(options.length);
    expect(find('Atlantis')).toEqual([]);
    // Found by its friendly name too.
    expect(find('east africa')).toContain('Africa/Addis_Ababa');
  });
});

describe('labels', () => {
  it('keeps the listed labels and names any other zone by its IANA name', () => {
    expect(timezoneLabel('Europe/London')).toBe('UK');
    // A zone's name after a time reads as one: "7:15 PM (UK)", never an adjective alone.
    expect(timezoneInParentheses('Europe/London')).toBe('(UK)');
    expect(timezoneOptionText('America/New_York')).toBe('Eastern · New York');
    expect(timezoneOptionText('America/Cancun')).toBe('Eastern Standard · Cancun');
    expect(timezoneLabel('Asia/Kolkata')).toBe('Asia/Kolkata');
    expect(timezoneLabel('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(currentZoneName('Etc/UTC')).toBe('UTC');
  });

  it('gives every zone of the picker a friendly name and its city, never a raw IANA id', () => {
    expect(timezoneOptionText('Africa/Addis_Ababa')).toBe('East Africa · Addis Ababa');
    expect(timezoneOptionText('Asia/Kolkata')).toBe('India Standard · Kolkata');
    // An old name reads as the current one.
    expect(timezoneOptionText('Asia/Calcutta')).toBe('India Standard · Kolkata');
    expect(timezoneOptionText('America/Sao_Paulo')).toBe('Brasilia Standard · Sao Paulo');
    // No city of its own: its name.
    expect(timezoneOptionText('UTC')).toBe('UTC');
    const raw = timezoneOptions()
      .filter((one) => one.value.includes('/'))
      .map((one) => timezoneOptionText(one.value))
      .filter((text) => /\/|_| Time\b/.test(text) || !/^[^·]+ · [^·]+$/.test(text));
    expect(raw).toEqual([]);
  });

  it('says a zone in parentheses once, never a parenthesis inside another', () => {
    expect(timezoneInParentheses('America/Cancun')).toBe('(Eastern Standard)');
    expect(timezoneInParentheses('America/New_York')).toBe('(Eastern)');
    expect(timezoneInParentheses('Asia/Calcutta')).toBe('(Asia/Kolkata)');
    for (const { value } of timezones) {
      expect(timezoneInParentheses(value)).toMatch(/^\([^()]+\)$/);
    }
  });
});

/** A zone's name as `Intl` says it (`style`) at an instant, and its offset then ("GMT-05:00"). */
function intlName(zone: string, at: Date, style: 'long' | 'longGeneric' | 'longOffset'): string {
  return (
    new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: style })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? ''
  );
}

describe('every listed label agrees with the zone’s real offsets', () => {
  const year = new Date().getUTCFullYear();
  const january = new Date(Date.UTC(year, 0, 15, 12));
  const july = new Date(Date.UTC(year, 6, 15, 12));
  // What each of Intl's names of a time means, read from every zone it knows: "Eastern Standard
  // Time" → GMT-05:00, "Central Standard Time" → GMT-06:00.
  const offsetsOfName = new Map<string, Set<string>>();
  for (const zone of [...Intl.supportedValuesOf('timeZone'), 'UTC'])
    for (const at of [january, july]) {
      const name = intlName(zone, at, 'long');
      const offsets = offsetsOfName.get(name) ?? new Set<string>();
      offsets.add(intlName(zone, at, 'longOffset'));
      offsetsOfName.set(name, offsets);
    }
  // The one label shortened from Intl's name.
  const spelledOut: Readonly<Record<string, string>> = { UK: 'United Kingdom' };
  const offsetsOf = (name: string) => [...(offsetsOfName.get(name) ?? [])];

  it.each(timezones.map((zone) => [zone.value, zone.label]))('%s: %s', (zone, label) => {
    const inJanuary = intlName(zone, january, 'longOffset');
    const inJuly = intlName(zone, july, 'longOffset');
    const name = spelledOut[label] ?? label;
    if (inJanuary === inJuly) {
      // One offset all year: named by its standard time, the name of that very offset.
      expect(label).toMatch(/ Standard$/);
      expect(offsetsOf(`${name} Time`)).toEqual([inJanuary]);
    } else {
      // Clocks change: its generic name, never one of its two times'.
      expect(label).not.toMatch(/Standard|Daylight|Summer|DST/);
    }
    // And the browser says the same name for the zone all year.
    expect(intlName(zone, january, 'longGeneric')).toBe(`${name} Time`);
    expect(intlName(zone, july, 'longGeneric')).toBe(`${name} Time`);
  });

  it('names Cancún, UTC−5 all year, Eastern Standard (never Central Standard, UTC−6)', () => {
    expect(intlName('America/Cancun', january, 'longOffset')).toBe('GMT-05:00');
    expect(intlName('America/Cancun', july, 'longOffset')).toBe('GMT-05:00');
    expect(timezoneLabel('America/Cancun')).toBe('Eastern Standard');
    expect(timezoneOptionText('America/Cancun')).toBe('Eastern Standard · Cancun');
    expect(timezoneInParentheses('America/Cancun')).toBe('(Eastern Standard)');
    expect(offsetsOf('Central Standard Time')).not.toContain('GMT-05:00');
  });
});

describe('isTimezoneName', () => {
  it.each(['Asia/Kolkata', 'UTC', 'America/Cancun', 'Pacific/Kiritimati', 'Etc/GMT+12'])(
    'takes %s',
    (zone) => expect(isTimezoneName(zone)).toBe(true),
  );
  it.each(['Mars/Olympus', 'asia/kolkata', '', ' UTC', 'Eastern', 42, null])('refuses %j', (zone) =>
    expect(isTimezoneName(zone)).toBe(false),
  );
});

describe('initialTimezone', () => {
  it('preselects the browser’s own zone, whatever it is', () => {
    expect(initialTimezone({ browser: 'UTC' })).toBe('UTC');
    expect(initialTimezone({ browser: 'Etc/UTC' })).toBe('UTC');
    expect(initialTimezone({ browser: 'Asia/Kolkata' })).toBe('Asia/Kolkata');
    expect(initialTimezone({ browser: 'Asia/Calcutta' })).toBe('Asia/Kolkata');
    expect(initialTimezone({ browser: 'Europe/London' })).toBe('Europe/London');
  });

  it('falls back to the coach’s zone where the browser’s cannot be read', () => {
    expect(coachTimezone).toBe('America/Cancun');
    expect(initialTimezone({ browser: null })).toBe('America/Cancun');
    expect(initialTimezone({ browser: '' })).toBe('America/Cancun');
    expect(initialTimezone({ browser: 'not a zone' })).toBe('America/Cancun');
  });

  it('prefers the zone the visitor chose before, when it is a zone', () => {
    expect(initialTimezone({ remembered: 'Asia/Dubai', browser: 'UTC' })).toBe('Asia/Dubai');
    expect(initialTimezone({ remembered: 'Mars/Olympus', browser: 'UTC' })).toBe('UTC');
    expect(initialTimezone({ remembered: null, browser: null })).toBe('America/Cancun');
  });
});

describe('timeWithZone', () => {
  it('keeps a time whole with its AM or PM and a short zone, whatever space the formatter wrote', () => {
    expect(timeWithZone('6:30 PM', 'UTC')).toBe('6:30\u00a0PM\u00a0(UTC)');
    // Some engines' own formatter writes a narrow no-break space before AM or PM.
    expect(timeWithZone('6:30\u202fPM', 'America/New_York')).toBe('6:30\u00a0PM\u00a0(Eastern)');
  });

  it('lets a long zone name start a line of its own', () => {
    expect(timeWithZone('6:30 PM', 'Australia/Sydney')).toBe('6:30\u00a0PM (Australian Eastern)');
  });
});
