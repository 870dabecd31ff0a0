import dayjs from 'dayjs';
import { givenFreeLabel } from '@site/contracts/admin';
import { formatShortDate } from '@site/contracts/slots';
import {
  bookingStatusLabel,
  bookingStatusLabels,
  formatClock,
  formatDate,
  formatDateTime,
  formatDayHeading,
  formatListDate,
  formatListDateTime,
  formatLongDate,
  formatTime,
  paymentLabels,
  sessionStateLabel,
  sessionStateTone,
  unpaidLabel,
  withWholeDates,
} from '../format';

/** The browser's own reading of an instant in a zone, the reference. */
function reference(iso: string, zone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    })
      .formatToParts(new Date(iso))
      .map(({ type, value }) => [type, value]),
  );
  // Month first, as the site writes dates ("Tue, Nov 24, 2026"), and whole: its parts joined by
  // no-break spaces, a plain one before the time, which is the twelve-hour clock's ("2:30 PM",
  // kept whole too).
  return `${parts.weekday},\u00a0${parts.month}\u00a0${parts.day},\u00a0${parts.year}, ${parts.hour}:${parts.minute}\u00a0${parts.dayPeriod}`;
}

describe('times as the owner reads them', () => {
  const clock = new Date();

  it('writes an instant in each zone as the browser reads it, every day of the coming year, across summer time', () => {
    for (const zone of ['America/Cancun', 'Europe/Paris', 'America/New_York', 'Australia/Sydney']) {
      for (let day = 0; day < 366; day += 1) {
        const iso = new Date(clock.getTime() + day * 86_400_000).toISOString();
        expect(formatDateTime(iso, zone)).toBe(reference(iso, zone));
      }
    }
    expect(formatDate('2026-03-29T00:30:00Z', 'Europe/Paris')).toBe('Mar\u00a029,\u00a02026');
  });

  it('writes a day as the site’s short date, whole: in each zone, every day of the coming year, at both ends of the day', () => {
    for (const zone of ['America/Cancun', 'Europe/Paris', 'America/New_York', 'Pacific/Auckland']) {
      const browser = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      });
      const dayParts = (iso: string) =>
        Object.fromEntries(
          browser.formatToParts(new Date(iso)).map(({ type, value }) => [type, value]),
        );
      for (let day = 0; day < 366; day += 1) {
        for (const minutes of [1, 23 * 60 + 59]) {
          const midnight = dayjs(clock).tz(zone).startOf('day').add(day, 'day');
          const iso = midnight.add(minutes, 'minute').toISOString();
          const { month, day: date, year } = dayParts(iso);
          expect(formatDate(iso, zone)).toBe(`${month}\u00a0${date},\u00a0${year}`);
          expect(formatDate(iso, zone)).toBe(formatShortDate(iso, zone).replace(/ /g, '\u00a0'));
        }
      }
    }
  });

  it('writes a heading’s date in the long style, month first', () => {
    expect(formatLongDate('2026-11-29')).toBe('Sunday, November 29, 2026');
    expect(formatLongDate('2027-01-01')).toBe('Friday, January 1, 2027');
  });

  it('writes every time on the twelve-hour clock the site and its emails use', () => {
    expect(formatTime('2026-03-29T13:05:00Z', 'UTC')).toBe('1:05\u00a0PM');
    expect(formatTime('2026-03-29T00:30:00Z', 'UTC')).toBe('12:30\u00a0AM');
    expect(formatTime('2026-03-29T12:00:00Z', 'UTC')).toBe('12:00\u00a0PM');
    expect(formatClock('09:00')).toBe('9:00\u00a0AM');
    expect(formatClock('13:30')).toBe('1:30\u00a0PM');
    expect(formatClock('00:00')).toBe('12:00\u00a0AM');
    // A range's end at midnight.
    expect(formatClock('24:00')).toBe('12:00\u00a0AM');
  });

  it('builds no ICU formatter per time written (each costs about a millisecond on a phone)', () => {
    const perCall = jest.spyOn(Date.prototype, 'toLocaleString');
    for (let hour = 0; hour < 48; hour += 1) {
      formatDateTime(new Date(clock.getTime() + hour * 3_600_000).toISOString(), 'Europe/Paris');
    }
    expect(perCall).not.toHaveBeenCalled();
    perCall.mockRestore();
  });
});

describe('a day as a list’s heading names it', () => {
  // 02:30 in Paris on Monday, November 30, 2026: still Sunday evening in Cancun (UTC-5).
  const now = new Date('2026-11-30T01:30:00Z');
  it('says Today and Yesterday in the owner’s zone, whatever the day in UTC', () => {
    expect(formatDayHeading('2026-11-30T00:10:00Z', 'Europe/Paris', now)).toBe('Today');
    expect(formatDayHeading('2026-11-29T00:10:00Z', 'Europe/Paris', now)).toBe('Yesterday');
    expect(formatDayHeading('2026-11-29T20:00:00Z', 'America/Cancun', now)).toBe('Today');
    expect(formatDayHeading('2026-11-30T00:10:00Z', 'America/Cancun', now)).toBe('Today');
    expect(formatDayHeading('2026-11-28T12:00:00Z', 'America/Cancun', now)).toBe('Yesterday');
  });

  it('names an older day by its weekday and date, its year only when not this one', () => {
    expect(formatDayHeading('2026-11-23T15:00:00Z', 'America/Cancun', now)).toBe(
      'Mon,\u00a0Nov\u00a023',
    );
    expect(formatDayHeading('2025-12-30T15:00:00Z', 'America/Cancun', now)).toBe(
      'Tue,\u00a0Dec\u00a030,\u00a02025',
    );
  });
});

