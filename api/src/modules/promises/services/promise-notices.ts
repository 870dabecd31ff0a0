/**
 * The promises' emails that no one's action triggers: a check-in falling due, the follow-up call
 * opening, and a week before it closes. A background job looks at every running paid package with
 * such promises; each notice is claimed by a unique row (booking, kind, period) in the same
 * transaction that queues its email, so a second run, a restart or a second API instance never
 * sends one twice. Check-ins begin after the package's first session and stop with the package:
 * a package whose first session has not taken place, or a finished one, is never due.
 */
import type { FastifyInstance } from 'fastify';
import {
  checkInState,
  followUpNotices,
  followUpWindow,
  packagePromises,
} from '@site/contracts/package-promises';
import { paidPackageTypes, type PaidPackageType } from '@site/contracts/packages';
import { coachTimezone } from '@site/contracts/timezones';
import {
  clientZoneOf,
  erasedAddressPattern,
  lastCheckInAt,
  packageProgressOf,
} from '../../clients';
import { mailContext } from '../../site';
import { promiseNotice } from '../mail/messages';
import type { PromiseNoticeKind } from '../repositories/promises';
import { extraSessionsHeld, paidBookingsOf } from '../../bookings';

/** Package types with a promise that sends notices: check-ins or a follow-up call. */
const typesWithNotices: PaidPackageType[] = paidPackageTypes.filter(
  (type) =>
    packagePromises[type].checkInEveryDays !== null || packagePromises[type].followUp !== null,
);

interface Due {
  kind: PromiseNoticeKind;
  period: string;
  closesAt?: Date;
}

/** Sends the notices due at `app.now()`; answers how many were queued by this run. */
export async function sendPromiseNotices(app: FastifyInstance): Promise<number> {
  const now = app.now();
  let sent = 0;
  const bookings = await paidBookingsOf(app.knex, typesWithNotices, erasedAddressPattern);
  for (const booking of bookings) {
    const progress = await packageProgressOf(app, { email: booking.email, bookingId: booking.id });
    if (progress === null) continue;
    const due: Due[] = [];
    const checkIn = checkInState(progress, {
      now,
      lastCheckInAt: await lastCheckInAt(app.knex, booking.id),
    });
    if (checkIn.state === 'due')
      due.push({ kind: 'check-in-due', period: checkIn.dueAt.toISOString() });
    const window = followUpWindow(progress, now);
    if (window.state === 'open' && window.closesAt !== null) {
      const booked = (await extraSessionsHeld(app.knex, booking.id, 'follow-up')) > 0;
      for (const notice of followUpNotices(window))
        if (!booked && notice.at.getTime() <= now.getTime())
          due.push({
            kind: notice.kind === 'opened' ? 'follow-up-opened' : 'follow-up-closing',
            period: window.opensAt.toISOString(),
            closesAt: window.closesAt,
          });
    }
    if (due.length === 0) continue;
    const zone = (await clientZoneOf(app.knex, booking.email)) ?? coachTimezone;
    for (const notice of due) {
      const claimed = await app.knex.transaction(async (trx) => {
        const first = await app.repos.promises.claimNotice(
          { bookingId: booking.id, kind: notice.kind, period: notice.period, at: now },
          trx,
        );
        if (first)
          await app.mailer.queue(
            [
              promiseNotice(await mailContext(app, trx), {
                kind: notice.kind,
                bookingId: booking.id,
                period: notice.period,
                to: booking.email,
                packageType: progress.type,
                zone,
                ...(notice.closesAt ? { closesAt: notice.closesAt } : {}),
              }),
            ],
            trx,
          );
        return first;
      });
      if (claimed) sent += 1;
    }
  }
  return sent;
}
