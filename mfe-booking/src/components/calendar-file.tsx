import { calendarFile } from '@site/contracts/calendar-file';
import { DownloadLink } from './secondary-button';

/** "Add to Calendar": the session's calendar file, as a light card's second action. */
export function AddToCalendarLink(file: Parameters<typeof calendarFile>[0]) {
  return (
    <DownloadLink $secondary {...calendarFile(file)}>
      Add to Calendar
    </DownloadLink>
  );
}
