/**
 * What the coach does for a client from his record (credits added to a package, a package given,
 * a session booked for him) and what the client does about his own data in the portal (his time
 * zone, a download of everything kept about him, a request to erase it that the coach confirms):
 * the limits and every message both sides see.
 */

/** Most credits added to a package at once. */
export const maxCreditsAtOnce = 20;

/** Longest reason the coach gives for a gift, in characters. */
export const grantReasonMaxLength = 500;

/**
 * Days within which an erasure a person asked for must be carried out (the law's "without undue
 * delay, and at the latest within one month").
 */
export const erasureDeadlineDays = 30;

/** The file name the portal's data download is saved under. */
export const dataExportFileName = 'my-data.json';

/** The emails about an erasure: the receipt of a client's request, and the last one, once done. */
export const erasureMailSubjects = {
  requested: 'I have your request to erase your data',
  erased: 'Your data is erased',
} as const;

/** What an erasure keeps, as the person is told (the same words for everyone: nothing of him). */
export const erasureKeepsSentence =
  'The only thing kept is what accounting and tax law require: the payment record of any package you paid for (package, amount, dates, payment method and payment reference), without your name or email address.';

export const clientActionMessages = {
  creditsCount: `Please add between 1 and ${maxCreditsAtOnce} credits`,
  reasonRequired: 'Please give the reason (it is kept in the client’s record)',
  reasonTooLong: `The reason is at most ${grantReasonMaxLength} characters`,
  packageRequired: 'Please choose the package to give',
  bookingRequired: 'Please choose the package to add credits to',
  bookingNotHis: 'This package is not one of this client’s.',
  creditsClosed: 'Credits can be added only to a paid package that is still open.',
  creditsAdded: (credits: number) =>
    `${credits} ${credits === 1 ? 'credit' : 'credits'} added. The client sees them in his portal.`,
  packageGiven: 'Package given. The client gets the usual email with his link to book.',
  timezoneSaved: 'Your time zone is saved. Every time in your portal is shown in it.',
  erasureRequested: `Your request is sent. Your coach confirms it within ${erasureDeadlineDays} days; everything kept about you is then erased and you can no longer sign in.`,
  erasureAlreadyRequested: 'You have already asked for your data to be erased.',
  erasureNotFound: 'This erasure request is no longer open.',
  erasureConfirmed: 'Erased. The client’s data is gone, but for the payment records the law keeps.',
} as const;
