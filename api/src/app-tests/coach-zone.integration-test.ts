/**
 * The coach's zone is one fact: OWNER_TIMEZONE until he saves his Schedules screen, then the zone
 * he saved there, at once (no restart, on every replica). On a real PostgreSQL (a database of
 * this file's own: a saved zone changes what every other file's owner would see), with the
 * injected clock at noon in Bogota, when it is already the next day in Kiritimati (UTC+14): every
 * day and wall-clock time the owner reads or enters, and the day the public site dates a post on,
 * follow the saved zone.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { FastifyInstance } from 'fastify';
import { adminPaths, type AuditLogPage, type TodayOverview } from '@site/contracts/admin';
import type { AdminPost } from '@site/contracts/admin-posts';
import type { CalendarView } from '@site/contracts/calendar';
import { adminCalendar } from '@site/contracts/endpoints/admin-calendar';
import { urlOf } from '@site/contracts/endpoints/define';
import type { SchedulesDocument } from '@site/contracts/endpoints/schedules';
import { addDays, dayBounds, slotStart, todayIn } from '@site/contracts/slots';
import { newAccessKey } from '../modules/bookings';
import { testSiteOrigin as siteOrigin, type OwnerSession } from '../test/owner';
import { buildTestApp, cancunWeekday, TestClock, testDomain } from '../test/app';
import { startOwnerApp, type OwnerApp } from '../test/owner-app';
import { saveZone as saveZoneAs } from '../test/schedules';
import { editableFields, uploadPostImage } from '../test/posts';

dayjs.extend(utc);
dayjs.extend(timezone);

// Uploading the post's image converts it to AVIF, which takes seconds on a busy machine.
jest.setTimeout(90_000);

const domain = testDomain('coach-zone');
const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coach-zone-uploads-'));
const hour = 3_600_000;

// UTC−5 all year like Cancun, and not the zone a fresh database's schedules row holds (Cancun):
// what a site that never saved shows is OWNER_TIMEZONE, not that row's zone.
const defaultZone = 'America/Bogota';
const savedZone = 'Pacific/Kiritimati';

/** Next week's Monday at noon in Bogota (UTC−5), from the real date: any day, any year. */
const monday = cancunWeekday(new Date(), '12:00').slice(0, 10);
const clock = new TestClock(slotStart(monday, '12:00', defaultZone));
/** The date it is in Kiritimati at the clock: already Tuesday. */
const kiritimatiToday = addDays(monday, 1);

let app: FastifyInstance;
let owner: OwnerSession;
let suite: OwnerApp;

beforeAll(async () => {
  suite = await startOwnerApp('coach-zone', {
    clock,
    ownDatabase: true,
    quiet: true,
    env: {
      OWNER_TIMEZONE: defaultZone,
      UPLOADS_DIR: uploadsDir,
      MAIL_POSTAL_ADDRESS: 'Coach Site, 1 Example Street, Springfield',
    },
  });
  ({ app, owner } = suite);
}, 60_000);

