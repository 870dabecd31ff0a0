import { formatPublishedDate, splitTitle } from '../format';

/** `days` after today (UTC) at `time` UTC, from the real clock: the test holds on any day. */
function utcInstant(days: number, time: string): Date {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + days);
  return new Date(`${day.toISOString().slice(0, 10)}T${time}:00.000Z`);
}

const longDay = (instant: Date) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(instant);

describe('a post’s public date', () => {
  it('is the day it was in the coach’s zone, not the UTC day', () => {
    // 03:00 UTC is 22:00 of the day before in Cancun (UTC-5 all year) and noon in Tokyo.
    for (const days of [1, 31, 365]) {
      const published = utcInstant(days, '03:00');
      const dayBefore = new Date(published.getTime() - 86_400_000);
      expect(formatPublishedDate(published.toISOString(), 'America/Cancun')).toBe(
        longDay(dayBefore),
      );
      expect(formatPublishedDate(published.toISOString(), 'Asia/Tokyo')).toBe(longDay(published));
    }
  });

  it('reads like "January 14, 2025"', () => {
    expect(formatPublishedDate(utcInstant(0, '12:00').toISOString(), 'UTC')).toMatch(
      /^[A-Z][a-z]+ \d{1,2}, \d{4}$/,
    );
  });
});

describe('splitTitle', () => {
  it('sets the part after the first colon apart as the subtitle', () => {
    expect(
      splitTitle('The Two of You Framework: Aligning Your True Self and Expressive Self'),
    ).toEqual({
      main: 'The Two of You Framework',
      deck: 'Aligning Your True Self and Expressive Self',
    });
    expect(splitTitle('Ratio: 3:2 and Beyond')).toEqual({ main: 'Ratio', deck: '3:2 and Beyond' });
  });

  it('keeps a title without a subtitle whole', () => {
    expect(splitTitle('Cracking the Code')).toEqual({ main: 'Cracking the Code', deck: null });
    expect(splitTitle('Trailing colon:')).toEqual({ main: 'Trailing colon:', deck: null });
    expect(splitTitle(': Leading colon')).toEqual({ main: ': Leading colon', deck: null });
  });
});
