import type { BookingRecord } from '../repositories/bookings';
import type { SessionRecord } from '../repositories/booking-sessions';
import { clocks, hoursFrom, instant } from '../../../test/clocks';
import { sessionReminderMessages } from './session-messages';
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
  return sessionReminderMessages(context, {
    booking,
    session: session(hoursFrom(now, hoursAhead), sequence),
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
      expect.stringMatching(/^Reminder: your .+ tomorrow$/),
      expect.stringMatching(/^Reminder: your .+ in one hour$/),
    ]);
    expect(queued.every((r) => r.kind === 'client.session-reminder' && r.sessionId === 5)).toBe(
      true,
    );
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
