import type { ClientFigures } from '@site/contracts/endpoints/admin-clients';
import { formatCents } from '@site/contracts/money';
import { formatComingDateTime, formatListDate } from '../../../lib/format';

/** A client's key figures, named the same on the Clients list and at the top of his page. */
export const clientFigureLabels = {
  totalPaid: 'Total paid',
  creditsLeft: 'Credits left',
  nextSession: 'Next session',
  lastContact: 'Last contact',
} as const;

export type ClientFigureName = keyof typeof clientFigureLabels;

/** The next session's name when it is a call (the free call, a follow-up call). */
export const nextCallLabel = 'Next call';

/**
 * A figure's name for one client: "Next call" for his next session when it is a call, else the
 * figure's own name.
 */
export function clientFigureLabel(
  name: ClientFigureName,
  figures: Pick<ClientFigures, 'nextSessionAt' | 'nextIsCall'>,
): string {
  return name === 'nextSession' && figures.nextSessionAt !== null && figures.nextIsCall
    ? nextCallLabel
    : clientFigureLabels[name];
}

/** The Clients list's heading over next meetings of both kinds. */
export const nextSessionOrCallLabel = 'Next session or call';

/**
 * The Clients list's heading over its rows' next meetings: their own name when they agree
 * ("Next call" over calls only), "Next session or call" when sessions and calls are listed
 * together, "Next session" when nothing is booked.
 */
export function nextMeetingHeading(
  rows: readonly Pick<ClientFigures, 'nextSessionAt' | 'nextIsCall'>[],
): string {
  const names = new Set(
    rows
      .filter((row) => row.nextSessionAt !== null)
      .map((row) => clientFigureLabel('nextSession', row)),
  );
  if (names.size > 1) return nextSessionOrCallLabel;
  return [...names][0] ?? clientFigureLabels.nextSession;
}

/**
 * A client's key figures as the owner reads them, written the same on his row of the Clients list
 * and at the top of his page (the API answers both from one query); their dates as every list
 * writes them, without this year's year (by `now`), the next session "Today, 3:30 PM" on its day.
 */
export function clientFigureValues(
  figures: ClientFigures,
  zone: string,
  now: Date = new Date(),
): Record<ClientFigureName, string> {
  return {
    totalPaid: formatCents(figures.totalPaid),
    creditsLeft: String(figures.creditsLeft),
    nextSession: figures.nextSessionAt
      ? formatComingDateTime(figures.nextSessionAt, zone, now)
      : '—',
    lastContact: figures.lastContactAt ? formatListDate(figures.lastContactAt, zone, now) : '—',
  };
}
