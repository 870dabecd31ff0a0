import { slotTimeText } from '../booking-sessions';

describe('a time offered to book', () => {
  // An instant on a winter day (no zone here is on summer time): the same reading whatever day
  // the test runs.
  const startsAt = `${new Date().getUTCFullYear() + 1}-01-12T15:00:00.000Z`;

  it('reads as one clock where the owner and the client read the same time', () => {
    expect(slotTimeText(startsAt, 'America/Chicago', 'America/Chicago')).toBe('9:00\u00a0AM');
  });

  it('gives the client’s clock and zone where they read differently', () => {
    expect(slotTimeText(startsAt, 'America/Chicago', 'America/New_York')).toMatch(
      /^9:00\sAM your time — 10:00\sAM for the client \(New York time\)$/,
    );
  });
});
