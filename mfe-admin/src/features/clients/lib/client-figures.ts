import type { ClientFigures } from '@site/contracts/endpoints/admin-clients';
import { formatCents } from '@site/contracts/money';
import { formatDate, formatDateTime } from '../../../lib/format';

/** A client's key figures, named the same on the Clients list and at the top of his page. */
export const clientFigureLabels = {
  totalPaid: 'Total paid',
  creditsLeft: 'Credits left',
  nextSession: 'Next session',
  lastContact: 'Last contact',
} as const;

export type ClientFigureName = keyof typeof clientFigureLabels;

/**
 * A client's key figures as the owner reads them, written the same on his row of the Clients list
 * and at the top of his page (the API answers both from one query).
 */
export function clientFigureValues(
  figures: ClientFigures,
  zone: string,
): Record<ClientFigureName, string> {
  return {
    totalPaid: formatCents(figures.totalPaid),
    creditsLeft: String(figures.creditsLeft),
    nextSession: figures.nextSessionAt ? formatDateTime(figures.nextSessionAt, zone) : '—',
    lastContact: figures.lastContactAt ? formatDate(figures.lastContactAt, zone) : '—',
  };
}
