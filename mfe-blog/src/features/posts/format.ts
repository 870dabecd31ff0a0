import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/**
 * 'January 14, 2025'. Read in UTC so the server and every visitor's browser print the same day
 * (posts are published at noon UTC), and the server's HTML matches the browser's render.
 */
export function formatPublishedDate(iso: string): string {
  return dayjs.utc(iso).format('MMMM D, YYYY');
}

export function formatReadingTime(minutes: number): string {
  return `${minutes} min read`;
}
