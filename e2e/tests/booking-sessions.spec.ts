import { expect, test, type Locator, type Page } from '@playwright/test';
import { formatDate } from '@site/contracts/slots';
import { owner } from '../support/site';
import { successCard } from '../support/stripe/fake-stripe-server';
import { routeStripe } from '../support/stripe/stripe-routes';
import { linkInMail } from '../support/mail';
import {
  bookStrategyCall,
  cancunInstant,
  expectNoSeriousAxeViolations,
  expectNoSidewaysScroll,
  pickDay,
  pickTime,
  uniqueEmail,
  weekdayAhead,
} from './booking-support';

/**
 * A package is session credits: the client books them one at a time on the booking's page, moves
 * and cancels them there (more than 24 hours ahead), and the link in the emails (the keyed
 * schedule link) opens the same page in any browser. The owner moves and cancels them from the
 * back office at any time. Days 11 to 15 weekdays ahead are this spec's own, so no other test
 * competes for its times.
 */
const days = { first: weekdayAhead(11), second: weekdayAhead(12), third: weekdayAhead(13) };
const movedTo = weekdayAhead(14);
const freeCallDay = weekdayAhead(15);

/** "Monday, January 7, 2030": how the page writes a Cancun day. */
const dayText = (date: string) => formatDate(cancunInstant(date, '12:00'), 'America/Cancun');

const sessionItem = (sessions: Locator, date: string) =>
  sessions.getByRole('listitem').filter({ hasText: dayText(date) });

