import { object, string, type InferType } from 'yup';
import { singleLine, singleLineMessage } from './single-line';

import { inquiryTypes, referralSources } from '../contact-options';

export {
  inquiryTypeLabels,
  inquiryTypes,
  referralSourceLabels,
  referralSources,
  type InquiryType,
  type ReferralSource,
} from '../contact-options';
import { emailAddress } from './email';

const inquiryMessage = 'Please select what this is about';
const messageMessage = 'Please provide more details about your inquiry';

/** Empty optional fields arrive as '' from forms; treat them as absent. */
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** POST /api/contact: the contact form. */
export const contactSchema = object({
  inquiryType: string()
    .required(inquiryMessage)
    .oneOf([...inquiryTypes], inquiryMessage),
  name: string()
    .trim()
    .required('Name is required')
    .max(200, 'Name must be at most 200 characters')
    .test(singleLine(singleLineMessage('Name'))),
  email: emailAddress(),
  organization: string()
    .transform(emptyToUndefined)
    .trim()
    .max(200, 'Organization must be at most 200 characters')
    .test(singleLine(singleLineMessage('Organization')))
    .optional(),
  message: string()
    .trim()
    .required(messageMessage)
    .min(10, messageMessage)
    .max(5000, 'Please keep your message under 5000 characters'),
  referralSource: string()
    .transform(emptyToUndefined)
    .oneOf([...referralSources], 'Please choose how you heard about me from the list')
    .optional(),
});

export type ContactRequest = InferType<typeof contactSchema>;