afterAll(async () => {
  await suite?.close();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

const get = (url: string) => owner.get(url);
const send = (method: 'POST' | 'PUT', url: string, payload: object, contentType?: string) =>
  owner.send(method, url, payload, contentType ? { 'content-type': contentType } : {});
const ok = async <T>(response: Promise<{ statusCode: number; body: string; json(): unknown }>) => {
  const answer = await response;
  // The answer in full when it is not a success: its message says which rule refused it.
  if (answer.statusCode >= 300) throw new Error(`${answer.statusCode} ${answer.body}`);
  return answer.json() as T;
};

const publicZone = async (server: FastifyInstance) =>
  (await server.inject({ method: 'GET', url: '/api/site/settings' })).json<{ timezone: string }>()
    .timezone;

const saveZone = (zone: string) => saveZoneAs(owner, zone);

/** A complete post (its image uploaded), still a draft. */
async function draftPost(): Promise<AdminPost> {
  const image = await uploadPostImage(owner);
  const draft = await ok<AdminPost>(send('POST', '/api/admin/posts', { title: 'A dated post' }));
  return ok<AdminPost>(
    send('PUT', `/api/admin/posts/${draft.id}`, {
      ...editableFields(draft),
      slug: `dated-${process.pid}`,
      excerpt: 'What this post is about.',
      content: '# A heading\n\nThe body.',
      featuredImage: image.src,
      featuredImageAlt: 'A quiet lake at dawn',
    }),
  );
}

describe('the coach’s zone', () => {
  it('is OWNER_TIMEZONE until he saves his schedules, then the zone he saved, everywhere at once', async () => {
    // The clock is where the two zones' dates differ.
    expect(todayIn(defaultZone, clock.now())).toBe(monday);
    expect(todayIn(savedZone, clock.now())).toBe(kiritimatiToday);

    // A payment left pending since 10:00 in Bogota: 05:00 on Tuesday in Kiritimati.
    const pending = await app.repos.bookings.create({
      name: 'Zone Client',
      email: `client-${newAccessKey().slice(0, 8)}@${domain}`,
      packageType: 'single',
      amount: 100,
      status: 'pending',
      accessKey: newAccessKey(),
    });
    const startedAt = new Date(clock.now().getTime() - 2 * hour);
    await app.knex('consultation_bookings').where({ id: pending.id }).update({
      created_at: startedAt,
    });
    const started = (zone: string) => dayjs(startedAt).tz(zone).format('MMM D, h:mm A');

    // A fresh site: OWNER_TIMEZONE.
    expect((await ok<{ timezone: string }>(get(adminPaths.session))).timezone).toBe(defaultZone);
    expect((await ok<SchedulesDocument>(get('/api/admin/schedules'))).timeZone).toBe(defaultZone);
    expect(await publicZone(app)).toBe(defaultZone);
    const todayBefore = await ok<TodayOverview>(get(adminPaths.today));
    expect(todayBefore.attention.map((item) => item.message).join(' ')).toContain(
      started(defaultZone),
    );

    const versionBefore = (await app.repos.siteContent.read()).version;
    await saveZone(savedZone);
    // Page caches are told: a cached page states the public zone.
    expect((await app.repos.siteContent.read()).version).toBeGreaterThan(versionBefore);

    // The owner's session (the zone every back-office screen formats times in), without a new
    // sign-in or a restart.
    expect((await ok<{ timezone: string }>(get(adminPaths.session))).timezone).toBe(savedZone);
    // A new sign-in's answer too.
    const signedIn = await ok<{ timezone: string }>(
      app.inject({
        method: 'POST',
        url: adminPaths.session,
        headers: { origin: siteOrigin },
        payload: { username: owner.username, password: owner.owner.password },
      }),
    );
    expect(signedIn.timezone).toBe(savedZone);

    // Today: its zone, and the day and time it states.
    const today = await ok<TodayOverview>(get(adminPaths.today));
    expect(today.timezone).toBe(savedZone);
    expect(today.attention.map((item) => item.message).join(' ')).toContain(started(savedZone));

    // The calendar's days are Kiritimati's: Tuesday starts at its midnight there.
    const calendar = await ok<CalendarView>(
      get(urlOf(adminCalendar, {}, { from: kiritimatiToday, days: 1 })),
    );
    expect(calendar.timezone).toBe(savedZone);
    expect(calendar.start).toBe(dayBounds(kiritimatiToday, savedZone).start.toISOString());
    expect(calendar.end).toBe(dayBounds(kiritimatiToday, savedZone).end.toISOString());

    // The audit log's days: the save was made on Tuesday in his zone (Monday in Bogota).
    const logged = await ok<AuditLogPage>(
      get(
        `${adminPaths.auditLog}?action=schedules.update&from=${kiritimatiToday}&to=${kiritimatiToday}`,
      ),
    );
    expect(logged.total).toBe(1);

    // The bookings list's days: the pending booking started on Tuesday in his zone.
    const listed = await ok<{ items: { id: number }[] }>(
      get(`${adminPaths.bookings}?from=${kiritimatiToday}&to=${kiritimatiToday}`),
    );
    expect(listed.items.map((item) => item.id)).toContain(pending.id);

    // A post scheduled for Wednesday 09:00 his time goes out then, and the public site (which
    // dates posts in the zone its settings give) dates it Wednesday, not Tuesday as in Bogota.
    const wednesday = addDays(kiritimatiToday, 1);
    const draft = await draftPost();
    expect(draft.timezone).toBe(savedZone);
    const scheduled = await ok<AdminPost>(
      send('POST', `/api/admin/posts/${draft.id}/publish`, {
        version: draft.version,
        publishAt: `${wednesday}T09:00`,
      }),
    );
    const goesOut = slotStart(wednesday, '09:00', savedZone);
    expect(scheduled).toMatchObject({ status: 'scheduled', publishedAt: goesOut.toISOString() });
    expect(await publicZone(app)).toBe(savedZone);
    expect(todayIn(await publicZone(app), goesOut)).toBe(wednesday);
    expect(todayIn(defaultZone, goesOut)).toBe(kiritimatiToday);

    // A broadcast scheduled for Wednesday 07:30 his time starts at that instant.
    const broadcast = await ok<{ id: number }>(
      send('POST', '/api/admin/broadcasts', {
        subject: 'A letter',
        source: 'markdown',
        markdown: 'Hello, **reader**.',
      }),
    );
    const later = await ok<{ scheduledAt: string }>(
      send('POST', `/api/admin/broadcasts/${broadcast.id}/send`, {
        when: 'later',
        scheduledFor: `${wednesday}T07:30`,
      }),
    );
    expect(later.scheduledAt).toBe(slotStart(wednesday, '07:30', savedZone).toISOString());

    // Another replica on the same database, started before or after: the same zone, unasked.
    const replica = await buildTestApp({
      DATABASE_URL: suite.database!.url,
      OWNER_TIMEZONE: defaultZone,
    });
    try {
      expect(await publicZone(replica)).toBe(savedZone);
    } finally {
      await replica.close();
    }

    // Saved again, the next request follows.
    await saveZone('Asia/Kolkata');
    expect((await ok<{ timezone: string }>(get(adminPaths.session))).timezone).toBe('Asia/Kolkata');
    expect(await publicZone(app)).toBe('Asia/Kolkata');
  });
});
