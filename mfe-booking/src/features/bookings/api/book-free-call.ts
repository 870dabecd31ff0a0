import { useRef } from 'react';
import { sendJson } from '@site/api-client/http';
import type {
  CreatePaymentIntentRequest,
  CreatePaymentIntentResponse,
  ScheduleRequest,
} from '@site/contracts/api-types';
import { urlOf } from '@site/contracts/endpoints/define';
import { createPaymentIntent } from '@site/contracts/endpoints/payments';
import { useScheduleBooking } from './schedule-booking';

/** Who books (the booking's name and email) and when (the schedule call's time and zone). */
export type FreeCallRequest = Pick<CreatePaymentIntentRequest, 'name' | 'email'> & ScheduleRequest;

/**
 * The free strategy call in one step for the page: create the booking (POST
 * /api/create-payment-intent, which for the free call only creates it), then schedule it. A booking
 * created for the same name and email is reused when scheduling failed (a time taken meanwhile),
 * so choosing another time never creates a second booking. Resolves to the booking's id.
 */
export function useBookFreeCall() {
  const created = useRef<{ for: string; bookingId: number } | null>(null);
  const schedule = useScheduleBooking();
  return async ({ name, email, scheduledAt, timezone }: FreeCallRequest): Promise<number> => {
    const details = { name, email };
    const key = JSON.stringify(details);
    let bookingId = created.current?.for === key ? created.current.bookingId : null;
    if (bookingId === null) {
      const request: CreatePaymentIntentRequest = { packageType: 'strategy-call', ...details };
      bookingId = (
        await sendJson<CreatePaymentIntentResponse>('POST', urlOf(createPaymentIntent), request)
      ).bookingId;
      created.current = { for: key, bookingId };
    }
    await schedule.mutateAsync({ bookingId, request: { scheduledAt, timezone } });
    created.current = null;
    return bookingId;
  };
}
