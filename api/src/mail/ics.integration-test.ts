/**
 * A visitor's name cannot change the structure of the calendar invitation the site sends: booked
 * and scheduled through the API, the invitation parsed with a real iCalendar parser (ical.js).
 */
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { buildTestApp, cancunWeekday, cookieHeader, TestClock, testDomain } from '../test/app';

const domain = testDomain('invite');
const clock = new TestClock();

describe('calendar invitations', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(
      {
        OWNER_EMAIL: `owner@${domain}`,
        MAIL_DIR: path.join(os.tmpdir(), `invite-test-mail-${process.pid}`),
        OUTBOX_POLL_INTERVAL_MS: '3600000',
      },
      { now: clock.now },
    );
  });
  afterAll(async () => {
    await app.knex('outbox_messages').where('to_address', 'like', `%@${domain}`).delete();
    await app.knex('consultation_bookings').where('email', 'like', `%@${domain}`).delete();
    await app.close();
  });

  it('gives a name that tries to add a role and an attendee exactly one attendee, the booking’s own', async () => {
    const email = `bob@${domain}`;
    const created = await app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: {
        packageType: 'strategy-call',
        name: 'Bob";ROLE=CHAIR;X="":mailto:victim@example.org;X="',
        email,
      },
    });
    expect(created.statusCode).toBe(200);
    const scheduled = await app.inject({
      method: 'POST',
      url: `/api/consultation-bookings/${created.json().bookingId}/schedule`,
      headers: { cookie: cookieHeader(created.headers['set-cookie']) },
      payload: { scheduledAt: cancunWeekday(clock.now(), '13:30', 2), timezone: 'America/Cancun' },
    });
    expect(scheduled.statusCode).toBe(200);

    const invitesTo = async (address: string) =>
      (await app.outbox.repository.listTo(address)).flatMap((message) =>
        message.mail.icalEvent ? [message.mail.icalEvent.content] : [],
      );
    const [clientIcs, ...moreToClient] = await invitesTo(email);
    expect(moreToClient).toEqual([]);
    // What is left of the name is the text of one quoted CN parameter, nothing more.
    expect(clientIcs!.match(/^ATTENDEE/gm)).toHaveLength(1);
    const calendar = new ICAL.Component(ICAL.parse(clientIcs!));
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    const event = calendar.getFirstSubcomponent('vevent')!;
    const attendees = event.getAllProperties('attendee');
    expect(attendees.map((attendee) => attendee.getFirstValue())).toEqual([`mailto:${email}`]);
    const [attendee] = attendees;
    expect(attendee?.getParameter('role')).toBe('REQ-PARTICIPANT');
    expect(attendee?.getParameter('cn')).toMatch(/^Bob\b/);
    expect(attendee?.getParameter('x')).toBeUndefined();
    expect(String(event.getFirstProperty('organizer')?.getFirstValue())).toMatch(/^mailto:/i);

    // The owner's copy is the same event published to his calendar: no attendee at all.
    const ownerIcs = (await invitesTo(`owner@${domain}`)).find((ics) =>
      ics.includes(String(event.getFirstPropertyValue('uid'))),
    );
    expect(ownerIcs).toBeDefined();
    expect(ownerIcs).not.toMatch(/^ATTENDEE/m);
    const ownerCalendar = new ICAL.Component(ICAL.parse(ownerIcs!));
    expect(ownerCalendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(ownerCalendar.getFirstSubcomponent('vevent')!.getFirstPropertyValue('summary')).toMatch(
      / with Bob\b/,
    );
  });
});
