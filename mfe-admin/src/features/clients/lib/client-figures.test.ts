import { clientFigureLabel, clientFigureValues, nextMeetingHeading } from './client-figures';

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
      {
        totalPaid: 150_000,
        creditsLeft: 3,
        nextSessionAt,
        nextIsCall: false,
        lastContactAt,
        unreadMessages: 0,
      },
      zone,
      now,
    );

  it('date this year’s sessions and contacts as every list does, without the year', () => {
    const values = figures(`${year}-11-30T20:30:00.000Z`, noon(`${year}-11-30`));
    expect(plain(values.nextSession)).toBe(`${weekday(year, 10, 30)}, Nov 30, 3:30 PM`);
    expect(plain(values.lastContact)).toBe('Nov 30');
  });

  it('say "Today" of a session on the day it is, in the owner’s zone', () => {
    expect(plain(figures(`${year}-12-31T20:30:00.000Z`, null).nextSession)).toBe('Today, 3:30 PM');
    // 04:30 UTC on Jan 1 is still Dec 31 in Cancun: today there.
    expect(plain(figures(`${year + 1}-01-01T04:30:00.000Z`, null).nextSession)).toBe(
      'Today, 11:30 PM',
    );
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

function weekday(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month, day)).toLocaleDateString('en-US', {
    weekday: 'short',
    timeZone: 'UTC',
  });
}

describe('the name of a client’s next session', () => {
  const at = new Date().toISOString();
  it('is "Next call" for a call, "Next session" otherwise and when none is booked', () => {
    expect(clientFigureLabel('nextSession', { nextSessionAt: at, nextIsCall: true })).toBe(
      'Next call',
    );
    expect(clientFigureLabel('nextSession', { nextSessionAt: at, nextIsCall: false })).toBe(
      'Next session',
    );
    expect(clientFigureLabel('nextSession', { nextSessionAt: null, nextIsCall: true })).toBe(
      'Next session',
    );
    expect(clientFigureLabel('totalPaid', { nextSessionAt: at, nextIsCall: true })).toBe(
      'Total paid',
    );
  });
});

describe('the Clients list’s heading over next meetings', () => {
  const session = { nextSessionAt: new Date().toISOString(), nextIsCall: false };
  const call = { ...session, nextIsCall: true };
  const none = { nextSessionAt: null, nextIsCall: false };
  it('names what the rows hold: sessions, calls, both, or nothing booked', () => {
    expect(nextMeetingHeading([session, none, session])).toBe('Next session');
    expect(nextMeetingHeading([call, none])).toBe('Next call');
    expect(nextMeetingHeading([session, call])).toBe('Next session or call');
    expect(nextMeetingHeading([none])).toBe('Next session');
    expect(nextMeetingHeading([])).toBe('Next session');
  });
});
