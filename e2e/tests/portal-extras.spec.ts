import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import type { EmergencySlots } from '@site/contracts/endpoints/promises';
import type { PortalOverview } from '@site/contracts/endpoints/portal';
import type { SchedulesDocument } from '@site/contracts/endpoints/schedules';
import {
  emergencyMinimumLeadMinutes,
  extraSessionLabels,
  packagePromises,
  promiseMessages,
} from '@site/contracts/package-promises';
import { paths, toPath } from '@site/contracts/routes';
import { formatDate, formatTime, todayIn } from '@site/contracts/slots';
import { timesShownIn } from '@site/contracts/timezones';
import { expectConfirmationInView } from '../support/in-view';
import { mailsTo } from '../support/mail';
import { signInAsOwner } from '../support/owner-session';
import { hydrated } from '../support/hydrated';
import { extrasClients } from '../support/portal-extras';
import { signInToPortal } from '../support/portal-sign-in';
import { coachName, siteOrigin } from '../support/site';
import {
  expectNoSeriousAxeViolations,
  expectNoSidewaysScroll,
  pickDayIn,
  pickTime,
} from './booking-support';

/**
 * A 10-session package's extra sessions, booked in the portal against the real API. Its two
 * clients were added to the test database before the API started, their ten sessions dated back
 * from then (support/portal-extras.ts): one finished two days ago, the other 91 days ago, past the
 * day his follow-up call opened. The first books his emergency session inside the paid sessions'
 * usual notice, finds it listed, and cannot take a second; he sees when his follow-up opens. The
 * second books his follow-up call on the free call's grid. The coach sees each session's kind.
 *
 * It runs in the schedules project (playwright.config.ts): for the emergency it gives the paid
 * sessions a notice longer than the next working days, which would hold for every visitor, and
 * puts the schedules it found back when done.
 */

const zone = 'America/Cancun';
const dayMs = 86_400_000;
/** The paid sessions' notice during the test: longer than any emergency time is away. */
const usualNoticeMinutes = 5 * 24 * 60;

async function clientPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: siteOrigin, timezoneId: zone });
  return context.newPage();
}

/** The signed-in client's portal as the API answers it. */
async function portalOf(page: Page): Promise<PortalOverview> {
  const answer = await page.request.get('/api/portal');
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as PortalOverview;
}

/**
 * The end of the package's last main session, from its sessions as the API lists them (an extra
 * session a first attempt booked, cancelled since, is not one).
 */
const lastSessionEnd = (overview: PortalOverview) =>
  Math.max(
    ...overview.packages[0]!.booking.sessions.filter(
      (session) => (session.kind ?? 'main') === 'main' && session.status !== 'cancelled',
    ).map((session) => Date.parse(session.endsAt)),
  );

/** The values of a select's options, its empty prompt left out. */
const ahead = (instants: string[], minutes: number) =>
  instants.filter((instant) => Date.parse(instant) > Date.now() + minutes * 60_000);

const when = (instant: string) => `${formatDate(instant, zone)} at ${formatTime(instant, zone)}`;

/** The package card's session at `instant` that stands (a retry's first attempt left one cancelled). */
const sessionAt = (card: Locator, instant: string) =>
  card
    .getByRole('listitem')
    .filter({ hasText: when(instant) })
    .filter({ hasNotText: 'cancelled' });

/** The subject of a client's confirmation of a session booked. */
const confirmationSubject = (label: string, startsAt: string) =>
  `Subject: Confirmed: your ${label} on ${formatDate(startsAt, zone)}`;

async function confirmationTo(email: string, subject: string): Promise<string> {
  let text: string | undefined;
  await expect
    .poll(
      async () => {
        // A long subject is folded over lines: unfolded (the line break before a space removed),
        // it reads whole.
        text = (await mailsTo(email))
          .map((mail) => mail.text.replace(/\r?\n(?=[ \t])/g, ''))
          .find((mail) => mail.includes(subject));
        return text !== undefined;
      },
      { timeout: 20_000, message: `the confirmation emailed to ${email}` },
    )
    .toBe(true);
  return text!;
}

