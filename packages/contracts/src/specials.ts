/**
 * The specials' end, as the owner sets it in the back office ("Specials end on": a day, YYYY-MM-DD,
 * in his zone; empty when unset). The specials page and the checkout charge the packages' table
 * prices whatever it says: the date only decides what they claim about those prices.
 */
import { monthNames, utcDay } from './dates';

/**
 * What the pages say of the specials on a given day: `open`, no end set (the struck-through prices
 * and the limited-time claims, no date); `ending`, an end set that has not passed (the same, with
 * "Offer ends …"); `ended`, the end has passed (the prices alone, no strike-through, no claim).
 */
export type SpecialsOffer =
  { state: 'open' } | { state: 'ending'; endsOn: string } | { state: 'ended' };

/**
 * The offer on `today` (YYYY-MM-DD in the coach's zone) for the end the owner set: it holds
 * through its last day. An end that is not a real date counts as unset; an unknown today (no
 * clock yet) as a day the offer still holds.
 */
export function specialsOffer(endsOn: string, today: string | null): SpecialsOffer {
  if (utcDay(endsOn) === null) return { state: 'open' };
  if (today !== null && today > endsOn) return { state: 'ended' };
  return { state: 'ending', endsOn };
}

/**
 * "Offer ends December 31": the last day of the offer, its year said when it is not this year's
 * ("Offer ends January 15, 2031" in December).
 */
export function offerEndsText(endsOn: string, today: string | null): string {
  const day = utcDay(endsOn);
  if (day === null) return '';
  const year = day.getUTCFullYear();
  const sameYear = today !== null && today.startsWith(`${year}-`);
  const date = `${monthNames[day.getUTCMonth()]} ${day.getUTCDate()}`;
  return `Offer ends ${sameYear ? date : `${date}, ${year}`}`;
}
