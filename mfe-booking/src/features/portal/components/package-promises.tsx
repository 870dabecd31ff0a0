import { useState } from 'react';
import type { PortalPackage } from '@site/contracts/endpoints/portal';
import type { PackagesNow } from './package-list';
import { packagePromises } from '@site/contracts/package-promises';
import { isPaidPackageType, packages } from '@site/contracts/packages';
import { isActiveSession } from '@site/contracts/sessions';
import { InlineMessage } from '../../../components/alert';
import { Card } from '../../../components/card';
import { FormOnDemand } from '../../../components/form-on-demand';
import { checkInAction, CheckInForm, checkInId } from './check-in-form';
import { EmergencyBooking, FollowUpBooking } from './extra-session-booking';
import { PackageLabel, PromiseRow } from './promise-row';

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

/** The id of the card's heading, which the portal's section links point to. */
export const betweenSessionsId = 'portal-between-sessions';

/**
 * What the client can do now about his packages' promises: file the check-in that is due, book
 * the follow-up call once its window is open, book the emergency session. Nothing when there is
 * nothing to do.
 */
export function PackagePromises({ items, zone, now }: PackagesNow) {
  // What was just done: kept here, since the packages read again may leave nothing to do.
  const [done, setDone] = useState<string | null>(null);
  const actions = items.flatMap((pkg) => {
    const { booking } = pkg;
    const { checkIn, followUp, emergency } = promiseActions(pkg);
    if (!checkIn && !followUp && !emergency) return [];
    const titleId = `promises-${booking.id}`;
    return [
      <div key={booking.id} aria-labelledby={titleId} role="group">
        <PackageLabel id={titleId}>{packages[booking.packageType].name}</PackageLabel>
        {checkIn && (
          <PromiseRow
            id={checkInId(booking.id)}
            title="Your check-in is due"
            line="A few lines on your week, for your coach."
          >
            <FormOnDemand opener={checkInAction} openOn={checkInId(booking.id)}>
              {(panel) => <CheckInForm bookingId={booking.id} onSent={setDone} panel={panel} />}
            </FormOnDemand>
          </PromiseRow>
        )}
        {followUp && (
          <FollowUpBooking
            bookingId={booking.id}
            zone={zone}
            now={now}
            closesAt={pkg.followUp.closesAt ?? ''}
            onDone={setDone}
          />
        )}
        {emergency && (
          <EmergencyBooking bookingId={booking.id} zone={zone} now={now} onDone={setDone} />
        )}
      </div>,
    ];
  });
  if (actions.length === 0 && done === null) return null;
  return (
    <Card aria-labelledby={betweenSessionsId}>
      <h2 id={betweenSessionsId}>Between Sessions</h2>
      {done !== null && <InlineMessage role="status">{done}</InlineMessage>}
      {actions}
    </Card>
  );
}
