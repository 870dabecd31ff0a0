import ICAL from 'ical.js';
import { icsParamText, sessionInvite, type SessionInvite } from './ics';

const context = {
  coachName: 'Adrian Vale',
  siteOrigin: 'https://coach.example',
  organizerEmail: 'hello@coach.example',
};

function booking(name: string): SessionInvite {
  return {
    booking: { name, email: 'client@example.com', packageType: 'strategy-call' },
    session: {
      startsAt: '2031-03-03T18:00:00.000Z',
      endsAt: '2031-03-03T18:15:00.000Z',
      icsUid: 'session-7',
      sequence: 0,
      timezone: 'Asia/Kolkata',
    },
    change: 'booked',
    audience: 'client',
    joinUrl: null,
  };
}

const bookingInvite = sessionInvite;

function attendees(ics: string) {
  const event = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!;
  return event.getAllProperties('attendee').map((property) => ({
    value: String(property.getFirstValue()),
    params: Object.fromEntries(
      ['cn', 'role', 'partstat', 'rsvp', 'x'].map((name) => [name, property.getParameter(name)]),
    ),
  }));
}

describe('bookingInvite with a hostile name', () => {
  it.each([
    ['quote and parameters', 'Bob";ROLE=CHAIR;X="":mailto:victim@example.org;X="'],
    ['a new line', 'Bob\r\nATTENDEE:mailto:victim@example.org'],
    ['a trailing backslash', 'Bob\\'],
    ['an RFC 6868 caret escape', "Bob^'^n;ROLE=CHAIR"],
    ['a folded line', `Bob${' x'.repeat(60)}\r\n ;ROLE=CHAIR`],
  ])('%s: one attendee, the booking’s address, its own role', (_case, name) => {
    const ics = bookingInvite(booking(name), context);
    expect(attendees(ics)).toEqual([
      {
        value: 'mailto:client@example.com',
        params: {
          cn: expect.stringMatching(/^Bob/),
          role: 'REQ-PARTICIPANT',
          partstat: 'ACCEPTED',
          rsvp: 'FALSE',
          x: undefined,
        },
      },
    ]);
    // What is left of the name is only the text of one quoted parameter.
    expect(ics.match(/^ATTENDEE/gm)).toHaveLength(1);
    expect(ics).not.toMatch(/;ROLE=CHAIR|;X=/);
  });

  it('keeps an ordinary name, accents included', () => {
    expect(attendees(bookingInvite(booking('Zoë Álvarez-Núñez'), context))[0]?.params.cn).toBe(
      'Zoë Álvarez-Núñez',
    );
  });

  it('cleans text to a short single line, with a fallback when nothing is left', () => {
    expect(icsParamText('  a\u0000b\u202ec\u2028d  ', 'Guest')).toBe('a b c d');
    expect(icsParamText('";:,\\', 'Guest')).toBe('Guest');
    expect(Array.from(icsParamText('é'.repeat(300), 'Guest'))).toHaveLength(100);
  });
});

describe('the owner’s copy of a session’s invitation', () => {
  const parsed = (ics: string) => new ICAL.Component(ICAL.parse(ics));

  it.each(['booked', 'cancelled'] as const)(
    '%s: an event published to his calendar (METHOD:PUBLISH), the client in its title, no attendee',
    (change) => {
      const client = parsed(sessionInvite({ ...booking('Ana Ruiz'), change }, context));
      const owner = parsed(
        sessionInvite({ ...booking('Ana Ruiz'), change, audience: 'owner' }, context),
      );
      expect(client.getFirstPropertyValue('method')).toBe(
        change === 'booked' ? 'REQUEST' : 'CANCEL',
      );
      expect(owner.getFirstPropertyValue('method')).toBe('PUBLISH');
      const event = owner.getFirstSubcomponent('vevent')!;
      expect(event.getAllProperties('attendee')).toEqual([]);
      expect(String(event.getFirstPropertyValue('summary'))).toBe(
        `${change === 'cancelled' ? 'Cancelled: ' : ''}Free 15-Minute Strategy Call with Ana Ruiz`,
      );
      expect(event.getFirstPropertyValue('status')).toBe(
        change === 'booked' ? 'CONFIRMED' : 'CANCELLED',
      );
      // The same event as the client's: same UID and SEQUENCE.
      const clientEvent = client.getFirstSubcomponent('vevent')!;
      expect(event.getFirstPropertyValue('uid')).toBe(clientEvent.getFirstPropertyValue('uid'));
      expect(event.getFirstPropertyValue('uid')).toBe('session-7@coach.example');
      expect(event.getFirstPropertyValue('sequence')).toBe(0);
    },
  );
});

describe('sessionInvite', () => {
  it('writes the time in the zone the client booked in, with the zone’s name', () => {
    const event = new ICAL.Component(
      ICAL.parse(bookingInvite(booking('Kiran'), context)),
    ).getFirstSubcomponent('vevent')!;
    // 18:00 UTC is 23:30 in Kolkata (UTC+5:30).
    expect(String(event.getFirstPropertyValue('description'))).toContain(
      'When: Monday, March 3, 2031 at 11:30 PM (Asia/Kolkata).',
    );
  });
});
