/**
 * The coach's gifts to a client and the client's time zone: the same schemas check in the browser
 * and in the API, with the messages people see.
 */
import { mixed, number, object, string, type InferType } from 'yup';
import {
  clientActionMessages as messages,
  grantReasonMaxLength,
  maxCreditsAtOnce,
} from '../client-actions';
import { paidPackageTypes, type PaidPackageType } from '../packages';
import { slotMessages } from '../slots';
import { isTimezoneName, type TimezoneName } from '../timezones';

const reason = string()
  .trim()
  .required(messages.reasonRequired)
  .max(grantReasonMaxLength, messages.reasonTooLong);

/** Credits added to one of the client's packages, with the reason. */
export const addCreditsSchema = object({
  bookingId: number()
    .typeError(messages.bookingRequired)
    .required(messages.bookingRequired)
    .integer(messages.bookingRequired)
    .min(1, messages.bookingRequired)
    .max(2_147_483_647, messages.bookingRequired),
  credits: number()
    .typeError(messages.creditsCount)
    .required(messages.creditsCount)
    .integer(messages.creditsCount)
    .min(1, messages.creditsCount)
    .max(maxCreditsAtOnce, messages.creditsCount),
  reason,
});
export type AddCreditsRequest = InferType<typeof addCreditsSchema>;

/** A package given to the client (no card payment), with the reason. */
export const givePackageSchema = object({
  packageType: mixed<PaidPackageType>()
    .oneOf(paidPackageTypes, messages.packageRequired)
    .required(messages.packageRequired),
  reason,
});
export type GivePackageRequest = InferType<typeof givePackageSchema>;

/** The zone the client reads his portal's times in: any IANA zone. */
export const portalTimezoneSchema = object({
  timezone: string<TimezoneName>()
    .required(slotMessages.timezone)
    .test('zone', slotMessages.timezone, isTimezoneName),
});
export type PortalTimezoneRequest = InferType<typeof portalTimezoneSchema>;
