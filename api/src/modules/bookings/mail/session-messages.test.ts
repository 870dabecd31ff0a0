import { sessionMessages } from '@site/contracts/sessions';
import type { BookingRecord } from '../repositories/bookings';
import type { SessionRecord } from '../repositories/booking-sessions';
import { clocks, hoursFrom, instant } from '../../../test/clocks';
import { boughtPackageName, packages } from '@site/contracts/packages';
import { formatDate, formatTime } from '@site/contracts/slots';
import { timezoneLabel } from '@site/contracts/timezones';
import {
  bookingCancelledMessages,
  bookingRefundedMessages,
  sessionBookedMessages,
  sessionCancelledMessages,
  sessionReminderMessages,
} from './session-messages';
import type { MailContext } from '../../site';

const context: MailContext = {
  coachName: 'Adrian Vale',
  siteOrigin: 'https://coach.example',
  from: '"Adrian Vale" <hello@coach.example>',
  ownerEmail: 'owner@coach.example',
};

const booking: BookingRecord = {
  id: 11,
  packageType: '5-session',
  name: 'Jamie Client',
  email: 'jamie@example.com',
  amount: 600000,
  status: 'paid',
  scheduledAt: null,
  timezone: 'America/New_York',
  googleEventId: null,
  accessKey: 'k'.repeat(43),
  stripePaymentIntentId: 'pi_test',
  payment: 'card',
  paidAt: null,
  stripeRefundId: null,
  extraCredits: 0,
  createdAt: new Date().toISOString(),
};

function session(startsAt: Date, sequence = 0): SessionRecord {
  return {
    id: 5,
    bookingId: booking.id,
    startsAt: startsAt.toISOString(),
    endsAt: hoursFrom(startsAt, 1.5).toISOString(),
    timezone: 'Europe/London',
    status: sequence === 0 ? 'scheduled' : 'rescheduled',
    googleEventId: null,
    meetUrl: 'https://meet.google.com/abc-defg-hij',
    sequence,
    icsUid: '7d0c5f0e-1111-4222-8333-444455556666',
    kind: 'main',
  };
}

/** The reminders queued when a session starting `hoursAhead` from `now` is booked (24 h and 1 h). */
function reminders(now: Date, hoursAhead: number, sequence = 0, hours = [24, 1]) {
  const one = session(hoursFrom(now, hoursAhead), sequence);
  return sessionReminderMessages(context, {
    booking,
    session: one,
    sessions: [one],
    joinUrl: 'https://meet.google.com/abc-defg-hij',
    hours,
    now,
  });
}

const times = (list: ReturnType<typeof reminders>) =>
  list.map((r) => ({ notBefore: r.notBefore?.toISOString(), notAfter: r.notAfter?.toISOString() }));

describe.each(clocks())('session reminders, at $name', ({ now }) => {
  it('for a session days ahead: one due 24 hours before (until the 1-hour one), one due 1 hour before (until the start)', () => {
    const start = hoursFrom(now, 72);
    const queued = reminders(now, 72);
    expect(times(queued)).toEqual([
      {
        notBefore: hoursFrom(start, -24).toISOString(),
        notAfter: hoursFrom(start, -1).toISOString(),
      },
      { notBefore: hoursFrom(start, -1).toISOString(), notAfter: start.toISOString() },
    ]);
    expect(queued.map((r) => r.mail.subject)).toEqual([
      `Reminder: session 1 of 5 tomorrow at ${formatTime(start, 'Europe/London')}`,
      `Reminder: session 1 of 5 in one hour at ${formatTime(start, 'Europe/London')}`,
    ]);
    expect(queued.every((r) => r.kind === 'client.session-reminder' && r.sessionId === 5)).toBe(
      true,
    );
  });

  it('a reminder sent inside the notice offers no change online; one sent before it does', () => {
    const [dayBefore, hourBefore] = reminders(now, 72);
    for (const late of [dayBefore!, hourBefore!]) {
      expect(late.mail.text).toContain('can no longer be moved or cancelled online');
      expect(late.mail.text).not.toContain('Manage your booking');
    }
    const [early] = reminders(now, 96, 0, [48]);
    expect(early!.mail.text).toContain('Manage your booking');
  });

  it('the order the hours are configured in does not matter', () => {
    expect(times(reminders(now, 72, 0, [1, 24]))).toEqual(times(reminders(now, 72)));
  });

  it('a session booked just over 24 hours ahead still gets both', () => {
    expect(reminders(now, 24 + instant)).toHaveLength(2);
  });

  it('a session booked inside the 24-hour window gets only the 1-hour reminder', () => {
    for (const hoursAhead of [24, 24 - instant, 10, 1 + instant]) {
      const queued = reminders(now, hoursAhead);
      expect(queued.map((r) => r.dedupeKey)).toEqual([expect.stringMatching(/:reminder:1h:/)]);
    }
  });

  it('a session starting within the hour gets none: the confirmation says it all', () => {
    for (const hoursAhead of [1, 0.5, instant]) expect(reminders(now, hoursAhead)).toEqual([]);
  });

  it('a moved session gets reminders at its new time, under new keys', () => {
    const before = reminders(now, 72, 0);
    const moved = reminders(now, 30, 1);
    const newStart = hoursFrom(now, 30);
    expect(moved[0]?.notBefore?.toISOString()).toBe(hoursFrom(newStart, -24).toISOString());
    expect(moved.map((r) => r.dedupeKey)).toEqual([
      'booking:11:session:5:reminder:24h:1',
      'booking:11:session:5:reminder:1h:1',
    ]);
    expect(before.map((r) => r.dedupeKey)).toEqual([
      'booking:11:session:5:reminder:24h:0',
      'booking:11:session:5:reminder:1h:0',
    ]);
    // Moved to inside the window: only the 1-hour reminder.
    expect(reminders(now, 5, 2).map((r) => r.dedupeKey)).toEqual([
      'booking:11:session:5:reminder:1h:2',
    ]);
  });
});

