import type { PortalPackage } from '@site/contracts/endpoints/portal';
import { packagePromises } from '@site/contracts/package-promises';
import { isPaidPackageType } from '@site/contracts/packages';
import { isActiveSession } from '@site/contracts/sessions';

const holds = (pkg: PortalPackage, kind: 'follow-up' | 'emergency') =>
  pkg.booking.sessions.some((session) => session.kind === kind && isActiveSession(session.status));

/** What the client can do now about one package's promises (each false when nothing is to do). */
export function promiseActions(pkg: PortalPackage) {
  const { booking } = pkg;
  if (booking.status !== 'paid' || !isPaidPackageType(booking.packageType))
    return { checkIn: false, followUp: false, emergency: false };
  return {
    checkIn: pkg.checkIn.state === 'due',
    followUp:
      pkg.followUp.state === 'open' && pkg.followUp.closesAt !== null && !holds(pkg, 'follow-up'),
    emergency:
      packagePromises[booking.packageType].emergencySessions > 0 &&
      pkg.support.state === 'open' &&
      !holds(pkg, 'emergency'),
  };
}

/** Whether any package has something to do between sessions (the card below then stands). */
export function hasPromiseActions(items: readonly PortalPackage[]): boolean {
  return items.some((pkg) => Object.values(promiseActions(pkg)).some(Boolean));
}
