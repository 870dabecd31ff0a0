import { expect, test, type Page } from '@playwright/test';
import { portalMessages } from '@site/contracts/client-portal';
import { promiseMessages } from '@site/contracts/package-promises';
import { checkInMessages } from '@site/contracts/schemas/portal';
import { paths } from '@site/contracts/routes';
import { checkInClient, waitingCheckInClient } from '../support/check-ins';
import { expectConfirmationInView } from '../support/in-view';
import { codeFromMail } from '../support/portal-sign-in';
import { signInAsOwner } from '../support/owner-session';
import { siteOrigin } from '../support/site';
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from './booking-support';
import { hydrated } from '../support/hydrated';

/**
 * Check-ins against the real API: a 5-session client whose first session ended eight days ago
 * (added to the test database before the API starts) signs in to his portal on a phone, finds his
 * weekly check-in due, is told what the form still needs, files it, and the coach finds it new on
 * his Today and reads it on the client's page. A client who bought as long ago but whose first
 * session is still ahead is told when his check-ins begin, and offered no form.
 */

/** Signs `who` in to his portal with the code from his email. */
async function signIn(client: Page, who: { name: string; email: string }) {
  await client.goto(paths.portal);
  await hydrated(client);
  await client.getByLabel('Email', { exact: true }).fill(who.email);
  await client.getByRole('button', { name: 'Send Me a Code' }).click();
  await expect(client.getByText(portalMessages.codeSent)).toBeVisible();
  await client
    .getByLabel('Code from the email', { exact: true })
    .fill(await codeFromMail(who.email));
  await client.getByRole('button', { name: 'Sign In' }).click();
  await expect(client.getByRole('heading', { level: 1 })).toHaveText(
    `Welcome, ${who.name.split(' ')[0]}`,
  );
}

test('a client whose first session is still ahead is told when his check-ins begin, and offered no form', async ({
  browser,
}) => {
  const phone = await browser.newContext({
    baseURL: siteOrigin,
    viewport: { width: 360, height: 780 },
  });
  const client = await phone.newPage();
  await signIn(client, waitingCheckInClient);
  // His package's own line says when they begin.
  await client.getByText('What Your Package Includes').first().click();
  await expect(client.getByText(promiseMessages.checkInsWaiting('5-session'))).toBeVisible();
  await expect(client.getByRole('group', { name: 'Your check-in is due' })).toHaveCount(0);
  await expect(client.getByRole('button', { name: 'Fill In Your Check-In' })).toHaveCount(0);
  await expect(client.getByRole('link', { name: 'Fill In Your Check-In' })).toHaveCount(0);
  await expect(client.getByText(/check-in is due/i)).toHaveCount(0);
  await expectNoSidewaysScroll(client);
  await phone.close();
});

test('a client files the check-in that is due from his phone, and the coach sees it on Today and on the client’s page', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const phone = await browser.newContext({
    baseURL: siteOrigin,
    viewport: { width: 360, height: 780 },
  });
  const client = await phone.newPage();
  await signIn(client, checkInClient);

  const between = client.getByRole('region', { name: 'Between Sessions' });
  await expect(between.getByRole('group', { name: 'Your check-in is due' })).toBeVisible();
  await expectNoSidewaysScroll(client);
  await expectNoSeriousAxeViolations(client);

  // The form opens on demand, the focus in its first field; sent empty, it says what it needs.
  await expect(between.getByLabel('Your wins this week')).toHaveCount(0);
  await between.getByRole('button', { name: 'Fill In Your Check-In' }).click();
  await expect(between.getByLabel('Your wins this week')).toBeFocused();
  await between.getByRole('button', { name: 'Send Check-In' }).click();
  await expect(between.getByText(checkInMessages.wins)).toBeVisible();
  // The week's rating is the questionnaire's slider, halfway until he moves it.
  const rating = between.getByRole('slider', { name: /Your week, from 1/ });
  await expect(rating).toHaveValue('5');
  const wins = between.getByLabel('Your wins this week');
  await expect(wins).toHaveAttribute('aria-invalid', 'true');
  await wins.focus();
  await client.keyboard.type('Kept my mornings free three days out of five');
  await client.keyboard.press('Tab');
  await expect(between.getByLabel('What got in your way')).toBeFocused();
  await client.keyboard.type('A late project');
  // By keyboard, as the slider is made for: three steps up.
  await rating.focus();
  for (let step = 0; step < 3; step += 1) await client.keyboard.press('ArrowRight');
  await expect(rating).toHaveValue('8');
  await between
    .getByLabel('A question for your coach (optional)')
    .fill('How do I protect Fridays?');
  await between.getByRole('button', { name: 'Send Check-In' }).click();
  await expect(client.getByText(promiseMessages.checkInSent)).toBeVisible();
  // Said where he is on his phone: the confirmation has the focus, on the screen.
  await expectConfirmationInView(client, client.getByText(promiseMessages.checkInSent));
  // Filed: the form is gone, the next one is a week away, and the package card says so.
  await expect(between.getByLabel('Your wins this week')).toHaveCount(0);
  await client.getByText('What Your Package Includes').click();
  await expect(client.getByText(/^The next one is due on/)).toBeVisible({
    timeout: 20_000,
  });
  // Read again, the packages leave nothing to do between sessions; the card stands for its
  // confirmation, and the portal's sections still lead to it.
  await expect(client.getByText(promiseMessages.checkInSent)).toBeVisible();
  await expect(
    client
      .getByRole('navigation', { name: 'Sections of your portal' })
      .getByRole('link', { name: 'Between Sessions' }),
  ).toHaveCount(1);

  // The coach sees it new on Today, then reads it on the client's page.
  await signInAsOwner(page, paths.adminToday);
  const fresh = page.getByRole('region', { name: 'New check-ins' });
  await fresh.getByRole('link', { name: new RegExp(checkInClient.name) }).click();
  const checkIns = page.getByRole('region', { name: 'Check-ins' });
  await expect(checkIns).toContainText('Kept my mornings free three days out of five');
  await expect(checkIns).toContainText('rated 8 of 10');
  await expect(checkIns).toContainText('How do I protect Fridays?');
  await expectNoSeriousAxeViolations(page);
  // Read now: Today no longer lists it (a list with nothing new is left out).
  await page.goto(paths.adminToday);
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'New check-ins' })).toHaveCount(0);
  await phone.close();
});
