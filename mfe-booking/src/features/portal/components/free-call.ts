import type { PortalPackage } from '@site/contracts/endpoints/portal';
import { freeCallThreadUntil } from '@site/contracts/package-promises';
import { isActiveSession } from '@site/contracts/sessions';

/**
 * The free strategy call: one call, not a package. The portal names it as the call ("Your Call"),
 * counts no credits for it, and offers nothing a package brings (notes, materials, receipts).
 */
export const isFreeCall = (pkg: PortalPackage): boolean =>
  pkg.booking.packageType === 'strategy-call';

/**
 * The id of a package's card title (the free call's: 'Your Call'), where the portal's section
 * links lead.
 */
export const packageTitleId = (bookingId: number) => `package-${bookingId}`;

/**
 * The free call's own card among a client's packages, for the portal's section links: its
 * title's id, whether it comes first in the list (newest first), and the first package's title
 * id. Null when he has no free call.
 */
export function callCardOf(
  items: readonly PortalPackage[],
): { id: string; first: boolean; packagesId: string | null } | null {
  const index = items.findIndex(isFreeCall);
  const call = items[index];
  if (call === undefined) return null;
  const firstPackage = items.find((pkg) => !isFreeCall(pkg));
  return {
    id: packageTitleId(call.booking.id),
    first: index === 0,
    packagesId: firstPackage ? packageTitleId(firstPackage.booking.id) : null,
  };
}

/**
 * A visitor whose only bookings are free calls: his portal speaks of what he has (the call, how
 * to prepare, his questionnaire, the way to a package), not of what only a package brings.
 */
export const onlyFreeCalls = (items: readonly PortalPackage[]): boolean =>
  items.length > 0 && items.every(isFreeCall);

/** Whether a free call of his is still ahead (booked, not yet over). */
export const callAhead = (items: readonly PortalPackage[], now: Date): boolean =>
  items.some(
    (pkg) =>
      isFreeCall(pkg) &&
      pkg.booking.sessions.some(
        (session) => isActiveSession(session.status) && Date.parse(session.endsAt) > now.getTime(),
      ),
  );

/**
 * Until when his free call lets him write in his thread (the newest free call he holds), or null
 * when it does not (none, or none of its sessions stands): the API's own rule, so the thread's
 * line and its form agree with what the API accepts.
 */
export function freeCallWriteUntil(items: readonly PortalPackage[]): Date | null {
  const call = items.find((pkg) => isFreeCall(pkg) && pkg.booking.status !== 'cancelled');
  return call ? freeCallThreadUntil(call.booking.sessions) : null;
}
