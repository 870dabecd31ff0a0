import type { PortalPackage } from '@site/contracts/endpoints/portal';
import { formatDate, packageName, unpaidLabel } from '../../../lib/format';

/** "2nd", "3rd", "11th", "22nd". */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** What a title reads of a package: its booking, when it was paid, and how (when known). */
type Titled = Pick<PortalPackage, 'booking' | 'purchasedAt'> & { payment?: string | null };

/**
 * A client's packages as people name them: "10-Session Package · bought Nov 29, 2026" (the day in
 * the owner's zone; "given Nov 29, 2026" for one the coach gave free, which nobody bought, and
 * "booked" for the free call), and
 * "… (2nd)" for a second one of the same kind bought the same day, so every
 * package of his reads differently. The one title of a package wherever his page names it (its
 * table, its sessions, the choices of a form, what was given).
 */
export function packageTitles(packages: readonly Titled[], zone: string): Map<number, string> {
  const titles = new Map<number, string>();
  const seen = new Map<string, number>();
  // Oldest first, so the first bought keeps the plain title whatever order the list is in.
  const oldestFirst = [...packages].sort((a, b) => a.booking.id - b.booking.id);
  for (const { booking, purchasedAt, payment } of oldestFirst) {
    const how =
      booking.packageType === 'strategy-call'
        ? 'booked'
        : payment === 'complimentary'
          ? 'given'
          : 'bought';
    const base = `${packageName(booking.packageType)} · ${
      purchasedAt ? `${how} ${formatDate(purchasedAt, zone)}` : unpaidLabel
    }`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    titles.set(booking.id, count === 1 ? base : `${base} (${ordinal(count)})`);
  }
  return titles;
}

/** The title of one of the client's packages (see packageTitles). */
export function packageTitleOf(
  packages: readonly Titled[],
  bookingId: number,
  zone: string,
): string {
  return packageTitles(packages, zone).get(bookingId) ?? 'Package';
}
