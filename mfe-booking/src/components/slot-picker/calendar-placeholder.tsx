import { Skeleton } from '../skeleton';
import { datePickerHeight } from './date-picker-size';

/** Stands where the calendar will be, at its size, until the page runs in the browser. */
export function CalendarPlaceholder() {
  return <Skeleton $height={datePickerHeight} $width="min(100%, 20rem)" />;
}