describe("a list's short dates", () => {
  // Any year: the clock's own, the next and the one before.
  const year = new Date().getUTCFullYear();
  const now = new Date(`${year}-06-15T12:00:00Z`);

  it('leave the year out in the current year and keep it in any other', () => {
    expect(formatListDateTime(`${year}-12-01T19:45:00Z`, 'America/Cancun', now)).toBe(
      formatDateTime(`${year}-12-01T19:45:00Z`, 'America/Cancun').replace(`,\u00a0${year}`, ''),
    );
    expect(formatListDateTime(`${year}-12-01T19:45:00Z`, 'America/Cancun', now)).not.toContain(
      String(year),
    );
    expect(formatListDateTime(`${year + 1}-01-05T15:00:00Z`, 'America/Cancun', now)).toBe(
      formatDateTime(`${year + 1}-01-05T15:00:00Z`, 'America/Cancun'),
    );
    expect(formatListDate(`${year - 1}-03-02T15:00:00Z`, 'America/Cancun', now)).toContain(
      String(year - 1),
    );
    expect(formatListDate(`${year}-03-02T15:00:00Z`, 'America/Cancun', now)).toBe('Mar\u00a02');
  });

  it("read the year in the owner's zone on its last and first night", () => {
    // New Year's Eve at 7 PM in Cancun (UTC−5) is already January 1 in UTC.
    const eve = new Date(`${year + 1}-01-01T00:30:00Z`);
    expect(formatListDateTime(`${year}-12-31T23:00:00Z`, 'America/Cancun', eve)).not.toContain(
      String(year),
    );
    expect(formatListDateTime(`${year + 1}-01-01T17:00:00Z`, 'America/Cancun', eve)).toContain(
      String(year + 1),
    );
  });
});

describe('dates inside a sentence someone else wrote', () => {
  it('keeps each date whole and leaves the rest of the sentence free to wrap', () => {
    expect(
      withWholeDates('Session moved to Thursday, December 31, 2026 at 2:30 PM (Cancun time)'),
    ).toBe('Session moved to Thursday,\u00a0December\u00a031,\u00a02026 at 2:30 PM (Cancun time)');
    expect(withWholeDates('Booked for 1 Jan 2027 and Mon 4 Jan 2027')).toBe(
      'Booked for 1\u00a0Jan\u00a02027 and Mon\u00a04\u00a0Jan\u00a02027',
    );
    expect(withWholeDates('New message from Ada')).toBe('New message from Ada');
  });
});

describe('a session’s state', () => {
  it('reads "Completed" for no ended session: unmarked it is past and not marked yet, then as marked', () => {
    expect(sessionStateLabel({ status: 'completed', attendance: null })).toBe(
      'Past · not marked yet',
    );
    expect(sessionStateLabel({ status: 'completed' })).toBe('Past · not marked yet');
    expect(sessionStateLabel({ status: 'completed', attendance: 'held' })).toBe('Held');
    expect(sessionStateLabel({ status: 'completed', attendance: 'no-show' })).toBe('No-show');
    expect(sessionStateLabel({ status: 'completed', attendance: 'cancelled' })).toBe('Cancelled');
    expect(sessionStateLabel({ status: 'scheduled', attendance: null })).toBe('Scheduled');
    expect(sessionStateLabel({ status: 'rescheduled' })).toBe('Moved');
    expect(sessionStateLabel({ status: 'cancelled' })).toBe('Cancelled');
  });

  it('is gold while it waits to be marked, green to come, red cancelled and plain once marked', () => {
    expect(sessionStateTone({ status: 'completed', attendance: null })).toBe('warn');
    expect(sessionStateTone({ status: 'completed', attendance: 'held' })).toBe('plain');
    expect(sessionStateTone({ status: 'scheduled' })).toBe('good');
    expect(sessionStateTone({ status: 'rescheduled' })).toBe('good');
    expect(sessionStateTone({ status: 'cancelled' })).toBe('bad');
  });
});

describe('a booking awaiting its payment', () => {
  it('is named by one word, the same in the status list, on a session and on a package', () => {
    expect(unpaidLabel).toBe('Unpaid');
    expect(bookingStatusLabels.pending).toBe(unpaidLabel);
    expect(bookingStatusLabel({ packageType: 'single', status: 'pending' })).toBe('Unpaid');
    const others = Object.entries(bookingStatusLabels).filter(([status]) => status !== 'pending');
    for (const [, label] of others) expect(label).not.toMatch(/pending|not paid/i);
  });
});

describe('a package given free', () => {
  it('reads "Given free" where its state shows, never "Paid" or paid outside the site', () => {
    const given = { packageType: '5-session', status: 'paid', payment: 'complimentary' } as const;
    expect(bookingStatusLabel(given)).toBe(givenFreeLabel);
    expect(paymentLabels.complimentary).toBe(givenFreeLabel);
    expect(bookingStatusLabel({ ...given, payment: 'offline' })).toBe('Paid');
    expect(bookingStatusLabel({ ...given, payment: 'card' })).toBe('Paid');
    // Ended, it says how it ended.
    expect(bookingStatusLabel({ ...given, status: 'cancelled' })).toBe('Cancelled');
  });
});