/** Books session `number` of the package of five: the page's title and its button name it. */
async function bookNext(page: Page, number: number, date: string, time: string) {
  // After a session is confirmed, the form for the next waits behind the confirmation's button.
  const next = page.getByRole('button', { name: 'Book Your Next Session' });
  if (await next.isVisible()) {
    await next.click();
    await expect(page.getByRole('heading', { name: 'Select Date & Time' })).toBeFocused();
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Schedule Session ${number} of 5`,
  );
  await expect(page).toHaveTitle(new RegExp(`^Schedule Session ${number} of 5 \\|`));
  await pickDay(page, date);
  await pickTime(page, time);
  await page.getByRole('button', { name: `Schedule Session ${number} of 5` }).click();
  await expect(page.getByRole('status', { name: `Session ${number} Booked` })).toBeFocused();
}

test.describe('the sessions of a package', () => {
  test.beforeEach(async ({ request }) => {
    const status = await (await request.get('/api/payments/status')).json();
    test.skip(!status.cardPaymentsEnabled, 'card payments are off in this run (no Stripe key)');
  });

  test('books three of five sessions, moves one, cancels one; the emailed link manages them elsewhere', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await routeStripe(page);
    const email = uniqueEmail('sessions');
    await page.goto('/checkout?package=5-session');
    await page.getByLabel('Full Name', { exact: true }).fill('Sam Sessions');
    await page.getByLabel('Email Address', { exact: true }).fill(email);
    await page.getByLabel('Card number').fill(successCard);
    await page.getByRole('button', { name: 'Complete Purchase - $6,000' }).click();
    // The success page reconciles with (fake) Stripe first: slow on a busy machine.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Successful!', {
      timeout: 30_000,
    });
    await page.getByRole('link', { name: 'Schedule Your Session' }).click();
    await expect(page).toHaveURL(/\/schedule\/\d+$/);

    const sessions = page.getByRole('region', { name: 'Your Sessions' });
    await expect(sessions).toContainText('0 of 5 booked');
    await page.getByLabel('Time zone', { exact: true }).selectOption('America/Cancun');
    await bookNext(page, 1, days.first, '9:00 AM');
    await expect(sessions).toContainText('1 of 5 booked');
    // The confirmation stays on the page: what, when, and a calendar file of that very session.
    const booked = page.getByRole('status', { name: 'Session 1 Booked' });
    await expect(booked).toContainText('Session 1 of 5 · 5-Session Transformation Package');
    await expect(booked).toContainText(`${dayText(days.first)} at 9:00`);
    await page.waitForTimeout(6_000);
    await expect(booked).toBeVisible();
    const file = await page.request.get(
      (await booked.getByRole('link', { name: 'Add to Calendar' }).getAttribute('href'))!,
    );
    expect(file.status()).toBe(200);
    expect(await file.text()).toContain(
      `DTSTART:${cancunInstant(days.first, '09:00').replace(/[-:]/g, '').replace(/\.\d+/, '')}`,
    );
    await expect(booked.getByRole('link', { name: 'Open Your Client Portal' })).toBeVisible();
    await bookNext(page, 2, days.second, '9:00 AM');
    await expect(sessions).toContainText('2 of 5 booked');
    await bookNext(page, 3, days.third, '9:30 AM');
    await expect(sessions).toContainText('3 of 5 booked');
    await expect(sessions).toContainText('2 sessions remaining');
    await expect(sessions.getByRole('listitem')).toHaveCount(3);
    await expect(page).toHaveURL(/\/schedule\/\d+$/);

    // Move the second session with the same slot picker.
    await sessionItem(sessions, days.second)
      .getByRole('button', { name: /^Move the session of/ })
      .click();
    await expect(page.getByRole('heading', { name: 'Move Your Session' })).toBeFocused();
    await expect(page.getByLabel('Time zone', { exact: true })).toHaveValue('America/Cancun');
    await pickDay(page, movedTo);
    await pickTime(page, '2:00 PM');
    await page.getByRole('button', { name: 'Move Session' }).click();
    const movedNotice = page.getByRole('status', { name: /^Session \d+ Moved$/ });
    await expect(movedNotice).toBeFocused();
    await expect(movedNotice).toContainText(`${dayText(movedTo)} at 2:00`);
    const moved = sessionItem(sessions, movedTo);
    await expect(moved).toContainText('2:00 PM');
    await expect(moved).toContainText('Moved');
    await expect(sessionItem(sessions, days.second)).toHaveCount(0);

    // Cancel the third: asked once, then its credit is back.
    await sessionItem(sessions, days.third)
      .getByRole('button', { name: /^Cancel/ })
      .click();
    await page.getByRole('button', { name: 'Cancel Session' }).click();
    await expect(page.getByText('Session Cancelled')).toBeVisible();
    await expect(sessionItem(sessions, days.third)).toHaveCount(0);
    await expect(sessions.getByRole('listitem')).toHaveCount(2);
    await expect(sessions).toContainText('2 of 5 booked');
    await expect(sessions).toContainText('3 sessions remaining');

    // The link of the emails: the same booking in another browser, without this one's cookie.
    const link = await linkInMail(email, /https?:\/\/[^\s"'<>]+\/schedule\/\d+\?key=[\w-]+/);
    const elsewhere = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const phone = await elsewhere.newPage();
    await phone.goto(link);
    const there = phone.getByRole('region', { name: 'Your Sessions' });
    // A new browser: the page's code and the booking both load for the first time.
    await expect(there.getByRole('listitem')).toHaveCount(2, { timeout: 20_000 });
    await expect(there).toContainText('3 sessions remaining');
    await expect(sessionItem(there, days.first)).toContainText('9:00 AM');
    await expect(sessionItem(there, movedTo)).toContainText('2:00 PM');
    // Bought by card minutes ago: the refund is still offered.
    await expect(phone.getByRole('button', { name: 'Ask for a Refund' })).toBeVisible();
    await expectNoSidewaysScroll(phone);
    await expectNoSeriousAxeViolations(phone);

    // It manages too: cancelling there shows here.
    await sessionItem(there, movedTo)
      .getByRole('button', { name: /^Cancel/ })
      .click();
    await phone.getByRole('button', { name: 'Cancel Session' }).click();
    await expect(phone.getByText('Session Cancelled')).toBeVisible();
    await expect(there).toContainText('4 sessions remaining');
    await elsewhere.close();
    await page.reload();
    await expect(sessions.getByRole('listitem')).toHaveCount(1, { timeout: 20_000 });
    await expect(sessions).toContainText('1 of 5 booked');
  });

  test('the owner moves a free call from the back office; the client sees it on his link and cancels it', async ({
    page,
    browser,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('free-call');
    const visitor = await playwright.request.newContext({ baseURL });
    const bookingId = await bookStrategyCall(visitor, cancunInstant(freeCallDay, '13:00'), email);
    await visitor.dispose();

    await page.goto(`/admin/bookings/${bookingId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign In');
    await page.getByLabel('Username').fill(owner.username);
    await page.getByLabel('Password').fill(owner.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    const sessions = page.getByRole('region', { name: 'Sessions' });
    await expect(sessions).toContainText('1 of 1 booked, 0 remaining.', { timeout: 20_000 });
    // A free call ends by cancelling its session: no refund section.
    await expect(page.getByRole('region', { name: 'Refund or cancel' })).toHaveCount(0);

    await sessions.getByRole('button', { name: /^Reschedule the session of/ }).click();
    const form = page.getByRole('form', { name: /^Move the session of/ });
    await expect(form.getByLabel('New day (your calendar)')).toHaveValue(freeCallDay);
    await form.getByLabel('New time').selectOption(cancunInstant(freeCallDay, '14:00'));
    await form.getByRole('button', { name: 'Move Session' }).click();
    await expect(page.getByText('Session moved', { exact: true })).toBeVisible();
    await expect(form).toHaveCount(0);
    const row = sessions.getByRole('listitem');
    await expect(row).toContainText('2:00 PM');
    await expect(row).toContainText('Moved');

    // The client's link, from his email: the call at its new time, his to cancel.
    const link = await linkInMail(email, /https?:\/\/[^\s"'<>]+\/schedule\/\d+\?key=[\w-]+/);
    const client = await browser.newContext();
    const clientPage = await client.newPage();
    await clientPage.goto(link);
    await expect(clientPage.getByRole('heading', { level: 1 })).toHaveText('Your Discovery Call');
    // Nothing to schedule: one reading column on a desktop, every card on one left edge and one
    // width, the call first: one card for the one call, no session box inside it.
    const cards = ['Your Call', 'Before We Meet', 'Booking Details', 'Your Client Portal'];
    const boxes = await Promise.all(
      cards.map(
        async (name) =>
          (await clientPage.getByRole('region', { name, exact: true }).boundingBox())!,
      ),
    );
    for (const box of boxes) {
      expect(box.x).toBeCloseTo(boxes[0]!.x, 0);
      expect(box.width).toBeCloseTo(boxes[0]!.width, 0);
    }
    for (let index = 1; index < boxes.length; index += 1)
      expect(boxes[index]!.y).toBeGreaterThan(boxes[index - 1]!.y);
    const mine = clientPage.getByRole('region', { name: 'Your Call', exact: true });
    await expect(mine).toContainText('2:00 PM');
    await expect(mine).toContainText('Moved');
    await expect(clientPage.getByRole('button', { name: 'Ask for a Refund' })).toHaveCount(0);
    // A call, cancelled as a call.
    await mine.getByRole('button', { name: /^Cancel the call of/ }).click();
    await clientPage.getByRole('button', { name: 'Cancel Call' }).click();
    await expect(clientPage.getByText('Call Cancelled')).toBeVisible();
    // Its one credit is back: the form offers a new time, on the call's own page.
    await expect(clientPage.getByRole('heading', { level: 1 })).toHaveText('Your Discovery Call');
    await expect(clientPage.getByRole('button', { name: 'Schedule Strategy Call' })).toBeVisible();
    await client.close();

    await page.reload();
    await expect(sessions).toContainText('0 of 1 booked, 1 remaining.', { timeout: 20_000 });
    await expect(sessions.getByRole('listitem')).toContainText('Cancelled');
  });
});
