/**
 * The site settings that reach emails and the booking rules, on a real PostgreSQL with the
 * injected clock: each is refused with its field's message when invalid, and once saved it is
 * what the API applies (the environment's value only while it is empty).
 */
import type { FastifyInstance } from 'fastify';
import {
  ownerSettingsKeys,
  publicSettingsKeys,
  settingsMessages,
  type OwnerSettings,
} from '@site/contracts/endpoints/admin-site';
import { broadcastMessages } from '@site/contracts/endpoints/broadcasts';
import { addDays, slotMessages, todayIn } from '@site/contracts/slots';
import type { PackageType } from '@site/contracts/packages';
import { beyondHorizonMessage, calendarDateRangeMessage } from '../../../platform/errors';
import { newAccessKey } from '../../bookings';
import { testSiteOrigin as siteOrigin, type OwnerSession } from '../../../test/owner';
import { cancunWeekday, TestClock, testDomain } from '../../../test/app';
import { startOwnerApp, type OwnerApp } from '../../../test/owner-app';
import {
  repositoryBooking,
  rulesForWindow as withSchedules,
  scheduleRequest,
} from '../../../test/bookings';
import {
  contentVersion as contentVersionOf,
  putSettings as putSettingsAs,
  sendContact,
  versioned,
} from '../../../test/site';

const domain = testDomain('site-settings');
const envRoom = 'https://env-meeting.example.org/room';
const envOwner = `env-owner@${domain}`;

const clock = new TestClock();
let app: FastifyInstance;
let owner: OwnerSession;
let suite: OwnerApp;

const empty = Object.fromEntries(ownerSettingsKeys.map((key) => [key, ''])) as OwnerSettings;

beforeAll(async () => {
  suite = await startOwnerApp('site-settings', {
    clock,
    quiet: true,
    env: {
      MEETING_URL: envRoom,
      OWNER_EMAIL: envOwner,
      MAIL_POSTAL_ADDRESS: undefined,
      // The coach's zone (he never saves his schedules here): not the built-in Cancun, but UTC−5
      // all year like it, so the Cancun wall-clock times below are his hours too.
      OWNER_TIMEZONE: 'America/Bogota',
    },
  });
  ({ app, owner } = suite);
}, 60_000);

afterEach(async () => {
  await app.knex('site_settings').delete();
});

afterAll(async () => {
  const like = `%@${domain}`;
  const broadcasts = app.knex('newsletter_broadcasts').where('subject', 'like', `${domain}%`);
  await app
    .knex('outbox_messages')
    .whereIn('broadcast_id', broadcasts.clone().select('id'))
    .delete();
  await broadcasts.clone().delete();
  await app.knex('outbox_messages').where('to_address', 'like', like).delete();
  await app.knex('newsletter_subscriptions').where('email', 'like', like).delete();
  await app.knex('consultation_bookings').where('email', 'like', like).delete();
  await app.knex('contact_forms').where('email', 'like', like).delete();
  await app.knex('users').where({ username: owner.username }).delete();
  await suite.close();
});

const get = (url: string) => owner.get(url);
const write = (method: 'POST' | 'PUT', url: string, payload: object = {}) =>
  owner.send(method, url, payload);
const putSettings = (payload: object) => putSettingsAs(owner, payload);
const saveSettings = async (settings: Partial<OwnerSettings>) => {
  const response = await putSettings({ ...empty, ...settings });
  expect(response.statusCode).toBe(200);
  return response;
};
const contentVersion = () => contentVersionOf(app);

const paidBooking = (packageType: PackageType) =>
  repositoryBooking(app, {
    packageType,
    name: 'Settings Client',
    email: `client-${newAccessKey().slice(0, 8)}@${domain}`,
  });

const schedule = (
  booking: { id: number; accessKey: string },
  scheduledAt: string,
  timezone = 'America/Cancun',
) => scheduleRequest(app, booking.id, booking.accessKey, { scheduledAt, timezone });

