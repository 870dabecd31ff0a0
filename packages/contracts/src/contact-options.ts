/**
 * The contact form's choices: what a message is about and where the visitor heard of the coach,
 * each value with the words the form shows, the API accepts (`contactSchema`), its emails name
 * and the back office reads back (no validation library here, so a screen that only shows them
 * stays light). A message asking to book a package (card payments off) is a `package` enquiry.
 */
export const inquiryTypes = [
  'package',
  'speaking',
  'podcast',
  'partnership',
  'general',
  'other',
] as const;
export const referralSources = [
  'google',
  'social',
  'podcast',
  'referral',
  'conference',
  'other',
] as const;

export type InquiryType = (typeof inquiryTypes)[number];
export type ReferralSource = (typeof referralSources)[number];

/** Each choice as the visitor chooses it and the owner reads it. */
export const inquiryTypeLabels: Record<InquiryType, string> = {
  package: 'Coaching or consulting package',
  speaking: 'Speaking engagement',
  podcast: 'Podcast or media interview',
  partnership: 'Partnership or collaboration',
  general: 'General question',
  other: 'Something else',
};

export const referralSourceLabels: Record<ReferralSource, string> = {
  google: 'Google search',
  social: 'Social media',
  podcast: 'A podcast',
  referral: 'A friend or colleague',
  conference: 'A conference or event',
  other: 'Somewhere else',
};

const labelOf = (labels: Readonly<Record<string, string>>, value: string) =>
  Object.hasOwn(labels, value) ? labels[value]! : value;

/** What a message is about, in the form's words ("General question"); an unknown value as kept. */
export const inquiryTypeLabel = (value: string) => labelOf(inquiryTypeLabels, value);

/** Where the visitor heard of the coach, in the form's words ("A podcast"); else as kept. */
export const referralSourceLabel = (value: string) => labelOf(referralSourceLabels, value);
