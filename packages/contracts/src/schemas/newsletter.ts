import { object, type InferType } from 'yup';
import { emailAddress } from './email';

/** POST /api/newsletter. The email is trimmed and lower-cased before it is checked. */
export const newsletterSchema = object({
  email: emailAddress('Please enter your email address.').lowercase(),
});

export type NewsletterRequest = InferType<typeof newsletterSchema>;
