import type { BookingRecord } from '../repositories/bookings';

/**
 * A package the owner gave free (added in the back office): a gift, not a payment, so its
 * emails and the client's booking page name no payment and no receipt. The free call is no
 * package and is never "given".
 */
export function isGivenFree(booking: Pick<BookingRecord, 'packageType' | 'payment' | 'amount'>) {
  return (
    booking.packageType !== 'strategy-call' &&
    (booking.payment === 'complimentary' || booking.amount === 0)
  );
}