describe('validation', () => {
  it('names every bad field, saves nothing and leaves the content version', async () => {
    await saveSettings({ meetingUrl: 'https://kept.example.org/room' });
    const before = await contentVersion();
    const refused = await putSettings({
      ...empty,
      meetingUrl: 'zoom room',
      postalAddress: '1 Example Street\nSpringfield',
      contactEmail: 'owner at example.org',
      freeCallFirst: '13:10',
      freeCallLast: '24:00',
      workingHoursStart: '9am',
      bookingHorizonDays: '0',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      meetingUrl: settingsMessages.url,
      postalAddress: settingsMessages.postalAddress,
      contactEmail: settingsMessages.contactEmail,
      freeCallFirst: settingsMessages.time,
      freeCallLast: settingsMessages.time,
      workingHoursStart: settingsMessages.time,
      bookingHorizonDays: settingsMessages.horizon,
    });
    for (const horizon of ['731', '12.5', '-3', 'ten']) {
      const response = await putSettings({
        ...empty,
        bookingHorizonDays: horizon,
      });
      expect(response.json().errors).toEqual({ bookingHorizonDays: settingsMessages.horizon });
    }
    expect((await get('/api/admin/site-settings')).json()).toEqual(
      versioned({
        ...empty,
        coachName: app.config.coachName,
        meetingUrl: 'https://kept.example.org/room',
      }),
    );
    expect(await contentVersion()).toBe(before);
  });

  it('refuses hours out of order, also against the environment’s value of the other end', async () => {
    const pair = await putSettings({
      ...empty,
      freeCallFirst: '15:00',
      freeCallLast: '14:00',
      workingHoursStart: '12:00',
      workingHoursEnd: '12:00',
    });
    expect(pair.statusCode).toBe(400);
    expect(pair.json().errors).toEqual({
      freeCallLast: settingsMessages.freeCallOrder,
      workingHoursEnd: settingsMessages.workingHoursOrder,
    });
    // The free calls' default last start is 16:00, the environment's working day ends at 20:00.
    const alone = await putSettings({
      ...empty,
      freeCallFirst: '16:30',
      workingHoursStart: '20:15',
    });
    expect(alone.statusCode).toBe(400);
    expect(alone.json()).toEqual({
      message: settingsMessages.freeCallOrder,
      errors: {
        freeCallFirst: settingsMessages.freeCallOrder,
        workingHoursStart: settingsMessages.workingHoursOrder,
      },
    });
    expect((await get('/api/admin/site-settings')).json()).toEqual(
      versioned({ ...empty, coachName: app.config.coachName }),
    );
  });

  it('gives the back office the name in force while the owner has set none, his own once he has', async () => {
    const unset = (await get('/api/admin/site-settings')).json();
    expect(unset.coachName).toBe(app.config.coachName);
    expect(unset.coachName).not.toBe('');
    // Other settings left empty stay empty: the environment decides them.
    expect(unset.meetingUrl).toBe('');
    await saveSettings({ coachName: 'Rowan Vale' });
    expect((await get('/api/admin/site-settings')).json().coachName).toBe('Rowan Vale');
  });

  it('answers only what pages show to the public', async () => {
    await saveSettings({
      coachName: 'Rowan Vale',
      meetingUrl: 'https://private.example.org/room',
      postalAddress: '1 Example Street, Springfield',
      contactEmail: `rowan@${domain}`,
    });
    const answer = await app.inject({ method: 'GET', url: '/api/site/settings' });
    expect(Object.keys(answer.json()).sort()).toEqual(
      [...publicSettingsKeys, 'photos', 'timezone'].sort(),
    );
    expect(answer.json().coachName).toBe('Rowan Vale');
    // The coach's zone (OWNER_TIMEZONE), in which the public site dates his posts.
    expect(answer.json().timezone).toBe('America/Bogota');
    expect(answer.body).not.toContain('private.example.org');
    expect(answer.body).not.toContain(domain);
  });
});

