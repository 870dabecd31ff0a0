import { sessionCalendarFile } from '@site/contracts/endpoints/bookings';
import { urlOf } from '@site/contracts/endpoints/define';
import { DownloadLink } from './secondary-button';

/**
 * A session's calendar file (the same event as its e-mailed invitation): its address, with the
 * booking's access key, and the name it downloads under ("discovery-call-12.ics" for the free
 * call, "session-12.ics" otherwise).
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

/** "Add to Calendar": the session's calendar file, as a light card's second action. */
export function AddToCalendarLink(file: Parameters<typeof calendarFile>[0]) {
  return (
    <DownloadLink $secondary {...calendarFile(file)}>
      Add to Calendar
    </DownloadLink>
  );
}
