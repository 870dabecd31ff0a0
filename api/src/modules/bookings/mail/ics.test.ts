import ICAL from 'ical.js';
import { sessionMessages } from '@site/contracts/sessions';
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

describe('the length a session’s calendar file blocks', () => {
  /** DTEND minus DTSTART of the file's event, in minutes. */
  function blockedMinutes(ics: string): number {
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!,
    );
    return (event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()) / 60_000;
  }

  /** A session as the API stores it: its schedule blocks 90 minutes for a paid session. */
  function paidSession(
    kind: 'main' | 'follow-up' | 'emergency',
    blocked: number,
  ): SessionInvite['session'] {
    return {
      startsAt: '2031-03-03T15:00:00.000Z',
      endsAt: new Date(Date.parse('2031-03-03T15:00:00.000Z') + blocked * 60_000).toISOString(),
      icsUid: `session-${kind}`,
      sequence: 0,
      timezone: 'America/New_York',
      kind,
    };
  }

  it.each(['client', 'owner', 'file'] as const)(
    'a 60-minute session blocks 60 minutes, not the 90 its schedule keeps (%s)',
    (audience) => {
      const ics = sessionInvite(
        {
          ...booking('Dana'),
          booking: { name: 'Dana', email: 'client@example.com', packageType: '5-session' },
          session: paidSession('main', 90),
          audience,
        },
        context,
      );
      expect(blockedMinutes(ics)).toBe(60);
    },
  );

  it('the emergency session lasts its package’s 60 minutes; the follow-up call its 15', () => {
    const of = (kind: 'follow-up' | 'emergency', blocked: number) =>
      blockedMinutes(
        sessionInvite(
          {
            ...booking('Dana'),
            booking: { name: 'Dana', email: 'client@example.com', packageType: '10-session' },
            session: paidSession(kind, blocked),
          },
          context,
        ),
      );
    expect(of('emergency', 90)).toBe(60);
    expect(of('follow-up', 15)).toBe(15);
  });

  it('the free call blocks its 15 minutes', () => {
    expect(blockedMinutes(sessionInvite(booking('Dana'), context))).toBe(15);
  });
});

describe('an invitation without a join link yet', () => {
  it('promises the link in the sentence the site and the emails say, in its place and notes', () => {
    const event = new ICAL.Component(
      ICAL.parse(bookingInvite(booking('Robin'), context)),
    ).getFirstSubcomponent('vevent')!;
    expect(event.getFirstPropertyValue('location')).toBe(
      `Video call. ${sessionMessages.joinLinkFollows}`,
    );
    expect(String(event.getFirstPropertyValue('description'))).toContain(
      sessionMessages.joinLinkFollows,
    );
  });
});