/**
 * A retry finds the extra session its first attempt booked: the coach cancels it (an extra
 * session cancelled can be booked again), so every attempt starts from the seeded package.
 * `owner` is a page signed in to the back office.
 */
async function cancelEarlierExtras(owner: Page, email: string, kind: 'emergency' | 'follow-up') {
  const rows = (await (
    await owner.request.get(`/api/admin/clients?q=${encodeURIComponent(email)}`)
  ).json()) as { id: number }[];
  if (rows.length === 0) return;
  const record = (await (await owner.request.get(`/api/admin/clients/${rows[0]!.id}`)).json()) as {
    sessions: { id: number; bookingId: number; kind: string; status: string }[];
  };
  for (const session of record.sessions) {
    if (session.kind !== kind || session.status === 'cancelled') continue;
    const cancelled = await owner.request.post(
      `/api/admin/bookings/${session.bookingId}/sessions/${session.id}/cancel`,
      { headers: { origin: siteOrigin } },
    );
    expect(cancelled.ok(), await cancelled.text()).toBe(true);
  }
}

test.describe('the extra sessions of a 10-session package', () => {
  let found: SchedulesDocument | null = null;

  test.afterEach(async ({ page }) => {
    if (found === null) return;
    // Back to the schedules found (at the version now held), for whatever runs next.
    const current = (await (
      await page.request.get('/api/admin/schedules')
    ).json()) as SchedulesDocument;
    const restored = await page.request.put('/api/admin/schedules', {
      data: { ...found, version: current.version },
      headers: { origin: siteOrigin },
    });
    expect(restored.ok(), await restored.text()).toBe(true);
    found = null;
  });

  test('a client whose sessions are over books his emergency session at short notice, once; he sees when his follow-up opens; the coach sees its kind', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const client = extrasClients.emergency;
    // The coach's paid sessions need five days' notice: every emergency time lies inside it.
    await signInAsOwner(page, paths.adminClients);
    await cancelEarlierExtras(page, client.email, 'emergency');
    found = (await (await page.request.get('/api/admin/schedules')).json()) as SchedulesDocument;
    const saved = await page.request.put('/api/admin/schedules', {
      data: {
        ...found,
        sessions: { ...found.sessions, minimumNoticeMinutes: usualNoticeMinutes },
      },
      headers: { origin: siteOrigin },
    });
    expect(saved.ok(), await saved.text()).toBe(true);

    const portal = await clientPage(browser);
    await signInToPortal(portal, client.email);
    await expect(portal.getByRole('heading', { level: 1 })).toHaveText(
      `Welcome, ${client.name.split(' ')[0]}`,
      {
        timeout: 20_000,
      },
    );
    const card = portal.getByRole('region', { name: '10-Session Consciousness Mastery' });
    await expect(card).toContainText('All 10 sessions held.');

    // His follow-up call is not open yet: the card says the day it opens, 90 days after his last
    // session (in the zone of his portal).
    const overview = await portalOf(portal);
    const { bookingId } = { bookingId: overview.packages[0]!.booking.id };
    const opensAt = overview.packages[0]!.followUp.opensAt!;
    expect(Date.parse(opensAt) - lastSessionEnd(overview)).toBe(
      packagePromises['10-session'].followUp!.opensDaysAfterLastSession * dayMs,
    );
    await expect(card).toContainText(`Can be booked from ${formatDate(opensAt, zone)}`);
    const between = portal.getByRole('region', { name: 'Between Sessions' });
    await expect(
      between.getByRole('group', { name: 'Book your 15-minute follow-up call' }),
    ).toHaveCount(0);
    // The card is one of the portal's sections: its link, right after his packages (after what
    // matters now), leads to it.
    const sections = portal.getByRole('navigation', { name: 'Sections of your portal' });
    await expect(sections.getByRole('link').nth(0)).toHaveText('Next');
    await expect(sections.getByRole('link').nth(1)).toHaveText('Your Packages');
    await expect(sections.getByRole('link').nth(2)).toHaveText('Between Sessions');
    await sections.getByRole('link', { name: 'Between Sessions' }).click();
    await expect(between.getByRole('heading', { name: 'Between Sessions' })).toBeInViewport();
    // Flat: the card's title its one heading (his one package is not named again); each thing to
    // do a row with its action beside its words (at this width), not a heading of its own.
    await expect(between.getByRole('heading')).toHaveText(['Between Sessions']);
    const row = between.getByRole('group', { name: 'Emergency session' });
    const words = await row.getByText('Emergency session', { exact: true }).boundingBox();
    const action = await row.getByRole('button', { name: 'See Emergency Times' }).boundingBox();
    expect(action!.x).toBeGreaterThan(words!.x + words!.width);

    // The emergency session: the times of the next working days, sooner than the usual notice.
    const emergency = between.getByRole('group', { name: 'Emergency session' });
    await emergency.getByRole('button', { name: 'See Emergency Times' }).click();
    // The site's booking widget: the few days of the window as a list of days (no month of
    // greyed days), the day's times as buttons, the zone named in words (never its IANA id), no
    // native select.
    await expect(emergency.getByText(timesShownIn(zone))).toBeVisible({ timeout: 20_000 });
    await expect(emergency.getByText(zone)).toHaveCount(0);
    await expect(emergency.getByRole('grid')).toHaveCount(0);
    await expect(
      emergency.getByRole('list', { name: 'Emergency session' }).getByRole('button').first(),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(emergency.getByRole('combobox')).toHaveCount(0);
    await expectNoSeriousAxeViolations(portal);
    // The times offered, as the API lists them by day of his zone: the soonest a few minutes
    // clear of the minimum lead (the clock runs on while he chooses), else the first of the last
    // day offered.
    const offer = (await (
      await portal.request.get(
        `/api/portal/bookings/${bookingId}/emergency/slots?timezone=${encodeURIComponent(zone)}`,
      )
    ).json()) as EmergencySlots;
    const days = Object.keys(offer.dates).sort();
    const startsAt =
      ahead(
        days.flatMap((day) => offer.dates[day]!.map((slot) => slot.startsAt)),
        emergencyMinimumLeadMinutes + 5,
      )[0] ?? offer.dates[days.at(-1)!]?.[0]?.startsAt;
    expect(startsAt).toBeDefined();
    const lead = Date.parse(startsAt!) - Date.now();
    expect(lead).toBeGreaterThan(emergencyMinimumLeadMinutes * 60_000);
    expect(lead).toBeLessThan(usualNoticeMinutes * 60_000);
    const day = days.find((date) => offer.dates[date]!.some((slot) => slot.startsAt === startsAt))!;
    await pickDayIn(emergency, day);
    // That day's buttons are the API's times of that day.
    await expect(
      emergency.getByRole('list', { name: 'Available Times' }).getByRole('button'),
    ).toHaveText(offer.dates[day]!.map((slot) => formatTime(slot.startsAt, zone)));
    await pickTime(emergency, formatTime(startsAt!, zone));
    await emergency.getByRole('button', { name: 'Book the Emergency Session' }).click();
    await expect(between.getByText(promiseMessages.emergencyBooked(coachName))).toBeVisible({
      timeout: 20_000,
    });

    // Listed among his sessions to come, named for what it is; its action is gone.
    await expect(sessionAt(card, startsAt!)).toContainText(`(${extraSessionLabels.emergency})`);
    await expect(card).toContainText('All 10 sessions held.');
    await expect(between.getByRole('group', { name: 'Emergency session' })).toHaveCount(0);
    await portal.reload();
    await expect(portal.getByRole('heading', { level: 1 })).toHaveText(
      `Welcome, ${client.name.split(' ')[0]}`,
      {
        timeout: 20_000,
      },
    );
    await expect(
      sessionAt(
        portal.getByRole('region', { name: '10-Session Consciousness Mastery' }),
        startsAt!,
      ),
    ).toBeVisible();
    await expect(portal.getByRole('group', { name: 'Emergency session' })).toHaveCount(0);
    await expectNoSeriousAxeViolations(portal);
    await portal.setViewportSize({ width: 360, height: 800 });
    await expectNoSidewaysScroll(portal);
    // On a phone the section links wrap into rows, every one in sight (none cut at the edge).
    const rights = await sections
      .getByRole('link')
      .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().right));
    for (const right of rights)
      expect(right, 'a section link’s right edge at 360 px').toBeLessThanOrEqual(360);
    await expect(sections.getByRole('button', { name: 'Later sections' })).toBeHidden();

    // Once per package: a second one is refused as used, whatever the time.
    const slots = await portal.request.get(
      `/api/portal/bookings/${bookingId}/emergency/slots?timezone=${encodeURIComponent(zone)}`,
    );
    expect(((await slots.json()) as EmergencySlots).refusal).toBe(promiseMessages.emergencyUsed);
    const again = await portal.request.post(`/api/portal/bookings/${bookingId}/emergency`, {
      data: { scheduledAt: startsAt, timezone: zone },
    });
    expect([again.status(), ((await again.json()) as { message: string }).message]).toEqual([
      409,
      promiseMessages.emergencyUsed,
    ]);

    // His confirmation says what it is.
    const mail = await confirmationTo(
      client.email,
      confirmationSubject(extraSessionLabels.emergency, startsAt!),
    );
    expect(mail).toContain('emergency session');

    // The coach: the client's page and the booking's page name the session's kind.
    await page.goto(`${paths.adminClients}?q=${encodeURIComponent(client.email)}`);
    await page.getByRole('link', { name: client.name }).click();
    const sessions = page.getByRole('region', { name: 'Sessions' });
    await expect(
      sessions
        .getByRole('row')
        .filter({ hasText: extraSessionLabels.emergency })
        .filter({ hasNotText: 'Cancelled' }),
    ).toHaveCount(1, { timeout: 20_000 });
    await expectNoSeriousAxeViolations(page);
    await page.goto(toPath(paths.adminBooking, { bookingId }));
    await hydrated(page);
    await expect(page.getByText(extraSessionLabels.emergency, { exact: true }).first()).toBeVisible(
      {
        timeout: 20_000,
      },
    );
    await expectNoSeriousAxeViolations(page);
    await portal.context().close();
  });

  test('a client books his follow-up call on the free call’s grid once it has opened, 90 days after his last session', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const client = extrasClients.followUp;
    await signInAsOwner(page, paths.adminClients);
    await cancelEarlierExtras(page, client.email, 'follow-up');
    const portal = await clientPage(browser);
    await signInToPortal(portal, client.email);
    await expect(portal.getByRole('heading', { level: 1 })).toHaveText(
      `Welcome, ${client.name.split(' ')[0]}`,
      {
        timeout: 20_000,
      },
    );
    const overview = await portalOf(portal);
    const { followUp, booking } = overview.packages[0]!;
    expect(followUp.state).toBe('open');
    expect(Date.parse(followUp.opensAt!) - lastSessionEnd(overview)).toBe(90 * dayMs);
    const card = portal.getByRole('region', { name: '10-Session Consciousness Mastery' });
    await expect(card).toContainText(`Can be booked until ${formatDate(followUp.closesAt!, zone)}`);
    // His support ended with the 90 days: no emergency session is offered.
    const between = portal.getByRole('region', { name: 'Between Sessions' });
    // The action has one place, the Next card; the row says its state, and its times open in it.
    const call = between.getByRole('group', { name: 'Your 15-minute follow-up call' });
    await expect(call).toContainText(
      `Open to book once, until ${formatDate(followUp.closesAt!, zone)}.`,
    );
    await expect(between.getByRole('group', { name: 'Emergency session' })).toHaveCount(0);
    await expect(portal.getByRole('main').getByText('Choose a Follow-Up Time')).toHaveCount(1);
    await expect(call.getByRole('button')).toHaveCount(0);

    // The times offered on a day are the free call's. The first day with a time a few minutes
    // ahead (the clock runs on while he chooses: today's last time may be about to start).
    await portal
      .getByRole('region', { name: 'Next' })
      .getByRole('link', { name: 'Choose a Follow-Up Time' })
      .click();
    await expect(call.getByRole('combobox')).toHaveCount(0);
    await expect(call.getByText(timesShownIn(zone))).toBeVisible({
      timeout: 20_000,
    });
    // The free call's open times over the window, as the portal asks for them.
    const today = todayIn(zone, new Date());
    const freeCall = await portal.request.get(
      `/api/schedules/free-call/slots?timezone=${encodeURIComponent(zone)}&from=${today}&to=${todayIn(zone, new Date(followUp.closesAt!))}`,
    );
    const dates = ((await freeCall.json()) as { dates: Record<string, { startsAt: string }[]> })
      .dates;
    const inWindow = (date: string) =>
      (dates[date] ?? [])
        .map((slot) => slot.startsAt)
        .filter((start) => Date.parse(start) < Date.parse(followUp.closesAt!));
    // The first day with a time a few minutes ahead (today's last time may be about to start).
    const date = Object.keys(dates)
      .sort()
      .find((day) => ahead(inWindow(day), 5).length > 0)!;
    expect(date).toBeDefined();
    await pickDayIn(call, date);
    // The day's buttons are the free call's times of that day.
    const buttons = call.getByRole('list', { name: 'Available Times' }).getByRole('button');
    await expect(buttons).toHaveText(inWindow(date).map((start) => formatTime(start, zone)));
    await expectNoSeriousAxeViolations(portal);

    const startsAt = ahead(inWindow(date), 5)[0]!;
    await pickTime(call, formatTime(startsAt, zone));
    // Booked on a phone, the confirmation is said where he is.
    await portal.setViewportSize({ width: 360, height: 740 });
    await call.getByRole('button', { name: 'Book the Follow-Up Call' }).click();
    await expect(between.getByText(promiseMessages.followUpBooked)).toBeVisible({
      timeout: 20_000,
    });
    await expectConfirmationInView(portal, between.getByText(promiseMessages.followUpBooked));
    await expect(sessionAt(card, startsAt)).toContainText(`(${extraSessionLabels['follow-up']})`);
    await expect(between.getByRole('group', { name: 'Your 15-minute follow-up call' })).toHaveCount(
      0,
    );
    // Fifteen minutes, spending no credit.
    const booked = (await portalOf(portal)).packages[0]!.booking;
    const session = booked.sessions.find((one) => one.kind === 'follow-up')!;
    expect(Date.parse(session.endsAt) - Date.parse(session.startsAt)).toBe(15 * 60_000);
    expect(booked.sessionsRemaining).toBe(booking.sessionsRemaining);
    const again = await portal.request.post(`/api/portal/bookings/${booking.id}/follow-up`, {
      data: { scheduledAt: startsAt, timezone: zone },
    });
    expect([again.status(), ((await again.json()) as { message: string }).message]).toEqual([
      409,
      promiseMessages.followUpUsed,
    ]);

    const mail = await confirmationTo(
      client.email,
      confirmationSubject(extraSessionLabels['follow-up'], startsAt),
    );
    expect(mail).toContain('15-minute follow-up');

    // The coach sees it on the booking's page, named for what it is.
    await page.goto(toPath(paths.adminBooking, { bookingId: booking.id }));
    await hydrated(page);
    await expect(
      page.getByText(extraSessionLabels['follow-up'], { exact: true }).first(),
    ).toBeVisible({
      timeout: 20_000,
    });
    await portal.context().close();
  });
});
