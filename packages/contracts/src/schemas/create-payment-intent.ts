import { object, string, type InferType } from 'yup';
import { packageTypes, type PackageType } from '../packages';
import { emailMessage } from './messages';

const missingMessage = 'Please provide your name and email address.';

/** POST /api/create-payment-intent. The price is never sent: the server reads it from the table. */
export const createPaymentIntentSchema = object({
  packageType: string<PackageType>()
    .required('Please choose a package.')
    .oneOf([...packageTypes], 'Please choose a valid package.'),
  name: string().trim().required(missingMessage).max(200, 'Name must be at most 200 characters'),
  email: string().trim().required(missingMessage).email(emailMessage).max(254, emailMessage),
});

export type CreatePaymentIntentRequest = InferType<typeof createPaymentIntentSchema>;
