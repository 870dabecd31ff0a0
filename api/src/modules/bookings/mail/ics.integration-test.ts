/**
 * A visitor's name cannot change the structure of the calendar invitation the site sends: booked
 * and scheduled through the API, the invitation parsed with a real iCalendar parser (ical.js).
 */
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import {
  closeTestApp,
  buildTestApp,
  cancunWeekday,
  TestClock,
  testDomain,
} from '../../../test/app';
import { checkout, scheduleAsHolder } from '../../../test/bookings';

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
  afterAll(() => closeTestApp(app, domain));

  it('gives a name that tries to add a role and an attendee exactly one attendee, the booking’s own', async () => {
    const email = `bob@${domain}`;
    const created = await checkout(app, {
      packageType: 'strategy-call',
      name: 'Bob";ROLE=CHAIR;X="":mailto:victim@example.org;X="',
      email,
    });
    expect(created.response.statusCode).toBe(200);
    const scheduled = await scheduleAsHolder(app, created.bookingId, created.cookie, {
      scheduledAt: cancunWeekday(clock.now(), '13:30', 2),
      timezone: 'America/Cancun',
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

  it('serves the booking’s session as a calendar file: the invitation’s event, to the booking’s holder only', async () => {
    const email = `carla@${domain}`;
    const { bookingId, cookie } = await checkout(app, {
      packageType: 'strategy-call',
      name: 'Carla Caller',
      email,
    });
    const scheduled = await scheduleAsHolder(app, bookingId, cookie, {
      scheduledAt: cancunWeekday(clock.now(), '14:30', 3),
      timezone: 'Europe/Paris',
    });
    expect(scheduled.statusCode).toBe(200);
    const session = scheduled.json().sessions[0] as { id: number; startsAt: string };
    const url = `/api/consultation-bookings/${bookingId}/sessions/${session.id}/calendar.ics`;

    const file = await app.inject({ method: 'GET', url, headers: { cookie } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="session-${session.id}.ics"`,
    );
    expect(file.headers['cache-control']).toBe('no-store');
    const calendar = new ICAL.Component(ICAL.parse(file.body));
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.startDate.toJSDate().toISOString()).toBe(session.startsAt);
    expect(event.component.getAllProperties('attendee')).toEqual([]);
    const [invitation] = (await app.outbox.repository.listTo(email)).flatMap((message) =>
      message.mail.icalEvent ? [message.mail.icalEvent.content] : [],
    );
    const invited = new ICAL.Event(
      new ICAL.Component(ICAL.parse(invitation!)).getFirstSubcomponent('vevent')!,
    );
    expect(event.uid).toBe(invited.uid);
    expect(event.sequence).toBe(invited.sequence);

    // Without the booking's cookie or key, or for a session of another booking: 404.
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/consultation-bookings/${bookingId}/sessions/${session.id + 100000}/calendar.ics`,
          headers: { cookie },
        })
      ).statusCode,
    ).toBe(404);
  });
});
