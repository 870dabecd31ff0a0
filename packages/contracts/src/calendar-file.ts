import { sessionCalendarFile } from './endpoints/bookings';
import { urlOf } from './endpoints/define';

/**
 * A session's calendar file (the same event as its emailed invitation): its address, with the
 * booking's access key, and the name it downloads under ("discovery-call-12.ics" for the free
 * call, "session-12.ics" otherwise). Every "Add to Calendar" of the client's pages links it.
 */
export function calendarFile({
  bookingId,
  sessionId,
  accessKey,
  call = false,
}: {
  bookingId: number;
  sessionId: number;
  accessKey: string | null;
  call?: boolean;
}): { href: string; download: string } {
  return {
    href: urlOf(sessionCalendarFile, { id: bookingId, sessionId }, { key: accessKey }),
    download: `${call ? 'discovery-call' : 'session'}-${sessionId}.ics`,
  };
}
