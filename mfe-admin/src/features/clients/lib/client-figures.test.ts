import { clientFigureValues } from './client-figures';

const zone = 'America/Cancun';
/** Noon of a day in the owner's zone (UTC−5 all year). */
const noon = (date: string) => `${date}T17:00:00.000Z`;
/** The words as read, their no-break spaces as spaces. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('a client’s figures', () => {
  // The clock injected: the last day of a year, so the next day is the next year's.
  const year = new Date().getUTCFullYear() + 1;
  const now = new Date(noon(`${year}-12-31`));
  const figures = (nextSessionAt: string | null, lastContactAt: string | null) =>
    clientFigureValues(
      { totalPaid: 150_000, creditsLeft: 3, nextSessionAt, lastContactAt, unreadMessages: 0 },
      zone,
      now,
    );

  it('date this year’s sessions and contacts as every list does, without the year', () => {
    const values = figures(`${year}-12-31T20:30:00.000Z`, noon(`${year}-11-30`));
    expect(plain(values.nextSession)).toBe(`${weekday(year)}, Dec 31, 3:30 PM`);
    expect(plain(values.lastContact)).toBe('Nov 30');
  });

  it('keep the year of another year’s dates', () => {
    const values = figures(noon(`${year + 1}-01-01`), noon(`${year - 1}-12-30`));
    expect(plain(values.nextSession)).toMatch(new RegExp(`^\\w{3}, Jan 1, ${year + 1}, 12:00 PM$`));
    expect(plain(values.lastContact)).toBe(`Dec 30, ${year - 1}`);
  });

  it('say "—" when there is none', () => {
    expect(figures(null, null)).toMatchObject({ nextSession: '—', lastContact: '—' });
  });
});

function weekday(year: number): string {
  return new Date(Date.UTC(year, 11, 31)).toLocaleDateString('en-US', {
    weekday: 'short',
    timeZone: 'UTC',
  });
}