describe('the specials’ end', () => {
  it('is a real date or nothing: refused with a plain message, saved it is read back and public', async () => {
    const today = todayIn('America/Bogota', clock.now());
    const year = Number(today.slice(0, 4));
    for (const bad of [`${year + 1}-02-30`, `${year}-13-01`, 'next friday', `${year}/12/31`]) {
      const refused = await putSettings({ ...empty, specialsEndOn: bad });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({ specialsEndOn: settingsMessages.specialsEndOn });
    }
    expect(settingsMessages.specialsEndOn).toBe(
      'Enter a real date, such as the last day of a month (or leave it empty)',
    );
    expect((await get('/api/admin/site-settings')).json().specialsEndOn).toBe('');

    // A month's last day, a month on: a leap day or the 31st must be taken as written.
    const next = addDays(`${today.slice(0, 7)}-01`, 40).slice(0, 7);
    const lastDay = addDays(`${addDays(`${next}-01`, 32).slice(0, 7)}-01`, -1);
    const before = await contentVersion();
    const saved = await saveSettings({ specialsEndOn: ` ${lastDay} ` });
    expect(saved.json().specialsEndOn).toBe(lastDay);
    expect((await get('/api/admin/site-settings')).json().specialsEndOn).toBe(lastDay);
    // Every page shows it: the public settings carry it, and cached pages drop what they hold.
    const answer = await app.inject({ method: 'GET', url: '/api/site/settings' });
    expect(answer.json().specialsEndOn).toBe(lastDay);
    expect(await contentVersion()).toBeGreaterThan(before);

    // Emptied, it is unset again.
    await saveSettings({ specialsEndOn: '' });
    expect(
      (await app.inject({ method: 'GET', url: '/api/site/settings' })).json().specialsEndOn,
    ).toBe('');
  });
});

describe('the audit log', () => {
  it('says which settings a save changed, never their values, and filters by action and day', async () => {
    await saveSettings({ coachName: 'Before', meetingUrl: 'https://before.example.org/room' });
    await saveSettings({
      coachName: 'Before',
      meetingUrl: 'https://secret.example.org/room-key-123',
      postalAddress: '9 Hidden Lane',
    });
    // The owner's zone here is Bogota: the entry's day is today there.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(
      clock.now(),
    );
    const log = await get(`/api/admin/audit-log?action=settings.update&from=${today}&to=${today}`);
    expect(log.statusCode).toBe(200);
    const [latest] = log.json().items;
    expect(latest).toMatchObject({
      action: 'settings.update',
      detail: 'Changed: meetingUrl, postalAddress',
    });
    expect(log.body).not.toContain('secret.example.org');
    expect(log.body).not.toContain('Hidden Lane');
    expect(
      log.json().items.every((entry: { action: string }) => entry.action === 'settings.update'),
    ).toBe(true);
    expect(log.json().actions).toContain('settings.update');

    // Another day, or another action, finds none of these.
    const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(
      new Date(clock.now().getTime() + 86_400_000),
    );
    expect(
      (await get(`/api/admin/audit-log?action=settings.update&from=${tomorrow}`)).json().total,
    ).toBe(0);
    // (Other test files of this worker's database may have cancelled bookings: only those come.)
    const cancels = (await get('/api/admin/audit-log?action=booking.cancel')).json().items;
    expect(
      cancels.filter((entry: { action: string }) => entry.action !== 'booking.cancel'),
    ).toEqual([]);
    const refused = await get('/api/admin/audit-log?action=DROP%20TABLE&from=2030-13-45');
    expect(refused.statusCode).toBe(400);
  });
});

