/**
 * Money as the site writes it, everywhere: the packages' prices in whole US dollars, amounts
 * stored in cents (bookings, payments, refunds) with two decimals, both with thousands separators.
 */

/** Whole US dollars, e.g. 6000 → '$6,000'. */
export function formatUsd(dollars: number): string {
  return `$${dollars.toLocaleString('en-US')}`;
}

/** An amount stored in cents, in dollars with 2 decimals, e.g. 600000 → '$6,000.00'. */
export function formatCents(cents: number): string {
  return `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
