import { Fragment } from 'react';
import type { PackagesNow } from './package-list';
import { boughtPackageName } from '@site/contracts/packages';
import { Confirmation } from '../../../components/alert';
import { Card } from '../../../components/card';
import { FormOnDemand } from '../../../components/form-on-demand';
import { checkInAction, CheckInForm, checkInId } from './check-in-form';
import { EmergencyBooking, FollowUpBooking } from './extra-session-booking';
import { nextStepOffers } from './next-step';
import { promiseActions } from './promise-actions';
import { PackageLabel, PromiseRow } from './promise-row';

/** The id of the card's heading, which the portal's section links point to. */
export const betweenSessionsId = 'portal-between-sessions';

/**
 * What the client can do now about his packages' promises: file the check-in that is due, book
 * the follow-up call once its window is open, book the emergency session. Nothing when there is
 * nothing to do. A client with two or more packages sees each package's rows under its name; with
 * one, the rows stand alone (its name would only repeat his one package's).
 */
export function PackagePromises({
  items,
  zone,
  now,
  done,
  onDone: setDone,
}: PackagesNow & {
  /**
   * What was just done here (its confirmation), held by the page: the packages read again may
   * leave nothing to do, and the card (and the portal's link to it) then stands for its message.
   */
  done: string | null;
  onDone: (done: string) => void;
}) {
  // A row whose action the Next card offers says its state; that card's link opens its form.
  const offered = nextStepOffers(items, zone, now);
  const named = items.length > 1;
  const actions = items.flatMap((pkg) => {
    const { booking } = pkg;
    const { checkIn, followUp, emergency } = promiseActions(pkg);
    if (!checkIn && !followUp && !emergency) return [];
    const titleId = `promises-${booking.id}`;
    const rows = (
      <>
        {checkIn && (
          <PromiseRow
            id={checkInId(booking.id)}
            title="Your check-in is due"
            line={
              offered('check-in', booking.id)
                ? 'A few lines on your week, for your coach, from the Next card above.'
                : 'A few lines on your week, for your coach.'
            }
          >
            <FormOnDemand
              opener={offered('check-in', booking.id) ? null : checkInAction}
              openOn={checkInId(booking.id)}
            >
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
            offeredAbove={offered('follow-up', booking.id)}
          />
        )}
        {emergency && (
          <EmergencyBooking bookingId={booking.id} zone={zone} now={now} onDone={setDone} />
        )}
      </>
    );
    return [
      named ? (
        <div key={booking.id} aria-labelledby={titleId} role="group">
          <PackageLabel id={titleId}>{boughtPackageName(booking.packageType)}</PackageLabel>
          {rows}
        </div>
      ) : (
        <Fragment key={booking.id}>{rows}</Fragment>
      ),
    ];
  });
  if (actions.length === 0 && done === null) return null;
  return (
    <Card aria-labelledby={betweenSessionsId}>
      <h2 id={betweenSessionsId}>Between Sessions</h2>
      {done !== null && <Confirmation key={done}>{done}</Confirmation>}
      {actions}
    </Card>
  );
}
