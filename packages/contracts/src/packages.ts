/**
 * The consultation packages on sale. Prices are whole USD for display; the server charges
 * `priceCents`, computed here from the same table, so the client never sends a price.
 */
export const paidPackageTypes = ['single', '5-session', '10-session'] as const;
export const packageTypes = [...paidPackageTypes, 'strategy-call'] as const;

/** The currency of every price in the table (ISO 4217): what the card is charged in. */
export const packageCurrency = 'USD';

export type PaidPackageType = (typeof paidPackageTypes)[number];
export type PackageType = (typeof packageTypes)[number];

export interface PackageInfo {
  type: PackageType;
  name: string;
  /** Price in whole USD. */
  price: number;
  /** Struck-through original price in whole USD; null for the free call. */
  wasPrice: number | null;
  /** Label on the schedule page. */
  scheduleLabel: string;
  features: readonly string[];
  /** How long a session's coaching lasts, as the package's features say ("Five 60-minute sessions"). */
  sessionMinutes: number;
  /**
   * How long a session blocks the coach's calendar: the coaching, then the rest kept free so a
   * session never has to stop early (a paid session: 60 minutes of coaching, 90 blocked).
   */
  durationMinutes: number;
  /** Session credits the purchase holds, booked one session at a time (the free call: one). */
  sessionCredits: number;
  mostPopular: boolean;
}

export const packages: Record<PackageType, PackageInfo> = {
  single: {
    type: 'single',
    name: 'Single Session',
    price: 1500,
    wasPrice: 2500,
    scheduleLabel: 'Single Breakthrough Session',
    features: [
      '60-minute deep-dive session',
      'Video or audio only',
      'Strategy framework',
      'Follow-up action plan',
      'Email support for 1 week',
    ],
    sessionMinutes: 60,
    durationMinutes: 90,
    sessionCredits: 1,
    mostPopular: false,
  },
  '5-session': {
    type: '5-session',
    name: '5-Session Package',
    price: 6000,
    wasPrice: 10000,
    scheduleLabel: '5-Session Transformation Package',
    features: [
      'Five 60-minute sessions',
      'Video or audio',
      'Comprehensive assessment',
      'Weekly check-ins',
      'Custom frameworks',
      'Priority email support',
      '30-day 15-minute follow-up',
    ],
    sessionMinutes: 60,
    durationMinutes: 90,
    sessionCredits: 5,
    mostPopular: true,
  },
  '10-session': {
    type: '10-session',
    name: '10-Session Package',
    price: 10000,
    wasPrice: 17500,
    scheduleLabel: '10-Session Consciousness Mastery',
    features: [
      'Ten 60-minute sessions',
      'Video or audio',
      'Complete life transformation program',
      'Bi-weekly reviews',
      'Custom toolkit',
      'Unlimited email support',
      '90-day 15-minute follow-up',
      'Emergency session if needed',
      'Lifetime access to recordings',
    ],
    sessionMinutes: 60,
    durationMinutes: 90,
    sessionCredits: 10,
    mostPopular: false,
  },
  'strategy-call': {
    type: 'strategy-call',
    name: 'Free Strategy Call',
    price: 0,
    wasPrice: null,
    scheduleLabel: 'Free 15-Minute Strategy Call',
    features: [
      'Assessment of your current alignment gaps',
      'One immediately applicable breakthrough insight',
      'An honest evaluation of whether deeper work makes sense',
    ],
    sessionMinutes: 15,
    durationMinutes: 15,
    sessionCredits: 1,
    mostPopular: false,
  },
};

/**
 * A package's name on its buyer's own pages once he has bought it: his portal (its cards, its
 * Next card, his receipts), the schedule page, the questionnaire, the confirmations and his
 * emails' subjects all say the schedule page's label ("10-Session Consciousness Mastery"), so he
 * meets one name for what he bought. The pages that sell it (the packages, the checkout) and the
 * back office say `name`.
 */
export function boughtPackageName(type: PackageType): string {
  return packages[type].scheduleLabel;
}

/**
 * How long a session of the package lasts, as its booking page says it: the coaching, and the
 * time kept free after it when the calendar blocks more ("60 minutes, with 30 more kept free so we
 * never have to stop early"; the free call: "15 minutes").
 */
export function sessionLengthText(type: PackageType): string {
  const { sessionMinutes, durationMinutes } = packages[type];
  const kept = durationMinutes - sessionMinutes;
  return kept > 0
    ? `${sessionMinutes} minutes, with ${kept} more kept free so we never have to stop early`
    : `${sessionMinutes} minutes`;
}

/**
 * The same in a few words, for a label in parentheses: "60 minutes + 30 kept free" (a paid
 * session), "15 minutes" (the free call).
 */
export function sessionLengthBrief(type: PackageType): string {
  const { sessionMinutes, durationMinutes } = packages[type];
  const kept = durationMinutes - sessionMinutes;
  return kept > 0 ? `${sessionMinutes} minutes + ${kept} kept free` : `${sessionMinutes} minutes`;
}

/**
 * The query parameter naming a chosen paid package: `/checkout?package=5-session`, and carried on
 * when card payments are off (`/stripe-setup?package=…`, then `/connect?package=…`), so the visitor's
 * choice is named on every page he passes.
 */
export const packageParam = 'package';

/** `path` with the chosen package in its query. */
export const withPackage = (path: string, type: PaidPackageType) =>
  `${path}?${packageParam}=${encodeURIComponent(type)}`;

export function isPackageType(value: unknown): value is PackageType {
  return typeof value === 'string' && (packageTypes as readonly string[]).includes(value);
}

export function isPaidPackageType(value: unknown): value is PaidPackageType {
  return typeof value === 'string' && (paidPackageTypes as readonly string[]).includes(value);
}

/** How many sessions a booking of this package can book. */
export function sessionCredits(type: PackageType): number {
  return packages[type].sessionCredits;
}

/** The amount charged, in cents. */
export function priceCents(type: PackageType): number {
  return packages[type].price * 100;
}
