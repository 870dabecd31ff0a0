/** Whole US dollars for display, e.g. 6000 → '$6,000'. */
export function formatUsd(dollars: number): string {
  return `$${dollars.toLocaleString('en-US')}`;
}

/** An amount stored in cents, shown in dollars with 2 decimals, e.g. 150000 → '$1500.00'. */
export function formatCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}
