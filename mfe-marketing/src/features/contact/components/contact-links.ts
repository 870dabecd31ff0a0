import { contactFormId, paths } from '@site/contracts/routes';
import { withPackage, type PaidPackageType } from '@site/contracts/packages';
import type { InquiryType } from '@site/contracts/schemas/contact';

/** The id of the contact form on the Connect page, the target of 'Reach Out Here' and of links. */
export const CONTACT_FORM_ID = contactFormId;

/** The query parameter that chooses the form's inquiry type, e.g. `/connect?type=speaking`. */
export const INQUIRY_TYPE_PARAM = 'type';

/** The Connect page with the form's inquiry type already chosen, scrolled to the form. */
export function contactFormPath(type: InquiryType): string {
  return `${paths.connect}?${INQUIRY_TYPE_PARAM}=${type}#${CONTACT_FORM_ID}`;
}

export const speakingInquiryPath = contactFormPath('speaking');

/**
 * The Connect page scrolled to the form, its message asking for a paid package (where card payments
 * are off, the way to book one).
 */
export function packageRequestPath(type: PaidPackageType): string {
  return `${withPackage(paths.connect, type)}#${CONTACT_FORM_ID}`;
}
