import { sessionMessages } from '@site/contracts/sessions';
import ICAL from 'ical.js';
import { clocks } from '../../../test/clocks';
import { bookingsFeed, feedUid, type FeedSession } from './ics';

const hourMs = 3_600_000;
const origin = 'https://coach.example';

function feedAt(now: Date, sessions: FeedSession[]): string {
  return bookingsFeed(sessions, {
    coachName: 'Adrian Vale',
    siteOrigin: origin,
    now,
    refreshMinutes: 60,
  });
}

function session(
  now: Date,
  overrides: {
    id?: number;
    name?: string;
    hoursAhead?: number;
    status?: FeedSession['session']['status'];
    sequence?: number;
    packageType?: FeedSession['booking']['packageType'];
    joinUrl?: string | null;
  } = {},
): FeedSession {
  // Sessions start on a whole minute (iCalendar writes seconds, no milliseconds).
  const minute = Math.floor(now.getTime() / 60_000) * 60_000;
  const start = new Date(minute + (overrides.hoursAhead ?? 30) * hourMs);
  const minutes = overrides.packageType === 'strategy-call' ? 15 : 90;
  return {
    booking: {
      id: overrides.id ?? 7,
      packageType: overrides.packageType ?? 'single',
      name: overrides.name ?? 'Ann Client',
    },
    session: {
      startsAt: start.toISOString(),
      endsAt: new Date(start.getTime() + minutes * 60_000).toISOString(),
      icsUid: `uid-${overrides.id ?? 7}`,
      sequence: overrides.sequence ?? 0,
      status: overrides.status ?? 'scheduled',
    },
    joinUrl: overrides.joinUrl === undefined ? 'https://meet.example/abc' : overrides.joinUrl,
  };
}

function events(ics: string): ICAL.Event[] {
  return new ICAL.Component(ICAL.parse(ics))
    .getAllSubcomponents('vevent')
    .map((vevent) => new ICAL.Event(vevent));
}

describe.each(clocks())('the bookings feed, $name', ({ now }) => {
  it('lists each session once, at its instant in UTC, with its UID, SEQUENCE and status', () => {
    const held = session(now, { id: 7, sequence: 2 });
    const off = session(now, { id: 8, hoursAhead: 50, status: 'cancelled', sequence: 1 });
    const call = session(now, { id: 9, hoursAhead: -20, packageType: 'strategy-call' });
    const ics = feedAt(now, [held, off, call]);
    const [first, second, third] = events(ics);

    expect(first!.uid).toBe(feedUid('uid-7', origin));
    expect(first!.sequence).toBe(2);
    expect(first!.startDate.toJSDate().toISOString()).toBe(held.session.startsAt);
    expect(first!.endDate.toJSDate().toISOString()).toBe(held.session.endsAt);
    expect(first!.summary).toBe('Single Breakthrough Session with Ann Client');
    expect(first!.component.getFirstPropertyValue('status')).toBe('CONFIRMED');

    expect(second!.summary).toMatch(/^Cancelled: /);
    expect(second!.sequence).toBe(1);
    expect(second!.component.getFirstPropertyValue('status')).toBe('CANCELLED');

    expect(third!.summary).toBe('Free 15-Minute Strategy Call with Ann Client');
    // Times are written in UTC (…Z), so no VTIMEZONE is needed.
    expect(ics).toMatch(/^DTSTART:\d{8}T\d{6}Z\r$/m);
    expect(ics).not.toMatch(/VTIMEZONE/);
  });

  it('keeps the same UID for a session when it moves, with a higher SEQUENCE', () => {
    const before = events(feedAt(now, [session(now, { sequence: 0 })]))[0]!;
    const moved = events(feedAt(now, [session(now, { sequence: 1, hoursAhead: 60 })]))[0]!;
    expect(moved.uid).toBe(before.uid);
    expect(moved.sequence).toBeGreaterThan(before.sequence);
    // Never the invitation's UID: a calendar holding both keeps them apart.
    expect(before.uid).not.toBe(`uid-7@coach.example`);
  });

  it('writes CRLF line ends and folds every line at 75 octets, and parsers read long names back whole', () => {
    const name = 'Ann-Katharina Montgomery-Featherstonehaugh de la Vallée Ülçü 😀';
    const ics = feedAt(now, [session(now, { name })]);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(events(ics)[0]!.summary).toBe(`Single Breakthrough Session with ${name}`);
  });

  it('carries the name, the package, the join link and the booking page, and never an email', () => {
    const ics = feedAt(now, [session(now, { id: 42 })]);
    const event = events(ics)[0]!;
    expect(event.description).toContain('Join: https://meet.example/abc');
    expect(event.description).toContain(`Booking: ${origin}/admin/bookings/42`);
    expect(event.location).toBe('https://meet.example/abc');
    expect(ics).not.toMatch(/@example\.com|mailto:|ATTENDEE|ORGANIZER/i);
  });

  it('says the join link follows when the session has none yet', () => {
    const event = events(feedAt(now, [session(now, { joinUrl: null })]))[0]!;
    expect(event.description).toContain(sessionMessages.joinLinkFollows);
    expect(event.location).toBe('Video call');
  });

  it('names the calendar, publishes it, and asks apps to read it again hourly', () => {
    const ics = feedAt(now, []);
    const calendar = new ICAL.Component(ICAL.parse(ics));
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Adrian Vale: bookings');
    expect(ics).toContain('\r\nX-PUBLISHED-TTL:PT60M\r\n');
    expect(ics).toContain('\r\nREFRESH-INTERVAL;VALUE=DURATION:PT60M\r\n');
  });

  it('neutralises a name that tries to start a property of its own', () => {
    const ics = feedAt(now, [session(now, { name: 'Bob\r\nATTENDEE:mailto:victim@example.org' })]);
    expect(ics).not.toMatch(/^ATTENDEE/m);
    expect(events(ics)).toHaveLength(1);
  });
});
