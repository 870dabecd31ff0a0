import { expect, test } from '@playwright/test';
import { paths } from '@site/contracts/routes';
import { sessionMessages, unpaidLabel } from '@site/contracts/sessions';
import { signInAsOwner } from '../support/owner-session';
import { hydrated } from '../support/hydrated';
import { uniqueEmail } from './booking-support';

/**
 * A booking never paid, in the owner's hands: a visitor starts a checkout and stops; the owner
 * finds it marked Unpaid on its page and cancels it after confirming, through the real API and
 * the fake Stripe (its PaymentIntent cancelled there).
 */
test('the owner cancels an unpaid booking from its page, after confirming', async ({
  page,
  playwright,
  baseURL,
}) => {
  const visitor = await playwright.request.newContext({ baseURL });
  const created = await visitor.post('/api/create-payment-intent', {
    data: { packageType: 'single', name: 'Una Unpaid', email: uniqueEmail('unpaid') },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { bookingId } = (await created.json()) as { bookingId: number };
  await visitor.dispose();

  const bookingPath = paths.adminBooking.replace(':bookingId', String(bookingId));
  await signInAsOwner(page, bookingPath);
  await hydrated(page);
  const main = page.getByRole('main');
  await expect(main.getByText(unpaidLabel, { exact: true }).first()).toBeVisible();
  const end = main.getByRole('region', { name: 'Refund or cancel' });
  await expect(end.getByRole('button', { name: /Refund/ })).toHaveCount(0);
  await end.getByRole('button', { name: 'Cancel Unpaid Booking' }).click();
  // Nothing happens before he confirms.
  await expect(end.getByRole('group', { name: 'Cancel the Unpaid Booking' })).toContainText(
    'the client can no longer pay for it',
  );
  await end.getByRole('button', { name: 'Cancel the Unpaid Booking' }).click();
  await expect(page.getByText('Unpaid booking cancelled')).toBeVisible();
  await expect(end.getByRole('status')).toContainText('The unpaid booking is cancelled');
  await expect(end.getByRole('button', { name: 'Cancel Unpaid Booking' })).toHaveCount(0);
  await expect(main.getByText(unpaidLabel, { exact: true })).toHaveCount(0);

  // The API refuses it a second time, saying why.
  const again = await page.request.post(`/api/admin/bookings/${bookingId}/cancel-unpaid`, {
    headers: { origin: new URL(page.url()).origin },
  });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { message: string }).message).toBe(
    sessionMessages.unpaidCancelClosed,
  );
});
