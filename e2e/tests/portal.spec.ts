import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  freeCallPreparation,
  freeCallThreadLeads,
  portalMessages,
} from '@site/contracts/client-portal';
import { clientMessagesPath, paths } from '@site/contracts/routes';
import { mailsTo } from '../support/mail';
import { expectConfirmationInView } from '../support/in-view';
import { codeFromMail, signInToPortal } from '../support/portal-sign-in';
import { coachName, siteOrigin } from '../support/site';
import { formatDate, formatTime } from '@site/contracts/slots';
import {
  bookStrategyCall,
  expectNoSeriousAxeViolations,
  expectNoSidewaysScroll,
  openFreeCallTimes,
  openTimes,
  pickDay,
  pickTime,
  uniqueEmail,
  weekdayAhead,
} from './booking-support';
import { signInAsOwner } from '../support/owner-session';
import { hydrated } from '../support/hydrated';

/**
 * The client portal and the coach's client record against the real API: the coach adds two
 * packages for one client (a 10-session package and a single session) and one for another
 * client; the first client signs in with the code from his email, sees both purchases, books a
 * session of the larger one from the portal and writes to the coach; the coach replies and publishes a shared action plan; the client sees both and
 * ticks an action item; the other client reaches none of it.
 */

async function signInToClients(page: Page) {
  await signInAsOwner(page, paths.adminClients);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clients');
}

/** A package added by the coach (paid outside the site); its schedule link carries its key. */
async function addPackage(
  page: Page,
  input: { packageType: string; name: string; email: string },
): Promise<{ id: number; scheduleUrl: string }> {
  const created = await page.request.post('/api/admin/bookings', {
    headers: { origin: siteOrigin },
    data: { ...input, payment: 'offline' },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { id: number; scheduleUrl: string };
}

async function clientPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: siteOrigin });
  return context.newPage();
}

