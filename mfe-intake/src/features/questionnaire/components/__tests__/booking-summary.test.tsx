import { formatSessionTime } from '../booking-summary';

describe('formatSessionTime', () => {
  // Half past six in the evening (UTC) a year from today: any day's date.
  const instant = new Date();
  instant.setUTCFullYear(instant.getUTCFullYear() + 1);
  instant.setUTCHours(18, 30, 0, 0);

  it('keeps the time with its AM or PM, and a short zone with the time, on one line', () => {
    const said = formatSessionTime(instant.toISOString(), 'UTC');
    expect(said.endsWith(' at 6:30\u00a0PM\u00a0(UTC)')).toBe(true);
    // Read aloud or copied, it is the plain sentence.
    expect(said.replace(/\s/g, ' ')).toMatch(/^\w+day, \w+ \d{1,2}, \d{4} at 6:30 PM \(UTC\)$/);
  });
});
