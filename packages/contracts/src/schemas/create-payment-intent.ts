import { object, string, type InferType } from 'yup';
import { packageTypes, type PackageType } from '../packages';
import { singleLine, singleLineMessage } from './single-line';
import { emailAddress } from './email';

const missingMessage = 'Please provide your name and email address.';

export const idempotencyKeyMessage =
  'The checkout key must be 16 to 200 letters, digits, "-" or "_". Please reload the page and try again.';

/**
 * POST /api/create-payment-intent. The price is never sent: the server reads it from the table.
 * `idempotencyKey` (optional): one random key per checkout attempt, made by the browser; every
 * request with the same key gives the same booking and the same PaymentIntent, however often it
 * is sent, even at once.
 */
export const createPaymentIntentSchema = object({
  packageType: string<PackageType>()
    .required('Please choose a package.')
    .oneOf([...packageTypes], 'Please choose a valid package.'),
  name: string()
    .trim()
    .required(missingMessage)
    .max(200, 'Name must be at most 200 characters')
    .test(singleLine(singleLineMessage('Name'))),
  email: emailAddress(missingMessage),
  idempotencyKey: string()
    .optional()
    .matches(/^[A-Za-z0-9_-]{16,200}$/, idempotencyKeyMessage),
});

export type CreatePaymentIntentRequest = InferType<typeof createPaymentIntentSchema>;
