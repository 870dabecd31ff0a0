import { object, string, type InferType } from 'yup';
import { emailMessage } from './messages';

/** POST /api/newsletter. The email is trimmed and lower-cased before it is checked. */
export const newsletterSchema = object({
  email: string()
    .trim()
    .lowercase()
    .required('Please enter your email address.')
    .email(emailMessage)
    .max(254, emailMessage),
});

export type NewsletterRequest = InferType<typeof newsletterSchema>;
