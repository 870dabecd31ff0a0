import type { CalendarItem } from '../calendar-items';
import { countsByKind, countsInWords, monthCell, monthCellLimits } from '../month-cells';

const session = (n: number, cancelled = false): CalendarItem => ({
  kind: 'session',
  key: `session-${n}`,
  start: '2026-01-01T10:00:00Z',
  end: '2026-01-01T11:00:00Z',
  bookingId: n,
  name: `Client ${n}`,
  what: 'Single Session',
  cancelled,
  bookingStatus: 'paid',
  status: cancelled ? 'cancelled' : 'scheduled',
});
const block: CalendarItem = {
  kind: 'block',
  key: 'block-1',
  start: '2026-01-01T13:00:00Z',
  end: '2026-01-01T14:00:00Z',
  id: 1,
  note: '',
};

describe('a month’s cell', () => {
  it('lists the first N of a day’s five items and says how many more', () => {
    const day = [1, 2, 3, 4, 5].map((n) => session(n));
    const wide = monthCell(day, monthCellLimits.wide);
    expect(wide.shown.map((item) => item.key)).toEqual(['session-1', 'session-2', 'session-3']);
    expect(wide.more).toBe(2);
    const tablet = monthCell(day, monthCellLimits.tablet);
    expect(tablet.shown).toHaveLength(2);
    expect(tablet.more).toBe(3);
    // Fewer items than room: all, nothing more.
    expect(monthCell(day.slice(0, 2), monthCellLimits.wide)).toEqual({
      shown: day.slice(0, 2),
      more: 0,
    });
  });

  it('counts a phone’s dots by kind, a cancelled session left out', () => {
    const counts = countsByKind([block, session(1), session(2, true), session(3)]);
    expect(counts).toEqual([
      { kind: 'session', count: 2 },
      { kind: 'block', count: 1 },
    ]);
    expect(countsInWords(counts)).toBe('2 sessions, 1 blocked time');
    expect(countsByKind([session(1, true)])).toEqual([]);
  });
});