test.describe('the client portal', () => {
  test('a client signs in with an emailed code, sees both purchases, books a session, writes to the coach, reads the reply and the action plan, ticks an item; another client reaches none of it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const email = uniqueEmail('portal-client');
    const otherEmail = uniqueEmail('portal-other');
    await signInToClients(page);
    await addPackage(page, { packageType: '10-session', name: 'Dana Portal', email });
    await addPackage(page, { packageType: 'single', name: 'Dana Portal', email });
    const other = await addPackage(page, {
      packageType: 'single',
      name: 'Other Client',
      email: otherEmail,
    });

    // The client asks for a code and signs in with it.
    const client = await clientPage(browser);
    const answer = await client.goto(paths.portal);
    expect(answer?.headers()['cache-control']).toBe('no-store');
    await expect(client.getByRole('heading', { level: 1 })).toHaveText('Your Client Portal');
    // The server draws the form; it answers once the page has hydrated.
    await hydrated(client);
    await client.getByLabel('Email', { exact: true }).fill(email);
    await expect(client.getByLabel('Email', { exact: true })).toHaveValue(email);
    await client.getByRole('button', { name: 'Send Me a Code' }).click();
    await expect(client.getByText(portalMessages.codeSent)).toBeVisible();
    const code = await codeFromMail(email, 0);
    await client.getByLabel('Code from the email', { exact: true }).fill(code);
    await client.getByRole('button', { name: 'Sign In' }).click();
    await expect(client.getByRole('heading', { level: 1 })).toHaveText('Welcome, Dana');
    await expect(
      client.getByRole('region', { name: '10-Session Consciousness Mastery' }),
    ).toContainText('10 of 10 sessions left to book.');
    await expect(client.getByRole('region', { name: 'Single Breakthrough Session' })).toBeVisible();
    await expectNoSeriousAxeViolations(client);

    // The code worked once: a second sign-in with it is refused.
    const reuse = await client.request.post('/api/portal/sign-in', { data: { email, code } });
    expect(reuse.status()).toBe(400);

    // He books a session of the 10-session package from the portal, on the page its links open,
    // and finds it among his sessions to come when he returns (a weekday no other test books).
    const zone = 'America/Cancun';
    const [open] = await openTimes(client.request, 'sessions', weekdayAhead(21), zone);
    await client
      .getByRole('region', { name: '10-Session Consciousness Mastery' })
      .getByRole('link', { name: 'Book Your First Session' })
      .click();
    await expect(client).toHaveURL(/\/schedule\/\d+/);
    await client.getByLabel('Time zone', { exact: true }).selectOption(zone);
    await pickDay(client, open!.date);
    await pickTime(client, formatTime(open!.startsAt, zone));
    await client.getByRole('button', { name: 'Schedule Session 1 of 10' }).click();
    await expect(client.getByRole('status', { name: /^Session \d+ Booked$/ })).toBeVisible();
    await client.goto(paths.portal);
    const tenSessions = client.getByRole('region', { name: '10-Session Consciousness Mastery' });
    await expect(tenSessions).toContainText('9 of 10 sessions left to book.');
    // The portal writes times in the browser's zone until he saves one.
    const browserZone = await client.evaluate(
      () => Intl.DateTimeFormat().resolvedOptions().timeZone,
    );
    await expect(tenSessions.getByRole('listitem').first()).toContainText(
      `${formatDate(open!.startsAt, browserZone)} at ${formatTime(open!.startsAt, browserZone)}`,
    );

    // He writes to the coach: the form opens on demand with the focus in its field, and closes
    // once sent, the focus back on its button.
    const thread = client.getByRole('region', { name: 'Messages with Your Coach' });
    await expect(thread.getByLabel('Your message', { exact: true })).toHaveCount(0);
    await thread.getByRole('button', { name: 'Write to Your Coach' }).click();
    await expect(thread.getByLabel('Your message', { exact: true })).toBeFocused();
    await client.keyboard.press('Escape');
    await expect(thread.getByLabel('Your message', { exact: true })).toHaveCount(0);
    await expect(thread.getByRole('button', { name: 'Write to Your Coach' })).toBeFocused();
    await thread.getByRole('button', { name: 'Write to Your Coach' }).click();
    await thread
      .getByLabel('Your message', { exact: true })
      .fill('Could we focus on my mornings next time?');
    await thread.getByRole('button', { name: 'Send Message' }).click();
    await expect(thread.getByText(portalMessages.messageSent(coachName))).toBeVisible();
    await expect(thread.getByText('Could we focus on my mornings next time?')).toBeVisible();
    await expect(thread.getByLabel('Your message', { exact: true })).toHaveCount(0);
    // Sent: its confirmation takes the focus, on the screen; the button follows it.
    await expectConfirmationInView(client, thread.getByText(portalMessages.messageSent(coachName)));
    await expect(thread.getByRole('button', { name: 'Write to Your Coach' })).toBeVisible();

    // The coach finds him among the clients, replies, and publishes a shared action plan.
    await page.goto(`${paths.adminClients}?q=${encodeURIComponent(email)}`);
    await hydrated(page);
    // A filter keeps him (he bought a 10-session package) and lands in the address.
    await page.getByLabel('Package bought').selectOption({ label: '10-Session Package' });
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/[?&]package=10-session(&|$)/);
    await expect(page.getByRole('status').filter({ hasText: /clients?$/ })).toHaveText('1 client');
    await page.getByRole('link', { name: 'Dana Portal' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dana Portal');
    await hydrated(page);
    await page.getByRole('tab', { name: 'Messages' }).click();
    await expect(page.getByText('Could we focus on my mornings next time?')).toBeVisible();
    await page.getByLabel('Reply', { exact: true }).fill('Yes: bring your notes from this week.');
    await page.getByRole('button', { name: 'Send Reply' }).click();
    // Written, mailed through the outbox and read again: slow on a loaded machine.
    await expect(page.getByText('Yes: bring your notes from this week.')).toBeVisible({
      timeout: 20_000,
    });
    await page.getByRole('tab', { name: 'Notes' }).click();
    await page.getByRole('button', { name: 'New Note' }).click();
    await page.getByRole('radio', { name: /Shared with the client/ }).check();
    await page.getByLabel('Title (optional)', { exact: true }).fill('After our first talk');
    await page.getByLabel('Note', { exact: true }).fill('We looked at how your mornings start.');
    await page
      .getByLabel('Action plan', { exact: true })
      .fill('Walk every morning\nWrite three pages');
    await page.getByRole('button', { name: 'Publish to the Client' }).click();
    await expect(page.getByText('We looked at how your mornings start.')).toBeVisible({
      timeout: 20_000,
    });
    // Its toast comes once every list is read again: checked once it is in, not as it slides in
    // (half transparent, its words fail their contrast).
    await expect(page.getByText('Shared with the client', { exact: true })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // The client is told by email: the reply quoted, the shared note kept for the portal, where
    // he reads both and ticks one.
    await expect
      .poll(
        async () =>
          (await mailsTo(email)).some((mail) =>
            mail.text.includes(`Subject: ${portalMessages.replySubject}`),
          ),
        // The outbox sends on its own beat, slower on a loaded machine.
        { timeout: 30_000 },
      )
      .toBe(true);
    const sent = await mailsTo(email);
    expect(sent.some((mail) => mail.text.includes('bring your notes from this week'))).toBe(true);
    expect(sent.some((mail) => mail.text.includes('how your mornings start'))).toBe(false);
    await client.reload();
    await hydrated(client);
    await expect(client.getByText('Yes: bring your notes from this week.')).toBeVisible();
    const notes = client.getByRole('region', { name: 'Notes and Action Plan' });
    await expect(notes.getByText('We looked at how your mornings start.')).toBeVisible();
    await notes.getByRole('checkbox', { name: 'Walk every morning' }).check();
    await client.reload();
    await expect(
      client
        .getByRole('region', { name: 'Notes and Action Plan' })
        .getByRole('checkbox', { name: 'Walk every morning' }),
    ).toBeChecked();
    const notesAnswer = await client.request.get('/api/portal/notes');
    const [note] = (await notesAnswer.json()) as { actionItems: { id: number }[] }[];
    const itemId = note!.actionItems[0]!.id;

    // The other client opens his own portal from his booking's link: none of the first client's
    // packages, messages or notes, and the first client's action item is not his to tick.
    const otherClient = await clientPage(browser);
    const key = new URL(other.scheduleUrl, siteOrigin).searchParams.get('key');
    await otherClient.goto(`${paths.portal}?booking=${other.id}&key=${key}`);
    await hydrated(otherClient);
    await expect(otherClient.getByRole('heading', { level: 1 })).toHaveText('Welcome, Other');
    await expect(otherClient).toHaveURL(/\/portal$/);
    await expect(
      otherClient.getByRole('region', { name: '10-Session Consciousness Mastery' }),
    ).toHaveCount(0);
    await expect(otherClient.getByText('Could we focus on my mornings')).toHaveCount(0);
    await expect(otherClient.getByText('We looked at how your mornings start.')).toHaveCount(0);
    const foreign = await otherClient.request.post(`/api/portal/action-items/${itemId}`, {
      data: { done: false },
    });
    expect(foreign.status()).toBe(404);
    // Signed out, nothing of the portal answers.
    await otherClient.getByRole('button', { name: 'Sign Out' }).click();
    await expect(otherClient.getByText(portalMessages.signedOut)).toBeVisible();
    expect((await otherClient.request.get('/api/portal')).status()).toBe(401);
  });

  test('a client’s message from the portal waits on Messages under Clients, marked unread, and opens his Messages tab; at 360 px nothing scrolls sideways', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail('portal-thread');
    const name = `Noor Thread ${Date.now()}`;
    const words = `Could we talk about my evenings? (${email})`;
    await signInToClients(page);
    // A 5-session package: its email support is open from the purchase, and priority.
    await addPackage(page, { packageType: '5-session', name, email });

    // The client writes from his portal.
    const client = await clientPage(browser);
    await signInToPortal(client, email);
    await expect(client.getByRole('heading', { level: 1 })).toHaveText('Welcome, Noor');
    const thread = client.getByRole('region', { name: 'Messages with Your Coach' });
    await thread.getByRole('button', { name: 'Write to Your Coach' }).click();
    await thread.getByLabel('Your message', { exact: true }).fill(words);
    await thread.getByRole('button', { name: 'Send Message' }).click();
    await expect(thread.getByText(portalMessages.messageSent(coachName))).toBeVisible();
    await client.context().close();

    // The coach opens Messages, then its Clients tab (counting what waits): the client's row, marked unread and
    // Priority, its last words.
    await page.goto(paths.adminMessages);
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Back office' });
    await expect(nav.getByRole('link', { name: /^Messages \d+ new$/ })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Message folders' })
      .getByRole('link', { name: /^Clients \d+ waiting$/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`${clientMessagesPath.replace('?', '\\?')}$`));
    const row = page
      .getByRole('list', { name: 'Clients’ messages' })
      .getByRole('link')
      .filter({ hasText: name });
    await expect(row).toHaveAttribute('data-unread', '');
    await expect(row).toContainText('1 new message');
    await expect(row).toContainText('Priority');
    await expect(row).toContainText(words);
    expect((await row.boundingBox())!.height).toBeGreaterThanOrEqual(44);

    // On a phone the list stays within the screen, and is sound for a screen reader.
    await page.setViewportSize({ width: 360, height: 740 });
    await expectNoSidewaysScroll(page);
    await expectNoSeriousAxeViolations(page);

    // His row opens his page on its Messages tab, where his message is read.
    await row.click();
    await expect(page).toHaveURL(/\/admin\/clients\/\d+\?tab=messages$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByRole('tab', { name: /^Messages/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByText(words)).toBeVisible();

    // Back on the Clients tab, his thread no longer waits.
    await page.goto(clientMessagesPath);
    await hydrated(page);
    const readRow = page
      .getByRole('list', { name: 'Clients’ messages' })
      .getByRole('link')
      .filter({ hasText: name });
    await expect(readRow).toContainText(words);
    await expect(readRow).not.toHaveAttribute('data-unread');
    await expect(readRow).not.toContainText('new message');
  });

  test('a visitor who only booked the free call finds his call, writes to the coach before it, and the way to a package, not a package owner’s empty cards; the coach reads him with his clients', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail('portal-call');
    const words = `What should I bring to our call? (${email})`;
    // An open time of the free call a fortnight ahead (any one: a retry takes another).
    const times = await openFreeCallTimes(request, weekdayAhead(10));
    const startsAt = times[Date.now() % times.length]!;
    const bookingId = await bookStrategyCall(request, startsAt, email);

    const client = await clientPage(browser);
    await signInToPortal(client, email);
    await expect(client.getByRole('heading', { level: 1 })).toHaveText(/^Welcome, /);
    const sections = client.getByRole('navigation', { name: 'Sections of your portal' });
    await expect(sections.getByRole('link')).toHaveText([
      'Next',
      'Your Call',
      'Messages',
      'After Your Call',
      'Your Time Zone',
      'Your Data',
    ]);
    await expect(client.getByText(/^Your call: /)).toBeVisible();
    const call = client.getByRole('region', { name: 'Your Call', exact: true });
    await expect(call).toContainText('video call');
    // How to prepare: said once, in Next with the call's time, not again on its card.
    await expect(client.getByRole('region', { name: 'Next', exact: true })).toContainText(
      freeCallPreparation,
    );
    await expect(call).not.toContainText('To prepare:');
    await expect(call).not.toContainText('left to book');
    // Each thing once: the Next card says when and holds Move; the call's card, Cancel.
    await expect(call).not.toContainText(/\d{1,2}:\d\d/);
    await expect(call.getByRole('link', { name: 'Cancel Your Call' })).toBeVisible();
    await expect(
      client.getByRole('region', { name: 'Next', exact: true }).getByRole('link', { name: 'Move' }),
    ).toBeVisible();
    // Before his call he may ask anything in his thread, where the coach's reply will come.
    const messages = client.getByRole('region', { name: 'Messages with Your Coach' });
    await expect(messages.getByText(freeCallThreadLeads.before)).toBeVisible();
    await messages.getByRole('button', { name: 'Write to Your Coach' }).click();
    await messages.getByLabel('Your message', { exact: true }).fill(words);
    await messages.getByRole('button', { name: 'Send Message' }).click();
    await expect(messages.getByText(portalMessages.messageSent(coachName))).toBeVisible();
    await expect(messages.getByRole('list', { name: 'Messages' })).toContainText(words);
    for (const name of ['Notes and Action Plan', 'Materials', 'Receipts'])
      await expect(client.getByRole('region', { name })).toHaveCount(0);
    await expect(
      client
        .getByRole('region', { name: 'After Your Call' })
        .getByRole('link', { name: 'See the Packages' }),
    ).toHaveAttribute('href', paths.consulting);

    // His questionnaire's address without the link's key opens it: his portal session is proof.
    await client.goto(`/questionnaire/${bookingId}`);
    await expect(client.getByRole('heading', { level: 1 })).toHaveText(
      'CONSCIOUSNESS DISCOVERY SESSION QUESTIONNAIRE',
    );
    await expect(client.getByRole('region', { name: 'Pre-session questionnaire' })).toBeVisible();
    await expect(client.getByText('Booking not found', { exact: false })).toHaveCount(0);
    await client.context().close();

    // The coach finds his message under Messages → Clients, like any client's, and on his page.
    await signInToClients(page);
    await page.goto(clientMessagesPath);
    await hydrated(page);
    const row = page
      .getByRole('list', { name: 'Clients’ messages' })
      .getByRole('link')
      .filter({ hasText: words });
    await expect(row).toContainText('1 new message');
    await expect(row).not.toContainText('Priority');
    await row.click();
    await expect(page).toHaveURL(/\/admin\/clients\/\d+\?tab=messages$/);
    await expect(page.getByText(words)).toBeVisible();
  });
});
