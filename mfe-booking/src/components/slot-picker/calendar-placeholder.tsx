import { Skeleton } from '../skeleton';
import { unknownMonthHeight } from './date-picker-size';

/**
 * Stands where the calendar will be, at its size (`datePickerHeight` of the month it will show,
 * when known), until the page runs in the browser.
 */
export function CalendarPlaceholder({ height = unknownMonthHeight }: { height?: string }) {
  return <Skeleton $height={height} $width="min(100%, 20rem)" />;
}
