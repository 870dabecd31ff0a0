import { resendRefusals } from '@site/contracts/admin';
import { emailSubject, resendRefusal, type ResendState } from './resend-rules';

const now = new Date('2030-06-01T12:00:00Z');
const later = new Date(now.getTime() + 9 * 86_400_000).toISOString();
const state = (
  session: Partial<ResendState['sessions'][number]> = {},
  bookingStatus: ResendState['bookingStatus'] = 'paid',
): ResendState => ({
  bookingStatus,
  sessions: [{ id: 5, status: 'scheduled', sequence: 0, startsAt: later, ...session }],
  now,
});
const refusal = (key: string, current: ResendState) => resendRefusal(emailSubject(key), current);

describe('which emails may be sent again', () => {
  it('reads what an email is about from its key, a copy’s as its original’s', () => {
    expect(emailSubject('booking:3:session:5:booked:client')).toEqual({
      about: 'session',
      sessionId: 5,
      event: 'booked',
      sequence: 0,
    });
    expect(emailSubject('booking:3:session:5:moved:2:owner:resend:1f0c-aa')).toMatchObject({
      event: 'moved',
      sequence: 2,
    });
    expect(emailSubject('booking:3:session:5:reminder:24h:1')).toMatchObject({
      event: 'reminder',
      sequence: 1,
    });
    expect(emailSubject('booking:3:paid:client')).toEqual({ about: 'booking', event: 'paid' });
    expect(emailSubject('questionnaire:9:client')).toEqual({ about: 'other' });
  });

  it('a reminder or confirmation of a cancelled session: no', () => {
    const cancelled = state({ status: 'cancelled', sequence: 1 });
    expect(refusal('booking:3:session:5:reminder:24h:0', cancelled)).toBe(
      resendRefusals.sessionCancelled,
    );
    expect(refusal('booking:3:session:5:booked:client', cancelled)).toBe(
      resendRefusals.sessionCancelled,
    );
    expect(refusal('booking:3:session:5:cancelled:client', cancelled)).toBeNull();
  });

  it('a confirmation of a session moved since: no; the latest move’s notice: yes', () => {
    const moved = state({ status: 'rescheduled', sequence: 2 });
    expect(refusal('booking:3:session:5:booked:client', moved)).toBe(resendRefusals.sessionMoved);
    expect(refusal('booking:3:session:5:moved:1:client', moved)).toBe(resendRefusals.sessionMoved);
    expect(refusal('booking:3:session:5:moved:2:client', moved)).toBeNull();
    // A reminder is written anew from the session as it is now.
    expect(refusal('booking:3:session:5:reminder:24h:0', moved)).toBeNull();
  });

  it('a reminder skipped when its session moved: no; one that went out: yes, written anew', () => {
    const moved = state({ status: 'rescheduled', sequence: 1 });
    const key = 'booking:3:session:5:reminder:24h:0';
    expect(resendRefusal(emailSubject(key), moved, 'cancelled')).toBe(
      resendRefusals.reminderSkipped,
    );
    expect(resendRefusal(emailSubject(`${key}:resend:1f0c-aa`), moved, 'cancelled')).toBe(
      resendRefusals.reminderSkipped,
    );
    expect(resendRefusal(emailSubject(key), moved, 'sent')).toBeNull();
    expect(resendRefusal(emailSubject(key), moved, 'failed')).toBeNull();
    // Skipped because the session was cancelled: that is the reason given.
    expect(
      resendRefusal(emailSubject(key), state({ status: 'cancelled', sequence: 1 }), 'cancelled'),
    ).toBe(resendRefusals.sessionCancelled);
  });

  it('anything about a session that has begun or ended: no', () => {
    for (const current of [
      state({ startsAt: now.toISOString() }),
      state({ status: 'completed', startsAt: '2030-05-01T12:00:00Z' }),
    ]) {
      expect(refusal('booking:3:session:5:reminder:1h:0', current)).toBe(
        resendRefusals.sessionBegun,
      );
      expect(refusal('booking:3:session:5:booked:owner', current)).toBe(
        resendRefusals.sessionBegun,
      );
    }
  });

  it('the receipt with its schedule link: only while the booking stands', () => {
    expect(refusal('booking:3:paid:client', state())).toBeNull();
    expect(refusal('booking:3:paid:client', state({}, 'refunded'))).toBe(
      resendRefusals.bookingEnded,
    );
    expect(refusal('booking:3:paid:client', state({}, 'cancelled'))).toBe(
      resendRefusals.bookingEnded,
    );
    expect(refusal('booking:3:refunded:client', state({}, 'refunded'))).toBeNull();
    expect(refusal('questionnaire:9:client', state({}, 'cancelled'))).toBeNull();
  });
});