describe('two tabs', () => {
  it('a save from a tab opened before another tab saved is refused, and keeps the later values', async () => {
    await saveSettings({ xUrl: 'https://x.com/first' });
    const opened = (await get('/api/admin/site-settings')).json<{ version: number }>().version;
    // Both tabs read the settings at `opened`; the first one saves.
    const first = await write('PUT', '/api/admin/site-settings', {
      ...empty,
      xUrl: 'https://x.com/from-tab-one',
      version: opened,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().version).toBe(opened + 1);
    const before = await contentVersion();
    const second = await write('PUT', '/api/admin/site-settings', {
      ...empty,
      youtubeUrl: 'https://youtube.com/@from-tab-two',
      version: opened,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: settingsMessages.conflict });
    expect((await get('/api/admin/site-settings')).json()).toEqual({
      ...empty,
      coachName: app.config.coachName,
      xUrl: 'https://x.com/from-tab-one',
      version: opened + 1,
    });
    expect(await contentVersion()).toBe(before);
  });

  it('of two saves at once from the same version, one is kept and the other refused', async () => {
    const { version } = (await get('/api/admin/site-settings')).json<{ version: number }>();
    const answers = await Promise.all(
      ['https://x.com/one', 'https://x.com/two'].map((xUrl) =>
        write('PUT', '/api/admin/site-settings', { ...empty, xUrl, version }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const kept = answers.find((answer) => answer.statusCode === 200)!.json<{ xUrl: string }>();
    expect((await get('/api/admin/site-settings')).json()).toMatchObject({
      xUrl: kept.xUrl,
      version: version + 1,
    });
  });

  it('a save without the version it read is refused with 400', async () => {
    const response = await write('PUT', '/api/admin/site-settings', { ...empty });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ version: settingsMessages.versionRequired });
  });
});

describe('the booking rules follow the settings', () => {
  it('free call hours, working hours and horizon: the rules, the scheduling and the calendar', async () => {
    const defaults = (await app.inject({ method: 'GET', url: '/api/booking-rules' })).json();
    expect(defaults).toMatchObject({
      horizonDays: 60,
      freeCallHours: { first: '13:00', last: '16:00' },
      workingHours: { start: '08:00', end: '20:00' },
    });

    const before = await contentVersion();
    await saveSettings({
      freeCallFirst: '14:00',
      freeCallLast: '17:00',
      workingHoursStart: '09:00',
      workingHoursEnd: '12:00',
      bookingHorizonDays: '10',
    });
    expect(await contentVersion()).toBe(before + 1);
    const rules = await app.inject({ method: 'GET', url: '/api/booking-rules' });
    expect(rules.headers['cache-control']).toBe('no-cache');
    expect(rules.json()).toEqual(
      withSchedules({
        horizonDays: 10,
        freeCallHours: { first: '14:00', last: '17:00' },
        workingHours: {
          start: '09:00',
          end: '12:00',
          // The coach's zone: OWNER_TIMEZONE, as he never saved his schedules.
          timeZone: 'America/Bogota',
          weekdays: [1, 2, 3, 4, 5],
        },
      }),
    );

    // A free call at 13:00 is no longer on the grid; 16:45, past the default hours, is.
    const early = await paidBooking('strategy-call');
    const refused = await schedule(early, cancunWeekday(clock.now(), '13:00', 0, 1));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(slotMessages.grid);
    const late = await schedule(early, cancunWeekday(clock.now(), '16:45', 0, 1));
    expect(late.statusCode).toBe(200);

    // Paid sessions fit the working hours: 14:00 is outside, 09:00 inside.
    const single = await paidBooking('single');
    const afternoon = await schedule(single, cancunWeekday(clock.now(), '14:00', 1, 1));
    expect(afternoon.statusCode).toBe(400);
    // Not one of the times the paid sessions' schedule (these working hours) offers.
    expect(afternoon.json().message).toBe(slotMessages.grid);
    const morning = await schedule(single, cancunWeekday(clock.now(), '09:00', 1, 1));
    expect(morning.statusCode).toBe(200);

    // Ten days ahead at most: the scheduling and the calendar both refuse beyond.
    const far = await paidBooking('5-session');
    const beyond = await schedule(far, cancunWeekday(clock.now(), '09:00', 2, 14));
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().message).toBe(beyondHorizonMessage(10));
    const farDate = cancunWeekday(clock.now(), '09:00', 2, 14).slice(0, 10);
    const calendar = await app.inject({
      method: 'GET',
      url: `/api/calendar-availability/${farDate}`,
    });
    expect(calendar.statusCode).toBe(400);
    expect(calendar.json().message).toBe(calendarDateRangeMessage(10));

    // Emptied: the environment's (and the built-in) rules apply again.
    await saveSettings({});
    expect((await app.inject({ method: 'GET', url: '/api/booking-rules' })).json()).toEqual(
      defaults,
    );
    expect(
      (await app.inject({ method: 'GET', url: `/api/calendar-availability/${farDate}` }))
        .statusCode,
    ).toBe(200);
  });
});

describe('emails follow the settings', () => {
  const outboxTo = (address: string) =>
    app.knex('outbox_messages').where({ to_address: address }).select('message', 'kind');

  it('the meeting link in the confirmation and the booking, the environment’s when unset', async () => {
    const room = 'https://meet.example.org/owner-room';
    await saveSettings({ meetingUrl: room });
    const booking = await paidBooking('single');
    const response = await schedule(booking, cancunWeekday(clock.now(), '16:00', 3));
    expect(response.statusCode).toBe(200);
    expect(response.json().sessions[0].joinUrl).toBe(room);
    const confirmation = JSON.stringify((await outboxTo(booking.email)).map((row) => row.message));
    expect(confirmation).toContain(`Video call at ${room}`);
    expect(confirmation).not.toContain(envRoom);

    await saveSettings({});
    const view = await app.inject({
      method: 'GET',
      url: `/api/consultation-bookings/${booking.id}?key=${booking.accessKey}`,
    });
    expect(view.json().sessions[0].joinUrl).toBe(envRoom);
  });

  it('the owner’s notices go to the contact email', async () => {
    const contactEmail = `contact@${domain}`;
    await saveSettings({ contactEmail });
    const sent = await sendContact(app, siteOrigin, {
      name: 'Settings Visitor',
      email: `visitor@${domain}`,
    });
    expect(sent.statusCode).toBe(201);
    expect((await outboxTo(contactEmail)).map((row) => row.kind)).toEqual([
      'owner.contact-received',
    ]);
    expect((await outboxTo(envOwner)).map((row) => row.kind)).not.toContain(
      'owner.contact-received',
    );
  });

  it('a newsletter waits for the postal line, then carries it', async () => {
    const postal = 'Rowan Vale Coaching, 2 Settings Road, Springfield';
    await app.knex('newsletter_subscriptions').insert({ email: `reader@${domain}` });
    const composed = await write('POST', '/api/admin/broadcasts', {
      subject: `${domain} letter`,
      source: 'markdown',
      markdown: 'Hello, **reader**.',
    });
    expect(composed.statusCode).toBe(201);
    const id = composed.json().id as number;
    expect((await get(`/api/admin/broadcasts/${id}/preview`)).json().warning).not.toBeNull();
    const refused = await write('POST', `/api/admin/broadcasts/${id}/send`, { when: 'now' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(broadcastMessages.noPostalAddress);

    await saveSettings({ postalAddress: postal });
    const preview = (await get(`/api/admin/broadcasts/${id}/preview`)).json();
    expect(preview.warning).toBeNull();
    expect(preview.text).toContain(postal);
    const started = await write('POST', `/api/admin/broadcasts/${id}/send`, { when: 'now' });
    expect(started.statusCode).toBe(200);
    const [letter] = await app.knex('outbox_messages').where({ broadcast_id: id });
    expect(JSON.stringify(letter)).toContain(postal);
  });
});
