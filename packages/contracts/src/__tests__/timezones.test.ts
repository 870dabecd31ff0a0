import {
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
} from '../timezones';

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
      'Central Standard (No DST)',
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
    expect(timezoneOptionText('America/Cancun')).toBe('Central Standard (No DST) · Cancun');
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
    expect(timezoneInParentheses('America/Cancun')).toBe(
      '(Central Standard Time, no daylight saving)',
    );
    expect(timezoneInParentheses('America/New_York')).toBe('(Eastern)');
    expect(timezoneInParentheses('Asia/Calcutta')).toBe('(Asia/Kolkata)');
    for (const { value } of timezones) {
      expect(timezoneInParentheses(value)).toMatch(/^\([^()]+\)$/);
    }
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