/** The client's message among a session's messages (the first: the owner's follows). */
function toClient(messages: ReturnType<typeof sessionBookedMessages>) {
  const [client] = messages;
  expect(client?.kind).toMatch(/^client\./);
  return client!.mail;
}

const tenSessions: BookingRecord = { ...booking, id: 12, packageType: '10-session' };

function booked(
  kind: SessionRecord['kind'],
  startsAt: Date,
  on: BookingRecord = tenSessions,
  ahead: { before?: SessionRecord[]; questionnaireCompleted?: boolean; now?: Date } = {},
) {
  const one = { ...session(startsAt), bookingId: on.id, kind };
  return toClient(
    sessionBookedMessages(context, {
      booking: on,
      session: one,
      joinUrl: 'https://meet.google.com/abc-defg-hij',
      remaining: 0,
      ownerZone: 'America/Cancun',
      sessions: [...(ahead.before ?? []), one],
      questionnaireCompleted: ahead.questionnaireCompleted ?? false,
      now: ahead.now ?? new Date(startsAt.getTime() - 3_600_000),
    }),
  );
}

describe.each(clocks())('the confirmation of an extra session, at $name', ({ now }) => {
  const startsAt = hoursFrom(now, 3);
  // The session's zone (the client's), named as the other session emails name it.
  const when = `${formatDate(startsAt, 'Europe/London')} at ${formatTime(startsAt, 'Europe/London')} (${timezoneLabel('Europe/London')})`;

  it('an emergency session: the package’s one, at short notice, the hour kept for him, in the coach’s words', () => {
    const mail = booked('emergency', startsAt);
    expect(mail.subject).toBe(
      `Confirmed: your Emergency Session on ${formatDate(startsAt, 'Europe/London')}`,
    );
    expect(mail.text).toContain('Jamie, your emergency session is booked.');
    expect(mail.text).toContain(
      `This is the emergency session of your ${boughtPackageName('10-session')}, booked at short notice. I keep this hour for you`,
    );
    expect(mail.text).toContain('It is the only emergency session your package includes');
    expect(mail.text).toContain(when);
    expect(mail.html).toContain('booked at short notice');
    // It spends no credit, asks for no questionnaire and cannot be moved online.
    expect(mail.text).not.toContain('every session of your package is booked');
    expect(mail.text).not.toContain('questionnaire');
    expect(mail.text).not.toContain('move or cancel a session up to');
    expect(mail.text).toContain('it cannot be moved or cancelled online');
    expect(mail.text).toContain('https://coach.example/portal');
    // Its own words lead to the portal: not a second introduction of it.
    expect(mail.text).not.toContain('Your client portal keeps your sessions');
  });

  it('a follow-up call: the 15-minute follow-up of his package', () => {
    const mail = booked('follow-up', startsAt, booking);
    expect(mail.subject).toBe(
      `Confirmed: your 15-Minute Follow-Up Call on ${formatDate(startsAt, 'Europe/London')}`,
    );
    expect(mail.text).toContain('Jamie, our follow-up call is booked.');
    expect(mail.text).toContain(
      `This is the 15-minute follow-up call of your ${boughtPackageName('5-session')}`,
    );
    expect(mail.text).toContain(when);
    expect(mail.text).not.toContain('emergency');
    expect(mail.text).not.toContain('every session of your package is booked');
  });

  it('a package’s own session keeps its words: credits left, the questionnaire, the manage link', () => {
    // Booked three days before it starts: well before the notice to move or cancel it.
    const mail = booked('main', startsAt, tenSessions, { now: hoursFrom(startsAt, -72) });
    // Which of the ten it is, never the whole package on one day.
    expect(mail.subject).toBe(
      `Confirmed: session 1 of 10 on ${formatDate(startsAt, 'Europe/London')}`,
    );
    expect(mail.text).toContain(`Session 1 of 10 · ${packages['10-session'].scheduleLabel}`);
    expect(mail.text).toContain('Jamie, your session is booked.');
    expect(mail.text).toContain('I keep this hour entirely for you');
    expect(mail.text).toContain('With this one, every session of your package is booked.');
    expect(mail.text).toContain('please take 10–15 minutes for the questionnaire.');
    expect(mail.text).toContain('move or cancel a session up to 24 hours');
    expect(mail.text).not.toContain('emergency');
    // His client portal, introduced, with the link that opens it signed in.
    expect(mail.text).toContain('Your client portal keeps your sessions');
    expect(mail.text).toContain(
      `https://coach.example/portal?booking=${tenSessions.id}&key=${tenSessions.accessKey}`,
    );
    expect(mail.html).toContain('Open your client portal');
  });

  it('an extra session cancelled can be booked again from the portal, not from the booking page', () => {
    const cancelled = (kind: SessionRecord['kind']) =>
      toClient(
        sessionCancelledMessages(context, {
          booking: tenSessions,
          session: { ...session(startsAt), bookingId: tenSessions.id, kind, status: 'cancelled' },
          sessions: [],
          joinUrl: null,
          creditReturned: true,
          ownerZone: 'America/Cancun',
        }),
      );
    const emergency = cancelled('emergency');
    expect(emergency.text).toContain(
      'Your emergency session is still yours: you can book it again from your portal',
    );
    expect(emergency.text).not.toContain('back in your package');
    expect(cancelled('main').text).toContain('Its credit is back in your package.');
  });

  it('one session of a package cancelled is named as that session, never as the package cancelled', () => {
    const first = { ...session(hoursFrom(startsAt, -24)), id: 4, bookingId: booking.id };
    const second = { ...session(startsAt), id: 5, status: 'cancelled' as const };
    const [client, owner] = sessionCancelledMessages(context, {
      booking,
      session: second,
      sessions: [first, second],
      joinUrl: null,
      creditReturned: true,
      ownerZone: 'America/Cancun',
    });
    const day = formatDate(startsAt, 'Europe/London');
    expect(client!.mail.subject).toBe(
      `Cancelled: session 2 of 5 on ${day}, its credit is back in your package`,
    );
    expect(client!.mail.text).toContain(
      `What: Session 2 of 5 · ${packages['5-session'].scheduleLabel}`,
    );
    expect(client!.mail.text).toContain('Its credit is back in your package.');
    expect(client!.mail.subject).not.toContain(packages['5-session'].scheduleLabel);
    expect(owner!.kind).toBe('owner.session-cancelled');
    // The whole booking ended: its sessions are gone with it, no credit comes back.
    const [ended] = sessionCancelledMessages(context, {
      booking,
      session: second,
      sessions: [first, second],
      joinUrl: null,
      creditReturned: false,
      ownerZone: 'America/Cancun',
    });
    expect(ended!.mail.subject).toBe(`Cancelled: session 2 of 5 on ${day}`);
    expect(ended!.mail.text).not.toContain('credit');
  });

  it('a reminder names the session by its place in the package, the whole package never', () => {
    const first = { ...session(hoursFrom(startsAt, 48)), id: 4, bookingId: booking.id };
    const second = { ...session(hoursFrom(startsAt, 72)), id: 5 };
    const [due] = sessionReminderMessages(context, {
      booking,
      session: second,
      sessions: [second, first],
      joinUrl: null,
      hours: [24],
      now,
    });
    expect(due!.mail.subject).toBe(
      `Reminder: session 2 of 5 tomorrow at ${formatTime(second.startsAt, 'Europe/London')}`,
    );
    expect(due!.mail.text).toContain(
      `What: Session 2 of 5 · ${packages['5-session'].scheduleLabel}`,
    );
  });

  it('the second session booked after the first was held: "session 2 of 10", and no questionnaire', () => {
    const first = { ...session(hoursFrom(now, -30)), id: 4, bookingId: tenSessions.id };
    const mail = booked('main', startsAt, tenSessions, { before: [first], now });
    expect(mail.subject).toBe(
      `Confirmed: session 2 of 10 on ${formatDate(startsAt, 'Europe/London')}`,
    );
    expect(mail.text).toContain(`Session 2 of 10 · ${packages['10-session'].scheduleLabel}`);
    // His booking page says the questionnaire is no longer needed: so does this email.
    expect(mail.text).not.toContain('questionnaire');
    // Sent, it is not asked for again either.
    expect(
      booked('main', startsAt, tenSessions, { questionnaireCompleted: true }).text,
    ).not.toContain('questionnaire');
  });

  it('the free call cancelled: a call, with no package to go back into', () => {
    const freeCall: BookingRecord = { ...booking, id: 13, packageType: 'strategy-call', amount: 0 };
    const mail = toClient(
      sessionCancelledMessages(context, {
        booking: freeCall,
        session: { ...session(startsAt), bookingId: freeCall.id, status: 'cancelled' },
        sessions: [],
        joinUrl: null,
        creditReturned: true,
        ownerZone: 'America/Cancun',
      }),
    );
    expect(mail.text).toContain('Jamie, your call is cancelled.');
    expect(mail.text).toContain('If you would like to talk another time, choose a new time here');
    expect(mail.text).toContain(`https://coach.example/schedule/${freeCall.id}?key=`);
    expect(mail.text).not.toMatch(/package|session/i);
  });

  it('booked inside the notice: no offer to move or cancel online, a way to write instead', () => {
    const mail = booked('main', startsAt, tenSessions, { now: hoursFrom(startsAt, -6) });
    expect(mail.text).toContain(
      'Our session starts in less than 24 hours, so it can no longer be moved or cancelled online.',
    );
    expect(mail.text).not.toContain('move or cancel a session up to');
    expect(mail.text).not.toContain('Manage your booking');
    expect(mail.text).toContain('Open your portal:\nhttps://coach.example/portal\n');
    // The free call's client writes from his portal's thread, opened by his booking's link.
    const freeCall: BookingRecord = { ...booking, id: 13, packageType: 'strategy-call', amount: 0 };
    const call = booked('main', startsAt, freeCall, { now: hoursFrom(startsAt, -6) });
    expect(call.text).toContain('Our call starts in less than 24 hours');
    expect(call.text).toContain(
      `Write to me:\nhttps://coach.example/portal?booking=13&key=${freeCall.accessKey}#portal-message-thread-compose`,
    );
    expect(call.text).not.toContain('/connect');
  });

  it('the free call booked: the portal it introduces holds a call, not receipts and notes', () => {
    const freeCall: BookingRecord = { ...booking, id: 13, packageType: 'strategy-call', amount: 0 };
    const mail = booked('main', startsAt, freeCall);
    expect(mail.subject).toContain('Free 15-Minute Strategy Call');
    expect(mail.text).toContain('Your client portal keeps your call');
    expect(mail.text).not.toMatch(/receipts|action plan|a session|the session/);
  });
});

