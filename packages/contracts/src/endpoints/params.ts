/** Path and query parameters more than one endpoint declares. */
import { number, object, string } from 'yup';

/** The largest integer a Postgres `integer` column holds: ids never go beyond it. */
export const maxDatabaseInteger = 2_147_483_647;

export const invalidBookingIdMessage = 'Invalid booking id: it must be a positive whole number';

/**
 * A booking id in a path: 1 to 10 digits and nothing else (no sign, spaces, `1e3` or `0x10`),
 * from 1 to the largest database integer.
 */
export const bookingIdParam = number()
  .transform((_value: unknown, original: unknown) =>
    typeof original === 'string' && /^\d{1,10}$/.test(original) ? Number(original) : Number.NaN,
  )
  .typeError(invalidBookingIdMessage)
  .required(invalidBookingIdMessage)
  .integer(invalidBookingIdMessage)
  .min(1, invalidBookingIdMessage)
  .max(maxDatabaseInteger, invalidBookingIdMessage);

export const bookingIdParams = object({ id: bookingIdParam });

/**
 * `?key=`: a booking's secret access key, carried by the links in its emails, so a booking opens
 * on any device. The browser that made the booking holds a cookie instead and sends no key.
 */
export const accessKeyQuery = object({
  key: string().optional().meta({ description: "The booking's access key, from its emails." }),
});

/**
 * `url` with the booking's access key when the page has one: API calls and links to the booking's
 * pages (schedule, questionnaire) carry it on, so a link opened on another device keeps working.
 */
export function withAccessKey(url: string, accessKey: string | null | undefined): string {
  if (!accessKey) return url;
  return `${url}${url.includes('?') ? '&' : '?'}key=${encodeURIComponent(accessKey)}`;
}