describe.each(clocks())('the owner’s notice of a booked session, at $name', ({ now }) => {
  it('names the coach’s zone once in its subject and body, never a parenthesis inside another', () => {
    const startsAt = hoursFrom(now, 30);
    const [, notice] = sessionBookedMessages(context, {
      booking,
      session: session(startsAt),
      joinUrl: 'https://meet.google.com/abc-defg-hij',
      remaining: 4,
      ownerZone: 'America/Cancun',
      sessions: [session(startsAt)],
      questionnaireCompleted: false,
      now,
    });
    expect(notice?.kind).toMatch(/^owner\./);
    // As the back office names the zone ("Cancun time"), never by the engine's name for it.
    const said = `${formatTime(startsAt, 'America/Cancun')} (Cancun time)`;
    expect(notice!.mail.subject).toContain(said);
    expect(notice!.mail.text).toContain(said);
    for (const text of [notice!.mail.subject, notice!.mail.text]) {
      expect(text).not.toMatch(/\([^()]*\(/);
      expect(text).not.toMatch(/Eastern Standard|\(Eastern\)/);
    }
  });

  it('names the client’s zone the back office’s way too, while the client’s own email keeps the booking pages’ name', () => {
    const startsAt = hoursFrom(now, 30);
    const inKolkata = { ...session(startsAt), timezone: 'Asia/Kolkata' };
    const [confirmation, notice] = sessionBookedMessages(context, {
      booking,
      session: inKolkata,
      joinUrl: 'https://meet.google.com/abc-defg-hij',
      remaining: 4,
      ownerZone: 'America/Cancun',
      sessions: [inKolkata],
      questionnaireCompleted: false,
      now,
    });
    const clientTime = `${formatTime(startsAt, 'Asia/Kolkata')} (Kolkata time)`;
    expect(notice!.mail.text).toContain(clientTime);
    expect(notice!.mail.html).toContain(`booked ${formatDate(startsAt, 'Asia/Kolkata')}`);
    expect(notice!.mail.html).not.toMatch(/Eastern|India/);
    expect(confirmation!.mail.text).toContain(
      `${formatTime(startsAt, 'Asia/Kolkata')} ${`(${timezoneLabel('Asia/Kolkata')})`}`,
    );
    expect(confirmation!.mail.text).not.toContain('Kolkata time');
  });
});

describe('a booking ended: the client reads the name he bought it under', () => {
  it.each([
    ['refunded', bookingRefundedMessages, 'Refunded'],
    ['cancelled', bookingCancelledMessages, 'Cancelled'],
  ] as const)('%s', (_, messages, verb) => {
    const [client, owner] = messages(context, tenSessions);
    expect(client!.kind).toMatch(/^client\./);
    expect(client!.mail.subject).toBe(`${verb}: your ${boughtPackageName('10-session')}`);
    expect(client!.mail.text).toContain(boughtPackageName('10-session'));
    expect(client!.mail.text).not.toContain(packages['10-session'].name);
    // The owner's notice names it as it is sold.
    if (owner) expect(owner.mail.subject).toContain(packages['10-session'].name);
  });
});

describe.each(clocks())(
  'the voice and the look of a booked session’s emails, at $name',
  ({ now }) => {
    const startsAt = hoursFrom(now, 48);
    /** The gold buttons a letter draws: the cell of gold behind a link. */
    const goldButtons = (html: string) =>
      html.match(/background:#c9a24d;border-radius:10px/g) ?? [];
    const freeCall: BookingRecord = { ...booking, id: 13, packageType: 'strategy-call', amount: 0 };

    it.each([
      ['the free call', freeCall],
      ['a package’s session', tenSessions],
    ])('%s: one gold button (the questionnaire), every other action a plain link', (_name, on) => {
      const mail = booked('main', startsAt, on, { now });
      expect(goldButtons(mail.html)).toHaveLength(1);
      // The gold one is what matters next; managing and the portal stay within reach as links.
      expect(mail.html).toMatch(
        /background:#c9a24d;border-radius:10px;"><a [^>]*>Complete the questionnaire</,
      );
      expect(mail.html).toContain('>Manage your booking</a>');
      expect(mail.html).toContain('>Open your client portal</a>');
    });

    it('names the free call as the site does, the strategy call, for the client and the owner', () => {
      const [client, owner] = sessionBookedMessages(context, {
        booking: freeCall,
        session: { ...session(startsAt), bookingId: freeCall.id },
        joinUrl: null,
        remaining: 0,
        ownerZone: 'America/Cancun',
        sessions: [],
        questionnaireCompleted: false,
        now,
      });
      expect(client!.mail.text).toContain('Jamie, our strategy call is booked.');
      expect(owner!.mail.text).toContain('New strategy call');
      for (const mail of [client!.mail, owner!.mail])
        expect(`${mail.subject} ${mail.text}`).not.toMatch(/discovery/i);
    });

    it('says where in one phrase, never two colons in a row, and no meeting service named before the link is known', () => {
      const [client] = sessionBookedMessages(context, {
        booking,
        session: session(startsAt),
        joinUrl: null,
        remaining: 4,
        ownerZone: 'America/Cancun',
        sessions: [session(startsAt)],
        questionnaireCompleted: true,
        now,
      });
      const where = client!.mail.text.split('\n').find((line) => line.startsWith('Where:'))!;
      expect(where).toBe(`Where: Video call. ${sessionMessages.joinLinkFollows}`);
      const withLink = booked('main', startsAt, tenSessions, { now });
      const linked = withLink.text.split('\n').find((line) => line.startsWith('Where:'))!;
      expect(linked).toBe('Where: Video call at https://meet.google.com/abc-defg-hij');
      expect(linked.match(/: /g)).toHaveLength(1);
    });
  },
);
